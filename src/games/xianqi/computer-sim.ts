import { codeCount, codeRank, combosOf, FACE_COUNT, removeCombo } from './computer-faces.js';

/**
 * A fast copy of the engine's game flow (rules.ts) over face counts and seat numbers, for the
 * computer's look-ahead: the same phases, asking order, 柱 counts, early ends and settlement,
 * without events, away players or copies. Seat i is `seats[i]`; the next seat is i + 1 mod 3.
 */
export const DECIDE = 0;
export const ASK = 1;
export const PLAY = 2;
export const OVER = 3;
/** At most one 掀 per round, and a game has at most 8 rounds. */
const MAX_RELATIONS = 8;

export interface Sim {
  /** Three hands of 12 face counts: seat i at 12 * i. */
  hands: Int8Array;
  sizes: Int8Array;
  zhu: Int8Array;
  /** 掀扣 relations, each `xian * 8 + kou * 2 + (wasGou ? 1 : 0)`; the first `relationCount` count. */
  relations: Int8Array;
  relationCount: number;
  activeXian: number;
  phase: number;
  starter: number;
  kou: number;
  /** The seats still to be asked whether they 掀, in order (-1: nobody). */
  askFirst: number;
  askSecond: number;
  /** The round: its count (0 before the lead), best rank and who holds it, plays so far, who acts. */
  count: number;
  bestRank: number;
  bestPlayer: number;
  plays: number;
  toAct: number;
}

export const next = (seat: number): number => (seat + 1) % 3;

export function emptySim(): Sim {
  return {
    hands: new Int8Array(3 * FACE_COUNT),
    sizes: new Int8Array(3),
    zhu: new Int8Array(3),
    relations: new Int8Array(MAX_RELATIONS),
    relationCount: 0,
    activeXian: -1,
    phase: DECIDE,
    starter: 0,
    kou: -1,
    askFirst: -1,
    askSecond: -1,
    count: 0,
    bestRank: 0,
    bestPlayer: -1,
    plays: 0,
    toAct: 0,
  };
}

/** Overwrites `into` with `from` (the look-ahead reuses one scratch game instead of allocating). */
export function copySim(into: Sim, from: Sim): void {
  into.hands.set(from.hands);
  into.sizes.set(from.sizes);
  into.zhu.set(from.zhu);
  into.relations.set(from.relations);
  into.relationCount = from.relationCount;
  into.activeXian = from.activeXian;
  into.phase = from.phase;
  into.starter = from.starter;
  into.kou = from.kou;
  into.askFirst = from.askFirst;
  into.askSecond = from.askSecond;
  into.count = from.count;
  into.bestRank = from.bestRank;
  into.bestPlayer = from.bestPlayer;
  into.plays = from.plays;
  into.toAct = from.toAct;
}

export function cloneSim(from: Sim): Sim {
  const into = emptySim();
  copySim(into, from);
  return into;
}

export function actorOfSim(s: Sim): number {
  if (s.phase === DECIDE) return s.starter;
  if (s.phase === ASK) return s.askFirst;
  if (s.phase === PLAY) return s.toAct;
  return -1;
}

function freshRound(s: Sim, toAct: number): void {
  s.phase = PLAY;
  s.count = 0;
  s.bestRank = 0;
  s.bestPlayer = -1;
  s.plays = 0;
  s.toAct = toAct;
}

/** docs/rules/xianqi.md, "扣 and 掀": the active 掀 player is cleared by their own 扣, else asked first. */
export function kou(s: Sim, seat: number): void {
  if (s.activeXian === seat) s.activeXian = -1;
  s.kou = seat;
  const first = next(seat);
  const second = next(first);
  if (s.activeXian >= 0) {
    s.askFirst = s.activeXian;
    s.askSecond = first === s.activeXian ? second : first;
  } else {
    s.askFirst = first;
    s.askSecond = second;
  }
  s.phase = ASK;
}

export function noKou(s: Sim, seat: number): void {
  freshRound(s, seat);
}

