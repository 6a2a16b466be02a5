import type { SessionStore } from '../table/session-store.js';
import { decorateStore } from './decorate-store.js';

/**
 * Tests only (TEST_EXIT_AFTER_RESULT): the process dies the hard way right after a commit that
 * carried a game's result, before anyone is answered or any message is published, so a test can
 * show a result is neither lost nor counted twice across a crash and a retry.
 */
export function crashAfterResult(store: SessionStore): SessionStore {
  return decorateStore(store, {
    around: {
      commit: async (proceed, _next, _expectedVersion, result) => {
        const committed = await proceed();
        if (committed === 'ok' && result) process.kill(process.pid, 'SIGKILL');
        return committed;
      },
    },
  });
}
