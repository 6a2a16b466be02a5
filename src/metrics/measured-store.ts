import { StoreUnavailableError } from '../kernel/session.js';
import type { SessionStore } from '../table/session-store.js';
import { decorateStore } from '../store/decorate-store.js';
import type { Metrics } from './metrics.js';

/**
 * The store as the rest of the bot sees it, measured: compare-and-set conflicts, operations Redis
 * did not answer (each under its own name), and the tables seen (for the active-tables gauge).
 * Behaviour is unchanged: every call reaches the store with its arguments as they were.
 */
export function measuredStore(store: SessionStore, metrics: Metrics): SessionStore {
  return decorateStore(store, {
    every: async (operation, proceed) => {
      try {
        return await proceed();
      } catch (error) {
        if (error instanceof StoreUnavailableError) metrics.redisError(operation);
        throw error;
      }
    },
    around: {
      load: async (proceed) => {
        const session = await proceed();
        if (session) metrics.tables.saw(session);
        return session;
      },
      create: async (proceed, session) => {
        const created = await proceed();
        if (created === 'created') metrics.tables.saw(session);
        return created;
      },
      commit: async (proceed, next) => {
        const committed = await proceed();
        if (committed === 'ok') metrics.tables.saw(next);
        else metrics.conflict();
        return committed;
      },
      remove: async (proceed, channelId) => {
        const removed = await proceed();
        if (removed === 'ok') metrics.tables.gone(channelId);
        else metrics.conflict();
        return removed;
      },
      purge: async (proceed, channelId) => {
        await proceed();
        metrics.tables.gone(channelId);
      },
    },
  });
}
