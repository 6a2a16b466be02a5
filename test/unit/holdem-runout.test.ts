import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemAction, HoldemState } from '../../src/games/holdem/actions.js';
import { cardCode, showCards, type Card } from '../../src/games/holdem/cards.js';
import { choose, equity, spotOf, type EquitySpot } from '../../src/games/holdem/equity.js';
import { holdemEquityStep, runoutSpot } from '../../src/games/holdem/equity-step.js';
import { EquityThread } from '../../src/games/holdem/equity-thread.js';
import { Runner } from '../../src/table/runner.js';
import { testRng } from '../support/test-rng.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { tableMessage } from '../../src/views/table.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeck, handDeck } from '../support/decks.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { dealHand as deal, tableBetweenHands as table } from '../support/holdem-tables.js';
import { GAMES } from '../support/games.js';

const silent = pino({ level: 'silent' });

function play(s: HoldemState, ...moves: Array<[string, HoldemAction['type']]>): HoldemState {
  for (const [player, type] of moves) {
    const r = holdem.apply(s, player, { type } as HoldemAction, new ScriptedRng());
    if (!r.ok) throw new Error(`${player} ${type}: ${r.rejection.code}`);
    s = r.state;
  }
  return s;
}
const hole = (text: string) => text.split(' ') as [Card, Card];

/**
 * Three seats, button c: dealing goes a, b, c. a and b get all-in before the flop after c folds,
 * so c's cards (and the deck) are hidden while a and b are run out.
 */
function threeWayAllIn(cHole: string, board: string[]): HoldemState {
  const s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'c'), [hole('As Ah'), hole('Ks Kd'), hole(cHole)], board);
  return play(s, ['c', 'fold'], ['a', 'allin'], ['b', 'call']);
}

describe('the board when the hands were turned up', () => {
  it('before the flop: recorded empty, and the board is dealt out to five', () => {
    const s = threeWayAllIn('7c 2d', ['2c', '7d', '9h', '3s', '4c']);
    expect(s.hand).toBeNull();
    expect(s.lastHand!.board).toEqual(['2c', '7d', '9h', '3s', '4c']);
    expect(s.lastHand!.runout).toEqual({ board: [] });
  });

  it('on the flop and on the turn: the cards out when the last bet was called', () => {
    const base = () => deal(table({ a: 1000, b: 1000 }, 'a'), [hole('Ah Kh'), hole('2c 2d')], ['3h', '7h', 'Td', 'Qs', '4c']);
    // heads-up, a is the button: b acts first after the flop
    const flop = play(base(), ['a', 'call'], ['b', 'check'], ['b', 'allin'], ['a', 'call']);
    expect(flop.lastHand!.runout).toEqual({ board: ['3h', '7h', 'Td'] });
    const turn = play(base(), ['a', 'call'], ['b', 'check'], ['b', 'check'], ['a', 'check'], ['b', 'allin'], ['a', 'call']);
    expect(turn.lastHand!.runout).toEqual({ board: ['3h', '7h', 'Td', 'Qs'] });
  });

  it('not when the river is called, nor when a hand is won by folds', () => {
    let s = deal(table({ a: 1000, b: 1000 }, 'a'), [hole('Ah Kh'), hole('2c 2d')], ['3h', '7h', 'Td', 'Qs', '4c']);
    s = play(
      s,
      ['a', 'call'],
      ['b', 'check'],
      ...Array.from(
        { length: 2 },
        () =>
          [
            ['b', 'check'],
            ['a', 'check'],
          ] as Array<[string, 'check']>,
      ).flat(),
      ['b', 'allin'],
      ['a', 'call'],
    );
    expect(s.lastHand!.shown).toHaveLength(2);
    expect(s.lastHand!.runout).toBeUndefined();
    const folded = play(deal(table({ a: 1000, b: 1000 }, 'a'), [hole('Ah Kh'), hole('2c 2d')], []), ['a', 'allin'], ['b', 'fold']);
    expect(folded.lastHand!.runout).toBeUndefined();
  });
});

