import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { type HoldemAction, type HoldemState, holdemConfigSchema } from '../../src/games/holdem/actions.js';
import type { Rng } from '../../src/rng.js';
import { testRng } from '../support/test-rng.js';
import { ScriptedRng } from '../support/scripted-rng.js';

const config = holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10 });
const start = (players: string[], rng: Rng = testRng) => holdem.setup(players, config, rng);
function act(s: HoldemState, p: string, a: HoldemAction, rng: Rng = new ScriptedRng()): HoldemState {
  const r = holdem.apply(s, p, a, rng);
  if (!r.ok) throw new Error(`${p} ${a.type}: ${r.rejection.code}`);
  return r.state;
}
const refusal = (s: HoldemState, p: string, a: HoldemAction) => {
  const r = holdem.apply(s, p, a, testRng);
  return r.ok ? null : r.rejection.code;
};
const seat = (s: HoldemState, p: string) => s.seats.find((x) => x.id === p);
const chipsOnTable = (s: HoldemState) => s.seats.reduce((a, x) => a + x.stack, 0) + (s.hand ? Object.values(s.hand.contributed).reduce((a, b) => a + b, 0) : 0);

/** Folds or checks the current hand to its end. */
function finish(s: HoldemState): HoldemState {
  let state = s;
  while (state.hand) {
    const p = state.hand.toAct!;
    state = holdem.apply(state, p, { type: 'check' }, testRng).ok ? act(state, p, { type: 'check' }) : act(state, p, { type: 'fold' });
  }
  return state;
}

describe('configuration', () => {
  it('defaults to 10/20 blinds and buy-ins of 40 to 100 big blinds', () => {
    expect(holdemConfigSchema.parse({})).toEqual({ smallBlind: 10, bigBlind: 20, minBuyIn: 800, maxBuyIn: 2000 });
  });
  it('refuses blinds or buy-ins that make no sense', () => {
    expect(holdemConfigSchema.safeParse({ smallBlind: 30, bigBlind: 20 }).success).toBe(false);
    expect(holdemConfigSchema.safeParse({ minBuyIn: 5000, maxBuyIn: 1000 }).success).toBe(false);
    expect(holdemConfigSchema.safeParse({ bigBlind: 20, minBuyIn: 10 }).success).toBe(false);
  });
});

describe('table life', () => {
  it('seats the lobby with the maximum buy-in and deals the first hand', () => {
    const s = start(['a', 'b', 'c']);
    expect(s.seats.map((x) => x.stack + (s.hand!.contributed[x.id] ?? 0))).toEqual([1000, 1000, 1000]);
    expect(s.handNo).toBe(1);
    expect(s.ledger).toEqual({ a: { boughtIn: 1000, cashedOut: 0 }, b: { boughtIn: 1000, cashedOut: 0 }, c: { boughtIn: 1000, cashedOut: 0 } });
  });

  it('a player sitting down mid-hand is dealt in from the next hand', () => {
    let s = start(['a', 'b']);
    expect(refusal(s, 'n', { type: 'sit', buyIn: 50 })).toBe('buy-in-range');
    expect(refusal(s, 'n', { type: 'sit', buyIn: 1001 })).toBe('buy-in-range');
    s = act(s, 'n', { type: 'sit', buyIn: 400 });
    expect(s.hand!.players).toEqual(['a', 'b']);
    expect(s.hand!.secret.hole.n).toBeUndefined();
    s = finish(s);
    s = act(s, 'n', { type: 'deal' }, testRng);
    expect(s.hand!.players).toContain('n');
    expect(s.ledger.n).toEqual({ boughtIn: 400, cashedOut: 0 });
  });

  it('leaving mid-hand folds the hand, and the stack is cashed out when the hand is over', () => {
    let s = start(['a', 'b', 'c']);
    const actor = s.hand!.toAct!;
    const other = ['a', 'b', 'c'].find((p) => p !== actor)!;
    s = holdem.forfeit(s, other, testRng).state;
    expect(s.hand!.folded).toContain(other);
    expect(seat(s, other)!.leaving).toBe(true);
    const stackLeft = seat(s, other)!.stack;
    s = finish(s);
    expect(seat(s, other)).toBeUndefined();
    expect(s.ledger[other]).toEqual({ boughtIn: 1000, cashedOut: stackLeft });
  });

  it('leaving heads-up hands the pot to the other player at once', () => {
    let s = start(['a', 'b']);
    s = holdem.forfeit(s, 'b', testRng).state;
    expect(s.hand).toBeNull();
    expect(s.seats.map((x) => x.id)).toEqual(['a']);
    expect(s.ledger.b!.cashedOut + seat(s, 'a')!.stack).toBe(2000);
  });

  it('top-ups only between hands, never above the maximum; a busted player rebuys to at least the minimum', () => {
    let s = start(['a', 'b']);
    expect(refusal(s, 'a', { type: 'topup', amount: 10 })).toBe('mid-hand');
    s = finish(s);
    const short = s.seats.find((x) => x.stack < 1000)!;
    const rich = s.seats.find((x) => x.stack > 1000)!;
    const room = 1000 - short.stack;
    expect(refusal(s, short.id, { type: 'topup', amount: room + 1 })).toBe('top-up-range');
    expect(refusal(s, short.id, { type: 'topup', amount: 0 })).toBe('top-up-range');
    s = act(s, short.id, { type: 'topup', amount: room });
    expect(seat(s, short.id)!.stack).toBe(1000);
    expect(s.ledger[short.id]!.boughtIn).toBe(1000 + room);
    expect(refusal(s, short.id, { type: 'topup', amount: 1 })).toBe('at-max');
    expect(refusal(s, rich.id, { type: 'topup', amount: 1 })).toBe('at-max');
    expect(refusal(s, 'stranger', { type: 'topup', amount: 1 })).toBe('not-seated');
    const busted: HoldemState = { ...s, seats: s.seats.map((x) => (x.id === rich.id ? { ...x, stack: 0 } : x)) };
    expect(refusal(busted, rich.id, { type: 'topup', amount: 50 })).toBe('top-up-range');
    expect(seat(act(busted, rich.id, { type: 'topup', amount: 400 }), rich.id)!.stack).toBe(400);
  });

  it('a sitting-out player is dealt no cards and posts no blind until back', () => {
    let s = finish(start(['a', 'b', 'c']));
    s = act(s, 'c', { type: 'sitout' });
    s = act(s, 'a', { type: 'deal' }, testRng);
    expect(s.hand!.players).toEqual(['a', 'b']);
    expect(s.hand!.bets.c).toBeUndefined();
    s = finish(s);
    s = act(s, 'c', { type: 'back' });
    s = act(s, 'a', { type: 'deal' }, testRng);
    expect(s.hand!.players).toEqual(['a', 'b', 'c']);
  });

  it('a busted player is not dealt in; with fewer than two players nothing is dealt', () => {
    const s = finish(start(['a', 'b']));
    const broke: HoldemState = { ...s, seats: s.seats.map((x) => (x.id === 'b' ? { ...x, stack: 0 } : x)) };
    expect(refusal(broke, 'a', { type: 'deal' })).toBe('too-few');
    expect(holdem.turnToken(broke)).toBeNull();
  });
});

