import { describe, expect, it } from 'vitest';
import { boxScore, earnsExtraYahtzee, scoringOptions, total, upperBonus, type Box, type Card } from '../../src/games/yahtzee/scoring.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeAction, YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { ScriptedRng } from '../support/scripted-rng.js';

describe('scoring each box', () => {
  it.each<[number[], Box, number]>([
    [[1, 1, 2, 1, 5], 'ones', 3],
    [[2, 2, 2, 2, 5], 'twos', 8],
    [[3, 1, 2, 4, 5], 'threes', 3],
    [[4, 4, 1, 1, 1], 'fours', 8],
    [[5, 5, 5, 5, 5], 'fives', 25],
    [[1, 2, 3, 4, 5], 'sixes', 0],
    [[3, 3, 3, 4, 5], 'threeKind', 18],
    [[3, 3, 2, 4, 5], 'threeKind', 0],
    [[6, 6, 6, 6, 1], 'fourKind', 25],
    [[6, 6, 6, 1, 1], 'fourKind', 0],
    [[6, 6, 6, 6, 6], 'fourKind', 30],
    [[2, 2, 3, 3, 3], 'fullHouse', 25],
    [[2, 2, 3, 3, 4], 'fullHouse', 0],
    [[3, 3, 3, 3, 3], 'fullHouse', 0], // five of a kind is not 3+2
    [[1, 2, 2, 3, 4], 'smallStraight', 30], // duplicates do not break a straight
    [[3, 4, 5, 6, 6], 'smallStraight', 30],
    [[1, 3, 4, 5, 6], 'smallStraight', 30],
    [[1, 2, 3, 5, 6], 'smallStraight', 0],
    [[1, 2, 3, 4, 5], 'smallStraight', 30],
    [[1, 2, 3, 4, 5], 'largeStraight', 40],
    [[6, 5, 4, 3, 2], 'largeStraight', 40],
    [[1, 2, 3, 4, 6], 'largeStraight', 0],
    [[1, 2, 2, 3, 4], 'largeStraight', 0],
    [[4, 4, 4, 4, 4], 'yahtzee', 50],
    [[4, 4, 4, 4, 3], 'yahtzee', 0],
    [[6, 5, 4, 1, 1], 'chance', 17],
  ])('%j in %s scores %i', (dice, box, points) => {
    expect(boxScore(dice, box)).toBe(points);
  });
});

describe('extra Yahtzee bonus', () => {
  it('+100 only when the Yahtzee box holds 50', () => {
    expect(earnsExtraYahtzee({ yahtzee: 50 }, [2, 2, 2, 2, 2])).toBe(true);
    expect(earnsExtraYahtzee({ yahtzee: 0 }, [2, 2, 2, 2, 2])).toBe(false);
    expect(earnsExtraYahtzee({}, [2, 2, 2, 2, 2])).toBe(false);
    expect(earnsExtraYahtzee({ yahtzee: 50 }, [2, 2, 2, 2, 3])).toBe(false);
  });
});

describe('free choice (default)', () => {
  it('scores a further Yahtzee in any open box, normally', () => {
    const options = scoringOptions({ yahtzee: 50, threes: 9 }, [3, 3, 3, 3, 3], 'free');
    expect(options.map((o) => o.box)).not.toContain('threes');
    expect(options.find((o) => o.box === 'fullHouse')?.points).toBe(0);
    expect(options.find((o) => o.box === 'largeStraight')?.points).toBe(0);
    expect(options.find((o) => o.box === 'fourKind')?.points).toBe(15);
    expect(options).toHaveLength(11);
  });
});

