import { describe, expect, it } from 'vitest';
import { bobing } from '../../src/games/bobing/rules.js';
import { renderBobingTable } from '../../src/games/bobing/render.js';
import { publicViewOf } from '../../src/render/public.js';
import { goldenSuite } from '../support/golden-suite.js';
import { BOBING_NAMES, bobingFinished, bobingTakeover } from '../support/render-bobing-cases.js';

goldenSuite('bobing');

describe('博饼 table picture', () => {
  it('names the roll and what it won in its alt text, and prize names without the markdown escapes of the text view', () => {
    const taken = renderBobingTable(publicViewOf(bobing, bobingTakeover()), { locale: 'en', names: BOBING_NAMES });
    expect(taken.alt).toContain('Ann rolled 4 4 4 4 1 1');
    expect(taken.alt).toContain('takes the 状元 from 김민준');
    const finished = renderBobingTable(publicViewOf(bobing, bobingFinished()), { locale: 'en', names: BOBING_NAMES });
    expect(finished.alt).toContain('Chloé');
    expect(finished.alt).not.toContain('\\*');
  });
});
