import type { XianqiAction } from './actions.js';
import { comboCode, FACE_COUNT, FACE_RANK, faceIndex, GOU_PAIR } from './computer-faces.js';
import { answer, chipChange, copySim, discard, emptySim, kou, noKou, play, type Sim } from './computer-sim.js';
import { rollout, rolloutBuffers } from './computer-rollout.js';
import { draw, prng, type Rng } from '../../rng.js';
import { determinizer, type XianqiSight } from './computer-sample.js';
import { kindOf, type Piece } from './pieces.js';

/** Rollouts per decision, shared out over the candidate actions (each sees the same sampled worlds). */
export const ROLLOUT_BUDGET = 600;
const MIN_WORLDS = 24;
const MAX_DISCARDS = 8;

interface Candidate {
  action: XianqiAction;
  apply(s: Sim, seat: number): void;
}

/**
 * The 掀棋 computer player. It guesses the hidden pieces many times over, consistently with what its
 * seat has seen (its own hand and discards, the face-up plays on view, who could not beat what), plays
 * each guess to the end once per candidate action with a fast rollout policy, and takes the action with
 * the best average chips for itself. A single legal action is returned at once.
 */
export function xianqiComputer(sight: XianqiSight, rng: Rng): XianqiAction {
  return lookAhead(sight, rng, ROLLOUT_BUDGET);
}

/** The look-ahead with a given number of rollouts (for experiments with other budgets). */
export function lookAhead(sight: XianqiSight, rng: Rng, budget: number): XianqiAction {
  const candidates = candidatesOf(sight);
  if (candidates.length === 0) throw new Error('xianqiComputer: the seat has nothing to do now');
  if (candidates.length === 1) return candidates[0]!.action;
  const rand = prng(rng.int(2 ** 31));
  const worlds = determinizer(sight);
  const totals = new Float64Array(candidates.length);
  const rounds = Math.max(MIN_WORLDS, Math.ceil(budget / candidates.length));
  const world = emptySim();
  const game = emptySim();
  const rolloutRand = prng(0);
  const buffers = rolloutBuffers();
  for (let w = 0; w < rounds; w++) {
    worlds.sample(rand, world);
    const seed = draw(rand);
    for (let i = 0; i < candidates.length; i++) {
      copySim(game, world);
      candidates[i]!.apply(game, worlds.me);
      rolloutRand.state = seed;
      rollout(game, rolloutRand, buffers);
      totals[i]! += chipChange(game, worlds.me);
    }
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (totals[i]! > totals[best]!) best = i;
  return candidates[best]!.action;
}

/** Every legal action of the seat (discards narrowed to the least costly few). */
export function candidatesOf(sight: XianqiSight): Candidate[] {
  const { table, own } = sight;
  if (table.phase === 'decide') {
    return [
      { action: { type: 'nokou' }, apply: (s, seat) => noKou(s, seat) },
      { action: { type: 'kou' }, apply: (s, seat) => kou(s, seat) },
    ];
  }
  if (table.phase === 'ask') {
    return [
      { action: { type: 'pass' }, apply: (s, seat) => answer(s, seat, false) },
      { action: { type: 'xian' }, apply: (s, seat) => answer(s, seat, true) },
    ];
  }
  const choice = own.choice;
  if (!choice) return [];
  if (choice.kind === 'discard') {
    return discardsOf(own.hand, choice.count).map((faces) => ({
      action: { type: 'discard', pieces: piecesFor(own.hand, faces) },
      apply: (s, seat) => discard(s, seat, faces, faces.length),
    }));
  }
  return choice.options.map((pieces) => {
    const code = codeOf(pieces);
    return { action: { type: 'play', pieces }, apply: (s: Sim, seat: number) => play(s, seat, code) };
  });
}

/** The combination code of a legal play's pieces. */
function codeOf(pieces: readonly Piece[]): number {
  if (pieces.length === 2 && kindOf(pieces[0]!) === 'G' && kindOf(pieces[1]!) === 'G') return comboCode(2, GOU_PAIR);
  return comboCode(pieces.length, faceIndex(pieces[0]!));
}

/** Each distinct set of `count` faces the hand can discard, cheapest first: low ranks, pairs and threes kept. */
export function discardsOf(hand: readonly Piece[], count: number): number[][] {
  const counts = new Array<number>(FACE_COUNT).fill(0);
  for (const p of hand) counts[faceIndex(p)]!++;
  const sets: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === count) return void sets.push([...chosen]);
    for (let f = from; f < FACE_COUNT; f++) {
      if (counts[f]! === 0) continue;
      counts[f]!--;
      chosen.push(f);
      pick(f, chosen);
      chosen.pop();
      counts[f]!++;
    }
  };
  pick(0, []);
  const cost = (faces: number[]): number => {
    let c = 0;
    for (const f of faces) c += FACE_RANK[f]!;
    for (let f = 0; f < FACE_COUNT; f++) {
      const taken = faces.filter((x) => x === f).length;
      if (taken > 0 && counts[f]! >= 2 && counts[f]! - taken < 2) c += 3;
    }
    return c;
  };
  return sets
    .map((faces) => ({ faces, cost: cost(faces) }))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_DISCARDS)
    .map((x) => x.faces);
}

/** Hand pieces showing the given faces. */
function piecesFor(hand: readonly Piece[], faces: readonly number[]): Piece[] {
  const left = [...hand];
  return faces.map((f) => {
    const i = left.findIndex((p) => faceIndex(p) === f);
    return left.splice(i, 1)[0]!;
  });
}
