import type { SessionStore } from '../table/session-store.js';
import { crashAfterResult, type CrashPoint } from '../store/crash-after-result.js';
import { measuredStore } from './measured-store.js';
import type { Metrics } from './metrics.js';

/** The session store exactly as the bot uses it: the opened store, measured (and, in crash tests, dying after a result or an owed ping). */
export function productionStore(opened: SessionStore, metrics: Metrics, options: { exitAfter?: CrashPoint | undefined } = {}): SessionStore {
  return measuredStore(options.exitAfter ? crashAfterResult(opened, options.exitAfter) : opened, metrics);
}
