import { describe, expect, it } from 'vitest';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import { xianqiUi } from '../../src/games/xianqi/view.js';
import { entryOf, MESSAGE_KEYS, translator } from '../../src/i18n/catalog.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { LOCALES } from '../../src/kernel/session.js';
import { testRng } from '../support/test-rng.js';
import { randomXianqiMove, drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { byRank, comboName } from '../../src/games/xianqi/piece-words.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];

describe('掀棋 table', () => {
  it("over random games: valid for Discord, and discards never appear anywhere but their owner's panel", () => {
    let moments = 0;
    for (let game = 0; game < 40; game++) {
      let s: XianqiState = xianqi.setup(PLAYERS, {}, testRng);
      const discarded: Record<string, string[]> = {};
      while (s.phase !== 'between') {
        const session = sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [], locale: LOCALES[moments % 3]!, deadline: 2e12 });
        const table = tableMessage(GAMES, session);
        expectValidMessage(table);
        expect(JSON.stringify(xianqi.publicView(s))).not.toMatch(/"hands"|"discards"/);
        for (const p of PLAYERS) {
          const panel = panelMessage(GAMES, session, p, 'en');
          expectValidMessage(panel);
          for (const other of PLAYERS.filter((o) => o !== p)) {
            // another player's face-down pieces are in no panel but theirs
            for (const piece of s.secret.discards[other] ?? []) expect(JSON.stringify(xianqi.playerView(s, p))).not.toContain(`"${piece}"`);
          }
        }
        const p = actorOf(s)!;
        const action = randomXianqiMove(s, p, testRng);
        if (action.type === 'discard') discarded[p] = [...(discarded[p] ?? []), ...action.pieces];
        const r = xianqi.apply(s, p, action, testRng);
        if (!r.ok) throw new Error(r.rejection.code);
        s = r.state;
        moments++;
      }
      expectValidMessage(tableMessage(GAMES, sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [], deadline: 2e12 })));
      for (const [p, pieces] of Object.entries(discarded)) expect(s.secret.discards[p]).toEqual(pieces);
    }
    expect(moments).toBeGreaterThan(200);
  });

  it('shows face-down discards as backs on the table', () => {
    let s = xianqi.setup(PLAYERS, {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS)));
    const [a, b, c] = PLAYERS as [string, string, string];
    const step = (p: string, action: XianqiAction) => {
      const r = xianqi.apply(s, p, action, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    };
    step(a, { type: 'nokou' });
    step(a, { type: 'play', pieces: ['rX1'] });
    step(b, { type: 'play', pieces: ['bS1'] });
    step(c, { type: 'discard', pieces: ['rN2'] });
    const last = JSON.stringify(
      tableMessage(
        GAMES,
        sampleSession({ game: 'xianqi', phase: 'playing', state: { ...s, round: { ...s.round, plays: s.lastRound!.plays } }, config: {}, players: [] }),
      ),
    );
    expect(last).toContain('🂠 1 piece face down');
    expect(last).not.toContain('🔴牛');
    expect(JSON.stringify(panelMessage(GAMES, sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [] }), c, 'en'))).toContain(
      'Your face-down pieces: 🔴牛',
    );
  });
});

