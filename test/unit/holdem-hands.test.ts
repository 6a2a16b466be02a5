import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemAction, HoldemState } from '../../src/games/holdem/actions.js';
import { legalFor } from '../../src/games/holdem/betting.js';
import { stacksOf } from '../../src/games/holdem/hand.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import type { Card } from '../../src/games/holdem/cards.js';
import { dealHand as deal, tableBetweenHands as table } from '../support/holdem-tables.js';

function act(s: HoldemState, player: string, action: HoldemAction): HoldemState {
  const r = holdem.apply(s, player, action, new ScriptedRng());
  if (!r.ok) throw new Error(`${player} ${JSON.stringify(action)}: ${r.rejection.code}`);
  return r.state;
}

const refusal = (s: HoldemState, player: string, action: HoldemAction) => {
  const r = holdem.apply(s, player, action, new ScriptedRng());
  return r.ok ? null : r.rejection.code;
};
const stack = (s: HoldemState, p: string) => s.seats.find((x) => x.id === p)!.stack;
const total = (s: HoldemState) => s.seats.reduce((a, x) => a + x.stack, 0) + (s.hand ? Object.values(s.hand.contributed).reduce((a, b) => a + b, 0) : 0);
const legal = (s: HoldemState) => legalFor(s.hand!, s.hand!.toAct!, stack(s, s.hand!.toAct!), stacksOf(s));

describe('blinds and action order', () => {
  it('heads-up: the button posts the small blind and acts first preflop, last after the flop', () => {
    let s = deal(table({ a: 1000, b: 1000 }, 'a'));
    expect(s.hand).toMatchObject({ smallBlind: 'a', bigBlind: 'b', toAct: 'a', bets: { a: 5, b: 10 } });
    s = act(s, 'a', { type: 'call' });
    expect(s.hand!.toAct).toBe('b');
    s = act(s, 'b', { type: 'check' }); // the big blind's check closes preflop
    expect(s.hand!.street).toBe('flop');
    expect(s.hand!.board).toHaveLength(3);
    expect(s.hand!.toAct).toBe('b');
    s = act(s, 'b', { type: 'check' });
    expect(s.hand!.toAct).toBe('a');
  });

  it('three players: the seat after the big blind acts first preflop, the seat after the button after the flop', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    expect(s.hand).toMatchObject({ smallBlind: 'b', bigBlind: 'c', toAct: 'a' });
    s = act(s, 'a', { type: 'call' });
    s = act(s, 'b', { type: 'call' });
    expect(s.hand!.toAct).toBe('c');
    s = act(s, 'c', { type: 'check' });
    expect(s.hand!.street).toBe('flop');
    expect(s.hand!.toAct).toBe('b');
  });

  it('the big blind keeps the option: limping to the big blind does not close preflop', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'call' });
    s = act(s, 'b', { type: 'call' });
    expect(s.hand!.street).toBe('preflop');
    expect(legal(s)).toMatchObject({ canCheck: true, canRaise: true, minTo: 20 });
    s = act(s, 'c', { type: 'raise', to: 40 });
    expect(s.hand!.toAct).toBe('a');
  });

  it('the button moves one seat clockwise each hand', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'fold' });
    s = act(s, 'b', { type: 'fold' });
    expect(s.hand).toBeNull();
    s = deal(s);
    expect(s.button).toBe('b');
    expect(s.hand).toMatchObject({ smallBlind: 'c', bigBlind: 'a' });
  });

  it('lets bets be collected when a street closes: the new street starts with no bets', () => {
    let s = deal(table({ a: 1000, b: 1000 }, 'a'));
    s = act(s, 'a', { type: 'raise', to: 30 });
    s = act(s, 'b', { type: 'call' });
    expect(s.hand).toMatchObject({ street: 'flop', bets: {}, amountToCall: 0, contributed: { a: 30, b: 30 } });
  });
});

describe('minimum bet and raise (big blind 10)', () => {
  it('a bet of 30 means the next raise is to at least 60', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    for (const p of ['a', 'b']) s = act(s, p, { type: 'call' });
    s = act(s, 'c', { type: 'check' });
    expect(legal(s)).toMatchObject({ minTo: 10 }); // the smallest bet is one big blind
    expect(refusal(s, 'b', { type: 'raise', to: 9 })).toBe('raise-too-small');
    s = act(s, 'b', { type: 'raise', to: 30 });
    expect(legal(s).minTo).toBe(60);
    expect(refusal(s, 'c', { type: 'raise', to: 59 })).toBe('raise-too-small');
    expect(refusal(s, 'c', { type: 'raise', to: 60 })).toBeNull();
  });

  it('a preflop raise to 40 (an increment of 30) means the next raise is to at least 70', () => {
    const s = act(deal(table({ a: 1000, b: 1000, c: 1000 }, 'a')), 'a', { type: 'raise', to: 40 });
    expect(legal(s).minTo).toBe(70);
    expect(refusal(s, 'b', { type: 'raise', to: 69 })).toBe('raise-too-small');
    expect(act(s, 'b', { type: 'raise', to: 70 }).hand!.minRaise).toBe(30);
  });

  it('no bet or call above the stack; a call short of the amount is an all-in call', () => {
    let s = deal(table({ a: 1000, b: 50, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'raise', to: 200 });
    expect(refusal(s, 'b', { type: 'raise', to: 500 })).toBe('raise-too-big');
    s = act(s, 'b', { type: 'call' });
    expect(stack(s, 'b')).toBe(0);
    expect(s.hand!.bets.b).toBe(50);
  });
});

