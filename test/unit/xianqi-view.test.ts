import { describe, expect, it } from 'vitest';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import { xianqiUi } from '../../src/games/xianqi/view.js';
import { entryOf, MESSAGE_KEYS, translator } from '../../src/i18n/catalog.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { LOCALES } from '../../src/table/session.js';
import { cryptoRng } from '../../src/rng.js';
import { randomXianqiMove } from '../support/xianqi-deal.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];

describe('掀棋 table', () => {
  it('over random games: valid for Discord, and discards never appear anywhere but their owner\'s panel', () => {
    let moments = 0;
    for (let game = 0; game < 40; game++) {
      let s: XianqiState = xianqi.setup(PLAYERS, {}, cryptoRng);
      const discarded: Record<string, string[]> = {};
      while (s.phase !== 'between') {
        const session = sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [], locale: LOCALES[moments % 3]!, deadline: 2e12 });
        const table = tableMessage(session);
        expectValidMessage(table);
        expect(JSON.stringify(xianqi.publicView(s))).not.toMatch(/"hands"|"discards"/);
        for (const p of PLAYERS) {
          const panel = panelMessage(session, p, 'en');
          expectValidMessage(panel);
          for (const other of PLAYERS.filter((o) => o !== p)) {
            // another player's face-down pieces are in no panel but theirs
            for (const piece of s.secret.discards[other] ?? []) expect(JSON.stringify(xianqi.playerView(s, p))).not.toContain(`"${piece}"`);
          }
        }
        const p = actorOf(s)!;
        const action = randomXianqiMove(s, p, cryptoRng);
        if (action.type === 'discard') discarded[p] = [...(discarded[p] ?? []), ...action.pieces];
        const r = xianqi.apply(s, p, action, cryptoRng);
        if (!r.ok) throw new Error(r.rejection.code);
        s = r.state;
        moments++;
      }
      expectValidMessage(tableMessage(sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [], deadline: 2e12 })));
      for (const [p, pieces] of Object.entries(discarded)) expect(s.secret.discards[p]).toEqual(pieces);
    }
    expect(moments).toBeGreaterThan(200);
  });

  it('shows face-down discards as backs on the table', () => {
    let s = xianqi.setup(PLAYERS, {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS)));
    const [a, b, c] = PLAYERS as [string, string, string];
    const step = (p: string, action: XianqiAction) => {
      const r = xianqi.apply(s, p, action, cryptoRng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    };
    step(a, { type: 'nokou' });
    step(a, { type: 'play', pieces: ['rX1'] });
    step(b, { type: 'play', pieces: ['bS1'] });
    step(c, { type: 'discard', pieces: ['rN2'] });
    const last = JSON.stringify(tableMessage(sampleSession({ game: 'xianqi', phase: 'playing', state: { ...s, round: { ...s.round, plays: s.lastRound!.plays } }, config: {}, players: [] })));
    expect(last).toContain('🂠 1 face down');
    expect(last).not.toContain('🔴牛');
    expect(JSON.stringify(panelMessage(sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [] }), c, 'en'))).toContain('Your face-down pieces: 🔴牛');
  });
});

describe('掀棋 texts', () => {
  const [a, b, c] = PLAYERS as [string, string, string];
  const dealt = (hands: [string[], string[], string[]] = SCRIPTED_HANDS, starter = 0) => xianqi.setup(PLAYERS, {}, new ScriptedRng(drawsForDeal(hands, starter)));
  const session = (s: XianqiState, locale: (typeof LOCALES)[number] = 'en') => sampleSession({ game: 'xianqi', phase: 'playing', state: s, config: {}, players: [], locale, deadline: 2e12 });
  const controls = (body: { components: any[] }) => body.components.flatMap((row) => row.components.map((c: any) => c.custom_id as string));

  it('your own 扣 decision, and your own 掀 question, are in your panel, with their buttons', () => {
    let s = dealt();
    expect(actorOf(s)).toBe(a);
    const mine = panelMessage(session(s), a, 'en');
    expectValidMessage(mine);
    expect(JSON.stringify(mine)).toContain('You start this round. 扣 (knock) to dare the others to play this game on, or 不扣 to lead straight away.');
    expect(controls(mine).filter((id) => /:g:(kou|nokou)$/.test(id))).toHaveLength(2);
    expect(JSON.stringify(panelMessage(session(s), b, 'en'))).toContain(`Waiting for <@${a}>`);
    expect(controls(panelMessage(session(s), b, 'en'))).toEqual([]);
    const r = xianqi.apply(s, a, { type: 'kou' }, cryptoRng);
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    const asked = panelMessage(session(s), s.asking[0]!, 'ko');
    expect(JSON.stringify(asked)).toContain('扣(도전)했습니다. 掀(받기)로 도전을 받고 계속하거나');
    expect(controls(asked).filter((id) => /:g:(xian|pass)$/.test(id))).toHaveLength(2);
  });

  it('English and Korean tables gloss 扣, 掀, 柱, 够 and 瓷 where they first appear; /rules has a glossary', () => {
    const s = dealt();
    const en = JSON.stringify(tableMessage(session(s)));
    expect(en).toContain('扣 (knock: dare the others to play this game on)');
    expect(en).toContain('柱: one per 3 pieces won; 3 柱 is 够 (enough), 6 is 瓷 (solid)');
    const ko = JSON.stringify(tableMessage(session(s, 'ko')));
    expect(ko).toContain('扣(도전:');
    expect(ko).toContain('3柱는 够(충분), 6柱는 瓷(단단)');
    for (const locale of ['en', 'ko'] as const) {
      const rules = xianqiUi.rules(translator(locale));
      for (const term of ['扣', '掀', '柱', '够', '瓷']) expect(rules).toMatch(new RegExp(`${term} ?\\(`));
    }
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
    const text = JSON.stringify(tableMessage(session(s)));
    expect(text).toContain(`<@${b}> <@${c}>: a black hand (黑棋: no 士 and no 相).`);
  });
});
