import type { SessionStore } from '../table/session-store.js';
import { decorateStore } from './decorate-store.js';

/** Which commit the test hook dies after: one that carried a game's result, or one that owes a turn ping. */
export type CrashPoint = 'result' | 'ping';

/**
 * Tests only (TEST_EXIT_AFTER_RESULT): the process dies the hard way right after a commit that
 * carried a game's result (`1`) or that owes a "your turn" ping (`ping`), before anyone is answered
 * or any message is published, so a test can show that neither a result nor a ping is lost or
 * doubled across a crash and a restart.
 */
export function crashAfterResult(store: SessionStore, when: CrashPoint = 'result'): SessionStore {
  return decorateStore(store, {
    around: {
      commit: async (proceed, _next, _expectedVersion, result, _previous, notes) => {
        const committed = await proceed();
        if (committed === 'ok' && (when === 'result' ? result : notes?.ping)) process.kill(process.pid, 'SIGKILL');
        return committed;
      },
    },
  });
}
