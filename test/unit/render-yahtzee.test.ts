import { describe, expect, it } from 'vitest';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { renderYahtzeeTable } from '../../src/games/yahtzee/render.js';
import { publicViewOf } from '../../src/kernel/public.js';
import { goldenSuite } from '../support/golden-suite.js';
import { staysSmallSuite } from '../support/render-size-suite.js';
import { CAPTION_CASES, captionSession } from '../support/caption-cases.js';
import { tableCaption } from '../../src/views/table.js';
import { toV2 } from '../../src/views/v2.js';
import { visibleText } from '../../src/standin/answers.js';
import { YAHTZEE_NAMES, yahtzeeEight, yahtzeeEightFinished, yahtzeeInPlay } from '../support/render-yahtzee-cases.js';
import { legibilityOf, meetsGoal, recordPicture } from '../../src/render/legibility.js';
import type { YahtzeeAction } from '../../src/games/yahtzee/actions.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { fixedDice } from '../support/render-pirate-cases.js';
import { GAMES } from '../support/games.js';

goldenSuite('yahtzee');
staysSmallSuite('yahtzee');

describe('Yahtzee table picture', () => {
  it("says in its alt text who rolled what, in the table's language", () => {
    const view = publicViewOf(yahtzee, yahtzeeInPlay());
    const dice = view.turn.dice.join(' ');
    expect(renderYahtzeeTable(view, { locale: 'en', names: YAHTZEE_NAMES }).alt).toContain(`王小明 rolled ${dice}`);
    expect(renderYahtzeeTable(view, { locale: 'zh-CN', names: YAHTZEE_NAMES }).alt).toContain(`王小明 掷出 ${dice}`);
  });
});

describe('Yahtzee picture for a phone', () => {
  const texts = (state: ReturnType<typeof yahtzeeEight>, locale: 'en' | 'zh-CN' | 'ko' = 'en') =>
    recordPicture(renderYahtzeeTable(publicViewOf(yahtzee, state), { locale, names: YAHTZEE_NAMES }), locale).filter((d) => d.kind === 'text');

  it('names every one of eight players whole, with their total, and shows the card of the player to act only', () => {
    const state = yahtzeeEight();
    const view = publicViewOf(yahtzee, state);
    const drawn = texts(state).map((d) => d.text);
    for (const id of view.order) expect(drawn).toContain(YAHTZEE_NAMES[id]);
    expect(drawn).toContain("Chloé's card");
    expect(drawn.filter((s) => s.endsWith("'s card"))).toHaveLength(1);
    for (const id of view.order) expect(drawn).toContain(String(view.totals[id]));
  });

  it('ranks by total: the list reads from the highest total down', () => {
    const view = publicViewOf(yahtzee, yahtzeeEight());
    const drawn = texts(yahtzeeEight());
    const nameRows = view.order.map((id) => ({ id, y: drawn.find((d) => d.text === YAHTZEE_NAMES[id])!.y }));
    const byPosition = [...nameRows].sort((a, b) => a.y - b.y).map((r) => view.totals[r.id]!);
    expect(byPosition).toEqual([...byPosition].sort((a, b) => b - a));
  });

  it('at the end, everyone: upper and lower add up to the total, and the winner is named', () => {
    const view = publicViewOf(yahtzee, yahtzeeEightFinished());
    const drawn = texts(yahtzeeEightFinished()).map((d) => d.text);
    const best = Math.max(...view.order.map((id) => view.totals[id]!));
    const winner = view.order.find((id) => view.totals[id] === best)!;
    expect(drawn).toContain(`🏆 ${YAHTZEE_NAMES[winner]} · ${best}`);
    expect(drawn.some((s) => s.endsWith("'s card"))).toBe(false);
  });

  it('a name too long for its column gets a line of its own instead of being cut', () => {
    const names = { ...YAHTZEE_NAMES, e: 'Dmitri Alexandrovich Volkov-Rimsky' };
    const drawn = recordPicture(renderYahtzeeTable(publicViewOf(yahtzee, yahtzeeEight()), { locale: 'en', names }), 'en');
    const report = legibilityOf(drawn, 600);
    expect(report.cut).toEqual([]);
    expect(report.overlaps).toEqual([]);
    expect(
      drawn
        .filter((d) => d.kind === 'text')
        .map((d) => d.text)
        .join(' '),
    ).toContain('Dmitri Alexandrovich Volkov-Rimsky');
  });
});

describe('the words beside the Yahtzee picture', () => {
  it('carry the extra-Yahtzee rule, which the picture leaves out', () => {
    const c = CAPTION_CASES.find((c) => c.game === 'yahtzee' && c.name === 'in-play')!;
    const text = visibleText(toV2(tableCaption(GAMES, captionSession(c, 'en'))!, { picture: { filename: 't.png', alt: 'a' } }));
    expect(text).toContain('Extra Yahtzees: free choice of box');
    const drawn = recordPicture(renderYahtzeeTable(publicViewOf(yahtzee, c.state() as never), { locale: 'en', names: YAHTZEE_NAMES }), 'en');
    expect(drawn.some((d) => d.kind === 'text' && d.text.includes('Extra Yahtzees'))).toBe(false);
  });
});

describe('every Yahtzee picture of a whole eight-player game', () => {
  it('meets the phone goal: words ≥ 12 px, dice ≥ 16 px, nothing over anything, nothing cut', () => {
    const rng = ScriptedRng.dice(...fixedDice(3, 8000));
    let s = yahtzee.setup(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], { joker: 'free' }, rng);
    const failures: string[] = [];
    for (let step = 0; !s.finished; step++) {
      const player = s.order[s.current]!;
      // Roll, hold a die or two, roll again, score the first box offered: every kind of band and card shows up.
      const action: YahtzeeAction =
        s.turn.rolls === 0
          ? { type: 'roll' }
          : s.turn.rolls < 3 && step % 3 === 1
            ? { type: 'hold', index: step % 5 }
            : s.turn.rolls < 2
              ? { type: 'roll' }
              : { type: 'score', box: yahtzee.publicView(s).options[0]!.box };
      const result = yahtzee.apply(s, player, action, rng);
      if (!result.ok) throw new Error(result.rejection.code);
      s = result.state;
      if (step % 11 !== 0 && !s.finished) continue;
      for (const locale of ['en', 'ko'] as const) {
        const picture = renderYahtzeeTable(publicViewOf(yahtzee, s), { locale, names: YAHTZEE_NAMES });
        const report = legibilityOf(recordPicture(picture, locale), picture.width);
        if (!meetsGoal(report) || report.overlaps.length || report.cut.length) failures.push(`step ${step} ${locale}: ${report.smallestWord?.what}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