describe('a raise nobody can answer is not offered', () => {
  it('facing an all-in, with the only other player unable to put in more than it, the player may call or fold only', () => {
    // blinds: b 5, c 10. a goes all-in for 1,460; b has a deep stack; c, still to act, holds 330 in all.
    let s = deal(table({ a: 1460, b: 5000, c: 330 }, 'a'));
    s = act(s, 'a', { type: 'allin' });
    expect(s.hand!.toAct).toBe('b');
    expect(legal(s)).toMatchObject({ canRaise: false, toCall: 1455 });
    expect(refusal(s, 'b', { type: 'raise', to: 2910 })).toBe('no-reraise');
    expect(refusal(s, 'b', { type: 'allin' })).toBe('no-reraise');
    s = act(s, 'b', { type: 'call' });
    s = act(s, 'c', { type: 'allin' });
    // Nobody can bet any more: the hands are turned up and the board dealt out.
    expect(s.hand).toBeNull();
    expect(s.lastHand!.refunds).toEqual({});
  });

  it('a raise is still offered while one opponent could put in more than the amount they face', () => {
    // a goes all-in for 1,460; b could still put in more than 1,460.
    let s = deal(table({ a: 1460, b: 2000, c: 5000 }, 'a'));
    s = act(s, 'a', { type: 'allin' });
    expect(s.hand!.toAct).toBe('b');
    expect(legal(s)).toMatchObject({ canRaise: true });
  });

  it("heads-up facing an all-in larger than the caller's whole stack: call (all-in) or fold", () => {
    let s = deal(table({ a: 3000, b: 800 }, 'a'));
    s = act(s, 'a', { type: 'allin' });
    expect(legal(s).canRaise).toBe(false);
    s = act(s, 'b', { type: 'allin' });
    expect(s.hand).toBeNull();
  });
});

describe('incomplete all-in raises', () => {
  it('a short all-in does not reopen the betting for a player who already acted', () => {
    // blinds: b 5, c 10. a raises to 100 (increment 90). b goes all-in to 150 (increment 50 < 90).
    let s = deal(table({ a: 1000, b: 150, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'raise', to: 100 });
    s = act(s, 'b', { type: 'allin' });
    expect(s.hand!.amountToCall).toBe(150);
    expect(s.hand!.minRaise).toBe(90);
    // c has not acted yet: c may raise, the minimum being 150 + 90
    expect(legal(s)).toMatchObject({ canRaise: true, minTo: 240 });
    s = act(s, 'c', { type: 'call' });
    // a acted before the short all-in: only call or fold
    expect(s.hand!.toAct).toBe('a');
    expect(legal(s).canRaise).toBe(false);
    expect(refusal(s, 'a', { type: 'raise', to: 400 })).toBe('no-reraise');
    expect(refusal(s, 'a', { type: 'call' })).toBeNull();
    expect(refusal(s, 'a', { type: 'fold' })).toBeNull();
  });

  it('a full raise reopens the betting', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'raise', to: 40 });
    s = act(s, 'b', { type: 'raise', to: 70 });
    s = act(s, 'c', { type: 'fold' });
    expect(s.hand!.toAct).toBe('a');
    expect(legal(s)).toMatchObject({ canRaise: true, minTo: 100 });
  });

  it('after a short all-in the others may only call or fold', () => {
    // flop: a bets 100; b calls; c is all-in for 120 (an increment of 20 < 100); a and b may only call or fold
    let s = deal(table({ a: 1000, b: 1000, c: 130 }, 'a'));
    for (const p of ['a', 'b']) s = act(s, p, { type: 'call' });
    s = act(s, 'c', { type: 'check' });
    s = act(s, 'b', { type: 'check' });
    s = act(s, 'c', { type: 'check' });
    s = act(s, 'a', { type: 'raise', to: 100 });
    s = act(s, 'b', { type: 'call' });
    s = act(s, 'c', { type: 'allin' });
    expect(s.hand!.amountToCall).toBe(120);
    expect(s.hand!.toAct).toBe('a');
    expect(legal(s).canRaise).toBe(false);
    s = act(s, 'a', { type: 'call' });
    expect(legal(s).canRaise).toBe(false);
    s = act(s, 'b', { type: 'call' });
    expect(s.hand!.street).toBe('turn');
  });

  it('the round closes when the action comes back to the last aggressor matched', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'raise', to: 30 });
    s = act(s, 'b', { type: 'call' });
    expect(s.hand!.street).toBe('preflop');
    s = act(s, 'c', { type: 'call' });
    expect(s.hand!.street).toBe('flop');
  });
});

