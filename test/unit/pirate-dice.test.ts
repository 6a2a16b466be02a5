import { describe, expect, it } from 'vitest';
import { countForBet, compareOrderRolls, isValidBet, minimumBet, rollForOrder, startingDice } from '../../src/games/pirate/dice.js';
import { pirateDice, nextAlive } from '../../src/games/pirate/rules.js';
import { pirateStateSchema, type PirateState } from '../../src/games/pirate/actions.js';
import { ScriptedRng } from '../support/scripted-rng.js';

describe('starting dice', () => {
  it.each([
    [2, 15],
    [3, 10],
    [4, 7],
    [5, 6],
    [6, 5],
  ])('%i players start with %i dice each', (players, dice) => {
    expect(startingDice(players)).toBe(dice);
  });

  it('refuses player counts the table does not cover', () => {
    expect(() => startingDice(1)).toThrow();
    expect(() => startingDice(7)).toThrow();
  });
});

describe('counting for a bet', () => {
  const cups = [
    [4, 4, 1, 6],
    [4, 2, 1],
  ];

  it('counts the face, natural 1s and the red die when ones are wild', () => {
    // three 4s + two natural 1s + the red die
    expect(countForBet(cups, 4, true)).toBe(6);
  });

  it('counts only exact faces plus the red die when ones are not wild', () => {
    expect(countForBet(cups, 4, false)).toBe(4);
  });

  it('counts the red die exactly once for a bet on 1s', () => {
    // two natural 1s, the red die once: never doubled
    expect(countForBet(cups, 1, true)).toBe(3);
    expect(countForBet(cups, 1, false)).toBe(3);
  });

  it('still counts the red die when nobody shows the face', () => {
    expect(countForBet([[2, 3]], 5, true)).toBe(1);
  });
});

describe('bet validity', () => {
  const prev = { face: 4, count: 5 };
  it('allows any first bet within the dice in play', () => {
    expect(isValidBet(null, { face: 1, count: 1 }, 10)).toBe(true);
    expect(isValidBet(null, { face: 6, count: 11 }, 10)).toBe(true);
  });
  it('refuses lowering the count', () => {
    expect(isValidBet(prev, { face: 6, count: 4 }, 30)).toBe(false);
  });
  it('allows any face when the count goes up', () => {
    expect(isValidBet(prev, { face: 1, count: 6 }, 30)).toBe(true);
    expect(isValidBet(prev, { face: 2, count: 6 }, 30)).toBe(true);
  });
  it('requires a higher face when the count stays', () => {
    expect(isValidBet(prev, { face: 5, count: 5 }, 30)).toBe(true);
    expect(isValidBet(prev, { face: 4, count: 5 }, 30)).toBe(false);
    expect(isValidBet(prev, { face: 2, count: 5 }, 30)).toBe(false);
  });
  it('caps the count at every die in play plus the red die', () => {
    expect(isValidBet(prev, { face: 4, count: 11 }, 10)).toBe(true);
    expect(isValidBet(prev, { face: 4, count: 12 }, 10)).toBe(false);
  });
  it('refuses faces outside 1 to 6 and counts below 1', () => {
    expect(isValidBet(null, { face: 0, count: 3 }, 10)).toBe(false);
    expect(isValidBet(null, { face: 7, count: 3 }, 10)).toBe(false);
    expect(isValidBet(null, { face: 3, count: 0 }, 10)).toBe(false);
  });
});

describe('the smallest bet', () => {
  it('opens with one die showing 2', () => expect(minimumBet(null)).toEqual({ face: 2, count: 1 }));
  it('raises the face while it can', () => expect(minimumBet({ face: 3, count: 4 })).toEqual({ face: 4, count: 4 }));
  it('goes to one more die of 1s after a 6', () => expect(minimumBet({ face: 6, count: 4 })).toEqual({ face: 1, count: 5 }));
});

