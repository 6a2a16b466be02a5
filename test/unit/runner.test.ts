import { beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import type { SessionStore } from '../../src/table/session-store.js';
import { decorateStore } from '../../src/store/decorate-store.js';
import { CorruptSessionError, type Session } from '../../src/kernel/session.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sceneOf } from '../../src/discord/pictures.js';
import { GAMES } from '../support/games.js';

const CH = '300000000000000001';
const ann = { userId: '100000000000000001', name: 'Ann' };
const bo = { userId: '100000000000000002', name: 'Bo' };
const cy = { userId: '100000000000000003', name: 'Cy' };

let now = 1_000_000;
let store: MemorySessionStore;
let rng: ScriptedRng;
let runner: Runner;

function ok(result: RunResult | { kind: string }): Session {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return (result as Extract<RunResult, { kind: 'ok' }>).session;
}

async function openTable(turnSeconds = 30): Promise<Session> {
  const opened = await runner.open({
    channelId: CH,
    guildId: '900000000000000001',
    host: { id: ann.userId, name: 'Ann' },
    game: 'pirate',
    config: {},
    turnSeconds,
    locale: 'en',
  });
  if (opened.kind !== 'created') throw new Error(opened.kind);
  return opened.session;
}

/** Opens, seats Ann and Bo and starts; Ann rolls 6s for the order, Bo 1s, so Ann bets first. */
async function startedGame(): Promise<Session> {
  const s = await openTable();
  await runner.join({ channelId: CH, sessionId: s.id }, bo);
  rng.dice(...Array(15).fill(6), ...Array(15).fill(1), ...Array(30).fill(3));
  return ok(await runner.start({ channelId: CH, sessionId: s.id }, ann));
}

// Every case runs with the runner's session cache and without it: the cache is only ever a first guess.
describe.each([
  ['with the session cache', true],
  ['without a session cache', false],
] as const)('runner %s', (_name, cache) => {
  beforeEach(() => {
    now = 1_000_000;
    store = new MemorySessionStore(GAMES, 3_600_000, () => now);
    rng = new ScriptedRng();
    runner = new Runner({ games: GAMES, store, rng, now: () => now, log: pino({ level: 'silent' }), cache });
  });

  describe('lobby', () => {
    it('opens one table per channel', async () => {
      const s = await openTable();
      const second = await runner.open({ channelId: CH, guildId: null, host: { id: bo.userId, name: 'Bo' }, game: 'pirate', config: {}, locale: 'en' });
      expect(second.kind).toBe('occupied');
      expect(second.kind === 'occupied' && second.session?.id).toBe(s.id);
    });

    it('answers options of the wrong shape as an out-of-date command, never with zod words', async () => {
      const r = await runner.open({
        channelId: CH,
        guildId: null,
        host: { id: ann.userId, name: 'Ann' },
        game: 'pirate',
        config: { onesWild: 'sometimes' },
        locale: 'en',
      });
      expect(r.kind === 'rejected' && r.rejection).toEqual({ code: 'bad-options', key: 'error.unknownCommand' });
      expect(await store.load(CH)).toBeNull();
    });

    it("says what is wrong with a game's options, as a message naming the option", async () => {
      const open = (config: unknown) =>
        runner.open({ channelId: CH, guildId: null, host: { id: ann.userId, name: 'Ann' }, game: 'holdem', config, locale: 'en' });
      expect(await open({ smallBlind: 30, bigBlind: 20 })).toMatchObject({
        kind: 'rejected',
        rejection: { code: 'bad-options', key: 'holdem.problem.bigBelowSmall', params: { big: 20, small: 30 } },
      });
      expect(await open({ smallBlind: 0, bigBlind: 20 })).toMatchObject({
        rejection: { key: 'holdem.problem.smallBlind', params: { min: 1, max: 1_000_000 } },
      });
      expect(await open({ minBuyIn: 5000, maxBuyIn: 4000 })).toMatchObject({
        rejection: { key: 'holdem.problem.maxBelowMin', params: { max: 4000, min: 5000 } },
      });
      expect(await store.load(CH)).toBeNull();
    });

    it('refuses a turn timer outside 15 to 600 seconds', async () => {
      for (const turnSeconds of [5, 601, 30.5]) {
        const r = await runner.open({
          channelId: CH,
          guildId: null,
          host: { id: ann.userId, name: 'Ann' },
          game: 'pirate',
          config: {},
          turnSeconds,
          locale: 'en',
        });
        expect(r.kind === 'rejected' && r.rejection).toEqual({ code: 'bad-options', key: 'command.problem.turnSeconds', params: { min: 15, max: 600 } });
      }
      expect(await store.load(CH)).toBeNull();
    });

    it('seats players up to the maximum, once each', async () => {
      const s = await openTable();
      const target = { channelId: CH, sessionId: s.id };
      ok(await runner.join(target, bo));
      const again = await runner.join(target, bo);
      expect(again.kind === 'rejected' && again.rejection.code).toBe('seated');
      for (let i = 3; i <= 6; i++) ok(await runner.join(target, { userId: `10000000000000000${i}`, name: `P${i}` }));
      const full = await runner.join(target, { userId: '100000000000000009', name: 'Late' });
      expect(full.kind === 'rejected' && full.rejection.code).toBe('full');
    });

    it('only the host starts, and only with enough players', async () => {
      const s = await openTable();
      const target = { channelId: CH, sessionId: s.id };
      const alone = await runner.start(target, ann);
      expect(alone.kind === 'rejected' && alone.rejection.code).toBe('too-few');
      ok(await runner.join(target, bo));
      const notHost = await runner.start(target, bo);
      expect(notHost.kind === 'rejected' && notHost.rejection.code).toBe('not-host');
    });

    it('hands the host seat on when the host leaves, and closes an empty lobby', async () => {
      const s = await openTable();
      const target = { channelId: CH, sessionId: s.id };
      ok(await runner.join(target, bo));
      expect(ok(await runner.leave(target, ann)).hostId).toBe(bo.userId);
      const closed = ok(await runner.leave(target, bo));
      expect(closed.phase).toBe('finished');
      expect((await runner.open({ channelId: CH, guildId: null, host: { id: cy.userId, name: 'Cy' }, game: 'pirate', config: {}, locale: 'en' })).kind).toBe(
        'created',
      );
    });
  });

  describe('moves', () => {
    it('applies a move at the current version and refuses one from an older version', async () => {
      const s = await startedGame();
      const at = { channelId: CH, sessionId: s.id, version: s.stateVersion };
      const moved = ok(await runner.act(at, ann, { type: 'bet', face: 3, count: 2 }));
      expect(moved.stateVersion).toBe(s.stateVersion + 1);
      const stale = await runner.act(at, bo, { type: 'challenge' });
      expect(stale.kind).toBe('stale');
      expect((await store.load(CH))!.version).toBe(moved.version);
    });

    it('treats a click on a message that is no longer the table as stale', async () => {
      const s = await startedGame();
      ok(await runner.setTableMessage(CH, s.id, '555'));
      const fromOld = await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion, messageId: '444' }, ann, { type: 'bet', face: 3, count: 2 });
      expect(fromOld.kind).toBe('stale');
      const fromCurrent = await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion, messageId: '555' }, ann, {
        type: 'bet',
        face: 3,
        count: 2,
      });
      expect(fromCurrent.kind).toBe('ok');
    });

    it("noting the table message does not stale anyone's controls", async () => {
      const s = await startedGame();
      const noted = ok(await runner.setTableMessage(CH, s.id, '555'));
      expect(noted.stateVersion).toBe(s.stateVersion);
      expect(noted.version).toBe(s.version + 1);
    });

    it('refuses a player who is not seated, and a malformed action', async () => {
      const s = await startedGame();
      const at = { channelId: CH, sessionId: s.id, version: s.stateVersion };
      const stranger = await runner.act(at, cy, { type: 'challenge' });
      expect(stranger.kind === 'rejected' && stranger.rejection.code).toBe('not-seated');
      const junk = await runner.act(at, ann, { type: 'bet', face: 'four' });
      expect(junk.kind === 'rejected' && junk.rejection.code).toBe('bad-action');
    });

    it('reports a damaged game state instead of playing on it', async () => {
      const s = await startedGame();
      store.corrupt(CH, JSON.stringify({ ...s, state: { ...(s.state as object), dice: 'many' } }));
      await expect(runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, { type: 'challenge' })).rejects.toBeInstanceOf(
        CorruptSessionError,
      );
    });
  });

  describe('turn timers', () => {
    it('starts a timer when a turn starts, restarts it when the turn passes, clears it at the end', async () => {
      const s = await startedGame();
      expect(s.deadline).toBe(now + 30_000);
      now += 10_000;
      const after = ok(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, { type: 'bet', face: 3, count: 2 }));
      expect(after.deadline).toBe(now + 30_000);
      const closed = await runner.close({ channelId: CH }, ann);
      expect(ok(closed).deadline).toBeNull();
    });

    it('fires only once the deadline has passed, and then applies the automatic move', async () => {
      const s = await startedGame();
      now = s.deadline! - 1;
      expect((await runner.timeout(CH)).kind).toBe('stale');
      now = s.deadline!;
      const fired = ok(await runner.timeout(CH));
      expect((fired.state as any).bet).toEqual({ player: ann.userId, face: 2, count: 1 });
      expect(fired.deadline).toBe(now + 30_000);
      expect((await runner.timeout(CH)).kind).toBe('stale');
    });
  });

  describe('leaving and rematch', () => {
    it('a player leaving a two-player game hands the win to the other and leaves the table; the rest can play again', async () => {
      const s = await startedGame();
      const left = ok(await runner.leave({ channelId: CH }, bo));
      expect(left.phase).toBe('finished');
      expect((left.state as any).winner).toBe(ann.userId);
      expect(left.players.map((p) => p.id)).toEqual([ann.userId]);
      // The pictures of the game still name the leaver (not "Seat 2"), while the words mention them.
      expect(sceneOf(left, 'en').names).toEqual({ [ann.userId]: 'Ann', [bo.userId]: 'Bo' });
      const refused = await runner.rematch({ channelId: CH, sessionId: s.id }, bo);
      expect(refused.kind === 'rejected' && refused.rejection.code).toBe('not-seated');
      const again = ok(await runner.rematch({ channelId: CH, sessionId: s.id }, ann));
      expect(again.phase).toBe('lobby');
      expect(again.players.map((p) => p.id)).toEqual([ann.userId]);
      expect(again.leftNames).toBeUndefined();
    });

    it('only the host or a moderator closes a table', async () => {
      await startedGame();
      const refused = await runner.close({ channelId: CH }, bo);
      expect(refused.kind === 'rejected' && refused.rejection.code).toBe('not-host');
      expect(ok(await runner.close({ channelId: CH }, { ...bo, canModerate: true })).closedBy).toBe(bo.userId);
    });

    it('a host who left a game no longer hosts: the next player does, and only they (or a moderator) close it', async () => {
      const s = await openTable();
      await runner.join({ channelId: CH, sessionId: s.id }, bo);
      await runner.join({ channelId: CH, sessionId: s.id }, cy);
      rng.dice(...Array(10).fill(6), ...Array(10).fill(4), ...Array(10).fill(1), ...Array(60).fill(3));
      ok(await runner.start({ channelId: CH, sessionId: s.id }, ann));
      const left = ok(await runner.leave({ channelId: CH }, ann));
      expect(left.phase).toBe('playing');
      expect(left.hostId).toBe(bo.userId);
      const refused = await runner.close({ channelId: CH }, ann);
      expect(refused.kind === 'rejected' && refused.rejection.code).toBe('not-host');
      expect(ok(await runner.close({ channelId: CH }, bo)).closedBy).toBe(bo.userId);
    });

    it('a host recorded before hosting was handed on still cannot close the table once gone from it', async () => {
      const s = await startedGame();
      // A record written by an older version: the host left, the host id stayed.
      await store.commit({ ...s, players: s.players.filter((p) => p.id !== ann.userId), version: s.version + 1 }, s.version, null, s);
      const refused = await runner.close({ channelId: CH }, ann);
      expect(refused.kind === 'rejected' && refused.rejection.code).toBe('not-host');
      expect(ok(await runner.close({ channelId: CH }, { ...ann, canModerate: true })).closedBy).toBe(ann.userId);
    });
  });

  describe('a move with a copy the caller already read', () => {
    it('applies it without reading again, and still refuses it if the table moved on', async () => {
      const s = await startedGame();
      const at = { channelId: CH, sessionId: s.id, version: s.stateVersion };
      const stale = (await store.load(CH))!;
      ok(await runner.act(at, ann, { type: 'bet', face: 3, count: 2 }, { kind: 'current', session: stale }));
      // Another move from the same old copy: its version check passes, the compare-and-set does not, and the reload finds it stale.
      const again = await runner.act(at, bo, { type: 'challenge' }, { kind: 'current', session: stale });
      expect(again.kind).toBe('stale');
      expect(((await store.load(CH))!.state as { history: unknown[] }).history).toHaveLength(1);
    });

    it('answers a move its look found stale as stale, writing nothing', async () => {
      const s = await startedGame();
      const behind = { channelId: CH, sessionId: s.id, version: s.stateVersion - 1 };
      const looked = await runner.look(behind);
      expect(looked.kind).toBe('stale');
      const result = await runner.act(behind, ann, { type: 'bet', face: 3, count: 2 }, looked.kind === 'stale' ? looked : undefined);
      expect(result.kind).toBe('stale');
      expect((await store.load(CH))!.version).toBe(s.version);
    });
  });

  describe('tables that empty out', () => {
    async function yahtzeeFor(...players: Array<{ userId: string; name: string }>): Promise<Session> {
      const opened = await runner.open({
        channelId: CH,
        guildId: null,
        host: { id: players[0]!.userId, name: players[0]!.name },
        game: 'yahtzee',
        config: {},
        turnSeconds: 30,
        locale: 'en',
      });
      if (opened.kind !== 'created') throw new Error(opened.kind);
      for (const p of players.slice(1)) ok(await runner.join({ channelId: CH, sessionId: opened.session.id }, p));
      return ok(await runner.start({ channelId: CH, sessionId: opened.session.id }, players[0]!));
    }

    it('when every player has left, the game ends at once and the table closes', async () => {
      await yahtzeeFor(ann, bo);
      ok(await runner.leave({ channelId: CH }, ann));
      const last = await runner.leave({ channelId: CH }, bo);
      const closed = ok(last);
      expect(closed.phase).toBe('finished');
      expect(closed.closedBy).toBe(bo.userId);
      expect(closed.deadline).toBeNull();
      expect((closed.state as any).finished).toBe(true);
      expect(last.kind === 'ok' && last.events.map((e) => e.type)).toContain('everyone-left');
      // the channel is free for a new table
      expect((await runner.open({ channelId: CH, guildId: null, host: { id: cy.userId, name: 'Cy' }, game: 'pirate', config: {}, locale: 'en' })).kind).toBe(
        'created',
      );
    });

    it('when everyone still playing is away the table pauses: no timer, no automatic turn; "I\'m back" resumes it', async () => {
      await yahtzeeFor(ann, bo);
      ok(await runner.leave({ channelId: CH }, bo));
      let s = (await store.load(CH))!;
      for (let i = 0; i < 3; i++) {
        now = s.deadline!;
        rng.dice(1, 2, 3, 4, 6);
        s = ok(await runner.timeout(CH)); // ann's turn is played for her; the third time she is away
      }
      expect((s.state as any).away).toEqual([ann.userId]);
      expect(s.deadline).toBeNull();
      expect(s.turnToken).toBeNull();
      now += 600_000;
      expect((await runner.timeout(CH)).kind).toBe('stale');
      expect(((await store.load(CH))!.state as any).round).toBe((s.state as any).round);
      const back = ok(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, { type: 'back' }));
      expect(back.deadline).toBe(now + 30_000);
      expect(back.turnToken).not.toBeNull();
    });

    it('"I\'m back" from a player who left says they left, not that they never played', async () => {
      const s = await yahtzeeFor(ann, bo, cy);
      const left = ok(await runner.leave({ channelId: CH }, bo));
      const back = await runner.act({ channelId: CH, sessionId: s.id, version: left.stateVersion }, bo, { type: 'back' });
      expect(back.kind === 'rejected' && back.rejection).toMatchObject({ code: 'left', key: 'error.youLeft' });
      const stranger = await runner.act(
        { channelId: CH, sessionId: s.id, version: left.stateVersion },
        { userId: '100000000000000009', name: 'X' },
        { type: 'back' },
      );
      expect(stranger.kind === 'rejected' && stranger.rejection.code).toBe('not-seated');
    });
  });
});