describe('edge cases', () => {
  it('1: heads-up, the button limps... the opponent shoves, the button calls: one pot to the best hand', () => {
    // dealing order: b (after the button) then a; board gives a a pair of aces
    let s = deal(
      table({ a: 1000, b: 600 }, 'a'),
      [
        ['Kd', 'Qd'],
        ['As', '7c'],
      ],
      ['Ac', '2h', '5s', '9d', 'Jc'],
    );
    s = act(s, 'a', { type: 'call' });
    s = act(s, 'b', { type: 'allin' });
    s = act(s, 'a', { type: 'call' });
    expect(s.hand).toBeNull();
    expect(s.lastHand!.pots).toEqual([{ amount: 1200, eligible: ['a', 'b'], shares: { a: 1200 } }]);
    expect(stack(s, 'a')).toBe(1600);
    expect(stack(s, 'b')).toBe(0);
    expect(s.lastHand!.board).toEqual(['Ac', '2h', '5s', '9d', 'Jc']);
  });

  it('3: everyone folds to the big blind, who wins the blinds without a showdown', () => {
    let s = deal(table({ a: 1000, b: 1000, c: 1000 }, 'a'));
    s = act(s, 'a', { type: 'fold' });
    s = act(s, 'b', { type: 'fold' });
    expect(s.hand).toBeNull();
    expect(s.lastHand!.shown).toEqual([]);
    expect(stack(s, 'c')).toBe(1005);
    expect(stack(s, 'b')).toBe(995);
  });

  it('5: equal hands split the pot', () => {
    // the board is a straight that both play
    let s = deal(
      table({ a: 1000, b: 1000 }, 'a'),
      [
        ['2c', '3d'],
        ['2d', '3c'],
      ],
      ['Ts', 'Jh', 'Qd', 'Kc', 'Ah'],
    );
    s = act(s, 'a', { type: 'raise', to: 100 });
    s = act(s, 'b', { type: 'call' });
    for (let i = 0; i < 3; i++) {
      s = act(s, 'b', { type: 'check' });
      s = act(s, 'a', { type: 'check' });
    }
    expect(s.lastHand!.pots[0]!.shares).toEqual({ a: 100, b: 100 });
    expect(stack(s, 'a')).toBe(1000);
  });
});

