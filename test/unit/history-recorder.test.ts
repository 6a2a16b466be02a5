import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { MemoryHistoryStore } from '../../src/store/history-memory.js';
import { HISTORY_TTL_MS } from '../../src/kernel/history-store.js';
import { HistoryRecorder } from '../../src/history/recorder.js';
import { handsOf } from '../../src/games/holdem/hands-for.js';
import { handText } from '../../src/games/holdem/hand-records.js';
import type { Session } from '../../src/kernel/session.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeck, handDeck } from '../support/decks.js';
import { GAMES } from '../support/games.js';

const CH = '300000000000000141';
const ann = { userId: '100000000000000001', name: 'Ann' };
const bo = { userId: '100000000000000002', name: 'Bo' };
const AT = Date.UTC(2026, 10, 23, 17, 0, 0);

function session(result: RunResult | { kind: string }): Session {
  if (result.kind !== 'ok' && result.kind !== 'created') throw new Error(`expected ok, got ${JSON.stringify(result).slice(0, 200)}`);
  return (result as { session: Session }).session;
}

/** A heads-up Hold'em table through the runner, its moves recorded by the history hook; `drop` loses the hook's record of chosen moves. */
async function table(deck: string[][], drop: (n: number) => boolean = () => false) {
  const history = new MemoryHistoryStore(HISTORY_TTL_MS, () => AT);
  const recorder = new HistoryRecorder(GAMES, history, pino({ level: 'silent' }), () => AT);
  let moves = 0;
  const rng = new ScriptedRng(deck.flatMap((d) => drawsForDeck(d)));
  const runner = new Runner({
    games: GAMES,
    store: new MemorySessionStore(GAMES, 3_600_000),
    rng,
    now: () => AT,
    log: pino({ level: 'silent' }),
    onCommitted: async (committed) => {
      if (!drop(++moves)) await recorder.record(committed);
    },
  });
  let s = session(await runner.open({ channelId: CH, guildId: null, host: { id: ann.userId, name: ann.name }, game: 'holdem', config: {}, locale: 'en' }));
  s = session(await runner.join({ channelId: CH, sessionId: s.id }, bo));
  s = session(await runner.start({ channelId: CH, sessionId: s.id }, ann));
  const act = async (who: typeof ann, action: unknown) => {
    s = session(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, who, action));
  };
  return { history, act };
}

// Heads-up: ann holds the first button (dealing bo, ann), bo the second (dealing ann, bo).
const HAND1 = handDeck(
  [
    ['Qh', 'Qs'],
    ['Kc', 'Kd'],
  ],
  ['2c', '7d', '9h', '3s', '4c'],
);
const HAND2 = handDeck(
  [
    ['As', 'Ad'],
    ['Jh', 'Td'],
  ],
  ['2c', '7d', '9h', '3s', '4c'],
);

describe('hand histories through the runner', () => {
  it('every finished hand is shelved for the table, newest first, and read per player', async () => {
    const { history, act } = await table([HAND1, HAND2]);
    await act(ann, { type: 'fold' });
    await act(ann, { type: 'deal' });
    await act(bo, { type: 'call' });
    await act(ann, { type: 'check' });
    for (let street = 0; street < 3; street++) {
      await act(ann, { type: 'check' });
      await act(bo, { type: 'check' });
    }
    const hands = await handsOf(history, CH, ann.userId, 50);
    expect(hands).toHaveLength(2);
    const [second, first] = hands.map((h) => handText(h, ann.userId));
    expect(first).toContain('Dealt to Ann [Kc Kd]\nAnn: folds\nUncalled bet (10) returned to Bo\nBo collected 20 from pot');
    expect(second).toContain('Ann: shows [As Ad] (a pair of Aces)');
    expect(second).toContain('Seat 1: Ann (big blind) showed [As Ad] and won (40) with a pair of Aces');
    expect(await handsOf(history, CH, '100000000000000009', 50)).toEqual([]);
  });

  it('a hand with a move that was never recorded (the process stopped) is not kept, and the next hand is', async () => {
    // Commits: 1 the join, 2 the start (the first hand dealt), 3 ann's call: its record is lost.
    const { history, act } = await table([HAND1, HAND2], (n) => n === 3);
    await act(ann, { type: 'call' });
    await act(bo, { type: 'raise', to: 60 });
    await act(ann, { type: 'fold' });
    await act(ann, { type: 'deal' });
    await act(bo, { type: 'fold' });
    const hands = await handsOf(history, CH, ann.userId, 50);
    expect(hands).toHaveLength(1);
    expect(handText(hands[0]!, ann.userId)).toContain('Dealt to Ann [As Ad]\nBo: folds');
  });
});
