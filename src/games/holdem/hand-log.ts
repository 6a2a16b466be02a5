import type { HandHistories } from '../../kernel/plugin.js';
import type { HoldemState } from './actions.js';
import type { HoldemEvent } from './events.js';
import { completeHand, holdemMoveSteps, type HandStep } from './history-steps.js';
import { HANDS_KEPT, HANDS_SHELF, handLog, handNoOf, handText, movedStepsSchema, recordOf } from './hand-records.js';
import { handsOf } from './hands-for.js';

/**
 * Hold'em's hand histories: each hand's moves go to an open log keyed by the game and hand
 * number, and the finished hand is shelved with the table's last 200, read per player in the
 * PokerStars format.
 */
export const holdemHands: HandHistories<HoldemState, HoldemEvent> = {
  async record({ previous, next, events }, history, { log, now }) {
    if (next.state === null) return;
    const prev = previous.id === next.id ? previous.state : null;
    const names = new Map(next.players.concat(previous.players).map((p) => [p.id, p.name]));
    const move = holdemMoveSteps(prev, next.state, events, names, now);
    if (!move) return;
    const open = handLog(next.id, move.handNo);
    await history.append(next.channelId, open, [JSON.stringify({ version: next.version, steps: move.steps })]);
    if (!move.steps.some((s) => s.kind === 'end')) return;
    const moves = (await history.read(next.channelId, open)).map((raw) => movedStepsSchema.parse(JSON.parse(raw)));
    const steps = completeHand(moves as Array<{ version: number; steps: HandStep[] }>);
    if (!steps) {
      // Some move of this hand was never recorded (a restart between a commit and its record): better no history than a wrong one.
      log.warn({ channelId: next.channelId, handNo: move.handNo }, 'hand history incomplete; not kept');
      return;
    }
    await history.shelve(next.channelId, HANDS_SHELF, JSON.stringify(recordOf(next.channelId, steps)), HANDS_KEPT, open);
  },

  async recent(history, channelId, player, count) {
    const hands = await handsOf(history, channelId, player, count);
    return hands.map((record) => {
      const start = record.steps[0];
      return { id: record.handId, no: handNoOf(record), at: start?.kind === 'start' ? start.at : 0, text: handText(record, player) };
    });
  },
};
