import { draw, type Prng } from '../../rng.js';
import { BLACK_GOU, codeCount, codeRank, comboCode, FACE_COUNT, newComboBuffer, RED_GOU } from './computer-faces.js';
import { actorOfSim, answer, ASK, DECIDE, discard, kou, next, noKou, optionsOf, OVER, play, type Sim } from './computer-sim.js';

/** Scratch space for one rollout at a time. */
export interface RolloutBuffers {
  combos: Int32Array;
  other: Int32Array;
  faces: Int32Array;
}

export const rolloutBuffers = (): RolloutBuffers => ({ combos: newComboBuffer(), other: newComboBuffer(), faces: new Int32Array(3) });

/** Pieces that usually win a round by themselves: 士, red 相, and the pairs and threes a hand holds. */
export function strength(hands: Int8Array, at: number): number {
  let sure = hands[at + 11]! + hands[at + 10]! + hands[at + 9]!;
  if (hands[at + 1] === 3) sure += 3;
  else if (hands[at] === 3) sure += 2;
  if (hands[at + BLACK_GOU]! > 0 && hands[at + RED_GOU]! > 0) sure += 1;
  return sure;
}

/** Rollout 扣: bank the chips while 够. */
export function rolloutKou(s: Sim, seat: number): boolean {
  return s.zhu[seat]! >= 3;
}

/** Rollout 掀: only when not 够 and the hand looks able to reach 够. */
export function rolloutXian(s: Sim, seat: number): boolean {
  const zhu = s.zhu[seat]!;
  return zhu < 3 && zhu + strength(s.hands, seat * FACE_COUNT) >= 3;
}

/** Whether neither other seat holds a combination that beats `code` (the rollout sees the guessed hands). */
function unbeatable(s: Sim, seat: number, code: number, buffers: RolloutBuffers): boolean {
  const count = codeCount(code);
  const rank = codeRank(code);
  return optionsOf(s, next(seat), count, rank, buffers.other) === 0 && optionsOf(s, next(next(seat)), count, rank, buffers.other) === 0;
}

/** Rollout lead: the lowest of the largest combinations nobody can beat, else mostly the lowest single, sometimes the highest or a low pair. */
export function rolloutLead(s: Sim, seat: number, rand: Prng, buffers: RolloutBuffers): number {
  const h = s.hands;
  const at = seat * FACE_COUNT;
  for (let count = 3; count >= 1; count--) {
    const n = optionsOf(s, seat, count, 0, buffers.combos);
    for (let i = 0; i < n; i++) if (unbeatable(s, seat, buffers.combos[i]!, buffers)) return buffers.combos[i]!;
  }
  const singles = buffers.combos;
  const n = optionsOf(s, seat, 1, 0, singles);
  const pick = draw(rand) & 3;
  if (pick === 2) return singles[n - 1]!;
  if (pick === 3) {
    for (let f = 0; f < FACE_COUNT; f++) if (h[at + f]! >= 2) return comboCode(2, f);
  }
  return singles[0]!;
}

/** Rollout beat (among `buffers.combos`): second to play, the lowest the last seat cannot beat; else the lowest. */
function rolloutBeat(s: Sim, seat: number, buffers: RolloutBuffers): number {
  const n = optionsOf(s, seat, s.count, s.bestRank, buffers.combos);
  if (s.plays === 1) {
    const last = next(seat);
    for (let i = 0; i < n; i++) if (optionsOf(s, last, s.count, codeRank(buffers.combos[i]!), buffers.other) === 0) return buffers.combos[i]!;
  }
  return buffers.combos[0]!;
}

/** Writes the `count` lowest pieces of a seat, as faces, into `out`. */
export function lowestFaces(s: Sim, seat: number, count: number, out: Int32Array): void {
  let n = 0;
  const at = seat * FACE_COUNT;
  for (let f = 0; f < FACE_COUNT && n < count; f++) {
    for (let k = s.hands[at + f]!; k > 0 && n < count; k--) out[n++] = f;
  }
}

/** Plays the game to its end with the rollout policy for every seat. */
export function rollout(s: Sim, rand: Prng, buffers: RolloutBuffers): void {
  while (s.phase !== OVER) {
    const seat = actorOfSim(s);
    if (s.phase === DECIDE) {
      if (rolloutKou(s, seat)) kou(s, seat);
      else noKou(s, seat);
    } else if (s.phase === ASK) answer(s, seat, rolloutXian(s, seat));
    else if (s.count === 0) play(s, seat, rolloutLead(s, seat, rand, buffers));
    else if (optionsOf(s, seat, s.count, s.bestRank, buffers.combos) > 0) play(s, seat, rolloutBeat(s, seat, buffers));
    else {
      lowestFaces(s, seat, s.count, buffers.faces);
      discard(s, seat, buffers.faces, s.count);
    }
  }
}