describe('the session cache', () => {
  /** The store's calls, by name: every one is a Redis round trip in production. */
  function counting(inner: MemorySessionStore): { store: MemorySessionStore; calls: string[] } {
    const calls: string[] = [];
    const store = new Proxy(inner, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (...args: unknown[]) => (calls.push(String(prop)), value.apply(target, args)) : value;
      },
    });
    return { store, calls };
  }

  beforeEach(() => {
    now = 1_000_000;
    rng = new ScriptedRng();
  });

  it('makes a move cost one store call (the compare-and-set), where the uncached runner reads first', async () => {
    for (const cache of [true, false]) {
      const counted = counting(new MemorySessionStore(GAMES, 3_600_000, () => now));
      store = counted.store;
      runner = new Runner({ games: GAMES, store, rng, now: () => now, log: pino({ level: 'silent' }), cache });
      const s = await startedGame();
      counted.calls.length = 0;
      ok(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, { type: 'bet', face: 3, count: 2 }));
      expect(counted.calls).toEqual(cache ? ['commit'] : ['load', 'commit']);
    }
  });

  it('is only a guess: a move another process made, a table that expired, and a restart all still give the true answer', async () => {
    store = new MemorySessionStore(GAMES, 60_000, () => now);
    const log = pino({ level: 'silent' });
    runner = new Runner({ games: GAMES, store, rng, now: () => now, log });
    const other = new Runner({ games: GAMES, store, rng, now: () => now, log });
    const s = await startedGame(); // cached by `runner`
    const at = { channelId: CH, sessionId: s.id, version: s.stateVersion };
    ok(await other.act(at, ann, { type: 'bet', face: 3, count: 2 }));
    // `runner` still holds the old copy: Ann's second bet is stale, Bo's challenge of the real bet applies.
    expect((await runner.act(at, ann, { type: 'bet', face: 4, count: 2 })).kind).toBe('stale');
    const moved = (await store.load(CH))!;
    rng.dice(...Array(30).fill(3));
    const challenged = ok(await runner.act({ ...at, version: moved.stateVersion }, bo, { type: 'challenge' }));
    expect(challenged.version).toBe(moved.version + 1);

    // The table expires while `runner` still caches it: a move finds no table.
    now += 61_000;
    expect((await runner.act({ ...at, version: challenged.stateVersion }, ann, { type: 'bet', face: 2, count: 1 })).kind).toBe('missing');

    // A restarted process (an empty cache) reads the table afresh.
    const t = await openTable();
    const restarted = new Runner({ games: GAMES, store, rng, now: () => now, log });
    ok(await restarted.join({ channelId: CH, sessionId: t.id }, bo));
    expect((await store.load(CH))!.players.map((p) => p.id)).toEqual([ann.userId, bo.userId]);
  });

  it('a copy of an earlier table never writes over a newer table that reached the same version', async () => {
    const log = pino({ level: 'silent' });
    store = new MemorySessionStore(GAMES, 3_600_000, () => now);
    runner = new Runner({ games: GAMES, store, rng, now: () => now, log });
    const old = await startedGame(); // version 3, cached by `runner`
    const finished = ok(await runner.leave({ channelId: CH, sessionId: old.id }, bo));
    expect(finished).toMatchObject({ phase: 'finished', closedBy: null, version: 4 });

    // Another process opens the next table in the channel and plays it to the same version.
    const other = new Runner({ games: GAMES, store, rng, now: () => now, log });
    const opened = await other.open({ channelId: CH, guildId: null, host: { id: cy.userId, name: 'Cy' }, game: 'pirate', config: {}, locale: 'en' });
    if (opened.kind !== 'created') throw new Error(opened.kind);
    ok(await other.join({ channelId: CH, sessionId: opened.session.id }, bo));
    rng.dice(...Array(15).fill(6), ...Array(15).fill(1), ...Array(30).fill(3));
    ok(await other.start({ channelId: CH, sessionId: opened.session.id }, cy));
    const newer = ok(await other.act({ channelId: CH, sessionId: opened.session.id, version: 3 }, cy, { type: 'bet', face: 3, count: 1 }));
    expect(newer.version).toBe(finished.version);

    // Ann clicks Rematch on the old table's last message, in the process that still holds it.
    const clicked = await runner.rematch({ channelId: CH, sessionId: old.id }, ann);
    expect(clicked.kind).toBe('stale');
    expect(await store.load(CH)).toEqual(newer);
  });
});

