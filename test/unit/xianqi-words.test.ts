import { describe, expect, it } from 'vitest';
import { xianqi } from '../../src/games/xianqi/rules.js';
import { xianqiUi } from '../../src/games/xianqi/view.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import { unpaidGou } from '../../src/games/xianqi/settlement.js';
import { xianqiLog } from '../../src/games/xianqi/log.js';
import { tableCaption, tableMessage } from '../../src/views/table.js';
import { gameLogEntry, gameLogText } from '../../src/history/game-log.js';
import { translator } from '../../src/i18n/catalog.js';
import { LOCALES } from '../../src/kernel/session.js';
import { gameLogId } from '../../src/ids/custom-id.js';
import { testRng } from '../support/test-rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'] as const;
const [a, b, c] = PLAYERS;
const BLACK: [string[], string[], string[]] = [
  ['rS1', 'rS2', 'bS1', 'bS2', 'rX1', 'rX2', 'bX1', 'bX2'],
  ['rM1', 'rM2', 'bM1', 'bM2', 'rC1', 'rC2', 'bC1', 'bC2'],
  ['rG1', 'bG1', 'rN1', 'rN2', 'rN3', 'bN1', 'bN2', 'bN3'],
];
const dealt = (hands: [string[], string[], string[]] = SCRIPTED_HANDS) => xianqi.setup([...PLAYERS], {}, new ScriptedRng(drawsForDeal(hands, 0)));
const session = (state: XianqiState, locale: (typeof LOCALES)[number] = 'en') =>
  sampleSession({ game: 'xianqi', phase: 'playing', state, config: {}, players: PLAYERS.map((id) => ({ id, name: id })), locale, deadline: 2e12 });
const words = (body: unknown) => JSON.stringify(body);
function act(s: XianqiState, p: string, action: XianqiAction): XianqiState {
  const r = xianqi.apply(s, p, action, testRng);
  if (!r.ok) throw new Error(`${p} ${action.type}: ${r.rejection.code}`);
  return r.state;
}

describe('掀棋: a black hand (黑棋) at the deal', () => {
  it('says in the table text and beside the picture that the game ended at the deal, whose hand it was, and that no chips move', () => {
    const s = dealt(BLACK);
    expect(s.phase).toBe('between');
    const text = words(tableMessage(GAMES, session(s)));
    const sentence = `Game 1 ended at the deal: <@${b}> <@${c}> were dealt black hands (黑棋: no 士 and no 相), so it is not played and no chips move.`;
    expect(text).toContain(sentence);
    expect(words(tableCaption(GAMES, session(s)))).toContain(sentence);
    // No row of zeros beside it: nothing changed hands.
    expect(text).not.toContain(`<@${a}>: 0 · `);
    expect(words(tableMessage(GAMES, session(s, 'zh-CN')))).toContain(`第 1 局发牌即结束：<@${b}> <@${c}> 拿到黑棋（无士无相），本局不打，筹码不变。`);
    expect(words(tableMessage(GAMES, session(s, 'ko')))).toContain('1판은 패를 돌리자마자 끝났습니다.');
    for (const locale of LOCALES) expectValidMessage(tableMessage(GAMES, session(s, locale)));
  });

  it('one black hand reads in the singular', () => {
    const one: [string[], string[], string[]] = [
      ['rS1', 'rS2', 'bS1', 'rX1', 'rX2', 'bX1', 'bX2', 'rM1'],
      ['bS2', 'rM2', 'bM1', 'bM2', 'rC1', 'rC2', 'bC1', 'bC2'],
      ['rG1', 'bG1', 'rN1', 'rN2', 'rN3', 'bN1', 'bN2', 'bN3'],
    ];
    const s = dealt(one);
    expect(s.lastSettlement?.blackHands).toEqual([c]);
    expect(words(tableMessage(GAMES, session(s)))).toContain(`<@${c}> was dealt a black hand`);
  });

  it('the game log says what happened, not a bare settlement', () => {
    const s = dealt(BLACK);
    const entry = gameLogEntry(GAMES, { session: session(s), events: [{ type: 'started' }] })!;
    const lines = gameLogText(GAMES, [entry], translator('en'));
    expect(lines).toContain(`Black hands (黑棋: no 士 and no 相) for <@${b}> <@${c}>: the game ends at the deal, no chips move`);
    expect(lines.join('\n')).not.toContain('Settled:');
    // An older stored line (no `black`) still reads.
    expect(xianqiLog.lineSchema.safeParse({ type: 'xianqi-settled', changes: { [a]: 0 } }).success).toBe(true);
  });
});

