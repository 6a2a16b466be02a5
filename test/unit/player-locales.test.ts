import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Rng } from '../../src/rng.js';
import { Runner } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { heard, spokenTo } from '../../src/views/player-locales.js';
import { turnPing, tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import { sessionSchema, type Session } from '../../src/kernel/session.js';
import { sampleSession } from '../support/sessions.js';
import { PanelKeeper } from '../../src/discord/panel-keeper.js';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemState } from '../../src/games/holdem/actions.js';
import type { MessageBody } from '../../src/kernel/views.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';
import { GAMES } from '../support/games.js';

const ANN = '100000000000000001';
const BO = '100000000000000002';
const CHAN = '100000000000000003';
const CH = '300000000000000041';

describe("each person's language at a table", () => {
  it('is noted when it changes, and left alone when it does not', () => {
    const s = sampleSession({ locale: 'ko' });
    const noted = heard(s, { userId: ANN, name: 'Ann', locale: 'en' });
    expect(noted.locales).toEqual({ [ANN]: 'en' });
    expect(heard(noted, { userId: ANN, name: 'Ann', locale: 'en' })).toBe(noted);
    expect(heard(noted, { userId: ANN, name: 'Ann', locale: 'zh-CN' }).locales).toEqual({ [ANN]: 'zh-CN' });
    expect(heard(noted, { userId: BO, name: 'Bo' })).toBe(noted);
    expect(sessionSchema.safeParse(noted).success).toBe(true);
  });

  it('a ping speaks the language the pinged person last used, else the table’s', () => {
    const s = sampleSession({ game: 'xianqi', locale: 'ko', locales: { [ANN]: 'en', [BO]: 'zh-CN', [CHAN]: 'en' } });
    expect(spokenTo(s, [ANN])).toBe('en');
    expect(turnPing(GAMES, s, [ANN]).content).toBe(`<@${ANN}>, your turn at 掀棋 Xianqi.`);
    expect(turnPing(GAMES, s, [BO]).content).toContain(`<@${BO}>，轮到你了`);
    // Two people who speak the same language are pinged in it; two who do not, in the table's.
    expect(spokenTo(s, [ANN, CHAN])).toBe('en');
    expect(spokenTo(s, [ANN, BO])).toBe('ko');
    // Someone never heard at this table: the table's language.
    expect(turnPing(GAMES, sampleSession({ game: 'xianqi', locale: 'ko' }), [ANN]).content).toContain('차례입니다');
  });

  it('the runner notes it with a join, the start and each move', async () => {
    let now = 1_000_000;
    const store = new MemorySessionStore(GAMES, 3_600_000, () => now);
    const runner = new Runner({
      games: GAMES,
      store,
      rng: new ScriptedRng(drawsForDeal(SCRIPTED_HANDS, 0)),
      now: () => now++,
      log: pino({ level: 'silent' }),
      cache: false,
    });
    const opened = await runner.open({ channelId: CH, guildId: null, host: { id: ANN, name: 'Ann' }, game: 'xianqi', config: {}, locale: 'ko' });
    if (opened.kind !== 'created') throw new Error(opened.kind);
    const target = { channelId: CH, sessionId: opened.session.id };
    await runner.join(target, { userId: BO, name: 'Bo', locale: 'zh-CN' });
    await runner.join(target, { userId: CHAN, name: 'Chan', locale: 'ko' });
    const started = await runner.start(target, { userId: ANN, name: 'Ann', locale: 'en' });
    if (started.kind !== 'ok') throw new Error(started.kind);
    expect(started.session.locales).toEqual({ [BO]: 'zh-CN', [CHAN]: 'ko', [ANN]: 'en' });
    const actor = actorOf(started.session.state as ReturnType<typeof xianqi.setup>)!;
    const moved = await runner.act({ ...target, version: started.session.stateVersion }, { userId: actor, name: 'x', locale: 'zh-CN' }, { type: 'nokou' });
    if (moved.kind !== 'ok') throw new Error(moved.kind);
    expect(moved.session.locales?.[actor]).toBe('zh-CN');
    // The public table stays in the table's language.
    expect(JSON.stringify(tableMessage(GAMES, moved.session))).not.toContain('your turn');
  });
});

describe('a private panel at a table in another language', () => {
  it("is in the reader's language, buttons and all, while the table stays in its own", () => {
    const state = xianqi.setup([ANN, BO, CHAN], {}, new ScriptedRng(drawsForDeal(SCRIPTED_HANDS, 0)));
    const s: Session = sampleSession({ game: 'xianqi', phase: 'playing', state, config: {}, locale: 'ko', deadline: 2e12, players: [] });
    expect(actorOf(state)).toBe(ANN);
    const panel = JSON.stringify(panelMessage(GAMES, s, ANN, 'en'));
    expect(panel).toContain('Knock (扣)');
    expect(panel).toContain('Your pieces');
    expect(panel).not.toMatch(/[가-힣]/);
    const table = JSON.stringify(tableMessage(GAMES, s));
    expect(table).toContain('扣 (덮기)');
    expect(table).toContain('내 말');
  });
});

describe('a panel kept current through its interaction', () => {
  it("keeps its reader's language when it follows the turn at a table in another", async () => {
    const rng: Rng = { int: () => 0 };
    let state: HoldemState = holdem.setup([ANN, BO], holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10 }), rng);
    const at = (st: HoldemState, version: number): Session =>
      sampleSession({
        game: 'holdem',
        config: {},
        phase: 'playing',
        locale: 'ko',
        players: [
          { id: ANN, name: 'Ann' },
          { id: BO, name: 'Bo' },
        ],
        state: st,
        turnToken: holdem.turnToken(st),
        tableMessageId: '7000',
        version,
        stateVersion: version,
        id: 'kept1',
        channelId: CH,
      });
    const edits: MessageBody[] = [];
    const keeper = new PanelKeeper({
      games: GAMES,
      edit: async (_app, _token, _m, body) => void edits.push(body as MessageBody),
      log: pino({ level: 'silent' }),
    });
    const first = state.hand!.toAct!;
    const other = first === ANN ? BO : ANN;
    keeper.drawn({ channelId: CH, userId: other, locale: 'en', applicationId: 'app', token: 't', message: '@original' }, at(state, 1));
    const r = holdem.apply(state, first, { type: 'call' }, rng);
    if (!r.ok) throw new Error(r.rejection.code);
    state = r.state;
    keeper.changed(at(state, 2));
    await new Promise((done) => setImmediate(done));
    expect(edits).toHaveLength(1);
    const shown = JSON.stringify(edits[0]);
    expect(shown).toContain('Your turn');
    expect(shown).not.toMatch(/[가-힣]/);
  });
});