describe('order roll', () => {
  it('puts the higher pip total first', () => {
    expect(compareOrderRolls([6, 1], [3, 3])).toBeGreaterThan(0);
  });
  it('breaks equal totals by the dice sorted high to low', () => {
    expect(compareOrderRolls([6, 1, 1], [4, 2, 2])).toBeGreaterThan(0);
    expect(compareOrderRolls([5, 3, 1], [5, 2, 2])).toBeGreaterThan(0);
    expect(compareOrderRolls([2, 5, 2], [5, 2, 2])).toBe(0);
  });
  it('re-rolls a complete tie among the tied players only', () => {
    // a: 3+3, b: 6+2, c: 3+3 -> b first; a and c tie completely and roll again: a 1+1, c 2+1
    const rng = ScriptedRng.dice(3, 3, 6, 2, 3, 3, 1, 1, 2, 1);
    const { order, rounds } = rollForOrder(['a', 'b', 'c'], 2, rng);
    expect(order).toEqual(['b', 'c', 'a']);
    expect(rounds).toHaveLength(2);
    expect(rounds[1]!.map((r) => r.player)).toEqual(['a', 'c']);
    expect(rng.remaining).toBe(0);
  });
});

/** A game in progress with the given cups, turn order a, b, c, ... and `turn` to act. */
function table(cups: Record<string, number[]>, overrides: Partial<PirateState> = {}): PirateState {
  const seats = Object.keys(cups);
  const state: PirateState = {
    onesWild: true,
    seats,
    orderRoll: [],
    dice: Object.fromEntries(seats.map((p) => [p, cups[p]!.length])),
    centre: 0,
    round: 1,
    starter: seats[0]!,
    turn: seats[0]!,
    bet: null,
    history: [],
    lastReveal: null,
    lastAuto: null,
    timeouts: Object.fromEntries(seats.map((p) => [p, 0])),
    out: [],
    leavers: [],
    winner: null,
    secret: { cups },
    ...overrides,
  };
  return pirateStateSchema.parse(state);
}

function play(state: PirateState, player: string, action: Parameters<typeof pirateDice.apply>[2], rng = new ScriptedRng()) {
  const result = pirateDice.apply(state, player, action, rng);
  if (!result.ok) throw new Error(`rejected: ${result.rejection.code}`);
  return result.state;
}

describe('setup', () => {
  it('deals starting dice, seats by the order roll and rolls round 1 in secret', () => {
    const rng = new ScriptedRng()
      .dice(...Array(10).fill(2), ...Array(10).fill(6), ...Array(10).fill(4)) // order roll: b, c, a
      .dice(...Array(30).fill(5)); // round 1
    const state = pirateDice.setup(['a', 'b', 'c'], { onesWild: true }, rng);
    expect(state.seats).toEqual(['b', 'c', 'a']);
    expect(state.dice).toEqual({ a: 10, b: 10, c: 10 });
    expect(state.turn).toBe('b');
    expect(state.round).toBe(1);
    expect(state.secret.cups.b).toHaveLength(10);
    expect(rng.remaining).toBe(0);
  });

  it('keeps the order roll for round 1, where the table shows it, and drops it from the next round on', () => {
    const rng = new ScriptedRng().dice(...Array(10).fill(2), ...Array(10).fill(6), ...Array(10).fill(4)).dice(...Array(30).fill(5));
    let state = pirateDice.setup(['a', 'b', 'c'], { onesWild: true }, rng);
    expect(state.orderRoll.flat().map((r) => [r.player, r.dice[0]])).toEqual([
      ['a', 2],
      ['b', 6],
      ['c', 4],
    ]);
    state = play(state, 'b', { type: 'bet', face: 5, count: 3 });
    expect(state.orderRoll).toHaveLength(1);
    state = play(state, 'c', { type: 'challenge' }, ScriptedRng.dice(...Array(30).fill(2)));
    expect(state.round).toBe(2);
    expect(state.orderRoll).toEqual([]);
  });
});

