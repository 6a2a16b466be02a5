import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemAction, type HoldemConfig, type HoldemState } from '../../src/games/holdem/actions.js';
import { clockwiseAfter, legalFor } from '../../src/games/holdem/betting.js';
import { dealable, stacksOf } from '../../src/games/holdem/hand.js';
import type { Rng } from '../../src/rng.js';
import { rngFromSeed } from '../support/scripted-rng.js';

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** The table's books: everything bought in is in a stack, in the hand being played, or was cashed out. */
function imbalance(s: HoldemState): number {
  const ledger = Object.values(s.ledger);
  const boughtIn = sum(ledger.map((e) => e.boughtIn));
  const held = sum(s.seats.map((x) => x.stack)) + sum(Object.values(s.hand?.contributed ?? {})) + sum(ledger.map((e) => e.cashedOut));
  return boughtIn - held;
}

const seat = (s: HoldemState, p: string) => s.seats.find((x) => x.id === p);

function act(s: HoldemState, p: string, a: HoldemAction, rng: Rng = rngFromSeed(1)): HoldemState {
  const r = holdem.apply(s, p, a, rng);
  if (!r.ok) throw new Error(`${p} ${JSON.stringify(a)}: ${r.rejection.code}`);
  return r.state;
}
const refusal = (s: HoldemState, p: string, a: unknown) => {
  const r = holdem.apply(s, p, a as HoldemAction, rngFromSeed(1));
  return r.ok ? null : r.rejection.code;
};

/** Checks or calls the hand to its end. */
function playOut(s: HoldemState): HoldemState {
  let state = s;
  while (state.hand) {
    const p = state.hand.toAct!;
    state = act(state, p, refusal(state, p, { type: 'check' }) === null ? { type: 'check' } : { type: 'call' });
  }
  return state;
}

const config = (c: Partial<HoldemConfig> = {}) => holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10, ...c });