describe('forced Joker (Hasbro)', () => {
  const dice = [4, 4, 4, 4, 4];
  it('must use the matching upper box when it is open', () => {
    expect(scoringOptions({ yahtzee: 50 }, dice, 'forced')).toEqual([{ box: 'fours', points: 20 }]);
  });
  it('else any open lower box at full value', () => {
    const options = scoringOptions({ yahtzee: 50, fours: 12, threeKind: 10 }, dice, 'forced');
    expect(options).toEqual([
      { box: 'fourKind', points: 20 },
      { box: 'fullHouse', points: 25 },
      { box: 'smallStraight', points: 30 },
      { box: 'largeStraight', points: 40 },
      { box: 'chance', points: 20 },
    ]);
  });
  it('else 0 in any open upper box', () => {
    const card: Card = { yahtzee: 50, fours: 12, threeKind: 1, fourKind: 1, fullHouse: 25, smallStraight: 30, largeStraight: 40, chance: 20 };
    expect(scoringOptions(card, dice, 'forced')).toEqual(['ones', 'twos', 'threes', 'fives', 'sixes'].map((box) => ({ box, points: 0 })));
  });
  it('applies with a 0 in the Yahtzee box too (but without the +100)', () => {
    expect(scoringOptions({ yahtzee: 0 }, dice, 'forced')).toEqual([{ box: 'fours', points: 20 }]);
    expect(earnsExtraYahtzee({ yahtzee: 0 }, dice)).toBe(false);
  });
  it('does not apply while the Yahtzee box is open', () => {
    expect(scoringOptions({}, dice, 'forced')).toHaveLength(13);
    expect(scoringOptions({}, dice, 'forced').find((o) => o.box === 'fullHouse')?.points).toBe(0);
  });
});

describe('upper bonus and totals', () => {
  it('grants 35 once at an upper sum of 63 or more', () => {
    expect(upperBonus({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 17 })).toBe(0); // 62
    expect(upperBonus({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 })).toBe(35); // 63
    expect(upperBonus({ ones: 5, twos: 10, threes: 15, fours: 20, fives: 25, sixes: 30 })).toBe(35); // 105: still once
  });
  it('adds boxes, the upper bonus and 100 per extra Yahtzee', () => {
    expect(total({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18, chance: 20 }, 2)).toBe(63 + 35 + 20 + 200);
  });
});

const A = '100000000000000001';
const B = '100000000000000002';

function play(state: YahtzeeState, player: string, action: YahtzeeAction, rng = new ScriptedRng()): YahtzeeState {
  const r = yahtzee.apply(state, player, action, rng);
  if (!r.ok) throw new Error(`rejected ${r.rejection.code}`);
  return r.state;
}
const rejection = (state: YahtzeeState, player: string, action: YahtzeeAction, rng = new ScriptedRng()) => {
  const r = yahtzee.apply(state, player, action, rng);
  return r.ok ? null : r.rejection.code;
};

describe('turns', () => {
  const start = () => yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());

  it('holds only after the first roll, re-rolls only free dice, and stops at three rolls', () => {
    let s = start();
    expect(rejection(s, A, { type: 'hold', index: 0 })).toBe('hold-before-roll');
    expect(rejection(s, A, { type: 'score', box: 'chance' })).toBe('score-before-roll');
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(6, 6, 1, 2, 3));
    s = play(s, A, { type: 'hold', index: 0 });
    s = play(s, A, { type: 'hold', index: 1 });
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(6, 4, 4));
    expect(s.turn.dice).toEqual([6, 6, 6, 4, 4]);
    s = play(s, A, { type: 'hold', index: 1 }); // free it again
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(5, 5, 5, 5));
    expect(s.turn.dice).toEqual([6, 5, 5, 5, 5]);
    expect(rejection(s, A, { type: 'roll' })).toBe('no-rolls-left');
    expect(rejection(s, A, { type: 'hold', index: 2 })).toBe('no-rolls-left');
  });

  it('lets the player score after any roll, then passes the turn', () => {
    let s = play(start(), A, { type: 'roll' }, ScriptedRng.dice(1, 2, 3, 4, 5));
    expect(rejection(s, B, { type: 'roll' })).toBe('not-your-turn');
    s = play(s, A, { type: 'score', box: 'largeStraight' });
    expect(s.cards[A]).toEqual({ largeStraight: 40 });
    expect(yahtzee.actors(s)).toEqual([B]);
    expect(s.turn).toEqual({ rolls: 0, dice: [], held: [false, false, false, false, false] });
    expect(rejection(s, A, { type: 'roll' })).toBe('not-your-turn');
  });

  it('refuses a filled box and, under Forced Joker, a box the rule does not allow', () => {
    let s = yahtzee.setup([A], { joker: 'forced' }, new ScriptedRng());
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(2, 2, 2, 2, 2));
    s = play(s, A, { type: 'score', box: 'yahtzee' });
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(2, 2, 2, 2, 2));
    expect(rejection(s, A, { type: 'score', box: 'yahtzee' })).toBe('box-used');
    expect(rejection(s, A, { type: 'score', box: 'chance' })).toBe('box-forced');
    s = play(s, A, { type: 'score', box: 'twos' });
    expect(s.cards[A]).toEqual({ yahtzee: 50, twos: 10 });
    expect(s.extraYahtzees[A]).toBe(1);
  });
});

