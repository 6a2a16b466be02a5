import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import type { Rng } from '../../src/rng.js';
import { ScriptedRng } from './scripted-rng.js';
import { drawsForDeal, randomXianqiMove, SCRIPTED_HANDS } from './xianqi-deal.js';

export const XIANQI_NAMES: Record<string, string> = { a: 'Ann', b: '王小明', c: '김민준' };

function act(s: XianqiState, action: XianqiAction, rng: Rng = new ScriptedRng()): XianqiState {
  const r = xianqi.apply(s, actorOf(s)!, action, rng);
  if (!r.ok) throw new Error(`${action.type}: ${r.rejection.code}`);
  return r.state;
}

/** Round 2 of the scripted deal: round 1 was 扣, 掀 and a red 士 nobody could beat; now 马 pair, beaten by a 士 pair, 김민준 to answer. */
export function xianqiInPlay(): XianqiState {
  let s = xianqi.setup(['a', 'b', 'c'], {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS)));
  s = act(s, { type: 'kou' });
  s = act(s, { type: 'xian' });
  s = act(s, { type: 'play', pieces: ['rS1'] });
  s = act(s, { type: 'discard', pieces: ['rN1'] });
  s = act(s, { type: 'discard', pieces: ['bN2'] });
  s = act(s, { type: 'nokou' });
  s = act(s, { type: 'play', pieces: ['rM1', 'rM2'] });
  return act(s, { type: 'play', pieces: ['bS1', 'bS2'] });
}

/** A deterministic source of choices (not of the deal, which is scripted). */
function lcg(seed: number): Rng {
  let x = seed;
  return { int: (max) => ((x = (x * 1103515245 + 12345) % 2147483648), Math.floor(x / 65536) % max) };
}

/** The scripted deal played out with fixed choices until it is settled, with payments. */
export function xianqiSettled(): XianqiState {
  let s = xianqi.setup(['a', 'b', 'c'], {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS)));
  const choices = lcg(4);
  while (s.phase !== 'between') s = act(s, s.phase === 'decide' ? { type: s.roundNo < 4 ? 'nokou' : 'kou' } : randomXianqiMove(s, actorOf(s)!, choices));
  return s;
}

/** A long name, to show it gets its own line or room (display names run to 32 characters). */
export const XIANQI_LONG_NAMES: Record<string, string> = { a: 'Ann', b: 'Alexandra Konstantinopoulou-Ray', c: '김민준' };

/** The scripted deal played with choices from `seed`, nobody knocking: `until` says where to stop. */
function playedOut(seed: number, until: (s: XianqiState) => boolean): XianqiState {
  let s = xianqi.setup(['a', 'b', 'c'], {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS)));
  const choices = lcg(seed);
  while (!until(s) && s.phase !== 'between') s = act(s, s.phase === 'decide' ? { type: 'nokou' } : randomXianqiMove(s, actorOf(s)!, choices));
  return s;
}

/** In play with a seat at 够 (its badge), a round of two pieces each with a face-down discard in it. */
export function xianqiGou(): XianqiState {
  return playedOut(
    17,
    (s) => s.phase === 'play' && Object.values(s.zhu).some((z) => z >= 3) && s.round.plays.length >= 2 && s.round.plays.some((pl) => pl.face === 'down'),
  );
}

/** Settled because a seat reached 瓷 (its badge), with payments. */
export function xianqiCi(): XianqiState {
  return playedOut(18, () => false);
}