describe('4 turns', () => {
  const cups = { a: [2, 3], b: [4, 5], c: [6, 6] };
  it('the first player of a round can only bet', () => {
    const r = pirateDice.apply(table(cups), 'a', { type: 'challenge' }, new ScriptedRng());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('no-bet');
  });
  it('only the player to act may bet or challenge', () => {
    const s = play(table(cups), 'a', { type: 'bet', face: 3, count: 2 });
    const r = pirateDice.apply(s, 'c', { type: 'challenge' }, new ScriptedRng());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('not-your-turn');
    expect(pirateDice.apply(s, 'b', { type: 'challenge' }, ScriptedRng.dice(1, 1, 1, 1, 1)).ok).toBe(true);
  });
  it('refuses a bet that is not higher, and one above the dice in play', () => {
    const s = play(table(cups), 'a', { type: 'bet', face: 3, count: 2 });
    const low = pirateDice.apply(s, 'b', { type: 'bet', face: 2, count: 2 }, new ScriptedRng());
    expect(!low.ok && low.rejection.code).toBe('bet-too-low');
    const high = pirateDice.apply(s, 'b', { type: 'bet', face: 2, count: 8 }, new ScriptedRng());
    expect(!high.ok && high.rejection.code).toBe('bet-too-high');
    expect(!high.ok && high.rejection.params).toEqual({ max: 7 });
  });
  it('passes the turn to the next seat with dice', () => {
    const s = play(table({ a: [2], b: [3], c: [4] }, { dice: { a: 1, b: 0, c: 1 }, secret: { cups: { a: [2], c: [4] } } }), 'a', {
      type: 'bet',
      face: 2,
      count: 1,
    });
    expect(s.turn).toBe('c');
  });
});

describe('7 judgement', () => {
  // Bet by a: five 4s. Dice: a [4,4,1], b [4,2,2], c [6,6,3] -> 4s: 3, natural 1s: 1, red die: 1 -> R = 5
  const cups = { a: [4, 4, 1], b: [4, 2, 2], c: [6, 6, 3] };

  function challengeAfter(bet: { face: number; count: number }, reroll: number[]) {
    let s = play(table(cups), 'a', { type: 'bet', ...bet });
    s = play(s, 'b', { type: 'challenge' }, ScriptedRng.dice(...reroll));
    return s;
  }

  it('R > Y: the challenger loses R - Y dice', () => {
    const s = challengeAfter({ face: 4, count: 3 }, [1, 1, 1, 1, 1, 1, 1]); // R 5, Y 3
    expect(s.lastReveal?.actual).toBe(5);
    expect(s.dice).toEqual({ a: 3, b: 1, c: 3 });
    expect(s.centre).toBe(2);
  });

  it('R < Y: the bettor loses Y - R dice', () => {
    const s = challengeAfter({ face: 4, count: 7 }, [1, 1, 1, 1, 1, 1, 1]); // R 5, Y 7
    expect(s.dice).toEqual({ a: 1, b: 3, c: 3 });
    expect(s.centre).toBe(2);
  });

  it('R = Y: everyone but the bettor loses one die', () => {
    const s = challengeAfter({ face: 4, count: 5 }, [1, 1, 1, 1, 1, 1, 1]);
    expect(s.dice).toEqual({ a: 3, b: 2, c: 2 });
    expect(s.lastReveal?.losses).toEqual({ b: 1, c: 1 });
  });

  it('with ones not wild, natural 1s do not count', () => {
    let s = play(table(cups, { onesWild: false }), 'a', { type: 'bet', face: 4, count: 5 });
    s = play(s, 'b', { type: 'challenge' }, ScriptedRng.dice(1, 1, 1, 1, 1, 1, 1, 1));
    expect(s.lastReveal?.actual).toBe(4); // three 4s + red die
    expect(s.dice.a).toBe(2);
  });

  it('reveals every cup publicly and deals a fresh secret round', () => {
    const s = challengeAfter({ face: 4, count: 5 }, [2, 2, 2, 3, 3, 5, 5]);
    expect(s.lastReveal?.cups).toEqual(cups);
    expect(s.round).toBe(2);
    expect(s.secret.cups).toEqual({ a: [2, 2, 2], b: [3, 3], c: [5, 5] });
  });

  it('the challenger opens the next round', () => {
    const s = challengeAfter({ face: 4, count: 5 }, [1, 1, 1, 1, 1, 1, 1]);
    expect(s.turn).toBe('b');
    expect(s.starter).toBe('b');
    expect(s.bet).toBeNull();
  });
});