describe('many clicks on one table at once', () => {
  /** A store that counts the compare-and-set writes it refused. */
  function countingConflicts(inner: MemorySessionStore): { store: SessionStore; conflicts: () => number } {
    let conflicts = 0;
    const store = decorateStore(inner, {
      around: {
        commit: async (proceed) => {
          const result = await proceed();
          if (result === 'conflict') conflicts++;
          return result;
        },
      },
    });
    return { store, conflicts: () => conflicts };
  }
  beforeEach(() => {
    now = 1_000_000;
    store = new MemorySessionStore(GAMES, 3_600_000, () => now);
    rng = new ScriptedRng();
    runner = new Runner({ games: GAMES, store, rng, now: () => now, log: pino({ level: 'silent' }) });
  });
  const people = Array.from({ length: 50 }, (_, i) => ({ userId: `2000000000000000${String(i).padStart(2, '0')}`, name: `P${i}` }));

  it('in one process: every press gets its true answer and no write is refused', async () => {
    const counted = countingConflicts(store);
    runner = new Runner({ games: GAMES, store: counted.store, rng, now: () => now, log: pino({ level: 'silent' }) });
    const s = await openTable();
    const results = await Promise.all(people.map((p) => runner.join({ channelId: CH, sessionId: s.id }, p)));
    expect(results.filter((r) => r.kind === 'ok')).toHaveLength(5);
    const refused = results.filter((r) => r.kind === 'rejected');
    expect(refused).toHaveLength(45);
    expect(refused.every((r) => r.kind === 'rejected' && r.rejection.code === 'full')).toBe(true);
    expect((await store.load(CH))!.players).toHaveLength(6);
    expect(counted.conflicts()).toBe(0);
  });

  it('across two processes the compare-and-set still decides, and nobody is told something went wrong', async () => {
    const counted = countingConflicts(store);
    const log = pino({ level: 'silent' });
    const one = new Runner({ games: GAMES, store: counted.store, rng, now: () => now, log });
    const two = new Runner({ games: GAMES, store: counted.store, rng, now: () => now, log });
    const s = await openTable();
    const results = await Promise.all(people.map((p, i) => (i % 2 ? one : two).join({ channelId: CH, sessionId: s.id }, p)));
    expect(results.filter((r) => r.kind === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r.kind === 'rejected')).toHaveLength(45);
    expect((await store.load(CH))!.players).toHaveLength(6);
    // The two processes did race: the compare-and-set refused some writes, and the losers read again.
    expect(counted.conflicts()).toBeGreaterThan(0);
  });

  it('a queued move does not spend a write on the copy it read before waiting', async () => {
    const counted = countingConflicts(store);
    runner = new Runner({ games: GAMES, store: counted.store, rng, now: () => now, log: pino({ level: 'silent' }) });
    const s = await startedGame();
    const at = { channelId: CH, sessionId: s.id, version: s.stateVersion };
    const copy = (await store.load(CH))!;
    const [first, second] = await Promise.all([
      runner.act(at, ann, { type: 'bet', face: 3, count: 2 }, { kind: 'current', session: copy }),
      runner.act(at, ann, { type: 'bet', face: 4, count: 2 }, { kind: 'current', session: copy }),
    ]);
    expect([first.kind, second.kind]).toEqual(['ok', 'stale']);
    expect(counted.conflicts()).toBe(0);
  });
});
