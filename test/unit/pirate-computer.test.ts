import { describe, expect, it } from 'vitest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateAction, PirateState } from '../../src/games/pirate/actions.js';
import { countForBet } from '../../src/games/pirate/dice.js';
import { countDistribution, DEFAULT_PIRATE_OPTIONS, pirateComputer, type PirateSight } from '../../src/games/pirate/computer.js';
import { holdChance } from '../../src/games/pirate/chance.js';
import { betOdds, binomial } from '../../src/games/pirate/computer-odds.js';
import { countsFor, opponentFaceChance } from '../../src/games/pirate/computer-evidence.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { rollDice, type Rng } from '../../src/rng.js';

const SEED = '5e'.repeat(32);

function sightOf(state: PirateState, player: string): PirateSight {
  return { player, table: pirateDice.publicView(state), own: pirateDice.playerView(state, player) };
}

/** An Rng that remembers what it returned, to replay the same draws. */
function recording(rng: Rng): Rng & { draws: number[] } {
  const draws: number[] = [];
  return { draws, int: (n) => (draws.push(rng.int(n)), draws[draws.length - 1]!) };
}
function replaying(draws: readonly number[]): Rng {
  let i = 0;
  return {
    int: (n) => {
      const d = draws[i++];
      if (d === undefined || d >= n) throw new Error('the replay differs from the recording');
      return d;
    },
  };
}

/** A driver that keeps rounds going: small raises, some challenges, the computer's move, now and then a timeout or a player leaving. */
function driverStep(state: PirateState, computerMove: PirateAction, rng: Rng): PirateState {
  const player = state.turn!;
  const roll = rng.int(20);
  if (roll === 0) return pirateDice.onTimeout(state, rng).state;
  if (roll === 1 && rng.int(10) === 0) {
    const leaver = state.seats.filter((p) => (state.dice[p] ?? 0) > 0)[0]!;
    return pirateDice.forfeit(state, leaver, rng).state;
  }
  let action: PirateAction = computerMove;
  if (roll < 8) {
    const max = pirateDice.publicView(state).diceInPlay + 1;
    const base = state.bet ? state.bet.count : 1;
    const count = Math.min(max, base + rng.int(3));
    const face = 1 + rng.int(6);
    const raises = !state.bet || count > state.bet.count || face > state.bet.face;
    action = raises ? { type: 'bet', face, count } : state.bet ? { type: 'challenge' } : { type: 'bet', face, count };
  }
  const result = pirateDice.apply(state, player, action, rng);
  return result.ok ? result.state : pirateDice.onTimeout(state, rng).state;
}

interface Visit {
  state: PirateState;
  player: string;
}

/** Plays seeded games from setup to the end, asking the computer at every turn; returns every state it was asked in. */
function playAndAsk(players: number, onesWild: boolean, games: number): Visit[] {
  const visits: Visit[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seededRng(SEED, `legal:${players}:${onesWild}:${g}`);
    const ids = Array.from({ length: players }, (_, i) => `p${i}`);
    let state = pirateDice.setup(ids, { onesWild }, rng);
    for (let steps = 0; !state.winner; steps++) {
      if (steps > 5_000) throw new Error('game did not end');
      const [player] = pirateDice.actors(state);
      const move = pirateComputer(sightOf(state, player!), rng);
      const parsed = pirateDice.actionSchema.safeParse(move);
      expect(parsed.success, JSON.stringify(move)).toBe(true);
      const applied = pirateDice.apply(state, player!, parsed.data!, rng);
      if (!applied.ok) throw new Error(`refused ${JSON.stringify(move)}: ${applied.rejection.code}`);
      visits.push({ state, player: player! });
      state = driverStep(state, move, rng);
    }
  }
  return visits;
}

