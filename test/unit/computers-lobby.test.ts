import { beforeEach, describe, expect, it } from 'vitest';
import { ann, bo, CH, computerTable, ok } from '../support/computer-table.js';
import { isComputer, seatNameOf } from '../../src/computers/seats.js';
import { sessionSchema } from '../../src/kernel/session.js';
import { decodeFormId, encodeFormId } from '../../src/ids/custom-id.js';
import { gameResult } from '../../src/table/game-results.js';
import { withSeatNames } from '../../src/computers/names.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

let t: ReturnType<typeof computerTable>;
const open = async (game = 'pirate', computers = 0, locale: 'en' | 'zh-CN' | 'ko' = 'en') => {
  const opened = await t.runner.open({
    channelId: CH,
    guildId: '900000000000000001',
    host: { id: ann.userId, name: 'Ann' },
    game,
    config: {},
    locale,
    computers,
  });
  return opened;
};

describe('computer seats in the lobby', () => {
  beforeEach(() => {
    t = computerTable();
  });

  it('the host adds computers up to the seat limit, ids c1.. that no Discord id can be, named in the table language', async () => {
    const opened = await open('pirate');
    if (opened.kind !== 'created') throw new Error(opened.kind);
    const target = { channelId: CH, sessionId: opened.session.id };
    let s = opened.session;
    for (let i = 0; i < GAMES.engine('pirate').maxPlayers - 1; i++) s = ok(await t.runner.computers(target, ann, 'add'));
    expect(s.players.map((p) => p.id)).toEqual([ann.userId, 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(s.players.slice(1).map((p) => p.name)).toEqual(['🤖 Ada', '🤖 Basil', '🤖 Clara', '🤖 Dexter', '🤖 Edith']);
    expect(s.computerSeed).toMatch(/^[0-9a-f]{64}$/);
    const full = await t.runner.computers(target, ann, 'add');
    expect(full.kind === 'rejected' && full.rejection).toEqual({ code: 'full', key: 'error.tableFull', params: { max: 6 } });
    // A person cannot take a seat a computer holds either.
    const join = await t.runner.join(target, bo);
    expect(join.kind === 'rejected' && join.rejection.code).toBe('full');
    // Ids never look like a snowflake, and the stored record accepts exactly these.
    for (const p of s.players.slice(1)) expect(/^\d+$/.test(p.id)).toBe(false);
    expect(sessionSchema.safeParse({ ...s, players: [...s.players, { id: 'bot', name: 'x' }] }).success).toBe(false);
    expect(sessionSchema.safeParse(s).success).toBe(true);
  });

  it('only the host, only before the start; removing takes the last computer away and it is gone', async () => {
    const opened = await open('yahtzee', 2);
    if (opened.kind !== 'created') throw new Error(opened.kind);
    const target = { channelId: CH, sessionId: opened.session.id };
    ok(await t.runner.join(target, bo));
    const notHost = await t.runner.computers(target, bo, 'add');
    expect(notHost.kind === 'rejected' && notHost.rejection.code).toBe('not-host');
    const fewer = ok(await t.runner.computers(target, ann, 'remove'));
    expect(fewer.players.map((p) => p.id)).toEqual([ann.userId, 'c1', bo.userId]);
    const started = ok(await t.runner.start(target, ann));
    expect(GAMES.engine('yahtzee').publicView(started.state).order).not.toContain('c2');
    const late = await t.runner.computers(target, ann, 'add');
    expect(late.kind === 'rejected' && late.rejection.code).toBe('started');
  });

  it('one person and computers make a table in every game; /play computers:N is held to the seat limit', async () => {
    for (const game of GAMES.ids()) {
      t = computerTable();
      const engine = GAMES.engine(game);
      const tooMany = await open(game, engine.maxPlayers);
      expect(tooMany.kind === 'rejected' && tooMany.rejection).toEqual({
        code: 'bad-options',
        key: 'command.problem.computers',
        params: { max: engine.maxPlayers, count: engine.maxPlayers - 1 },
      });
      const opened = await open(game, Math.max(1, engine.minPlayers - 1));
      if (opened.kind !== 'created') throw new Error(`${game}: ${opened.kind}`);
      const started = ok(await t.runner.start({ channelId: CH, sessionId: opened.session.id }, ann));
      expect(started.phase, game).toBe('playing');
    }
  });

  it('names computers in each language, and a lobby left with computers only closes', async () => {
    const opened = await open('bobing', 2, 'zh-CN');
    if (opened.kind !== 'created') throw new Error(opened.kind);
    expect(opened.session.players.slice(1).map((p) => p.name)).toEqual(['🤖 小明', '🤖 阿美']);
    expect(seatNameOf('c3', 'ko')).toBe('🤖 도윤');
    const left = ok(await t.runner.leave({ channelId: CH, sessionId: opened.session.id }, ann));
    expect(left.phase).toBe('finished');
  });

  it('a setup form carries the computers to its submit', () => {
    const id = encodeFormId({ game: 'bobing', turnSeconds: null, language: 'ko', computers: 3 });
    expect(decodeFormId(id, GAMES)).toEqual({ game: 'bobing', turnSeconds: null, language: 'ko', computers: 3 });
    expect(decodeFormId('o1:bobing:0:-', GAMES)).toEqual({ game: 'bobing', turnSeconds: null, language: null, computers: 0 });
  });
});

describe('computers in what the table shows and counts', () => {
  it('a computer mention becomes its seat name everywhere in a body, and is never allowed to ping', () => {
    const session = sampleSession({
      players: [
        { id: '100000000000000001', name: 'Ann' },
        { id: 'c1', name: '🤖 Ada' },
      ],
    });
    const body = withSeatNames(
      {
        content: '<@c1> bets',
        embeds: [{ title: 'x', fields: [{ name: '<@c1>', value: '<@100000000000000001> and <@c1>' }] }],
        components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'p1:<@c1>', label: '<@c1>' }] }],
        allowed_mentions: { parse: [], users: ['c1', '100000000000000001'] },
      },
      session,
    );
    expect(body.content).toBe('🤖 Ada bets');
    expect(body.embeds[0]!.fields).toEqual([{ name: '🤖 Ada', value: '<@100000000000000001> and 🤖 Ada' }]);
    expect((body.components[0]!.components[0] as { label: string }).label).toBe('🤖 Ada');
    expect((body.components[0]!.components[0] as { custom_id: string }).custom_id).toBe('p1:<@c1>');
    expect(body.allowed_mentions).toEqual({ parse: [], users: ['100000000000000001'] });
  });

  it('a game with a computer adds nothing to stats; the same game without one does', async () => {
    t = computerTable();
    const opened = await open('bobing', 1);
    if (opened.kind !== 'created') throw new Error(opened.kind);
    const started = ok(await t.runner.start({ channelId: CH, sessionId: opened.session.id }, ann));
    const finished = { ...started, phase: 'finished' as const, state: { ...(started.state as object), finished: true } };
    const withComputer = gameResult(GAMES, started, finished, [], 5);
    expect(withComputer).toBeNull();
    const humans = (s: typeof started) => ({ ...s, players: s.players.filter((p) => !isComputer(p.id)) });
    // The same change at a table of people only is counted (the game's own hook decides what).
    const counted = gameResult(GAMES, humans(started), humans(finished), [], 5);
    expect(counted?.players.map((p) => p.userId)).toContain(ann.userId);
  });
});
