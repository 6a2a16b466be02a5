import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemState } from '../../src/games/holdem/actions.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { testRng } from '../support/test-rng.js';

const config = holdemConfigSchema.parse({ smallBlind: 10, bigBlind: 20, minBuyIn: 400, maxBuyIn: 2000 });
const numbers = (s: HoldemState) => s.seats.map((seat) => `${seat.id}:${seat.no}`);

function sit(s: HoldemState, player: string): HoldemState {
  const r = holdem.apply(s, player, { type: 'sit', buyIn: 1000 }, new ScriptedRng());
  if (!r.ok) throw new Error(r.rejection.code);
  return r.state;
}

describe('seat numbers', () => {
  it('the lobby sits in seats 1, 2, 3; a newcomer takes the next seat after the last; a leaver empties theirs', () => {
    let s = holdem.setup(['a', 'b', 'c'], config, testRng);
    expect(numbers(s)).toEqual(['a:1', 'b:2', 'c:3']);
    s = holdem.forfeit(s, 'b', testRng).state;
    // b leaves mid-hand: the seat waits for the hand to end, then empties; nobody is renumbered.
    while (s.hand) s = holdem.onTimeout(s, testRng).state;
    expect(numbers(s)).toEqual(['a:1', 'c:3']);
    s = sit(s, 'd');
    expect(numbers(s)).toEqual(['a:1', 'c:3', 'd:4']);
  });

  it('once seat 9 is taken, a newcomer takes the lowest free seat, between its neighbours clockwise', () => {
    let s = holdem.setup(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'], config, testRng);
    s = holdem.forfeit(s, 'p3', testRng).state;
    while (s.hand) s = holdem.onTimeout(s, testRng).state;
    s = sit(s, 'new');
    expect(numbers(s)).toEqual(['p1:1', 'p2:2', 'new:3', 'p4:4', 'p5:5', 'p6:6', 'p7:7', 'p8:8', 'p9:9']);
  });

  it('a table stored before seats were numbered keeps its places as numbers when someone leaves', () => {
    const s = holdem.setup(['a', 'b', 'c'], config, testRng);
    const old: HoldemState = { ...s, seats: s.seats.map(({ no: _no, ...seat }) => seat) };
    let after = holdem.forfeit(old, 'a', testRng).state;
    while (after.hand) after = holdem.onTimeout(after, testRng).state;
    expect(numbers(after)).toEqual(['b:2', 'c:3']);
  });
});
