import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeAction, YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { ScriptedRng } from './scripted-rng.js';
import { fixedDice } from './render-pirate-cases.js';

export const YAHTZEE_NAMES: Record<string, string> = {
  a: 'Ann',
  b: '王小明',
  c: 'Chloé',
  d: '김민준',
  e: 'Dmitri Volkov-Rimsky',
  f: '🎲 Lucky',
  g: 'Bo',
  h: 'Eve',
};

function act(s: YahtzeeState, action: YahtzeeAction, rng: ScriptedRng): YahtzeeState {
  const r = yahtzee.apply(s, s.order[s.current]!, action, rng);
  if (!r.ok) throw new Error(`${action.type}: ${r.rejection.code}`);
  return r.state;
}

/** One turn: roll, hold the most common face, roll again, and score the open box worth most. */
function turn(s: YahtzeeState, rng: ScriptedRng): YahtzeeState {
  let next = act(s, { type: 'roll' }, rng);
  const dice = next.turn.dice;
  const face = [1, 2, 3, 4, 5, 6].reduce((best, f) => (dice.filter((d) => d === f).length > dice.filter((d) => d === best).length ? f : best), 6);
  for (let i = 0; i < 5; i++) if (dice[i] === face) next = act(next, { type: 'hold', index: i }, rng);
  next = act(next, { type: 'roll' }, rng);
  const options = yahtzee.publicView(next).options;
  const best = options.reduce((a, b) => (b.points > a.points ? b : a));
  return act(next, { type: 'score', box: best.box }, rng);
}

function game(players: string[], seed: number, turns: number): { state: YahtzeeState; rng: ScriptedRng } {
  const rng = ScriptedRng.dice(...fixedDice(seed, 5000));
  let s = yahtzee.setup(players, { joker: 'free' }, rng);
  for (let i = 0; i < turns && !s.finished; i++) s = turn(s, rng);
  return { state: s, rng };
}

/** Four players in round 6; the player to act has rolled twice and holds two dice: the points on offer show. */
export function yahtzeeInPlay(): YahtzeeState {
  const { state, rng } = game(['a', 'b', 'c', 'd'], 5, 21);
  let s = act(state, { type: 'roll' }, rng);
  s = act(s, { type: 'hold', index: 0 }, rng);
  s = act(s, { type: 'hold', index: 3 }, rng);
  return act(s, { type: 'roll' }, rng);
}

/** The largest table: eight players in round 9, the next one yet to roll. */
export function yahtzeeEight(): YahtzeeState {
  const { state, rng } = game(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 9, 66);
  return act(state, { type: 'roll' }, rng);
}

/** Three players, all thirteen rounds played. */
export function yahtzeeFinished(): YahtzeeState {
  return game(['a', 'b', 'c'], 13, 39).state;
}

/** The largest table at the end: eight players, all thirteen rounds played. */
export function yahtzeeEightFinished(): YahtzeeState {
  return game(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 9, 104).state;
}