const configs = [2, 3, 4, 5, 6].flatMap((players) => [true, false].map((onesWild) => ({ players, onesWild })));
const visitsByConfig = new Map<string, Visit[]>();
const visitsFor = (players: number, onesWild: boolean): Visit[] => {
  const key = `${players}:${onesWild}`;
  if (!visitsByConfig.has(key)) visitsByConfig.set(key, playAndAsk(players, onesWild, 6));
  return visitsByConfig.get(key)!;
};

describe('pirate computer: every move is legal', () => {
  it.each(configs)('$players players, ones wild $onesWild: the engine accepts every move, from setup to the end', ({ players, onesWild }) => {
    const visits = visitsFor(players, onesWild);
    expect(visits.length).toBeGreaterThan(100);
    // The states reached include open rounds and raised bets.
    expect(visits.some((v) => v.state.bet !== null)).toBe(true);
    expect(visits.some((v) => v.state.bet === null)).toBe(true);
  });

  it('challenges when no raise is left, and only then has nothing to bet', () => {
    const state = pirateDice.setup(['a', 'b'], { onesWild: true }, seededRng(SEED, 'top'));
    const top = { ...state, bet: { player: state.seats[0]!, face: 6, count: 31 }, turn: state.seats[1]! };
    expect(pirateComputer(sightOf(top, state.seats[1]!), seededRng(SEED, 'r'))).toEqual({ type: 'challenge' });
  });
});

describe('pirate computer: deterministic and plain', () => {
  it('the same sight and the same draws give the same move; a JSON copy of the sight gives it too', () => {
    const visits = visitsFor(4, true).filter((_, i) => i % 7 === 0);
    for (const { state, player } of visits) {
      const sight = sightOf(state, player);
      const first = recording(seededRng(SEED, `det:${state.round}:${state.history.length}`));
      const move = pirateComputer(sight, first);
      expect(pirateComputer(sight, replaying(first.draws))).toEqual(move);
      expect(pirateComputer(JSON.parse(JSON.stringify(sight)) as PirateSight, replaying(first.draws))).toEqual(move);
    }
  });
});