describe('掀棋 texts', () => {
  const [a, b, c] = PLAYERS as [string, string, string];
  const dealt = (hands: [string[], string[], string[]] = SCRIPTED_HANDS, starter = 0) =>
    xianqi.setup(PLAYERS, {}, new ScriptedRng(drawsForDeal(hands, starter)));
  const session = (s: XianqiState, locale: (typeof LOCALES)[number] = 'en') =>
    sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [], locale, deadline: 2e12 });
  const controls = (body: { components: any[] }) => body.components.flatMap((row) => row.components.map((c: any) => c.custom_id as string));

  it('your own 扣 decision, and your own 掀 question, are in your panel with their buttons, saying what each risks and wins', () => {
    let s = dealt();
    expect(actorOf(s)).toBe(a);
    const mine = panelMessage(GAMES, session(s), a, 'en');
    expectValidMessage(mine);
    const decide = JSON.stringify(mine);
    expect(decide).toContain('You start this round: knock (扣) or lead straight away (不扣)?');
    expect(decide).toContain('**Knock (扣)**: offer to end the game here. If neither of the others lifts (掀), the game is settled at once.');
    expect(decide).toContain('they pay you 1 chip if they end the game short of 够 (3 柱)');
    expect(decide).toContain('Settled now: no chips would change hands.');
    expect(controls(mine).filter((id) => /:g:(kou|nokou)$/.test(id))).toHaveLength(2);
    expect(JSON.stringify(panelMessage(GAMES, session(s), b, 'en'))).toContain(`Waiting for <@${a}>`);
    expect(controls(panelMessage(GAMES, session(s), b, 'en')).map((id) => id.split(':').slice(3).join(':'))).toEqual(['g:refresh']);
    const r = xianqi.apply(s, a, { type: 'kou' }, testRng);
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    const [first, second] = s.asking as [string, string];
    const asked = JSON.stringify(panelMessage(GAMES, session(s), first, 'en'));
    expect(asked).toContain(`If you end this game short of 够 (3 柱), you pay <@${a}> 1 chip.`);
    expect(asked).toContain(`**Don't lift (不掀)**: <@${second}> is asked next; if they don't lift either, the game is settled now.`);
    const ko = panelMessage(GAMES, session(s), first, 'ko');
    expect(JSON.stringify(ko)).toContain(`<@${a}>님이 扣(덮기)해서 여기서 판을 끝내자고 합니다.`);
    expect(JSON.stringify(ko)).toContain('판이 끝날 때 내가 够(3柱)에 못 미치면');
    expect(controls(ko).filter((id) => /:g:(xian|pass)$/.test(id))).toHaveLength(2);
    // the last one asked: passing settles now; a player already 够 risks no chip but the 够 payments
    const last = { ...s, asking: [second], zhu: { ...s.zhu, [second]: 4 } };
    const lastAsked = JSON.stringify(panelMessage(GAMES, session(last), second, 'en'));
    expect(lastAsked).toContain("**Don't lift (不掀)**: the game is settled now.");
    expect(lastAsked).toContain('You are already 够, so lifting costs nothing, but unless you reach 瓷 (6 柱) you collect no 够 payments this game.');
    expect(lastAsked).toContain(`Settled now: <@${a}> -1 · <@${b}> -1 · <@${c}> -1`.replace(`<@${second}> -1`, `<@${second}> +2`));
  });

  it('English and Korean tables gloss 扣, 掀, 柱, 够 and 瓷 where they first appear; /rules has a glossary; nothing inflects a hanzi', () => {
    const s = dealt();
    const en = JSON.stringify(tableMessage(GAMES, session(s)));
    expect(en).toContain('knock (扣), offering to end the game here');
    expect(en).toContain('柱: one per 3 pieces won; 3 柱 is 够 (enough), 6 is 瓷 (solid: the big win)');
    const ko = JSON.stringify(tableMessage(GAMES, session(s, 'ko')));
    expect(ko).toContain('扣(덮기:');
    expect(ko).toContain('3柱는 够(달성), 6柱는 瓷(대승)');
    for (const locale of ['en', 'ko'] as const) {
      const rules = xianqiUi.rules(translator(locale));
      for (const term of ['扣', '掀', '柱', '够', '瓷']) expect(rules).toMatch(new RegExp(`${term} ?\\(`));
    }
    for (const key of MESSAGE_KEYS) {
      const entry = entryOf('en', key);
      for (const form of typeof entry === 'string' ? [entry] : Object.values(entry)) expect(form, key).not.toMatch(/[扣掀](s|ed|ing)\b/);
    }
  });

  it("names each piece in the reader's language, sorts the hand high to low, and gives the order in the panel", () => {
    const s = dealt();
    const en = panelMessage(GAMES, session(s), a, 'en');
    const title = (en.embeds[0] as any).title as string;
    expect(title).toBe('Your pieces: 🔴士 🔴士 🔴相 🔴马 🔴马 🔴车 🔴车 ⚫牛');
    expect((en.embeds[0] as any).footer.text).toContain('士 advisor > 相 elephant > 马 horse > 车 chariot = 狗 cannon (same colour) > 牛 soldier');
    expect((panelMessage(GAMES, session(s), c, 'ko').embeds[0] as any).title).toBe('내 말: 🔴相 ⚫相 🔴狗 ⚫狗 🔴牛 🔴牛 ⚫牛 ⚫牛');
    expect((panelMessage(GAMES, session(s), c, 'ko').embeds[0] as any).footer.text).toContain('士(사) > 相(상) > 马(마) > 车(차) = 같은 색 狗(포) > 牛(졸)');
    // a leader's menu names each play: a single, a pair, 狗脚对, three 牛 of one colour
    const opened = xianqi.apply(s, a, { type: 'nokou' }, testRng);
    if (!opened.ok) throw new Error('nokou');
    const led = xianqi.apply(opened.state, a, { type: 'play', pieces: ['bN1'] }, testRng);
    if (!led.ok) throw new Error('lead');
    const menu = (body: { components: any[] }) => body.components.flatMap((row) => row.components).find((c: any) => c.type === 3);
    const cLeads = { ...led.state, round: { count: null, plays: [], best: null, toAct: c } };
    const options = menu(panelMessage(GAMES, session(cLeads), c, 'en')).options.map((o: any) => `${o.label} = ${o.description}`);
    expect(options).toContain('🔴狗 = red cannon');
    expect(options).toContain('🔴狗 ⚫狗 = 狗脚对: red + black cannon, as big as the red advisor pair');
    expect(options).toContain('🔴牛 🔴牛 = pair of red soldiers');
    expect(options).toContain('⚫牛 ⚫牛 = pair of black soldiers');
    expect(menu(panelMessage(GAMES, session(cLeads), c, 'zh-CN')).options.map((o: any) => o.description)).toContain('红牛对');
    const threeRed = ['rN1', 'rN2', 'rN3'];
    expect([comboName(threeRed, translator('en')), comboName(threeRed, translator('zh-CN')), comboName(threeRed, translator('ko'))]).toEqual([
      'three red soldiers',
      '红三牛',
      '빨강 졸 세 개',
    ]);
    expect(byRank(['bN1', 'rG1', 'bC1', 'rC2', 'bS1', 'rX1'])).toEqual(['bS1', 'rX1', 'rC2', 'rG1', 'bC1', 'bN1']);
  });

  it('a player who must discard is told what they cannot beat, and the menu names the pieces', () => {
    let s = dealt();
    const step = (p: string, action: XianqiAction) => {
      const r = xianqi.apply(s, p, action, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    };
    step(a, { type: 'nokou' });
    step(a, { type: 'play', pieces: ['rS1', 'rS2'] });
    // b holds a black 士 pair, which does not beat the red one: b must discard two
    expect(xianqi.playerView(s, b).choice).toEqual({ kind: 'discard', count: 2 });
    const panel = panelMessage(GAMES, session(s), b, 'en');
    const text = JSON.stringify(panel);
    expect(text).toContain(`Nothing in your hand beats <@${a}>'s 🔴士 🔴士 (pair of red advisors): discard 2 pieces face down (nobody else sees them).`);
    expect((panel.embeds[0] as any).description).not.toBe('\u200b');
    const menu = panel.components.flatMap((row: any) => row.components).find((c: any) => c.type === 3) as any;
    expect(menu.options[0]).toMatchObject({ label: '⚫士', description: 'black advisor' });
    expect(JSON.stringify(panelMessage(GAMES, session(s), b, 'zh-CN'))).toContain(
      `<@${a}> 出的 🔴士 🔴士（红士对），你手里没有能压过的组合：垫 2 张（朝下，别人看不到）。`,
    );
    expect(JSON.stringify(panelMessage(GAMES, session(s), b, 'ko'))).toContain(
      `<@${a}>님이 낸 🔴士 🔴士(빨강 사 두 개)보다 큰 조합이 없습니다. 2개를 엎어 내세요`,
    );
  });

  it("recaps the last round's plays on the table, and explains 🔥 and each payment", () => {
    let s = dealt();
    const step = (p: string, action: XianqiAction) => {
      const r = xianqi.apply(s, p, action, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    };
    step(a, { type: 'kou' });
    step(s.asking[0]!, { type: 'xian' });
    const lifter = s.activeXian!;
    step(a, { type: 'play', pieces: ['rX1'] });
    step(b, { type: 'play', pieces: ['bS1'] });
    step(c, { type: 'discard', pieces: ['rN2'] });
    const table = JSON.stringify(tableMessage(GAMES, session(s)));
    expect(table).toContain(`Round 1: <@${b}> takes 1 柱`);
    expect(table).toContain(`<@${a}>: 🔴相 (red elephant)`);
    expect(table).toContain(`<@${b}>: ⚫士 (black advisor)`);
    expect(table).toContain(`<@${c}>: 🂠 1 piece face down`);
    expect(table).toContain('🔥 = the last to lift (掀): asked first at the next knock');
    expect(table).toContain(`<@${lifter}> lifted <@${a}>'s knock`);
    expect(JSON.stringify(tableMessage(GAMES, session(s, 'zh-CN')))).toContain(`<@${a}>：🔴相（红相）`);
    // the game ends with the next knock nobody lifts: the lifter, short of 够, pays the knocker; nobody reads "nobody lifted" as a contradiction
    const settled = {
      ...s,
      phase: 'between' as const,
      lastSettlement: {
        gameNo: 1,
        reason: 'no-xian' as const,
        zhu: s.zhu,
        changes: {},
        payments: [{ from: lifter, to: a, amount: 1, reason: 'xian' as const }],
        blackHands: [],
      },
    };
    const end = JSON.stringify(tableMessage(GAMES, session(settled)));
    expect(end).toContain('Settlement, game 1: nobody lifted (掀) the last knock');
    expect(end).toContain(`<@${lifter}> → <@${a}>: 1 (<@${lifter}> lifted <@${a}>'s knock and ended short of 够)`);
    expect(end).not.toMatch(/[扣掀]ed/);
  });

  it("between games the panel says the game is over instead of showing the settled game's pieces", () => {
    let s = dealt();
    const act = (p: string, action: XianqiAction) => {
      const r = xianqi.apply(s, p, action, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    };
    act(a, { type: 'kou' });
    act(s.asking[0]!, { type: 'pass' });
    act(s.asking[0]!, { type: 'pass' }); // nobody lifts: game 1 is settled at once
    expect(s.phase).toBe('between');
    const panel = panelMessage(GAMES, session(s), a, 'en');
    expectValidMessage(panel);
    expect(JSON.stringify(panel)).toContain('Game 1 is over: its settlement is on the table.');
    expect(JSON.stringify(panel)).not.toContain('🔴士');
    expect(panel.components).toEqual([]);
    const table = JSON.stringify(tableMessage(GAMES, session(s)));
    expect(table).toContain(`<@${a}> · 柱 0 · chips`);
    expect(table).not.toMatch(/\d+ left/);
  });

  it('no panel text cites a rule section number', () => {
    for (const locale of LOCALES) {
      for (const key of MESSAGE_KEYS.filter((k) => k.startsWith('xianqi.'))) {
        const entry = entryOf(locale, key);
        for (const form of typeof entry === 'string' ? [entry] : Object.values(entry)) expect(form, `${locale} ${key}`).not.toMatch(/\(\d+\.\d+\)/);
      }
    }
  });

  it('a black hand ending the game names whose hand it was', () => {
    const black: [string[], string[], string[]] = [
      ['rS1', 'rS2', 'bS1', 'bS2', 'rX1', 'rX2', 'bX1', 'bX2'],
      ['rM1', 'rM2', 'bM1', 'bM2', 'rC1', 'rC2', 'bC1', 'bC2'],
      ['rG1', 'bG1', 'rN1', 'rN2', 'rN3', 'bN1', 'bN2', 'bN3'],
    ];
    const s = dealt(black);
    expect(s.phase).toBe('between');
    const text = JSON.stringify(tableMessage(GAMES, session(s)));
    expect(text).toContain(`<@${b}> <@${c}> were dealt black hands (黑棋: no 士 and no 相)`);
  });
});
