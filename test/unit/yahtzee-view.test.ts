import { describe, expect, it } from 'vitest';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeAction, YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { yahtzeeUi } from '../../src/games/yahtzee/view.js';
import { translator } from '../../src/i18n/catalog.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { scoringOptions } from '../../src/games/yahtzee/scoring.js';
import { tableMessage } from '../../src/views/table.js';
import { LOCALES } from '../../src/kernel/session.js';
import { testRng } from '../support/test-rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { GAMES } from '../support/games.js';

const PLAYERS = Array.from({ length: 8 }, (_, i) => `10000000000000000${i + 1}`);

describe('Yahtzee table', () => {
  it("with 8 players, every moment of a whole game fits Discord's limits in every language", () => {
    let state: YahtzeeState = yahtzee.setup(PLAYERS, { joker: 'forced' }, testRng);
    let moments = 0;
    while (!state.finished) {
      const player = state.order[state.current]!;
      for (const step of ['roll', 'hold', 'roll', 'score'] as const) {
        const action =
          step === 'score'
            ? { type: 'score' as const, box: scoringOptions(state.cards[player] ?? {}, state.turn.dice, state.joker)[0]!.box }
            : step === 'hold'
              ? { type: 'hold' as const, index: 2 }
              : { type: 'roll' as const };
        const result = yahtzee.apply(state, player, action, testRng);
        if (!result.ok) throw new Error(result.rejection.code);
        state = result.state;
        const session = sampleSession({
          game: 'yahtzee',
          phase: state.finished ? 'finished' : 'playing',
          state,
          players: PLAYERS.map((id, i) => ({ id, name: `P${i}` })),
          locale: LOCALES[moments % 3]!,
          deadline: 2_000_000_000_000,
        });
        expectValidMessage(tableMessage(GAMES, session));
        moments++;
      }
    }
    expect(moments).toBe(8 * 13 * 4);
  });

  it('shows every open box with the points it would score now, and the dice to hold in one menu', () => {
    let state = yahtzee.setup(PLAYERS.slice(0, 2), { joker: 'free' }, testRng);
    const rolled = yahtzee.apply(state, PLAYERS[0]!, { type: 'roll' }, { int: () => 3 }); // four 4s... all dice show 4
    if (!rolled.ok) throw new Error('roll');
    state = rolled.state;
    const body = tableMessage(GAMES, sampleSession({ game: 'yahtzee', phase: 'playing', state, players: [], locale: 'zh-CN' }));
    const [holdRow, controls, select] = body.components as any[];
    // The dice to hold are one menu (one control, not five buttons): each die with its face, none held yet.
    const hold = holdRow.components[0];
    expect(hold).toMatchObject({ min_values: 0, max_values: 5, placeholder: '选择要保留的骰子…' });
    expect(hold.options.map((o: any) => [o.label, o.emoji.name, o.default])).toEqual([1, 2, 3, 4, 5].map((n) => [`第 ${n} 颗：4 点`, '⚃', false]));
    expect(controls.components[0].label).toBe('掷骰（剩 2 次）');
    const options = select.components[0].options.map((o: any) => o.label);
    expect(options).toHaveLength(13);
    expect(options).toContain('快艇：50 分');
    expect(options).toContain('葫芦：0 分');
    expect(options).toContain('四点：20 分');
    // the seed's 全选 stays, and says what it scores, so that a menu does not read it as "select all"
    const chance = select.components[0].options.find((o: any) => o.value === 'chance');
    expect(chance).toMatchObject({ label: '全选：20 分', description: '任意组合：五颗骰子的点数之和' });
  });
});