describe('掀棋: each game’s summary carries the game log', () => {
  it('between games the table offers the 📜 log, and the log may be read while the table plays on', () => {
    const s = dealt(BLACK);
    const between = session(s);
    const table = tableMessage(GAMES, between);
    const ids = table.components.flatMap((row) => row.components.map((x) => ('custom_id' in x ? x.custom_id : '')));
    expect(ids).toContain(gameLogId(between.id));
    expect(xianqiUi.logBetweenGames!(xianqi.publicView(s))).toBe(true);
    // During a game it is not offered.
    const playing = dealt();
    expect(playing.phase).toBe('decide');
    expect(xianqiUi.logBetweenGames!(xianqi.publicView(playing))).toBe(false);
    const during = session(playing);
    expect(words(tableMessage(GAMES, during))).not.toContain(gameLogId(during.id));
  });
});

describe('掀棋: a 够 player paid nothing is told why', () => {
  it('names who lifted when already 够 and did not reach 瓷, only when someone under 够 would have paid', () => {
    expect(unpaidGou(['a', 'b', 'c'], { a: 4, b: 1, c: 0 }, [{ xian: 'a', kou: 'b', wasGou: true }])).toEqual(['a']);
    expect(unpaidGou(['a', 'b', 'c'], { a: 6, b: 1, c: 0 }, [{ xian: 'a', kou: 'b', wasGou: true }])).toEqual([]);
    expect(unpaidGou(['a', 'b', 'c'], { a: 4, b: 1, c: 0 }, [{ xian: 'a', kou: 'b', wasGou: false }])).toEqual([]);
    expect(unpaidGou(['a', 'b', 'c'], { a: 4, b: 3, c: 3 }, [{ xian: 'a', kou: 'b', wasGou: true }])).toEqual([]);
  });

  it('the settlement text has one line saying why her 5 柱 were paid 0', () => {
    // a has 5 柱 and lifted b's knock when already 够; b knocks again and nobody lifts: settled at once.
    let s: XianqiState = { ...dealt(), zhu: { [a]: 5, [b]: 1, [c]: 0 }, relations: [{ xian: a, kou: b, wasGou: true }] };
    s = { ...s, phase: 'decide', starter: b, round: { ...s.round, toAct: b } };
    s = act(s, b, { type: 'kou' });
    s = act(s, s.asking[0]!, { type: 'pass' });
    s = act(s, s.asking[0]!, { type: 'pass' });
    expect(s.phase).toBe('between');
    expect(s.lastSettlement?.changes[a]).toBe(0);
    expect(s.lastSettlement?.unpaidGou).toEqual([a]);
    const line = `<@${a}> has 5 柱 (够) but collects nothing for it: they lifted (掀) when already 够 and did not reach 瓷.`;
    expect(words(tableMessage(GAMES, session(s)))).toContain(line);
    expect(words(tableCaption(GAMES, session(s)))).toContain(line);
    expect(words(tableMessage(GAMES, session(s, 'zh-CN')))).toContain(`<@${a}> 有 5 柱（够），但不收够的筹码`);
    expect(words(tableMessage(GAMES, session(s, 'ko')))).toContain(`<@${a}>님은 5柱로 够(달성)이지만 받는 칩이 없습니다.`);
  });
});

describe('the lobby names how many may sit', () => {
  it('"3 players" for a game of exactly three, a range otherwise, in each language', () => {
    const lobby = (game: 'xianqi' | 'holdem', locale: (typeof LOCALES)[number]) =>
      words(
        tableMessage(GAMES, sampleSession({ game, locale, config: game === 'holdem' ? { smallBlind: 10, bigBlind: 20, minBuyIn: 800, maxBuyIn: 2000 } : {} })),
      );
    expect(lobby('xianqi', 'en')).toContain('Seats: 3 players');
    expect(lobby('xianqi', 'en')).not.toContain('3 to 3');
    expect(lobby('xianqi', 'zh-CN')).toContain('人数：3 人');
    expect(lobby('xianqi', 'ko')).toContain('인원: 3명');
    expect(lobby('holdem', 'en')).toContain('Seats: 2 to 9 players');
  });
});