describe('pirate computer: no peeking', () => {
  it("re-rolling every other player's dice never changes its move", () => {
    let compared = 0;
    for (const onesWild of [true, false]) {
      for (const { state, player } of [...visitsFor(3, onesWild), ...visitsFor(6, onesWild)].filter((_, i) => i % 3 === 0)) {
        const reroll = seededRng(SEED, `peek:${compared}`);
        const cups = Object.fromEntries(Object.entries(state.secret.cups).map(([p, cup]) => [p, p === player ? cup : rollDice(reroll, cup.length)]));
        const other: PirateState = { ...state, secret: { cups } };
        const a = recording(seededRng(SEED, `same:${compared}`));
        const moveSeen = pirateComputer(sightOf(state, player), a);
        expect(pirateComputer(sightOf(other, player), replaying(a.draws))).toEqual(moveSeen);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('its own dice do change what it does (the test above would notice a policy that ignored dice it may see)', () => {
    const state = pirateDice.setup(['a', 'b', 'c'], { onesWild: true }, seededRng(SEED, 'own'));
    const [left, me] = state.seats as [string, string];
    const bet = { player: left, face: 5, count: 14 };
    const withDice = (dice: number[]): PirateState => ({ ...state, turn: me, bet, history: [bet], secret: { cups: { ...state.secret.cups, [me]: dice } } });
    // Eight fives (ones wild) and the red die: 14 needs 5 of the 20 unseen dice. With none: 13 of 20.
    expect(pirateComputer(sightOf(withDice([5, 5, 5, 5, 5, 5, 1, 1, 2, 3]), me), seededRng(SEED, 'same')).type).toBe('bet');
    expect(pirateComputer(sightOf(withDice([2, 2, 3, 3, 4, 4, 6, 6, 2, 3]), me), seededRng(SEED, 'same'))).toEqual({ type: 'challenge' });
  });
});

describe('pirate computer: the odds', () => {
  it('the binomial sums to one and matches n choose k p^k (1-p)^(n-k)', () => {
    const pmf = binomial(7, 1 / 3);
    expect(pmf.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(pmf[3]).toBeCloseTo(35 * (1 / 3) ** 3 * (2 / 3) ** 4, 12);
  });

  it('the count distribution is exactly what enumerating every unseen roll gives', () => {
    const state = pirateDice.setup(['a', 'b', 'c'], { onesWild: true }, seededRng(SEED, 'enum'));
    const [me, b, c] = state.seats as [string, string, string];
    for (const onesWild of [true, false]) {
      const small: PirateState = { ...state, onesWild, dice: { [me]: 2, [b]: 2, [c]: 1 }, secret: { cups: { [me]: [1, 4], [b]: [1, 1], [c]: [1] } } };
      const sight = sightOf(small, me);
      for (let face = 1; face <= 6; face++) {
        const expected = new Array<number>(7).fill(0);
        for (let roll = 0; roll < 6 ** 3; roll++) {
          const dice = [1 + (roll % 6), 1 + (Math.floor(roll / 6) % 6), 1 + Math.floor(roll / 36)];
          expected[countForBet([[1, 4], dice], face, onesWild)]! += 1 / 6 ** 3;
        }
        const pmf = countDistribution(sight, face, 0);
        expected.forEach((p, r) => expect(pmf[r] ?? 0).toBeCloseTo(p, 12));
      }
    }
  });

  it('reading bets: the tilted chance is what weighting every roll by e^(strength per claim) gives', () => {
    const history = [
      { player: 'x', face: 4, count: 2 },
      { player: 'y', face: 5, count: 2 },
      { player: 'x', face: 6, count: 3 },
      { player: 'x', face: 4, count: 4 },
    ];
    for (const onesWild of [true, false]) {
      for (let face = 1; face <= 6; face++) {
        // x named 4 and 6: each die value weighs e^(1/2) per named face it counts for.
        let total = 0;
        let counting = 0;
        for (let die = 1; die <= 6; die++) {
          const weight = Math.exp(0.5 * (Number(countsFor(die, 4, onesWild)) + Number(countsFor(die, 6, onesWild))));
          total += weight;
          if (countsFor(die, face, onesWild)) counting += weight;
        }
        expect(opponentFaceChance(history, 'x', face, onesWild, 1)).toBeCloseTo(counting / total, 12);
        expect(opponentFaceChance(history, 'x', face, onesWild, 0)).toBeCloseTo(onesWild && face !== 1 ? 1 / 3 : 1 / 6, 12);
      }
    }
    expect(opponentFaceChance(history, 'x', 4, true, 1)).toBeGreaterThan(1 / 3);
    expect(opponentFaceChance(history, 'x', 5, true, 1)).toBeLessThan(opponentFaceChance(history, 'y', 5, true, 1));
  });

  it('bet odds: holds, exact, and the dice each side stands to lose', () => {
    const odds = betOdds([0, 0.5, 0.25, 0.25], 2);
    expect(odds.holds).toBeCloseTo(0.5);
    expect(odds.exact).toBeCloseTo(0.25);
    expect(odds.bettorLoss).toBeCloseTo(0.5);
    expect(odds.challengerExcess).toBeCloseTo(0.25);
  });
});

describe('pirate computer: decisions', () => {
  const base = pirateDice.setup(['a', 'b', 'c', 'd'], { onesWild: true }, seededRng(SEED, 'dec'));
  const [me, left] = [base.seats[1]!, base.seats[0]!];
  const facing = (myDice: number[], bet: { face: number; count: number }): PirateSight =>
    sightOf(
      { ...base, turn: me, bet: { player: left, ...bet }, history: [{ player: left, ...bet }], secret: { cups: { ...base.secret.cups, [me]: myDice } } },
      me,
    );

  it('never challenges a bet its own dice and the red die already make', () => {
    for (let i = 0; i < 30; i++) expect(pirateComputer(facing([4, 4, 4, 1, 2, 3, 6], { face: 4, count: 5 }), seededRng(SEED, `c${i}`)).type).toBe('bet');
  });

  it('challenges a bet that needs more dice than there are unseen', () => {
    // 7 own dice with no 5 and no 1, 21 unseen: 23 fives are impossible (22 is the most there can be).
    expect(pirateComputer(facing([2, 2, 3, 3, 4, 4, 6], { face: 5, count: 23 }), seededRng(SEED, 'x'))).toEqual({ type: 'challenge' });
  });

  it('draws among equally safe raises instead of always naming the face it holds', () => {
    // Facing 2 × ⚁, every face but ⚀ is raised to a count its own dice and the red die make for certain.
    const faces = new Set(
      Array.from({ length: 40 }, (_, i) => pirateComputer(facing([5, 5, 5, 5, 5, 1, 2], { face: 2, count: 2 }), seededRng(SEED, `raise${i}`))).map((m) =>
        m.type === 'bet' ? m.face : 0,
      ),
    );
    expect(faces.size).toBeGreaterThanOrEqual(3);
    expect(faces.has(0)).toBe(false);
  });

  it('opens near the count it expects from its own dice, not at one die', () => {
    const mine = [5, 5, 5, 5, 1, 2, 3];
    const opening = sightOf({ ...base, turn: me, secret: { cups: { ...base.secret.cups, [me]: mine } } }, me);
    const climb = DEFAULT_PIRATE_OPTIONS.climb.open;
    const faces = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const move = pirateComputer(opening, seededRng(SEED, `open${i}`));
      if (move.type !== 'bet') throw new Error('an opening is a bet');
      faces.add(move.face);
      // The highest count that holds nine times in ten, counting its own dice and the red die (21 dice unseen).
      expect(holdChance(mine, move.face, move.count, 21, true)).toBeGreaterThanOrEqual(climb);
      expect(holdChance(mine, move.face, move.count + 1, 21, true)).toBeLessThan(climb);
      expect(move.count).toBeGreaterThanOrEqual(move.face === 1 ? 3 : 5);
      if (move.face === 5) expect(move.count).toBeGreaterThanOrEqual(9);
    }
    // The face is drawn among the equally safe openings (naming the face it holds would give it away).
    expect(faces.size).toBeGreaterThanOrEqual(3);
  });

  it('raises to the highest count its own dice make certain, not one die at a time', () => {
    // Against 3 × ⚃ with four 4s and a wild 1: six fours are certain (with the red die), so not four.
    const mine = [4, 4, 4, 4, 1, 2, 3];
    const moves = Array.from({ length: 20 }, (_, i) => pirateComputer(facing(mine, { face: 4, count: 3 }), seededRng(SEED, `sure${i}`)));
    const bets = moves.filter((m): m is Extract<PirateAction, { type: 'bet' }> => m.type === 'bet');
    expect(bets).toHaveLength(20);
    for (const bet of bets) {
      expect(holdChance(mine, bet.face, bet.count, 21, true)).toBe(1);
      expect(holdChance(mine, bet.face, bet.count + 1, 21, true)).toBeLessThan(1);
    }
    expect(bets.some((m) => m.face === 4 && m.count === 6)).toBe(true);
  });

  it('reads a bet as a sign the bettor holds that face', () => {
    const sight = facing([2, 3, 4, 6, 6, 2, 3], { face: 5, count: 9 });
    const mean = (pmf: number[]) => pmf.reduce((s, p, r) => s + p * r, 0);
    expect(mean(countDistribution(sight, 5, 1))).toBeGreaterThan(mean(countDistribution(sight, 5, 0)) + 0.5);
    expect(mean(countDistribution(sight, 5, 0))).toBeCloseTo(1 + 21 / 3, 9);
  });

  it('raises on the face it holds rather than challenge a plausible bet', () => {
    expect(pirateComputer(facing([6, 6, 6, 6, 1, 2, 3], { face: 5, count: 6 }), seededRng(SEED, 'x'))).toEqual({ type: 'bet', face: 6, count: 6 });
  });
});