describe('Yahtzee texts', () => {
  const [A, B] = PLAYERS as [string, string];
  const text = (state: YahtzeeState, locale: (typeof LOCALES)[number] = 'en', closedBy: string | null = null) => {
    const body = tableMessage(
      GAMES,
      sampleSession({
        game: 'yahtzee',
        config: { joker: 'free' },
        phase: state.finished || closedBy ? 'finished' : 'playing',
        closedBy,
        state,
        players: [],
        locale,
        deadline: null,
      }),
    );
    expectValidMessage(body);
    return JSON.stringify(body);
  };
  const step = (s: YahtzeeState, p: string, action: YahtzeeAction, dice: number[] = []) => {
    const r = yahtzee.apply(s, p, action, ScriptedRng.dice(...dice));
    if (!r.ok) throw new Error(r.rejection.code);
    return r.state;
  };

  it('says "1 point", not "1 points", in the scoring menu', () => {
    const s = step(yahtzee.setup([A], { joker: 'free' }, testRng), A, { type: 'roll' }, [1, 2, 2, 3, 6]);
    expect(text(s)).toContain('"Ones: 1 point"');
    expect(text(s)).toContain('"Twos: 4 points"');
  });

  it('cards name the lower boxes in full, in every language: no 3K, FH or Ch', () => {
    const s = step(yahtzee.setup([A], { joker: 'free' }, testRng), A, { type: 'roll' }, [1, 2, 2, 3, 6]);
    const en = text(s);
    for (const name of ['Three of a kind –', 'Four of a kind –', 'Full house –', 'Small straight –', 'Large straight –', 'Yahtzee –', 'Chance –'])
      expect(en).toContain(name);
    expect(en).not.toMatch(/\b(3K|4K|FH|SS|LS|Yz|Ch) /);
    expect(text(s, 'zh-CN')).toContain('三条 – · 四条 –');
    const body = tableMessage(GAMES, sampleSession({ game: 'yahtzee', config: { joker: 'free' }, phase: 'playing', state: s, players: [] }));
    const menu = (body.components.at(-1) as any).components[0].options;
    expect(menu.find((o: any) => o.value === 'threeKind')).toMatchObject({
      label: 'Three of a kind: 0 points',
      description: 'At least 3 alike: sum of all dice',
    });
  });

  it('Korean cards use full box names', () => {
    const s = step(yahtzee.setup([A], { joker: 'free' }, testRng), A, { type: 'roll' }, [1, 2, 2, 3, 6]);
    const ko = text(s, 'ko');
    for (const name of ['풀하우스 –', '스몰 스트레이트 –', '라지 스트레이트 –', '쓰리 오브 어 카인드 –']) expect(ko).toContain(name);
    expect(ko).not.toMatch(/풀하 –|S\.스|L\.스/);
  });

  it('a finished card says nothing of a bonus it can no longer earn; the final ranking lists leavers as left, unranked', () => {
    let s = yahtzee.setup([A, B], { joker: 'free' }, testRng);
    s = step(s, A, { type: 'roll' }, [6, 6, 6, 6, 6]);
    s = step(s, A, { type: 'score', box: 'yahtzee' });
    s = yahtzee.forfeit(s, A, testRng).state;
    while (!s.finished) {
      s = step(s, B, { type: 'roll' }, [1, 1, 2, 3, 5]);
      s = step(s, B, { type: 'score', box: yahtzee.publicView(s).options.at(-1)!.box });
    }
    const final = text(s);
    expect(final).not.toMatch(/more for \+35/);
    expect(final).toContain(`🏆 1. <@${B}>`);
    expect(final).toContain(`<@${A}>: 50 (left the game, not ranked)`);
    expect(final).not.toContain(`1. <@${A}>`);
    expect(text(s, 'ko')).toContain('(게임에서 나감, 순위 없음)');
  });

  it('when everyone still playing is away, the table says it is paused', () => {
    const s = { ...yahtzee.setup([A, B], { joker: 'free' }, testRng), away: [A, B] };
    expect(text(s)).toContain('the table is paused');
    expect(text({ ...s, away: [A] })).not.toContain('paused');
  });

  it('the rules say the Forced Joker applies whenever the Yahtzee box is filled, with 50 or with 0', () => {
    const t = translator('en');
    expect(yahtzeeUi.rules(t, { joker: 'forced' })).toContain('with 50 or with 0');
  });
});