describe('no hidden card in the public numbers', () => {
  it('the spot is the shown hands and the board when they were turned up, nothing else', () => {
    const s = threeWayAllIn('Ac Ad', ['2c', '7d', '9h', '3s', '4c']);
    expect(runoutSpot(s.lastHand!)).toEqual(spotOf([hole('As Ah'), hole('Ks Kd')], []));
  });

  it("a folded hand's cards and the deck's order change nothing: the folded aces are still dealt in the count", () => {
    const foldedAces = threeWayAllIn('Ac Ad', ['2c', '7d', '9h', '3s', '4c']);
    const foldedJunk = threeWayAllIn('7c 2d', ['Qh', 'Jh', '5d', '6s', '8c']);
    const spot = runoutSpot(foldedAces.lastHand!)!;
    expect(runoutSpot(foldedJunk.lastHand!)).toEqual(spot);
    const counted = equity(spot);
    expect(equity(runoutSpot(foldedJunk.lastHand!)!)).toEqual(counted);
    // Every board of the 48 unseen cards, the folded Ac Ad among them.
    expect(counted.boards).toBe(choose(48, 5));
    // KK wins only where AA does not: with the folded aces known dead, KK would win far more often.
    const deadAces = equity(spotOf([hole('As Ah'), hole('Ks Kd'), hole('Ac Ad')], []));
    expect(deadAces.win[1]).not.toBe(counted.win[1]);
  });
});

describe('the equity step between apply and commit', () => {
  const where = { channelId: '310000000000000009' };

  it('puts the counted figures into the hand result, from the public spot only', async () => {
    const state = threeWayAllIn('Ac Ad', ['2c', '7d', '9h', '3s', '4c']);
    const asked: EquitySpot[] = [];
    const step = holdemEquityStep(async (spot) => (asked.push(spot), { boards: 10, exact: true, win: [6, 3], tie: [1, 1] }), silent);
    const enriched = await step(state, null, where);
    expect(asked).toEqual([runoutSpot(state.lastHand!)]);
    const known = [...state.lastHand!.shown.flatMap((s) => s.cards), ...state.lastHand!.runout!.board].map(cardCode);
    for (const code of [...asked[0]!.hands.flat(), ...asked[0]!.board]) expect(known).toContain(code);
    expect(enriched.lastHand!.runout).toEqual({ board: [], equity: { boards: 10, exact: true, win: [6, 3], tie: [1, 1] } });
    expect(holdem.stateSchema.safeParse(enriched).success).toBe(true);
  });

  it('leaves hands without a runout and an already finished hand alone', async () => {
    let calls = 0;
    const step = holdemEquityStep(async () => (calls++, { boards: 1, exact: true, win: [1, 0], tie: [0, 0] }), silent);
    const state = threeWayAllIn('7c 2d', ['2c', '7d', '9h', '3s', '4c']);
    // a later click between hands: the hand result was already there before it
    expect(await step(state, state, where)).toBe(state);
    const folded = play(deal(table({ a: 1000, b: 1000 }, 'a'), [hole('Ah Kh'), hole('2c 2d')], []), ['a', 'allin'], ['b', 'fold']);
    expect(await step(folded, null, where)).toBe(folded);
    expect(calls).toBe(0);
  });

  it('commits the hand without figures when the count fails or is late, and says so in the log', async () => {
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const state = threeWayAllIn('7c 2d', ['2c', '7d', '9h', '3s', '4c']);
    expect(await holdemEquityStep(() => Promise.reject(new Error('worker gone')), log)(state, null, where)).toBe(state);
    expect(await holdemEquityStep(() => new Promise(() => undefined), log, 20)(state, null, where)).toBe(state);
    expect(warnings.map((w) => JSON.parse(w).err)).toEqual(['worker gone', 'no answer within 20 ms']);
    for (const line of warnings) expect(line).not.toMatch(/"[2-9TJQKA][shdc]"/);
  });
});

