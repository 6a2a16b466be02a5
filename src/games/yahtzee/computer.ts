/**
 * The Yahtzee computer player: the optimal solitaire strategy (maximum expected final score) on its
 * own card, one engine action at a time. Before the first roll it rolls. After a roll with rolls
 * left it finds the best dice to keep for the dice showing; if keeping them and rolling the rest is
 * worth more than scoring now, it toggles the first die whose hold differs from that keep, and rolls
 * once they all match. Otherwise it scores the box worth most (points, bonuses and the value of the
 * card it leaves). The keep depends only on the dice and the rolls used, and the dice to hold are
 * picked preferring those already held, so each toggle brings the holds one die closer: calls converge.
 * Deterministic: it draws nothing from the Rng.
 */
import type { Rng } from '../../rng.js';
import type { SeatSight } from '../../kernel/engine.js';
import type { YahtzeeAction } from './actions.js';
import { KEEP_PLUS, rollOfDice } from './computer-dice.js';
import { cardState } from './computer-states.js';
import { valueTable } from './computer-table.js';
import { newTurnValues, solveTurn, valueAfterBox, type TurnState, type TurnValues } from './computer-turn.js';
import type { YahtzeeView } from './rules.js';
import { BOXES, scoringOptions, type Box, type Card, type JokerRule } from './scoring.js';

/** A turn under one of the engine's rules (the solver knows one more, for reference only). */
type PlayState = TurnState & { rule: JokerRule };

const PLUS = KEEP_PLUS; // a local alias: under tsx an imported binding is read through a getter
/** Rolling must beat scoring by more than rounding noise. */
const MARGIN = 1e-9;
const DICE = 5;

// The solved turns of the last few card states, so the moves of one turn solve it once. A cache only:
// a worker without it solves again and answers the same.
const solvedTurns = new Map<string, TurnValues>();
const SOLVED_TURNS_KEPT = 16;

function solvedTurn(state: PlayState): TurnValues {
  const key = `${state.rule}:${state.mask}:${state.upperSum}:${state.yahtzee50}`;
  let turn = solvedTurns.get(key);
  if (!turn) {
    const oldest = solvedTurns.size >= SOLVED_TURNS_KEPT ? solvedTurns.keys().next().value : undefined;
    turn = oldest === undefined ? newTurnValues() : solvedTurns.get(oldest)!;
    if (oldest !== undefined) solvedTurns.delete(oldest);
    solveTurn(state, valueTable(state.rule), turn);
    solvedTurns.set(key, turn);
  }
  return turn;
}

/** The best dice to keep before rolling again (fewer than all five: keeping all is scoring now), first found on ties. */
function bestKeep(dice: readonly number[], keepValues: Float64Array): { keep: number[]; value: number } {
  let bestSubset = 0;
  let bestValue = -Infinity;
  for (let subset = 0; subset < (1 << DICE) - 1; subset++) {
    let keep = 0;
    for (let i = 0; i < DICE; i++) if (subset & (1 << i)) keep = PLUS[keep * 6 + dice[i]! - 1]!;
    if (keepValues[keep]! > bestValue) {
      bestValue = keepValues[keep]!;
      bestSubset = subset;
    }
  }
  return { keep: dice.filter((_, i) => bestSubset & (1 << i)), value: bestValue };
}

/** Which dice to hold so the held dice are `keep`: for each face, those already held first, then the rest in order. */
export function holdsFor(dice: readonly number[], held: readonly boolean[], keep: readonly number[]): boolean[] {
  const wanted = [0, 0, 0, 0, 0, 0, 0];
  for (const d of keep) wanted[d]!++;
  const hold = dice.map(() => false);
  for (const alreadyHeld of [true, false]) {
    dice.forEach((d, i) => {
      if (held[i] === alreadyHeld && wanted[d]! > 0) {
        hold[i] = true;
        wanted[d]!--;
      }
    });
  }
  return hold;
}

/** The open box worth most among the engine's own options (first in card order on ties; a further Yahtzee's +100 is the same for all). */
function bestBox(card: Card, dice: readonly number[], state: PlayState): Box {
  const values = valueTable(state.rule);
  let best: { box: Box; value: number } | null = null;
  for (const option of scoringOptions(card, dice, state.rule)) {
    const value = valueAfterBox(state, values, BOXES.indexOf(option.box), option.points);
    if (!best || value > best.value) best = { box: option.box, value };
  }
  if (!best) throw new Error('Yahtzee computer: no box to score in');
  return best.box;
}

export function yahtzeeComputer(sight: SeatSight<YahtzeeView, YahtzeeView>, _rng: Rng): YahtzeeAction {
  const view = sight.table;
  // A computer seat marked away comes back; for an away person (`standIn`) it plays their turn instead.
  if (!sight.standIn && view.away.includes(sight.player)) return { type: 'back' };
  const { turn } = view;
  if (turn.rolls === 0) return { type: 'roll' };
  const card = view.cards[sight.player] ?? {};
  const state: PlayState = { rule: view.joker, ...cardState(card) };
  if (turn.rolls < 3) {
    const solved = solvedTurn(state);
    const keepValues = turn.rolls === 1 ? solved.keepFirst : solved.keepLast;
    const { keep, value } = bestKeep(turn.dice, keepValues);
    if (value > solved.scoreNow[rollOfDice(turn.dice)]! + MARGIN) {
      const hold = holdsFor(turn.dice, turn.held, keep);
      const index = hold.findIndex((h, i) => h !== turn.held[i]);
      return index >= 0 ? { type: 'hold', index } : { type: 'roll' };
    }
  }
  return { type: 'score', box: bestBox(card, turn.dice, state) };
}
