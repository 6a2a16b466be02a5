import { bobing } from '../../src/games/bobing/rules.js';
import type { BobingState } from '../../src/games/bobing/actions.js';
import { cleanName, traditionalPool, type PrizePool } from '../../src/games/bobing/prizes.js';
import { ScriptedRng } from './scripted-rng.js';
import { fixedDice } from './render-pirate-cases.js';

export const BOBING_NAMES: Record<string, string> = {
  a: 'Ann',
  b: '王小明',
  c: 'Chloé',
  d: '김민준',
  e: 'Dmitri Volkov-Rimsky',
  f: '🥮 Mooncake',
  g: 'Bo',
  h: 'Eve',
  i: '李娜',
  j: '박서준',
  k: 'Zoë',
  l: 'Sam',
};

function rolls(s: BobingState, rolled: number[][]): BobingState {
  let state = s;
  for (const dice of rolled) {
    const r = bobing.apply(state, state.order[state.current]!, { type: 'roll' }, ScriptedRng.dice(...dice));
    if (!r.ok) throw new Error(r.rejection.code);
    state = r.state;
  }
  return state;
}

/** Six players, six rolls: a 三红, nothing, a 对堂, a 四点红 状元 held, a 四进, and a 二举 last. */
export function bobingInPlay(): BobingState {
  const s = bobing.setup(['a', 'b', 'c', 'd', 'e', 'f'], { prizes: traditionalPool() }, ScriptedRng.dice());
  return rolls(s, [
    [4, 4, 4, 2, 3, 5],
    [1, 2, 3, 5, 6, 6],
    [4, 1, 2, 3, 5, 6],
    [4, 4, 4, 4, 2, 3],
    [2, 2, 2, 2, 5, 6],
    [4, 4, 1, 3, 5, 6],
  ]);
}

/** Just after 抢状元: 插金花 takes the 状元 from the 四点红 holder. */
export function bobingTakeover(): BobingState {
  return rolls(bobingInPlay(), [[4, 4, 4, 4, 1, 1]]);
}

/** A small prize pool with named prizes, played to the end. */
export function bobingFinished(): BobingState {
  const pool: PrizePool = {
    ...traditionalPool(),
    zhuangyuan: { count: 1, name: cleanName('Gold *mooncake*') },
    duitang: { count: 1, name: null },
    sanhong: { count: 1, name: cleanName('红包 ¥88') },
    sijin: { count: 1, name: null },
    erju: { count: 2, name: null },
    yixiu: { count: 2, name: null },
  };
  const s = bobing.setup(['a', 'b', 'c'], { prizes: pool }, ScriptedRng.dice());
  return rolls(s, [
    [4, 2, 3, 5, 6, 6],
    [4, 4, 2, 3, 5, 6],
    [1, 2, 3, 5, 6, 6],
    [4, 4, 4, 2, 3, 5],
    [2, 2, 2, 2, 5, 6],
    [4, 1, 2, 3, 5, 6],
    [4, 4, 2, 2, 5, 6],
    [4, 3, 3, 5, 6, 6],
    [5, 5, 5, 5, 5, 3],
  ]);
}

/** The largest table: twelve players and the traditional 63 prizes, forty rolls in. */
export function bobingTwelve(): BobingState {
  const s = bobing.setup(Object.keys(BOBING_NAMES), { prizes: traditionalPool() }, ScriptedRng.dice());
  const faces = fixedDice(17, 240);
  return rolls(
    s,
    Array.from({ length: 40 }, (_, i) => faces.slice(i * 6, i * 6 + 6)),
  );
}

/**
 * The busiest table: twelve players with a prize named in every tier (one name of 38 characters),
 * three 状元 prizes all held, Sam gone, and Dmitri and 🥮 Mooncake away: their rolls made at once after 김민준's.
 */
export function bobingBusiest(): BobingState {
  const pool: PrizePool = {
    zhuangyuan: { count: 3, name: cleanName('Gold *mooncake* gift box') },
    duitang: { count: 2, name: cleanName('🍵 Tea set') },
    sanhong: { count: 4, name: cleanName('红包 ¥88') },
    sijin: { count: 8, name: cleanName('Family-size lotus paste mooncake, 1 kg') },
    erju: { count: 16, name: cleanName('🥮 Mooncake') },
    yixiu: { count: 32, name: cleanName('小月饼') },
  };
  const filler = [1, 2, 3, 5, 6, 6];
  let s = bobing.setup(Object.keys(BOBING_NAMES), { prizes: pool }, ScriptedRng.dice());
  // Round 1: Ann's 四点红 and Dmitri's 五子登科 hold two 状元; then Sam leaves.
  s = rolls(s, [
    [4, 4, 4, 4, 2, 3],
    [4, 1, 2, 3, 5, 6],
    [4, 4, 4, 2, 3, 5],
    filler,
    [2, 2, 2, 2, 2, 6],
    [4, 4, 1, 2, 3, 5],
    filler,
    [4, 2, 2, 3, 5, 6],
    filler,
    [1, 2, 3, 4, 5, 6],
    filler,
    filler,
  ]);
  s = bobing.forfeit(s, 'l', ScriptedRng.dice()).state;
  // Round 2: 박서준's 六杯黑 holds the third.
  s = rolls(s, [
    filler,
    [4, 4, 2, 3, 5, 6],
    filler,
    [5, 5, 5, 5, 1, 2],
    filler,
    [4, 1, 2, 3, 5, 6],
    filler,
    [4, 4, 1, 2, 3, 6],
    filler,
    [3, 3, 3, 3, 3, 3],
    [4, 2, 3, 5, 6, 6],
  ]);
  // Round 3: Dmitri and 🥮 Mooncake are away; their rolls are made as soon as 김민준 has rolled.
  s = rolls(s, [[4, 4, 4, 2, 3, 5], filler, [4, 1, 2, 3, 5, 6]]);
  s = { ...s, away: ['e', 'f'] };
  const r = bobing.apply(s, 'd', { type: 'roll' }, ScriptedRng.dice(4, 4, 5, 1, 2, 3, 2, 2, 2, 2, 5, 6, 4, 1, 1, 3, 5, 6));
  if (!r.ok) throw new Error(r.rejection.code);
  return r.state;
}