/** docs/rules/xianqi.md, "扣 and 掀": a 掀 records a relation and the 扣 player leads; two declines end the game. */
export function answer(s: Sim, seat: number, xian: boolean): void {
  if (xian) {
    s.relations[s.relationCount++] = seat * 8 + s.kou * 2 + (s.zhu[seat]! >= 3 ? 1 : 0);
    s.activeXian = seat;
    s.askFirst = -1;
    s.askSecond = -1;
    freshRound(s, s.kou);
    return;
  }
  if (s.activeXian === seat) s.activeXian = -1;
  s.askFirst = s.askSecond;
  s.askSecond = -1;
  if (s.askFirst < 0) s.phase = OVER;
}

/** A face-up play: a lead or a beat. */
export function play(s: Sim, seat: number, code: number): void {
  removeCombo(s.hands, seat * FACE_COUNT, code);
  const count = codeCount(code);
  s.sizes[seat]! -= count;
  if (s.count === 0) s.count = count;
  const rank = codeRank(code);
  if (s.bestPlayer < 0 || rank > s.bestRank) {
    s.bestRank = rank;
    s.bestPlayer = seat;
  }
  afterPlay(s, seat);
}

/** A face-down discard of the first `count` faces of `faces` (one entry per piece). */
export function discard(s: Sim, seat: number, faces: ArrayLike<number>, count: number): void {
  const at = seat * FACE_COUNT;
  for (let i = 0; i < count; i++) s.hands[at + faces[i]!]!--;
  s.sizes[seat]! -= count;
  afterPlay(s, seat);
}

function afterPlay(s: Sim, seat: number): void {
  s.plays++;
  s.toAct = next(seat);
  if (s.plays === 3) closeRound(s);
}

/** docs/rules/xianqi.md, "A round" and "The end of a game": the winner takes the count in 柱; 瓷, two 够 or empty hands end the game. */
function closeRound(s: Sim): void {
  const winner = s.bestPlayer;
  const before = s.zhu[winner]!;
  const after = before + s.count;
  s.zhu[winner] = after;
  if (s.activeXian === winner && before < 3 && after >= 3) s.activeXian = -1;
  let gou = 0;
  let ci = false;
  for (let i = 0; i < 3; i++) {
    if (s.zhu[i]! >= 6) ci = true;
    else if (s.zhu[i]! >= 3) gou++;
  }
  if (ci || gou >= 2 || (s.sizes[0] === 0 && s.sizes[1] === 0 && s.sizes[2] === 0)) {
    s.phase = OVER;
    return;
  }
  freshRound(s, winner);
  s.phase = DECIDE;
  s.starter = winner;
  s.kou = -1;
}

function forfeitsGou(s: Sim, seat: number): boolean {
  if (s.zhu[seat]! >= 6) return false;
  for (let i = 0; i < s.relationCount; i++) {
    const r = s.relations[i]!;
    if (r >> 3 === seat && (r & 1) === 1) return true;
  }
  return false;
}

/** docs/rules/xianqi.md, "Settlement", as settlement.ts: the chips `seat` wins (or loses) when the game ends as it stands. */
export function chipChange(s: Sim, seat: number): number {
  let change = 0;
  const zhu = s.zhu;
  for (let payer = 0; payer < 3; payer++) {
    if (zhu[payer]! >= 3) continue;
    for (let earner = 0; earner < 3; earner++) {
      const z = zhu[earner]!;
      const amount = z >= 6 ? 3 : z >= 3 && !forfeitsGou(s, earner) ? 1 : 0;
      if (payer === seat) change -= amount;
      if (earner === seat) change += amount;
    }
  }
  for (let i = 0; i < s.relationCount; i++) {
    const r = s.relations[i]!;
    const xian = r >> 3;
    if ((r & 1) === 0 && zhu[xian]! < 3) {
      if (xian === seat) change -= 1;
      if (((r >> 1) & 3) === seat) change += 1;
    }
  }
  return change;
}

/** The combinations of a seat of `count` pieces above `above` (0: any), lowest first; returns how many. */
export const optionsOf = (s: Sim, seat: number, count: number, above: number, out: Int32Array): number =>
  combosOf(s.hands, seat * FACE_COUNT, count, above, out);
