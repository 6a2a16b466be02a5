import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/fair/seeded-rng.js';
import type { Rng } from '../../src/rng.js';
import { holdsFor, yahtzeeComputer } from '../../src/games/yahtzee/computer.js';
import { FIRST_ROLL_KEEP, ROLL_COUNT, diceOfKeep } from '../../src/games/yahtzee/computer-dice.js';
import { optionsFor } from '../../src/games/yahtzee/computer-options.js';
import { ALL_FILLED, YAHTZEE_BIT, cardState, stateIndex, statesOfMask } from '../../src/games/yahtzee/computer-states.js';
import { valueTable } from '../../src/games/yahtzee/computer-table.js';
import { newTurnValues, solveTurn } from '../../src/games/yahtzee/computer-turn.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeAction, YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { policyTurnValue } from '../support/yahtzee-policy-turn.js';
import {
  BOXES,
  UPPER_BONUS,
  UPPER_BONUS_THRESHOLD,
  earnsExtraYahtzee,
  scoringOptions,
  upperSum,
  type Box,
  type Card,
  type JokerRule,
} from '../../src/games/yahtzee/scoring.js';

const RULES: readonly JokerRule[] = ['free', 'forced'];
const ME = 'computer';
const OTHER = 'human';
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const rngOf = (name: string): Rng => seededRng(SEED, name);

/** A card with exactly the boxes of `mask` filled; the Yahtzee box (when filled) holds `yahtzee`, the others 0. */
function cardOfMask(mask: number, yahtzee: 0 | 50): Card {
  const card: Card = {};
  BOXES.forEach((box, i) => {
    if (mask & (1 << i)) card[box] = box === 'yahtzee' ? yahtzee : 0;
  });
  return card;
}

/** An Rng that fails the test if the policy draws from it. */
const noDraws: Rng = {
  int: () => {
    throw new Error('the policy drew from the Rng');
  },
};

const decide = (state: YahtzeeState, player = ME): YahtzeeAction => {
  const view = yahtzee.publicView(state);
  return yahtzeeComputer({ player, table: view, own: yahtzee.playerView(state, player) }, noDraws);
};