describe('chips balance when players leave and sit down again', () => {
  it('reproduction: leaving mid-hand, then sitting down again before that hand ends, loses no chips', () => {
    // a, b, c, d at the table; hand 1 is running. b puts chips in, then leaves (the hand is folded) and sits again.
    let s = holdem.setup(['a', 'b', 'c', 'd'], config({ minBuyIn: 100, maxBuyIn: 1000 }), rngFromSeed(7));
    expect(s.hand!.toAct).toBe('d'); // button a, blinds b and c
    s = act(s, 'd', { type: 'call' });
    s = act(s, 'a', { type: 'call' });
    expect(s.hand!.contributed.b).toBe(5);
    s = holdem.forfeit(s, 'b', rngFromSeed(1)).state;
    expect(s.hand!.folded).toContain('b');
    expect(imbalance(s)).toBe(0);

    s = act(s, 'b', { type: 'sit', buyIn: 300 });
    expect(imbalance(s)).toBe(0);
    // The 995 left of b's first stack is cashed out now; the 5 stays in the pot; the new 300 is b's stack.
    expect(s.ledger.b).toEqual({ boughtIn: 1300, cashedOut: 995 });
    expect(seat(s, 'b')).toMatchObject({ stack: 300, leaving: false });
    expect(s.seats.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']); // the same seat
    expect(s.hand!.folded).toContain('b');
    expect(s.hand!.contributed.b).toBe(5);

    s = playOut(s);
    expect(imbalance(s)).toBe(0);
    expect(seat(s, 'b')!.stack).toBe(300);
    expect(s.ledger.b).toEqual({ boughtIn: 1300, cashedOut: 995 });
    s = act(s, 'a', { type: 'deal' }, rngFromSeed(3));
    expect(s.hand!.players).toContain('b');
  });

  it('a bet nobody called goes back to the player who left and sat down again', () => {
    // a raises, leaves (folding) and sits again; b folds: the big blind c wins, and a's unmatched raise comes back
    let s = holdem.setup(['a', 'b', 'c'], config({ minBuyIn: 100, maxBuyIn: 1000 }), rngFromSeed(7));
    expect(s.hand!.toAct).toBe('a');
    s = act(s, 'a', { type: 'raise', to: 100 });
    s = holdem.forfeit(s, 'a', rngFromSeed(1)).state;
    s = act(s, 'a', { type: 'sit', buyIn: 200 });
    expect(s.ledger.a).toEqual({ boughtIn: 1200, cashedOut: 900 });
    s = act(s, 'b', { type: 'fold' });
    // c, the big blind, wins the blinds; 90 of a's 100 was never matched and returns to a's seat
    expect(s.hand).toBeNull();
    expect(imbalance(s)).toBe(0);
    expect(seat(s, 'a')!.stack).toBe(290);
  });
});

describe('the button', () => {
  /** Four seats between hands, the button on `button`. */
  function between(button: string, ids = ['a', 'b', 'c', 'd']): HoldemState {
    let s = holdem.setup(ids, config(), rngFromSeed(11));
    while (s.button !== button) s = act(playOut(s), ids[0]!, { type: 'deal' }, rngFromSeed(s.handNo));
    return playOut(s);
  }
  const deal = (s: HoldemState) => act(s, s.seats[0]!.id, { type: 'deal' }, rngFromSeed(5));

  it('moves one seat clockwise after each hand, round the table', () => {
    let s = holdem.setup(['a', 'b', 'c', 'd'], config(), rngFromSeed(11));
    const buttons = [s.button];
    for (let i = 0; i < 5; i++) {
      s = deal(playOut(s));
      buttons.push(s.button);
    }
    expect(buttons).toEqual(['a', 'b', 'c', 'd', 'a', 'b']);
  });

  it("when the button's player leaves between hands, the next seated player clockwise gets it, not seat 0", () => {
    let s = between('c');
    s = holdem.forfeit(s, 'c', rngFromSeed(1)).state;
    expect(s.seats.map((x) => x.id)).toEqual(['a', 'b', 'd']);
    s = deal(s);
    expect(s.button).toBe('d');
    expect(s.hand).toMatchObject({ smallBlind: 'a', bigBlind: 'b' });
  });

  it("when the button's player leaves during the hand, the next hand's button is the next seated player clockwise", () => {
    let s = between('b');
    s = deal(s);
    expect(s.button).toBe('c');
    s = holdem.forfeit(s, 'c', rngFromSeed(1)).state; // folded now, gone when the hand ends
    s = playOut(s);
    expect(s.seats.map((x) => x.id)).toEqual(['a', 'b', 'd']);
    s = deal(s);
    expect(s.button).toBe('d');
  });

  it('skips players sitting out, and keeps its place when the players next to it leave too', () => {
    let s = between('c', ['a', 'b', 'c', 'd', 'e', 'f']);
    s = holdem.forfeit(s, 'c', rngFromSeed(1)).state;
    s = holdem.forfeit(s, 'b', rngFromSeed(1)).state; // the seat before the empty button seat goes as well
    s = act(s, 'd', { type: 'sitout' });
    s = deal(s);
    expect(s.hand!.players).toEqual(['a', 'e', 'f']);
    expect(s.button).toBe('e');
  });

  it('when the last seat in the list held the button, it goes round to the first', () => {
    let s = between('d');
    s = holdem.forfeit(s, 'd', rngFromSeed(1)).state;
    s = act(s, 'e', { type: 'sit', buyIn: 1000 }); // sits where the table ends, after the vacant button seat
    s = deal(s);
    expect(s.button).toBe('e');
  });

  it('a missing starting player is an error, never a silent start at seat 0', () => {
    expect(clockwiseAfter(['a', 'b', 'c'], 'b')).toEqual(['c', 'a', 'b']);
    expect(() => clockwiseAfter(['a', 'b', 'c'], 'x')).toThrow();
  });
});

describe('the engine guards its amounts', () => {
  const s = holdem.setup(['a', 'b', 'c'], config({ minBuyIn: 100, maxBuyIn: 1000 }), rngFromSeed(7));
  const toAct = s.hand!.toAct!;
  const bad = [Number.NaN, 1.5, -1, -40, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '60', null, undefined, 2 ** 60];

  it.each(bad.map((v) => [typeof v === 'string' ? JSON.stringify(v) : String(v), v]))(
    'refuses %s as a raise, a buy-in or a top-up, as a rejection value',
    (_name, value) => {
      expect(refusal(s, toAct, { type: 'raise', to: value })).toBe('bad-amount');
      expect(refusal(s, 'n', { type: 'sit', buyIn: value })).toBe('bad-amount');
      expect(refusal(playOut(s), 'a', { type: 'topup', amount: value })).toBe('bad-amount');
    },
  );

  it('refuses an action it does not know', () => {
    expect(refusal(s, toAct, { type: 'steal' })).toBe('bad-action');
    expect(refusal(s, toAct, null)).toBe('bad-action');
  });

  it('an amount of 0 is a plain range refusal', () => {
    expect(refusal(s, 'n', { type: 'sit', buyIn: 0 })).toBe('buy-in-range');
    const after = playOut(s);
    const short = after.seats.find((x) => x.stack < 1000)!;
    expect(refusal(after, short.id, { type: 'topup', amount: 0 })).toBe('top-up-range');
    expect(refusal(s, toAct, { type: 'raise', to: 0 })).toBe('raise-too-small');
  });
});

describe('the private hand hint', () => {
  it('names no best hand before the flop (hole cards alone), and the best five from the flop on', () => {
    for (let seed = 1; seed < 40; seed++) {
      const s = holdem.setup(['a', 'b'], config(), rngFromSeed(seed));
      expect(holdem.playerView(s, 'a').best).toBeNull();
      // Both check or call to the flop: three cards on the board, and a category for every hole.
      let flop = s;
      while (flop.hand && flop.hand.street === 'preflop') {
        const p = flop.hand.toAct!;
        const r = holdem.apply(flop, p, { type: holdem.apply(flop, p, { type: 'check' }, rngFromSeed(1)).ok ? 'check' : 'call' }, rngFromSeed(1));
        if (!r.ok) throw new Error(r.rejection.code);
        flop = r.state;
      }
      expect(flop.hand!.board).toHaveLength(3);
      const [x, y] = holdem.playerView(flop, 'a').hole!;
      const best = holdem.playerView(flop, 'a').best;
      expect(best).not.toBeNull();
      if (x![0] === y![0]) expect(best).not.toBe('highCard');
    }
    expect(holdem.playerView(holdem.setup(['a', 'b'], config(), rngFromSeed(1)), 'z').best).toBeNull();
  });
});

/**
 * The test's own picture of the seats round the table: nine numbered places; a player who leaves
 * empties their place (nobody is renumbered); a newcomer takes the first free place after the highest
 * one taken, or, when place 9 is taken, the lowest free place (an empty button place counts as taken
 * while another is free).
 */
class Ring {
  /** Who sits in place n + 1 (null: empty). */
  readonly places: Array<string | null> = Array(9).fill(null);
  constructor(ids: string[]) {
    ids.forEach((id, i) => (this.places[i] = id));
  }
  /** `lastButton`: the place of the last hand's button; while its player is gone it stays empty if another place is free. */
  sync(s: HoldemState, lastButton: number | null): string | null {
    const seated = new Set(s.seats.map((x) => x.id));
    this.places.forEach((id, i) => {
      if (id !== null && !seated.has(id)) this.places[i] = null;
    });
    for (const id of s.seats.map((x) => x.id)) {
      if (this.places.includes(id)) continue;
      const reserved = lastButton !== null && this.places[lastButton] === null ? lastButton : -1;
      const taken = (p: string | null, i: number) => p !== null || i === reserved;
      const highest = this.places.reduce((top, p, i) => (taken(p, i) ? i : top), -1);
      const free = this.places.findIndex((p, i) => !taken(p, i) && i > highest);
      const lowest = this.places.findIndex((p, i) => !taken(p, i));
      this.places[free >= 0 ? free : lowest >= 0 ? lowest : reserved] = id;
    }
    const expected = this.places.flatMap((id, i) => (id === null ? [] : [`${id}@${i + 1}`]));
    const actual = s.seats.map((x) => `${x.id}@${x.no}`);
    return expected.join() === actual.join() ? null : `seats moved: ${actual.join()} vs ${expected.join()}`;
  }
  /** The first dealt player clockwise after the last button's place (taken by a newcomer or not). */
  nextButton(lastButton: number | null, dealt: readonly string[]): string {
    if (lastButton === null) return dealt[0]!;
    for (let i = 1; i <= 9; i++) {
      const id = this.places[(lastButton + i) % 9];
      if (id && dealt.includes(id)) return id;
    }
    throw new Error('no dealt player');
  }
  placeOf(id: string): number {
    return this.places.indexOf(id);
  }
}

describe('table life mixed into thousands of random hands', () => {
  it('the chips balance after every action (bought in = stacks + chips in the hand + cashed out): 0 imbalances', () => {
    const PEOPLE = Array.from({ length: 12 }, (_, i) => `p${i}`);
    const TABLES = 50;
    const HANDS_PER_TABLE = 104;
    const imbalances: string[] = [];
    const buttonErrors: string[] = [];
    let hands = 0;
    let steps = 0;
    let lifeEvents = 0;
    let resitsMidHand = 0;

    for (let table = 0; table < TABLES; table++) {
      const seed = 1000 + table;
      const rng = rngFromSeed(seed);
      const bigBlind = 2 + rng.int(99);
      const smallBlind = 1 + rng.int(bigBlind);
      const minBuyIn = bigBlind * (1 + rng.int(40));
      const maxBuyIn = minBuyIn + rng.int(bigBlind * 100);
      const cfg = holdemConfigSchema.parse({ smallBlind, bigBlind, minBuyIn, maxBuyIn });
      const seats = 2 + rng.int(8);
      const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
      const amountIn = (min: number, max: number) => min + rng.int(max - min + 1);

      let s = holdem.setup(PEOPLE.slice(0, seats), cfg, rng);
      const ring = new Ring(PEOPLE.slice(0, seats));
      let lastButton = ring.placeOf(s.button!);
      let handNo = s.handNo;

      // who could be dealt in just before the step: a hand can be dealt and over in one step (blinds all-in)
      let dealtIfStarted = dealable(s);
      const check = (what: string) => {
        steps++;
        const off = imbalance(s);
        if (off !== 0 || s.seats.some((x) => !Number.isSafeInteger(x.stack) || x.stack < 0)) {
          imbalances.push(`seed ${seed}, hand ${s.handNo}, after ${what}: off by ${off}`);
        }
        const moved = ring.sync(s, lastButton);
        if (moved) buttonErrors.push(`seed ${seed}, after ${what}: ${moved}`);
        if (s.handNo !== handNo) {
          const expected = ring.nextButton(lastButton, dealtIfStarted);
          if (s.button !== expected) buttonErrors.push(`seed ${seed}, hand ${s.handNo}: button ${s.button}, expected ${expected}`);
          lastButton = ring.placeOf(s.button!);
          handNo = s.handNo;
          hands++;
        }
        dealtIfStarted = dealable(s);
      };
      const apply = (p: string, a: HoldemAction, what: string) => {
        const r = holdem.apply(s, p, a, rng);
        if (r.ok) s = r.state;
        check(`${p} ${what}`);
        return r.ok;
      };
      check('setup');

      while (s.handNo < HANDS_PER_TABLE) {
        const roll = rng.int(100);
        const leaving = s.seats.find((x) => x.leaving);
        if (leaving && roll < 25) {
          // someone who left during this hand sits down again before it ends
          const amount = amountIn(minBuyIn, maxBuyIn);
          if (apply(leaving.id, { type: 'sit', buyIn: amount }, `sits again with ${amount}`)) resitsMidHand++;
        } else if (roll < 10) {
          // table life, at any moment of a hand or between hands
          lifeEvents++;
          // mostly someone at the table, sometimes anyone (a stranger's leave or top-up is refused)
          const person = s.seats.length > 0 && rng.int(3) > 0 ? pick(s.seats).id : pick(PEOPLE);
          const mine = seat(s, person);
          switch (pick(['leave', 'leave', 'sit', 'sit', 'topup', 'sitout', 'back', 'timeout'] as const)) {
            case 'leave':
              s = holdem.forfeit(s, person, rng).state;
              check(`${person} leaves`);
              break;
            case 'sit': {
              const amount = rng.int(5) === 0 ? pick([0, minBuyIn - 1, maxBuyIn + 1]) : amountIn(minBuyIn, maxBuyIn);
              const strangers = PEOPLE.filter((p) => !seat(s, p));
              const who = strangers.length > 0 && rng.int(4) > 0 ? pick(strangers) : person;
              apply(who, { type: 'sit', buyIn: amount }, `sits with ${amount}`);
              break;
            }
            case 'topup': {
              const room = Math.max(0, maxBuyIn - (mine?.stack ?? 0));
              apply(person, { type: 'topup', amount: rng.int(room + 2) }, 'tops up');
              break;
            }
            case 'sitout':
              apply(person, { type: 'sitout' }, 'sits out');
              break;
            case 'back':
              apply(person, { type: 'back' }, 'comes back');
              break;
            case 'timeout':
              s = holdem.onTimeout(s, rng).state;
              check('a timeout');
              break;
          }
        } else if (!s.hand) {
          const broke = s.seats.find((x) => x.stack === 0);
          const idle = s.seats.find((x) => x.sittingOut);
          if (broke && rng.int(2) === 0) apply(broke.id, { type: 'topup', amount: amountIn(minBuyIn, maxBuyIn) }, 'rebuys');
          else if (dealable(s).length >= 2) {
            if (rng.int(2) === 0) apply(s.seats[0]!.id, { type: 'deal' }, 'deals');
            else {
              s = holdem.onTimeout(s, rng).state;
              check('the timer deals');
            }
          }
          // not enough players: bring people back, refill the busted, seat newcomers
          else if (idle) apply(idle.id, { type: 'back' }, 'comes back');
          else if (broke) apply(broke.id, { type: 'topup', amount: amountIn(minBuyIn, maxBuyIn) }, 'rebuys');
          else
            apply(
              PEOPLE.find((p) => !seat(s, p))!,
              { type: 'sit', buyIn: amountIn(minBuyIn, maxBuyIn) },
              'sits',
            );
        } else {
          const p = s.hand.toAct!;
          const legal = legalFor(s.hand, p, seat(s, p)!.stack, stacksOf(s));
          const move = rng.int(100);
          const action: HoldemAction =
            move < 3
              ? { type: 'raise', to: pick([Number.NaN, -5, 0.5, Number.POSITIVE_INFINITY, legal.maxTo + 1]) }
              : move < 18 && !legal.canCheck
                ? { type: 'fold' }
                : move < 60
                  ? legal.canCheck
                    ? { type: 'check' }
                    : { type: 'call' }
                  : move < 64
                    ? { type: 'allin' }
                    : legal.canRaise
                      ? { type: 'raise', to: amountIn(legal.minTo, Math.min(legal.maxTo, legal.minTo * 3)) }
                      : legal.canCheck
                        ? { type: 'check' }
                        : { type: 'call' };
          apply(p, action, action.type);
        }
      }
    }

    // reported with the counts, so a run shows how much table life it mixed in
    const report = { hands, steps, lifeEvents, resitsMidHand, imbalances: imbalances.length, buttonErrors: buttonErrors.length };
    console.info(`hold'em table life: ${JSON.stringify(report)}`);
    expect(imbalances.slice(0, 5)).toEqual([]);
    expect(buttonErrors.slice(0, 5)).toEqual([]);
    expect(report).toMatchObject({ imbalances: 0, buttonErrors: 0 });
    expect(hands).toBeGreaterThanOrEqual(5000);
    expect(resitsMidHand).toBeGreaterThan(200);
  });
});