describe('timeouts', () => {
  it('check when possible, else fold; after three in a row the player sits out', () => {
    let s = start(['a', 'b', 'c'], testRng);
    const first = s.hand!.toAct!;
    s = holdem.onTimeout(s, testRng).state; // facing the big blind: fold
    expect(s.hand!.folded).toContain(first);
    expect(seat(s, first)!.timeouts).toBe(1);
    // the big blind facing only calls can check when its turn times out
    s = act(s, s.hand!.toAct!, { type: 'call' });
    const bb = s.hand!.toAct!;
    s = holdem.onTimeout(s, testRng).state;
    expect(s.hand!.street).toBe('flop');
    expect(s.hand!.folded).not.toContain(bb);

    // Three hands in which every turn of a's runs out (the others check or call).
    let t = finish(start(['a', 'b', 'c']));
    for (let i = 0; i < 3; i++) {
      t = act(t, 'b', { type: 'deal' }, testRng);
      while (t.hand) {
        const p = t.hand.toAct!;
        if (p === 'a') t = holdem.onTimeout(t, testRng).state;
        else t = act(t, p, holdem.apply(t, p, { type: 'check' }, testRng).ok ? { type: 'check' } : { type: 'call' });
      }
      expect(seat(t, 'a')!.timeouts).toBeGreaterThan(i);
    }
    expect(seat(t, 'a')!.sittingOut).toBe(true);
    t = act(t, 'b', { type: 'deal' }, testRng);
    expect(t.hand!.players).not.toContain('a');
  });

  it('between hands, the timer deals the next hand', () => {
    const s = finish(start(['a', 'b']));
    expect(holdem.turnToken(s)).toBe('between.1');
    const { state } = holdem.onTimeout(s, testRng);
    expect(state.handNo).toBe(2);
  });
});

describe('thousands of random hands', () => {
  it('conserve chips, never go negative, and pay each pot only to players eligible for it', () => {
    let hands = 0;
    for (let table = 0; table < 60; table++) {
      const n = 2 + (table % 8);
      const players = Array.from({ length: n }, (_, i) => `p${i}`);
      let s = start(players);
      // random stacks: rebuild the seats with uneven buy-ins before the first real hand
      s = finish(s);
      s = { ...s, seats: s.seats.map((x) => ({ ...x, stack: 100 + testRng.int(900) })) };
      let before = s.seats.reduce((a, x) => a + x.stack, 0);
      for (let h = 0; h < 40; h++) {
        // busted players buy back in between hands
        for (const busted of s.seats.filter((x) => x.stack === 0)) {
          const amount = config.minBuyIn + testRng.int(config.maxBuyIn - config.minBuyIn + 1);
          s = act(s, busted.id, { type: 'topup', amount });
          before += amount;
        }
        s = act(s, s.seats.find((x) => x.stack > 0)!.id, { type: 'deal' }, testRng);
        hands++;
        while (s.hand) {
          const p = s.hand.toAct!;
          const view = holdem.publicView(s);
          const legal = view.legal!;
          const roll = testRng.int(100);
          const action: HoldemAction =
            roll < 15 && !legal.canCheck
              ? { type: 'fold' }
              : roll < 55
                ? legal.canCheck
                  ? { type: 'check' }
                  : { type: 'call' }
                : roll < 70 && (legal.canRaise || legal.maxTo <= s.hand.amountToCall)
                  ? { type: 'allin' }
                  : legal.canRaise
                    ? { type: 'raise', to: legal.minTo + testRng.int(Math.max(1, legal.maxTo - legal.minTo + 1)) }
                    : legal.canCheck
                      ? { type: 'check' }
                      : { type: 'call' };
          s = act(s, p, action, testRng);
          expect(chipsOnTable(s)).toBe(before);
          for (const x of s.seats) expect(x.stack).toBeGreaterThanOrEqual(0);
        }
        for (const pot of s.lastHand!.pots) {
          for (const winner of Object.keys(pot.shares)) expect(pot.eligible).toContain(winner);
          expect(Object.values(pot.shares).reduce((a, b) => a + b, 0)).toBe(pot.amount);
        }
      }
    }
    expect(hands).toBeGreaterThan(1000);
    // Thousands of hands: a walk, not a timing; give it room on a busy machine.
  }, 90_000);
});
