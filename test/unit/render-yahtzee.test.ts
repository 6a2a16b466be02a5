import { describe, expect, it } from 'vitest';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { renderYahtzeeTable } from '../../src/games/yahtzee/render.js';
import { publicViewOf } from '../../src/render/public.js';
import { goldenSuite } from '../support/golden-suite.js';
import { YAHTZEE_NAMES, yahtzeeInPlay } from '../support/render-yahtzee-cases.js';

goldenSuite('yahtzee');

describe('Yahtzee table picture', () => {
  it("says in its alt text who rolled what, in the table's language", () => {
    const view = publicViewOf(yahtzee, yahtzeeInPlay());
    const dice = view.turn.dice.join(' ');
    expect(renderYahtzeeTable(view, { locale: 'en', names: YAHTZEE_NAMES }).alt).toContain(`王小明 rolled ${dice}`);
    expect(renderYahtzeeTable(view, { locale: 'zh-CN', names: YAHTZEE_NAMES }).alt).toContain(`王小明 掷出 ${dice}`);
  });
});
