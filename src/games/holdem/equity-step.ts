/**
 * Fills in the equity of a Hold'em hand that was run out with its hands face up, between the
 * engine's pure apply and the runner's commit (Hold'em's move step: the runner calls it for Hold'em tables only).
 * The committed state then already holds the figures, so every render, a restart or another
 * process shows them without computing anything.
 *
 * Only public fields feed the count: the hand result's shown cards and the board when the hands
 * were turned up. A folded hand and the deck are never read.
 */
import type { Logger } from 'pino';
import type { MoveStep, StartedMoveStep } from '../../kernel/plugin.js';
import type { HandResult, HoldemState } from './actions.js';
import { BoundedMap } from '../../bounded-map.js';
import { spotOf, type Equity, type EquitySpot } from './equity.js';
import { EquityThread } from './equity-thread.js';

/** The spot to count for a finished hand, or null when its hands were not turned up before the river. */
export function runoutSpot(result: HandResult): EquitySpot | null {
  if (!result.runout || result.shown.length < 2) return null;
  return spotOf(
    result.shown.map((s) => s.cards),
    result.runout.board,
  );
}

/** Waits this long at most: the click that ran the hand out is answered after the step. */
export const EQUITY_TIMEOUT_MS = 2_000;
const REMEMBERED = 32;

export type EquityCompute = (spot: EquitySpot) => Promise<Equity>;

export function holdemEquityStep(compute: EquityCompute, log: Logger, timeoutMs = EQUITY_TIMEOUT_MS): MoveStep<HoldemState> {
  // A commit that lost a race is redone from a fresh read: the same spot is not counted twice.
  const recent = new BoundedMap<string, Promise<Equity>>(REMEMBERED);
  const counted = (spot: EquitySpot): Promise<Equity> => {
    const key = JSON.stringify(spot);
    let answer = recent.get(key);
    if (!answer) {
      answer = compute(spot);
      answer.catch(() => recent.delete(key));
      recent.set(key, answer);
    }
    return answer;
  };

  return async (state, previous, table) => {
    const result = state.lastHand;
    // Only a hand that has just finished: a count that failed is not retried by every later click.
    if (!result?.runout || result.runout.equity || previous?.lastHand?.handNo === result.handNo) return state;
    const spot = runoutSpot(result);
    if (!spot) return state;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)));
      const equity = await Promise.race([counted(spot), timeout]);
      const runout = { ...result.runout, equity: { boards: equity.boards, exact: equity.exact, win: equity.win, tie: equity.tie } };
      return { ...state, lastHand: { ...result, runout } };
    } catch (error) {
      log.warn(
        { channelId: table.channelId, handNo: result.handNo, err: error instanceof Error ? error.message : String(error) },
        'all-in equity not computed; the hand is shown without it',
      );
      return state;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The step as the platform starts it: one worker thread per process, warmed now, closed at shutdown. */
export function startEquityStep(services: { log: Logger }): StartedMoveStep<HoldemState> {
  const thread = new EquityThread();
  thread.warm();
  return { step: holdemEquityStep((spot) => thread.compute(spot), services.log), close: () => thread.close() };
}
