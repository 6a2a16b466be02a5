import { describe, expect, it } from 'vitest';
import { xianqi } from '../../src/games/xianqi/rules.js';
import type { XianqiState } from '../../src/games/xianqi/actions.js';
import { renderXianqiTable } from '../../src/games/xianqi/render.js';
import { publicViewOf } from '../../src/render/public.js';
import { encode, paint } from '../../src/render/picture.js';
import { goldenSuite } from '../support/golden-suite.js';
import { XIANQI_NAMES, xianqiInPlay } from '../support/render-xianqi-cases.js';

goldenSuite('xianqi');

describe('掀棋 table picture', () => {
  it('draws only the public view: other hands and other face-down pieces give the same bytes', async () => {
    const state = xianqiInPlay();
    const [a, b, c] = state.seats as [string, string, string];
    // The three hands passed round, and the face-down pieces swapped: what each player holds is secret.
    const other: XianqiState = {
      ...state,
      secret: {
        hands: { [a]: state.secret.hands[c]!.slice(0, 5), [b]: state.secret.hands[a]!, [c]: [...state.secret.hands[b]!, ...state.secret.hands[c]!.slice(5)] },
        discards: { [a]: [], [b]: state.secret.discards[c]!, [c]: state.secret.discards[b]! },
      },
    };
    expect(other.secret).not.toEqual(state.secret);
    const draw = (s: XianqiState) => encode(paint(renderXianqiTable(publicViewOf(xianqi, s), { locale: 'zh-CN', names: XIANQI_NAMES }), 'zh-CN'), 'png');
    const [x, y] = await Promise.all([draw(state), draw(other)]);
    expect(x.equals(y)).toBe(true);
  });
});