describe('a whole scripted 2-player game', () => {
  // [dice, box] per turn; A and B alternate. The totals are worked out in the comments.
  const planA: Array<[number[], Box]> = [
    [[1, 1, 1, 2, 3], 'ones'], // 3
    [[2, 2, 2, 5, 6], 'twos'], // 6
    [[3, 3, 3, 1, 2], 'threes'], // 9
    [[4, 4, 4, 1, 2], 'fours'], // 12
    [[5, 5, 5, 1, 2], 'fives'], // 15
    [[6, 6, 6, 1, 2], 'sixes'], // 18 -> upper 63: +35
    [[2, 2, 2, 3, 3], 'fullHouse'], // 25
    [[1, 2, 3, 4, 6], 'smallStraight'], // 30
    [[2, 3, 4, 5, 6], 'largeStraight'], // 40
    [[5, 5, 5, 5, 5], 'yahtzee'], // 50
    [[4, 4, 4, 4, 4], 'threeKind'], // 20, and +100 (Yahtzee box holds 50)
    [[6, 6, 6, 6, 1], 'fourKind'], // 25
    [[6, 5, 4, 3, 1], 'chance'], // 19
  ]; // 63 + 35 + (25+30+40+50+20+25+19 = 209) + 100 = 407
  const planB: Array<[number[], Box]> = [
    [[1, 2, 3, 4, 6], 'largeStraight'], // holds four, re-rolls the 6 into a 5: 40
    [[3, 3, 3, 3, 3], 'yahtzee'], // 50
    [[3, 3, 3, 3, 3], 'threes'], // 15, +100
    [[1, 1, 1, 1, 1], 'ones'], // 5, +100
    [[2, 2, 4, 4, 4], 'fullHouse'], // 25
    [[6, 6, 6, 6, 6], 'sixes'], // 30, +100
    [[5, 5, 5, 5, 2], 'fourKind'], // 22
    [[5, 5, 5, 2, 1], 'fives'], // 15
    [[4, 4, 1, 2, 3], 'smallStraight'], // 30
    [[4, 4, 4, 1, 1], 'fours'], // 12
    [[2, 2, 2, 1, 1], 'twos'], // 6 -> upper 5+6+15+12+15+30 = 83: +35
    [[6, 6, 6, 5, 5], 'threeKind'], // 28
    [[1, 1, 1, 1, 2], 'chance'], // 6
  ]; // 83 + 35 + (40+50+25+22+30+28+6 = 201) + 300 = 619

  it('plays 13 rounds to the final ranking', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    for (let round = 0; round < 13; round++) {
      expect(s.round).toBe(round + 1);
      const [diceA, boxA] = planA[round]!;
      s = play(s, A, { type: 'roll' }, ScriptedRng.dice(...diceA));
      s = play(s, A, { type: 'score', box: boxA });
      const [diceB, boxB] = planB[round]!;
      s = play(s, B, { type: 'roll' }, ScriptedRng.dice(...diceB));
      if (round === 0) {
        for (const i of [0, 1, 2, 3]) s = play(s, B, { type: 'hold', index: i });
        s = play(s, B, { type: 'roll' }, ScriptedRng.dice(5));
      }
      s = play(s, B, { type: 'score', box: boxB });
    }
    expect(s.finished).toBe(true);
    const view = yahtzee.publicView(s);
    expect(view.totals).toEqual({ [A]: 407, [B]: 619 });
    expect(s.extraYahtzees).toEqual({ [A]: 1, [B]: 3 });
    expect(yahtzee.outcome(s)).toEqual({ winners: [B] });
    expect(yahtzee.actors(s)).toEqual([]);
    expect(rejection(s, A, { type: 'roll' })).toBe('finished');
  });

  it('equal totals share the win', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    for (let round = 0; round < 13; round++) {
      for (const p of [A, B]) {
        s = play(s, p, { type: 'roll' }, ScriptedRng.dice(...planA[round]![0]));
        s = play(s, p, { type: 'score', box: planA[round]![1] });
      }
    }
    expect(yahtzee.outcome(s)).toEqual({ winners: [A, B] });
  });
});