describe('9 and 12 eliminations', () => {
  it('losing more dice than one has leaves zero and eliminates', () => {
    // b bets eight 6s, c challenges; R = 1 (red die only): b loses 7 but has 2
    let s = table({ a: [2, 3], b: [2, 3], c: [2, 3] }, { turn: 'b', starter: 'b' });
    s = play(s, 'b', { type: 'bet', face: 6, count: 7 });
    s = play(s, 'c', { type: 'challenge' }, ScriptedRng.dice(1, 1, 1, 1));
    expect(s.dice.b).toBe(0);
    expect(s.centre).toBe(2);
    expect(s.out).toEqual(['b']);
    expect(s.secret.cups.b).toBeUndefined();
  });

  it('when the challenger is out, the next surviving player after them opens', () => {
    // a bets one 5 (R = 1 from the red die... plus c's 5: R = 2), b challenges with one die: R - Y = 1, b is out
    let s = table({ a: [5, 2], b: [3], c: [5, 2], d: [2, 2] });
    s = play(s, 'a', { type: 'bet', face: 5, count: 1 });
    s = play(s, 'b', { type: 'challenge' }, ScriptedRng.dice(1, 1, 1, 1, 1, 1));
    expect(s.dice.b).toBe(0);
    expect(s.starter).toBe('c');
    expect(s.turn).toBe('c');
  });

  it('eliminates several players at once when R = Y', () => {
    let s = table({ a: [4, 4], b: [3], c: [2], d: [6, 6] });
    s = play(s, 'a', { type: 'bet', face: 4, count: 3 }); // R = two 4s + red = 3
    s = play(s, 'b', { type: 'challenge' }, ScriptedRng.dice(1, 1, 1, 1, 1));
    expect(s.out).toEqual(['b', 'c']);
    expect(s.dice).toEqual({ a: 2, b: 0, c: 0, d: 1 });
    expect(s.winner).toBeNull();
    expect(s.turn).toBe('d');
    expect(s.starter).toBe('d'); // b challenged and is out; c is out too; d is next with dice
  });

  it('the bettor wins when everyone else is eliminated at once', () => {
    let s = table({ a: [4, 4], b: [3], c: [2] });
    s = play(s, 'a', { type: 'bet', face: 4, count: 3 });
    s = play(s, 'b', { type: 'challenge' }, new ScriptedRng());
    expect(s.winner).toBe('a');
    expect(s.turn).toBeNull();
    expect(pirateDice.outcome(s)).toEqual({ winners: ['a'] });
    expect(pirateDice.actors(s)).toEqual([]);
  });

  it('the last player with dice wins', () => {
    let s = table({ a: [6], b: [6] });
    s = play(s, 'a', { type: 'bet', face: 6, count: 2 }); // R = 2 + red = 3 > 2: challenger b loses 1
    s = play(s, 'b', { type: 'challenge' }, new ScriptedRng());
    expect(s.winner).toBe('a');
  });
});

