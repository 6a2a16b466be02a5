import { StoreUnavailableError } from '../store/session.js';
import type { SessionStore } from '../store/session-store.js';
import type { Metrics } from './metrics.js';

/** The store operations whose Redis failures are counted, each under its own name. */
const OPERATIONS = ['load', 'create', 'commit', 'remove', 'purge', 'claimDue', 'markPublished', 'unpublished', 'reindex', 'ping', 'figures', 'board', 'forget', 'resetBoard'] as const;

/**
 * The store as the rest of the bot sees it, measured: compare-and-set conflicts, operations Redis
 * did not answer, and the tables seen (for the active-tables gauge). Behaviour is unchanged; any
 * method not listed here is inherited as it is.
 */
export function measuredStore(store: SessionStore, metrics: Metrics): SessionStore {
  const measured: SessionStore = Object.create(store);
  const target = measured as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const source = store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const operation of OPERATIONS) {
    const original = source[operation];
    if (typeof original !== 'function') continue;
    target[operation] = async (...args: unknown[]) => {
      try {
        return await original.apply(store, args);
      } catch (error) {
        if (error instanceof StoreUnavailableError) metrics.redisError(operation);
        throw error;
      }
    };
  }
  const counted = { ...target };
  measured.load = async (channelId) => {
    const session = (await counted.load!(channelId)) as Awaited<ReturnType<SessionStore['load']>>;
    if (session) metrics.tables.saw(session);
    return session;
  };
  measured.create = async (session) => {
    const created = (await counted.create!(session)) as Awaited<ReturnType<SessionStore['create']>>;
    if (created === 'created') metrics.tables.saw(session);
    return created;
  };
  measured.commit = async (next, expectedVersion, result) => {
    const committed = (await counted.commit!(next, expectedVersion, result)) as Awaited<ReturnType<SessionStore['commit']>>;
    if (committed === 'ok') metrics.tables.saw(next);
    else metrics.conflict();
    return committed;
  };
  measured.remove = async (channelId, expectedVersion) => {
    const removed = (await counted.remove!(channelId, expectedVersion)) as Awaited<ReturnType<SessionStore['remove']>>;
    if (removed === 'ok') metrics.tables.gone(channelId);
    else metrics.conflict();
    return removed;
  };
  measured.purge = async (channelId) => {
    await counted.purge!(channelId);
    metrics.tables.gone(channelId);
  };
  return measured;
}