describe('side pots', () => {
  it('2: a short all-in and two players betting on: a main pot and a side pot, each to its own winner', () => {
    // dealing order b, c, a (button a). a is short with the best hand; c beats b.
    let s = deal(
      table({ a: 100, b: 1000, c: 1000 }, 'a'),
      [
        ['Kc', 'Qh'],
        ['Jc', 'Jd'],
        ['As', 'Ad'],
      ],
      ['2c', '7d', '9h', '3s', '4c'],
    );
    s = act(s, 'a', { type: 'allin' });
    s = act(s, 'b', { type: 'raise', to: 300 });
    s = act(s, 'c', { type: 'call' });
    s = act(s, 'b', { type: 'raise', to: 200 }); // flop bet
    s = act(s, 'c', { type: 'call' });
    s = act(s, 'b', { type: 'check' });
    s = act(s, 'c', { type: 'check' });
    s = act(s, 'b', { type: 'check' });
    s = act(s, 'c', { type: 'check' });
    expect(s.lastHand!.pots).toEqual([
      { amount: 300, eligible: ['a', 'b', 'c'], shares: { a: 300 } },
      { amount: 800, eligible: ['b', 'c'], shares: { c: 800 } },
    ]);
    expect([stack(s, 'a'), stack(s, 'b'), stack(s, 'c')]).toEqual([300, 500, 1300]);
  });

  it("three layers, with a folded player's chips in them", () => {
    // d folds after putting in 50; a all-in 100, b all-in 300, c covers; board gives a > b > c
    let s = deal(
      table({ a: 100, b: 300, c: 2000, d: 2000 }, 'a'),
      [
        ['Qs', 'Qd'],
        ['2c', '3d'],
        ['8h', '9h'],
        ['Ac', 'Ah'],
        ['Kc', 'Kh'],
      ].slice(0, 4) as Array<[Card, Card]>,
      ['5s', '6d', 'Th', 'Jc', '2s'],
    );
    // seats a(button) b(sb) c(bb) d ; dealing order b, c, d, a
    s = act(s, 'd', { type: 'call' });
    s = act(s, 'a', { type: 'allin' });
    s = act(s, 'b', { type: 'allin' });
    s = act(s, 'c', { type: 'raise', to: 600 });
    s = act(s, 'd', { type: 'fold' });
    expect(s.hand).toBeNull();
    const pots = s.lastHand!.pots;
    // layer to 100: a, b, c each 100 + d's 10 = 310; 100..300: b, c 200 each = 400; c's 300 more is uncalled and returned
    expect(pots.map((p) => [p.amount, p.eligible])).toEqual([
      [310, ['a', 'b', 'c']],
      [400, ['b', 'c']],
    ]);
    expect(s.lastHand!.refunds).toEqual({ c: 300 });
    expect(pots.reduce((a, p) => a + p.amount, 0) + 300).toBe(100 + 300 + 600 + 10);
  });

  it('four layers: every pot is paid only to players eligible for it', () => {
    let s = deal(
      table({ a: 50, b: 150, c: 400, d: 1000, e: 1000 }, 'a'),
      [
        ['2c', '3d'],
        ['4c', '4d'],
        ['Ac', 'Ah'],
        ['5c', '6d'],
        ['Kc', 'Kh'],
      ],
      ['Ks', '9d', '7h', 'Jc', '2s'],
    );
    // button a, sb b, bb c, d first; dealing order b, c, d, e, a: a has Kc Kh (set of kings), d has Ac Ah
    for (const p of ['d', 'e', 'a', 'b', 'c']) s = act(s, p, { type: 'allin' });
    expect(s.hand).toBeNull();
    const pots = s.lastHand!.pots;
    expect(pots.map((p) => [p.amount, p.eligible.slice().sort().join('')])).toEqual([
      [250, 'abcde'],
      [400, 'bcde'],
      [750, 'cde'],
      [1200, 'de'],
    ]);
    expect(pots.map((p) => Object.keys(p.shares).join(''))).toEqual(['a', 'd', 'd', 'd']);
    for (const p of pots) for (const winner of Object.keys(p.shares)) expect(p.eligible).toContain(winner);
    expect(total(s)).toBe(50 + 150 + 400 + 1000 + 1000);
  });
});

describe('split pots and the odd chip', () => {
  it('an odd chip goes to the first winner clockwise from the button', () => {
    // button a, small blind b, big blind c; dealing order b, c, a. a and c both play the board's straight.
    let s = deal(
      table({ a: 1000, b: 1000, c: 1000 }, 'a'),
      [
        ['4c', '4h'],
        ['2d', '3c'],
        ['2h', '3s'],
      ],
      ['Ts', 'Jh', 'Qd', 'Kc', 'Ah'],
    );
    s = act(s, 'a', { type: 'call' });
    s = act(s, 'b', { type: 'fold' }); // leaves 5 in: the pot is 25
    s = act(s, 'c', { type: 'check' });
    for (let street = 0; street < 3; street++) {
      s = act(s, 'c', { type: 'check' });
      s = act(s, 'a', { type: 'check' });
    }
    // clockwise from the button a: b (folded), then c: c gets the odd chip
    expect(s.lastHand!.pots).toEqual([{ amount: 25, eligible: ['a', 'c'], shares: { a: 12, c: 13 } }]);
    expect([stack(s, 'a'), stack(s, 'b'), stack(s, 'c')]).toEqual([1002, 995, 1003]);
  });
});

describe('a table nobody plays at', () => {
  it('after a hand played by timers alone, the timer deals no more hands until someone acts', () => {
    let s = deal(table({ a: 1000, b: 1000 }, 'a'));
    // Nobody acts: the small blind's timer folds the hand.
    s = holdem.onTimeout(s, new ScriptedRng()).state;
    expect(s.hand).toBeNull();
    expect(s.unattended).toBe(true);
    expect(holdem.turnToken(s)).toBeNull();
    // Someone comes back and deals: the table runs by itself again.
    s = deal(s);
    expect(s.unattended).toBe(false);
    s = act(s, s.hand!.toAct!, { type: 'fold' });
    expect(holdem.turnToken(s)).toBe(`between.${s.handNo}`);
  });

  it('a hand someone played still deals the next one by the timer, even when a timer ended it', () => {
    let s = deal(table({ a: 1000, b: 1000 }, 'a'));
    s = act(s, 'a', { type: 'call' });
    s = act(s, 'b', { type: 'raise', to: 60 });
    // a's timer folds the hand.
    s = holdem.onTimeout(s, new ScriptedRng()).state;
    expect(s.hand).toBeNull();
    expect(s.unattended).toBeFalsy();
    expect(holdem.turnToken(s)).toBe(`between.${s.handNo}`);
  });
});