describe("the runner calls a table's own game's move step only", () => {
  it("a Pirate Dice table never reaches the Hold'em step; a Hold'em table does, with the state before the move", async () => {
    const seen: Array<{ next: HoldemState; previous: HoldemState | null }> = [];
    const counting = async (next: HoldemState, previous: HoldemState | null) => (seen.push({ next, previous }), next);
    const store = new MemorySessionStore(GAMES, 3_600_000, () => 1_000_000);
    const runner = new Runner({ games: GAMES, store, rng: testRng, now: () => 1_000_000, log: silent, moveSteps: new Map([['holdem', counting]]) });
    const ann = { userId: '100000000000000001', name: 'Ann' };
    const bo = { userId: '100000000000000002', name: 'Bo' };
    for (const [channelId, game] of [
      ['310000000000000002', 'pirate'],
      ['310000000000000003', 'holdem'],
    ] as const) {
      const opened = await runner.open({ channelId, guildId: null, host: { id: ann.userId, name: 'Ann' }, game, config: {}, locale: 'en' });
      if (opened.kind !== 'created') throw new Error(opened.kind);
      await runner.join({ channelId, sessionId: opened.session.id }, bo);
      const started = await runner.start({ channelId, sessionId: opened.session.id }, ann);
      if (started.kind !== 'ok') throw new Error(started.kind);
      expect(seen).toHaveLength(game === 'pirate' ? 0 : 1);
    }
    expect(seen[0]!.previous).toBeNull();
    expect(seen[0]!.next.handNo).toBe(1);
  });
});

describe('through the runner and the worker thread', () => {
  const thread = new EquityThread();
  afterAll(() => thread.close());

  it('the committed table already holds the exact figures, and the public table shows them in every language', async () => {
    const CH = '310000000000000001';
    const ann = { userId: '100000000000000001', name: 'Ann' };
    const bo = { userId: '100000000000000002', name: 'Bo' };
    const store = new MemorySessionStore(GAMES, 3_600_000, () => 1_000_000);
    // Heads-up: Ann has the button (small blind) and acts first; cards go to Bo, then Ann.
    const rng = new ScriptedRng(drawsForDeck(handDeck([hole('Ks Kd'), hole('As Ah')], ['2c', '7d', '9h', '3s', '4c'])));
    const runner = new Runner({
      games: GAMES,
      store,
      rng,
      now: () => 1_000_000,
      log: silent,
      moveSteps: new Map([['holdem', holdemEquityStep((spot) => thread.compute(spot), silent)]]),
    });
    const opened = await runner.open({ channelId: CH, guildId: null, host: { id: ann.userId, name: 'Ann' }, game: 'holdem', config: {}, locale: 'en' });
    if (opened.kind !== 'created') throw new Error(opened.kind);
    await runner.join({ channelId: CH, sessionId: opened.session.id }, bo);
    await runner.start({ channelId: CH, sessionId: opened.session.id }, ann);
    await runner.act({ channelId: CH, sessionId: opened.session.id }, ann, { type: 'allin' });
    const called = await runner.act({ channelId: CH, sessionId: opened.session.id }, bo, { type: 'call' });
    expect(called.kind).toBe('ok');

    const stored = (await store.load(CH))!;
    const result = (stored.state as HoldemState).lastHand!;
    const counted = equity(spotOf([hole('As Ah'), hole('Ks Kd')], []));
    expect(result.shown.map((s) => s.player)).toEqual([bo.userId, ann.userId]);
    expect(result.runout).toEqual({
      board: [],
      equity: { boards: 1_712_304, exact: true, win: [counted.win[1], counted.win[0]], tie: [counted.tie[1], counted.tie[0]] },
    });

    const pct = (n: number) => `${((100 * n) / counted.boards).toFixed(1)}%`;
    const texts = (['en', 'zh-CN', 'ko'] as const).map((locale) => {
      const body = tableMessage(GAMES, { ...stored, locale });
      expectValidMessage(body);
      return JSON.stringify(body);
    });
    expect(texts[0]).toContain('Chances when the hands were turned up before the flop (exact, all 1,712,304 boards):');
    expect(texts[0]).toContain(`<@${ann.userId}>: ${pct(counted.win[0]!)} to win · ${pct(counted.tie[0]!)} to tie`);
    expect(texts[0]).toContain(`<@${bo.userId}>: ${pct(counted.win[1]!)} to win · ${pct(counted.tie[1]!)} to tie`);
    expect(texts[1]).toContain('翻牌前亮牌时各手牌的胜率（精确计算全部 1,712,304 种公共牌）');
    expect(texts[1]).toContain(`<@${ann.userId}>：胜率 ${pct(counted.win[0]!)} · 平分 ${pct(counted.tie[0]!)}`);
    expect(texts[2]).toContain('프리플롭에 핸드를 공개했을 때의 확률 (남은 보드 1,712,304가지를 모두 계산)');
    expect(texts[2]).toContain(`<@${bo.userId}>: 승률 ${pct(counted.win[1]!)} · 무승부 ${pct(counted.tie[1]!)}`);
    for (const text of texts) expect(text).toContain(showCards(['As', 'Ah']));
  });

  it('an estimate says so and from how many boards', async () => {
    const state = threeWayAllIn('7c 2d', ['2c', '7d', '9h', '3s', '4c']);
    const small = new EquityThread({ maxExactEvaluations: 1000 });
    try {
      const base = sampleSession({ game: 'holdem', phase: 'playing', state, players: state.seats.map((s) => ({ id: s.id, name: s.id })) });
      const enriched = await holdemEquityStep((spot) => small.compute(spot), silent)(state, null, base);
      expect(enriched.lastHand!.runout!.equity).toMatchObject({ exact: false, boards: 200_000 });
      const text = JSON.stringify(tableMessage(GAMES, { ...base, state: enriched }));
      expect(text).toContain('Chances when the hands were turned up before the flop (estimated from 200,000 random boards):');
    } finally {
      await small.close();
    }
  });
});

