import { describe, expect, it } from 'vitest';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { LOCALES } from '../../src/store/session.js';
import { cryptoRng } from '../../src/rng.js';
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
        const choice = xianqi.playerView(s, p).choice;
        const options: XianqiAction[] =
          s.phase === 'decide' ? [{ type: 'kou' }, { type: 'nokou' }]
          : s.phase === 'ask' ? [{ type: 'xian' }, { type: 'pass' }]
          : choice!.kind === 'discard' ? [{ type: 'discard', pieces: s.secret.hands[p]!.slice(0, choice!.count) }]
          : choice!.options.map((pieces) => ({ type: 'play', pieces }) as XianqiAction);
        const action = options[cryptoRng.int(options.length)]!;
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
