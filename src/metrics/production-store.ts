import type { SessionStore } from '../table/session-store.js';
import { crashAfterResult } from '../store/crash-after-result.js';
import { measuredStore } from './measured-store.js';
import type { Metrics } from './metrics.js';

/** The session store exactly as the bot uses it: the opened store, measured (and, in one test, crashing after a result). */
export function productionStore(opened: SessionStore, metrics: Metrics, options: { exitAfterResult?: boolean } = {}): SessionStore {
  return measuredStore(options.exitAfterResult ? crashAfterResult(opened) : opened, metrics);
}