describe('the summary keeps the payouts first', () => {
  it('a nine-way run-out whose chances would not fit in the field shows every pot and leaves the chances out', () => {
    const ids = Array.from({ length: 9 }, (_, i) => `10000000000000000${i + 1}`);
    const state = table(Object.fromEntries(ids.map((id) => [id, 1000])), ids[0]!);
    const deck = ['As Ah', 'Ks Kd', 'Qc Jc', '7h 6h', 'Td 9d', '2s 2c', '5c 4c', '8s 8d', 'Jh Th'].map(hole);
    const lastHand: HoldemState['lastHand'] = {
      handNo: 1,
      board: ['3c', '7d', '9h', 'Qs', '4h'],
      shown: ids.map((player, i) => ({ player, cards: deck[i]!, score: 0x100000 })),
      pots: ids.map((id, i) => ({ amount: 1000 * (9 - i), eligible: ids.slice(i), shares: { [id]: 1000 * (9 - i) } })),
      refunds: {},
      runout: { board: [], equity: equity(spotOf(deck, [])) },
    };
    const session = sampleSession({ game: 'holdem', phase: 'playing', state: { ...state, lastHand }, players: ids.map((id) => ({ id, name: id })) });
    const body = tableMessage(GAMES, session);
    expectValidMessage(body);
    const text = JSON.stringify(body);
    expect(text).toContain(`Side pot 8 (1000) → <@${ids[8]}> 1000`);
    expect(text).not.toContain('Chances');
    // the same hand heads-up has room for them
    const two = {
      ...lastHand,
      shown: lastHand.shown.slice(0, 2),
      pots: lastHand.pots.slice(0, 1),
      runout: { board: [], equity: equity(spotOf(deck.slice(0, 2), [])) },
    };
    expect(JSON.stringify(tableMessage(GAMES, { ...session, state: { ...state, lastHand: two } }))).toContain(
      'Chances when the hands were turned up before the flop',
    );
  });
});