describe('timeouts', () => {
  it('rolls if nothing was rolled, then takes the open box worth most (first in card order on a tie)', () => {
    const s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    // 1,1,1,2,3: three of a kind 8 and chance 8 tie; three of a kind comes first on the card
    const { state } = yahtzee.onTimeout(s, ScriptedRng.dice(1, 1, 1, 2, 3));
    expect(state.cards[A]).toEqual({ threeKind: 8 });
    expect(state.last).toMatchObject({ player: A, auto: true, box: 'threeKind' });
    expect(state.timeouts[A]).toBe(1);
    expect(yahtzee.actors(state)).toEqual([B]);
  });

  it('scores what was already rolled without rolling again', () => {
    let s = yahtzee.setup([A], { joker: 'free' }, new ScriptedRng());
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(2, 3, 4, 5, 6));
    const { state } = yahtzee.onTimeout(s, new ScriptedRng());
    expect(state.cards[A]).toEqual({ largeStraight: 40 });
  });

  it('after three in a row the player is away and their turns are played at once, until they are back', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    for (let i = 0; i < 2; i++) {
      s = yahtzee.onTimeout(s, ScriptedRng.dice(1, 1, 1, 2, 3)).state; // A times out
      s = play(s, B, { type: 'roll' }, ScriptedRng.dice(6, 6, 6, 6, 6));
      s = play(s, B, { type: 'score', box: i === 0 ? 'yahtzee' : 'sixes' });
    }
    s = yahtzee.onTimeout(s, ScriptedRng.dice(2, 2, 2, 2, 2)).state; // third: away
    expect(s.away).toEqual([A]);
    s = play(s, B, { type: 'roll' }, ScriptedRng.dice(1, 2, 3, 4, 5));
    s = play(s, B, { type: 'score', box: 'largeStraight' }, ScriptedRng.dice(4, 4, 4, 5, 5)); // A is played for at once
    expect(yahtzee.actors(s)).toEqual([B]);
    expect(s.cards[A]?.fullHouse).toBe(25);
    expect(rejection(s, B, { type: 'back' })).toBe('not-away');
    s = play(s, A, { type: 'back' });
    expect(s.away).toEqual([]);
    expect(s.timeouts[A]).toBe(0);
  });
});

describe('away players and a paused table', () => {
  it('when everyone is away nobody is played for; "I\'m back" plays the away turns at once up to the player who came back', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    s = { ...s, away: [A, B] };
    expect(yahtzee.present(s)).toEqual([]);
    s = play(s, B, { type: 'back' }, ScriptedRng.dice(6, 6, 6, 2, 2)); // A's turn is played at once
    expect(s.cards[A]).toEqual({ fullHouse: 25 });
    expect(s.last).toMatchObject({ player: A, auto: true, away: true });
    expect(yahtzee.actors(s)).toEqual([B]);
    expect(yahtzee.present(s)).toEqual([B]);
  });
});

describe('players who leave', () => {
  it('are skipped from then on with their card as it was, never ranked nor named winner', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(6, 6, 6, 6, 6));
    s = play(s, A, { type: 'score', box: 'yahtzee' }); // A: 50
    s = yahtzee.forfeit(s, A, new ScriptedRng()).state;
    expect(yahtzee.hasLeft(s, A)).toBe(true);
    expect(s.away).toEqual([]);
    expect(rejection(s, A, { type: 'back' })).toBe('left');
    for (let round = 1; round <= 13; round++) {
      expect(yahtzee.actors(s)).toEqual([B]); // A is never played for
      s = play(s, B, { type: 'roll' }, ScriptedRng.dice(1, 2, 3, 5, 5));
      s = play(s, B, { type: 'score', box: yahtzee.publicView(s).options[0]!.box });
    }
    expect(s.finished).toBe(true);
    expect(s.cards[A]).toEqual({ yahtzee: 50 });
    expect(yahtzee.publicView(s).totals[A]).toBeGreaterThan(yahtzee.publicView(s).totals[B]!);
    expect(yahtzee.outcome(s)).toEqual({ winners: [B] }); // A scored more, but left
  });

  it('the player to act leaving passes the turn at once; the last one leaving ends the game, with no winner', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    s = play(s, A, { type: 'roll' }, ScriptedRng.dice(1, 2, 3, 4, 5));
    s = yahtzee.forfeit(s, A, new ScriptedRng()).state;
    expect(yahtzee.actors(s)).toEqual([B]);
    expect(s.cards[A]).toEqual({}); // the unscored roll gives nothing
    s = yahtzee.forfeit(s, B, new ScriptedRng()).state;
    expect(s.finished).toBe(true);
    expect(yahtzee.outcome(s)).toEqual({ winners: [] });
  });
});