describe('the strategy scores boxes exactly as the engine does', () => {
  // The engine's options depend on the dice, which boxes are open and what the Yahtzee box holds;
  // the Joker rules only on Yahtzees, so those are tried over many more cards.
  it.each(RULES)('%s: every roll over sampled cards, every Yahtzee over many more', (rule) => {
    const rng = rngOf(`masks/${rule}`);
    const masks = (n: number) => [0, ALL_FILLED ^ 1, ALL_FILLED ^ (1 << 12), ALL_FILLED ^ YAHTZEE_BIT, ...Array.from({ length: n }, () => rng.int(ALL_FILLED))];
    const differences: string[] = [];
    let compared = 0;
    for (let roll = 0; roll < ROLL_COUNT; roll++) {
      const dice = diceOfKeep(FIRST_ROLL_KEEP + roll);
      const isYahtzee = dice.every((d) => d === dice[0]);
      for (const mask of masks(isYahtzee ? 600 : 12)) {
        for (const held of mask & YAHTZEE_BIT ? ([0, 50] as const) : ([0] as const)) {
          const engine = JSON.stringify(scoringOptions(cardOfMask(mask, held), dice, rule).map((o) => [BOXES.indexOf(o.box), o.points]));
          const fast = JSON.stringify(optionsFor(rule, mask, roll));
          if (fast !== engine) differences.push(`${dice.join('')} mask ${mask}: ${fast} instead of ${engine}`);
          compared++;
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(6 * 600 + 246 * 12);
  });
});

/** Every ordered roll of n dice (n = 0..5), as lists of faces. */
const ORDERED: number[][][] = [0, 1, 2, 3, 4, 5].map((n) => {
  let rolls: number[][] = [[]];
  for (let i = 0; i < n; i++) rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((d) => [...r, d]));
  return rolls;
});
/** Dice as a number that forgets their order: the sum of 6^(face - 1) (a face shows at most 5 times). */
const orderless = (dice: readonly number[]) => dice.reduce((k, d) => k + 6 ** (d - 1), 0);
const ORDERED_KEYS = ORDERED.map((rolls) => Int32Array.from(rolls, orderless));

/**
 * The exact expected rest of the game by brute force, independent of the strategy's multisets and
 * tables: ordered dice, every subset of die positions kept, every ordered outcome of the others, and
 * the engine's own scoring (`scoringOptions`, `earnsExtraYahtzee`, the bonus from the card's upper sum).
 * Cards are told apart by open boxes, upper sum and what the Yahtzee box holds.
 */
function bruteForce(card: Card, rule: JokerRule, memo = new Map<string, number>()): number {
  const open = BOXES.filter((box) => card[box] === undefined);
  if (open.length === 0) return 0;
  const key = `${open.join()}|${Math.min(upperSum(card), UPPER_BONUS_THRESHOLD)}|${card.yahtzee}`;
  const known = memo.get(key);
  if (known !== undefined) return known;

  // One ordered roll per orderless one is enough from here on.
  const rolls = [...new Map(ORDERED[5]!.map((dice) => [orderless(dice), dice])).values()];
  let later = new Float64Array(6 ** 6);
  for (const dice of rolls) {
    const extra = earnsExtraYahtzee(card, dice) ? 100 : 0;
    later[orderless(dice)] = Math.max(
      ...scoringOptions(card, dice, rule).map(({ box, points }) => {
        const after: Card = { ...card, [box]: points };
        const bonus = upperSum(card) < UPPER_BONUS_THRESHOLD && upperSum(after) >= UPPER_BONUS_THRESHOLD ? UPPER_BONUS : 0;
        return points + bonus + extra + bruteForce(after, rule, memo);
      }),
    );
  }
  for (let rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
    const now = new Float64Array(6 ** 6);
    for (const dice of rolls) {
      let best = -Infinity;
      for (let subset = 0; subset < 32; subset++) {
        const kept = dice.filter((_, i) => subset & (1 << i));
        const keptKey = orderless(kept);
        const others = ORDERED_KEYS[5 - kept.length]!;
        let sum = 0;
        for (const o of others) sum += later[keptKey + o]!;
        best = Math.max(best, sum / others.length);
      }
      now[orderless(dice)] = best;
    }
    later = now;
  }
  const value = ORDERED[5]!.reduce((s, dice) => s + later[orderless(dice)]!, 0) / 6 ** 5;
  memo.set(key, value);
  return value;
}

describe('the value table', () => {
  const only = (boxes: Box[], filled: Card = {}): Card => {
    const card: Card = { ...filled };
    for (const box of BOXES) if (!boxes.includes(box) && card[box] === undefined) card[box] = 0;
    return card;
  };
  it.each<[string, JokerRule, Card]>([
    ['only Chance left', 'free', only(['chance'])],
    ['only the Yahtzee box left', 'forced', only(['yahtzee'])],
    ['only Sixes left, 18 short of the bonus', 'free', only(['sixes'], { fives: 25, fours: 20 })],
    ['only Full House left, Yahtzee box at 50 (Forced Joker: 25 and +100)', 'forced', only(['fullHouse'], { yahtzee: 50 })],
    ['only Full House left, Yahtzee box at 50 (free choice: a Yahtzee is no full house)', 'free', only(['fullHouse'], { yahtzee: 50 })],
    [
      'Fours and Large Straight left, Yahtzee box at 50 (a Yahtzee of fours must go in Fours)',
      'forced',
      only(['fours', 'largeStraight'], { yahtzee: 50, sixes: 30 }),
    ],
  ])('equals the brute-force expectation: %s', (_, rule, card) => {
    const { mask, upperSum: sum, yahtzee50 } = cardState(card);
    expect(valueTable(rule)[stateIndex(mask, sum, yahtzee50)]).toBeCloseTo(bruteForce(card, rule), 4);
  });

  it.each(RULES)('%s: the committed table is the solver of its own successors (Bellman equation) at sampled states', (rule) => {
    const values = valueTable(rule);
    const rng = rngOf(`bellman/${rule}`);
    const work = newTurnValues();
    const masks = [0, 1, YAHTZEE_BIT, ALL_FILLED ^ YAHTZEE_BIT, ...Array.from({ length: 60 }, () => rng.int(ALL_FILLED))];
    let checked = 0;
    for (const mask of masks) {
      const states = statesOfMask(mask);
      for (const [sum, yahtzee50] of [states[0]!, states[states.length - 1]!, states[rng.int(states.length)]!]) {
        const recomputed = solveTurn({ rule, mask, upperSum: sum, yahtzee50 }, values, work);
        expect(Math.abs(recomputed - values[stateIndex(mask, sum, yahtzee50)]!)).toBeLessThan(2e-4);
        checked++;
      }
    }
    expect(checked).toBe(masks.length * 3);
  });

  it('gives the empty card under Forced Joker within 0.05 of the published optimum 254.5896', () => {
    expect(Math.abs(valueTable('forced')[stateIndex(0, 0, false)]! - 254.5896)).toBeLessThan(0.05);
  });
});

/** A card some random play could have left: each box filled with a value it can hold. */
function randomCard(rng: Rng): Card {
  const card: Card = {};
  const pick = (values: number[]) => values[rng.int(values.length)]!;
  for (const [i, box] of BOXES.entries()) {
    if (rng.int(2) === 0) continue;
    if (i < 6) card[box] = (i + 1) * rng.int(6);
    else if (box === 'fullHouse') card[box] = pick([0, 25]);
    else if (box === 'smallStraight') card[box] = pick([0, 30]);
    else if (box === 'largeStraight') card[box] = pick([0, 40]);
    else if (box === 'yahtzee') card[box] = pick([0, 50]);
    else card[box] = pick([0, 5 + rng.int(26)]);
  }
  if (BOXES.every((box) => card[box] !== undefined)) delete card[BOXES[rng.int(13)]!];
  return card;
}

const randomDice = (rng: Rng): number[] => {
  if (rng.int(3) === 0) return Array<number>(5).fill(1 + rng.int(6)); // Yahtzees often, so the Joker rules come up
  return Array.from({ length: 5 }, () => 1 + rng.int(6));
};

/** Asks the policy until its turn is over; every action must be accepted. Returns the calls it took. */
function playComputerTurn(state: YahtzeeState, rng: Rng): { state: YahtzeeState; calls: number } {
  const turn = `${state.round}.${state.current}`;
  let calls = 0;
  const seen = new Set<string>();
  while (!state.finished && `${state.round}.${state.current}` === turn) {
    // Convergence: within one roll the holds never come back to where they were.
    const where = JSON.stringify(state.turn);
    expect(seen.has(where)).toBe(false);
    seen.add(where);
    const action = decide(state);
    expect(yahtzee.actionSchema.safeParse(action).success).toBe(true);
    const result = yahtzee.apply(state, ME, action, rng);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(action)} (${result.rejection.code}) at ${where}`);
    state = result.state;
    calls++;
  }
  return { state, calls };
}

/** A random legal move for the human seat. */
function randomMove(state: YahtzeeState, rng: Rng): YahtzeeAction {
  const { rolls } = state.turn;
  if (rolls === 0) return { type: 'roll' };
  const choice = rng.int(4);
  if (rolls < 3 && choice === 0) return { type: 'roll' };
  if (rolls < 3 && choice === 1) return { type: 'hold', index: rng.int(5) };
  const options = scoringOptions(state.cards[state.order[state.current]!] ?? {}, state.turn.dice, state.joker);
  return { type: 'score', box: options[rng.int(options.length)]!.box };
}

describe('the computer player', () => {
  it.each(RULES)('%s: plays whole games beside a random player, every move legal, at most 14 calls a turn', (rule) => {
    for (let game = 0; game < 6; game++) {
      const rng = rngOf(`games/${rule}/${game}`);
      let state = yahtzee.setup(game % 2 ? [ME, OTHER] : [OTHER, ME], { joker: rule }, rng);
      while (!state.finished) {
        if (state.order[state.current] === OTHER) {
          const result = yahtzee.apply(state, OTHER, randomMove(state, rng), rng);
          if (result.ok) state = result.state;
          continue;
        }
        const played = playComputerTurn(state, rng);
        expect(played.calls).toBeLessThanOrEqual(14); // 3 rolls, 5 toggles before each of 2 rerolls, 1 score
        state = played.state;
      }
      expect(Object.keys(state.cards[ME]!)).toHaveLength(13);
    }
  });

  it.each(RULES)('%s: realizes the table exactly: one turn through the engine, every roll enumerated, is worth the table value', (rule) => {
    const rng = rngOf(`exact-turn/${rule}`);
    for (const card of [{}, randomCard(rng)]) {
      const start: YahtzeeState = { ...yahtzee.setup([ME], { joker: rule }, rng), cards: { [ME]: card } };
      const { mask, upperSum: sum, yahtzee50 } = cardState(card);
      expect(policyTurnValue(start, ME)).toBeCloseTo(valueTable(rule)[stateIndex(mask, sum, yahtzee50)]!, 4);
    }
  });

  it.each(RULES)('%s: takes over at random points of a turn on random cards and finishes it legally', (rule) => {
    const rng = rngOf(`takeover/${rule}`);
    for (let n = 0; n < 300; n++) {
      const rolls = 1 + rng.int(3);
      const base = yahtzee.setup([OTHER, ME], { joker: rule }, rng);
      const state: YahtzeeState = {
        ...base,
        current: 1,
        cards: { [OTHER]: randomCard(rng), [ME]: randomCard(rng) },
        turn: { rolls, dice: randomDice(rng), held: Array.from({ length: 5 }, () => rng.int(2) === 0) },
      };
      const played = playComputerTurn(state, rng);
      expect(played.calls).toBeLessThanOrEqual(14);
      expect(Object.keys(played.state.cards[ME]!).length).toBe(Object.keys(state.cards[ME]!).length + 1);
    }
  });

  it('rolls first, comes back when away, and holds dice toward its keep one toggle at a time', () => {
    const start = yahtzee.setup([ME], { joker: 'free' }, rngOf('start'));
    expect(decide(start)).toEqual({ type: 'roll' });
    expect(decide({ ...start, away: [ME] })).toEqual({ type: 'back' });
    const keep = [6, 6];
    const dice = [6, 2, 6, 6, 3];
    let held = [true, true, false, true, false];
    const target = holdsFor(dice, held, keep);
    expect(target).toEqual([true, false, false, true, false]); // two of the sixes already held stay held
    let toggles = 0;
    while (held.some((h, i) => h !== target[i])) {
      const index = held.findIndex((h, i) => h !== holdsFor(dice, held, keep)[i]);
      held = held.map((h, i) => (i === index ? !h : h));
      toggles++;
    }
    expect(toggles).toBe(1);
  });

  it('is deterministic and draws nothing: the same sight gives the same action, whatever was asked before', () => {
    const rng = rngOf('determinism');
    const states = Array.from({ length: 40 }, () => {
      const base = yahtzee.setup([ME], { joker: rng.int(2) ? 'free' : 'forced' }, rng);
      return { ...base, cards: { [ME]: randomCard(rng) }, turn: { rolls: 1 + rng.int(2), dice: randomDice(rng), held: [false, false, false, false, false] } };
    });
    const first = states.map((s) => decide(s));
    const again = [...states]
      .reverse()
      .map((s) => decide(s))
      .reverse();
    expect(again).toEqual(first);
    expect(new Set(first.map((a) => a.type))).toEqual(new Set(['hold', 'score']));
  });

  it("plays its own card: the other players' cards and totals never change its choice", () => {
    const rng = rngOf('no-peek');
    for (let n = 0; n < 60; n++) {
      const base = yahtzee.setup([OTHER, ME], { joker: rng.int(2) ? 'free' : 'forced' }, rng);
      const mine = randomCard(rng);
      const turn = { rolls: 1 + rng.int(3), dice: randomDice(rng), held: Array.from({ length: 5 }, () => rng.int(2) === 0) };
      const seen = (other: Card, extras: number) =>
        decide({ ...base, current: 1, cards: { [OTHER]: other, [ME]: mine }, extraYahtzees: { [OTHER]: extras, [ME]: 0 }, turn });
      expect(seen(randomCard(rng), rng.int(3))).toEqual(seen(randomCard(rng), rng.int(3)));
    }
  });
});