describe('timeouts', () => {
  const cups = { a: [2, 3], b: [4, 5], c: [6, 6] };

  it('opens a round with one die showing 2', () => {
    const { state } = pirateDice.onTimeout(table(cups), new ScriptedRng());
    expect(state.bet).toEqual({ player: 'a', face: 2, count: 1 });
    expect(state.timeouts.a).toBe(1);
    expect(state.lastAuto).toEqual({ player: 'a', kind: 'bet', face: 2, count: 1 });
  });

  it('raises the previous bet by the smallest step', () => {
    const s = play(table(cups), 'a', { type: 'bet', face: 6, count: 2 });
    const { state } = pirateDice.onTimeout(s, new ScriptedRng());
    expect(state.bet).toEqual({ player: 'b', face: 1, count: 3 });
  });

  it('challenges when no higher bet is possible', () => {
    const s = play(table(cups), 'a', { type: 'bet', face: 6, count: 7 }); // 6 dice + red = 7: the ceiling
    const { state } = pirateDice.onTimeout(s, ScriptedRng.dice(1, 1, 1, 1, 1, 1));
    expect(state.lastReveal?.challenger).toBe('b');
  });

  it('acting resets the count; three timeouts in a row eliminate and send the dice to the centre', () => {
    let s = table({ a: [2, 2], b: [3, 3] });
    s = pirateDice.onTimeout(s, new ScriptedRng()).state; // a: 1
    s = play(s, 'b', { type: 'bet', face: 3, count: 1 });
    s = pirateDice.onTimeout(s, new ScriptedRng()).state; // a: 2
    s = play(s, 'b', { type: 'bet', face: 5, count: 1 });
    s = play(s, 'a', { type: 'bet', face: 6, count: 1 }); // a acts: back to 0
    expect(s.timeouts.a).toBe(0);
    s = play(s, 'b', { type: 'bet', face: 2, count: 2 });
    for (let i = 0; i < 2; i++) {
      s = pirateDice.onTimeout(s, new ScriptedRng()).state;
      s = play(s, 'b', { type: 'bet', face: 1, count: s.bet!.count + 1 });
    }
    expect(s.timeouts.a).toBe(2);
    const out = pirateDice.onTimeout(s, new ScriptedRng()).state;
    expect(out.dice.a).toBe(0);
    expect(out.centre).toBe(2);
    expect(out.winner).toBe('b');
    expect(out.lastAuto).toEqual({ player: 'a', kind: 'timed-out' });
  });

  it('after a timeout elimination with others left, the next player opens a fresh round', () => {
    const s = table(cups, { timeouts: { a: 2, b: 0, c: 0 } });
    const { state } = pirateDice.onTimeout(s, ScriptedRng.dice(1, 1, 1, 1));
    expect(state.dice.a).toBe(0);
    expect(state.starter).toBe('b');
    expect(state.round).toBe(2);
  });
});

describe('forfeit', () => {
  it("sends the leaver's dice to the centre and redeals, keeping the player to act", () => {
    const s = play(table({ a: [2, 3], b: [4, 5], c: [6, 6] }), 'a', { type: 'bet', face: 3, count: 2 });
    const { state } = pirateDice.forfeit(s, 'c', ScriptedRng.dice(1, 1, 1, 1));
    expect(state.dice.c).toBe(0);
    expect(state.centre).toBe(2);
    expect(state.turn).toBe('b');
    expect(state.bet).toBeNull();
  });
});

describe('views', () => {
  it("the public view carries no cup; a player view carries only that player's", () => {
    const s = table({ a: [2, 3], b: [4, 5] });
    const pub = pirateDice.publicView(s);
    expect('secret' in pub).toBe(false);
    const mine = pirateDice.playerView(s, 'b');
    expect(mine.myDice).toEqual([4, 5]);
    expect(JSON.stringify(mine)).not.toContain('[2,3]');
  });

  it('nextAlive skips players with no dice and wraps around', () => {
    const s = table({ a: [1], b: [1], c: [1] }, { dice: { a: 1, b: 0, c: 1 } });
    expect(nextAlive(s, 'c')).toBe('a');
    expect(nextAlive(s, 'a')).toBe('c');
  });
});
