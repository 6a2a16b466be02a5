import { describe, expect, it, vi } from 'vitest';
import pino, { type Logger } from 'pino';
import { Publisher, type PublisherOptions } from '../../src/discord/publisher.js';
import type { Messenger } from '../../src/discord/messenger.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { BOXES } from '../../src/games/yahtzee/scoring.js';
import type { Session } from '../../src/kernel/session.js';
import type { MessageBody } from '../../src/kernel/views.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sampleSession } from '../support/sessions.js';
import { MessagePictures } from '../../src/discord/pictures.js';
import { PictureCache } from '../../src/render/cache.js';
import { MemoryTurnPings, type StoredTurnPing, type TurnPingStore } from '../../src/store/turn-pings.js';
import { CommitFeed } from '../../src/table/commit-feed.js';
import { GAMES } from '../support/games.js';

const A = '100000000000000001';
const B = '100000000000000002';
const log = pino({ level: 'silent' });

interface Call {
  op: 'edit' | 'post' | 'remove';
  channelId: string;
  messageId?: string;
  body?: MessageBody;
  release: (error?: unknown) => void;
}

/** A messenger whose calls wait until the test releases them (or answer at once with `auto`). */
class HeldMessenger implements Messenger {
  readonly calls: Call[] = [];
  private nextId = 5000;
  auto = false;
  failEditsOf = new Set<string>();
  /** Messages deleted by hand: deleting them answers 10008. */
  gone = new Set<string>();

  edit(channelId: string, messageId: string, body: MessageBody): Promise<void> {
    return this.hold({ op: 'edit', channelId, messageId, body }).then(() => undefined);
  }

  post(channelId: string, body: MessageBody): Promise<string> {
    return this.hold({ op: 'post', channelId, body }).then(() => String(this.nextId++));
  }

  remove(channelId: string, messageId: string): Promise<void> {
    return this.hold({ op: 'remove', channelId, messageId }).then(() => undefined);
  }

  /** Releases the calls waiting now, in order, and lets the publisher take its next ones. */
  async releaseAll(): Promise<void> {
    for (const call of this.calls) call.release();
    await flush();
  }

  get pending(): Call[] {
    return this.calls.filter((c) => !(c as { done?: boolean }).done);
  }

  private hold(call: Omit<Call, 'release'>): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry = call as Call & { done?: boolean };
      entry.release = (error?: unknown) => {
        if (entry.done) return;
        entry.done = true;
        if (error) reject(error);
        else resolve();
      };
      if ((call.op === 'edit' && this.failEditsOf.has(call.messageId!)) || (call.op === 'remove' && this.gone.has(call.messageId!))) {
        entry.done = true;
        reject(Object.assign(new Error('Unknown Message'), { code: 10008 }));
      } else if (this.auto) {
        entry.done = true;
        resolve();
      }
      this.calls.push(entry);
    });
  }
}

/** Releases calls as they come until the publisher has nothing left. */
async function drain(m: HeldMessenger, p: Publisher): Promise<void> {
  for (let i = 0; i < 50 && m.pending.length > 0; i++) await m.releaseAll();
  await p.idle();
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
};

let channelCounter = 0;

/** A two-player Yahtzee table in its own channel, and a way to move it on. */
function table(messageId = '7000') {
  const channelId = `30000000000000${String(++channelCounter).padStart(4, '0')}`;
  let state: YahtzeeState = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
  let current: Session = sampleSession({
    id: `tbl${channelCounter}`,
    channelId,
    game: 'yahtzee',
    config: { joker: 'free' },
    phase: 'playing',
    players: [
      { id: A, name: 'A' },
      { id: B, name: 'B' },
    ],
    state,
    turnToken: yahtzee.turnToken(state),
    tableMessageId: messageId,
  });
  const step = (player: string, action: Parameters<typeof yahtzee.apply>[2]) => {
    const r = yahtzee.apply(state, player, action, ScriptedRng.dice(1, 2, 3, 4, 6));
    if (!r.ok) throw new Error(r.rejection.code);
    state = r.state;
    const previous = current;
    current = { ...current, state, turnToken: yahtzee.turnToken(state), version: current.version + 1, stateVersion: current.stateVersion + 1 };
    return { session: current, previous };
  };
  return {
    channelId,
    get session() {
      return current;
    },
    roll: (player: string) => step(player, { type: 'roll' }),
    score: (player: string) => step(player, { type: 'score', box: BOXES.find((box) => state.cards[player]?.[box] === undefined)! }),
  };
}

const versionShown = (body: MessageBody | undefined): number => {
  const id = JSON.stringify(body?.components ?? []).match(/p1:[a-z0-9]+:(\d+):/);
  return id ? Number(id[1]) : -1;
};

function publisher(messenger: Messenger, options: Partial<PublisherOptions> = {}, extra: Partial<ConstructorParameters<typeof Publisher>[0]> = {}) {
  const notes: Array<[string, number]> = [];
  const p = new Publisher({ games: GAMES, messenger, log, markPublished: async (c, _s, v) => void notes.push([c, v]), ...extra }, options);
  return { p, notes };
}

describe('the publisher', () => {
  it('latest wins: moves made while an edit is in flight become one edit of the newest state', async () => {
    const m = new HeldMessenger();
    const { p, notes } = publisher(m);
    const t = table();
    const first = t.roll(A);
    p.published(first.session, first.previous, { tableAlreadyUpdated: false, actor: A });
    await flush();
    expect(m.pending.map((c) => c.op)).toEqual(['edit']);
    for (let i = 0; i < 2; i++) {
      const next = t.roll(A);
      p.published(next.session, next.previous, { tableAlreadyUpdated: false, actor: A });
      expect(p.backlog().edits).toBe(1);
    }
    await m.releaseAll();
    await m.releaseAll();
    const edits = m.calls.filter((c) => c.op === 'edit');
    expect(edits.map((c) => versionShown(c.body))).toEqual([first.session.stateVersion, t.session.stateVersion]);
    expect(notes.at(-1)).toEqual([t.channelId, t.session.stateVersion]);
    await p.idle();
  });

  it('makes no REST call for a move shown in the interaction response, and drops an older waiting edit', async () => {
    const m = new HeldMessenger();
    const { p, notes } = publisher(m, { concurrency: 1 });
    const busy = table();
    const t = table();
    const hold = busy.roll(A);
    p.published(hold.session, hold.previous, { tableAlreadyUpdated: false, actor: A }); // takes the only slot
    const panel = t.roll(A);
    p.published(panel.session, panel.previous, { tableAlreadyUpdated: false, actor: A });
    const click = t.roll(A);
    p.published(click.session, click.previous, { tableAlreadyUpdated: true, actor: A });
    await m.releaseAll();
    await p.idle();
    expect(m.calls.filter((c) => c.channelId === t.channelId)).toEqual([]);
    // The commit of a move its interaction answer shows notes it as shown itself (CommitNotes.shown): no second write.
    expect(notes.filter(([channelId]) => channelId === t.channelId)).toEqual([]);
  });

  it('edits again when a click showed a later state while an older edit was in flight', async () => {
    const m = new HeldMessenger();
    const { p } = publisher(m);
    const t = table();
    const panel = t.roll(A);
    p.published(panel.session, panel.previous, { tableAlreadyUpdated: false, actor: A });
    await flush();
    const click = t.roll(A);
    p.published(click.session, click.previous, { tableAlreadyUpdated: true, actor: A });
    await m.releaseAll();
    await m.releaseAll();
    const edits = m.calls.filter((c) => c.op === 'edit').map((c) => versionShown(c.body));
    expect(edits).toEqual([panel.session.stateVersion, click.session.stateVersion]);
  });

  it("edits the newest state when two clicks' responses land out of order (the older one last)", async () => {
    const m = new HeldMessenger();
    const { p } = publisher(m);
    const t = table();
    const older = t.roll(A);
    const newer = t.roll(A);
    p.published(newer.session, newer.previous, { tableAlreadyUpdated: true, actor: A });
    await flush();
    expect(m.calls).toEqual([]);
    p.published(older.session, older.previous, { tableAlreadyUpdated: true, actor: A });
    await drain(m, p);
    const edits = m.calls.filter((c) => c.op === 'edit').map((c) => versionShown(c.body));
    expect(edits).toEqual([newer.session.stateVersion]);
  });

  it('sends a turn ping only while its turn lasts, and deletes the replaced ping', async () => {
    const m = new HeldMessenger();
    const { p } = publisher(m, { concurrency: 1 });
    const t = table();
    t.roll(A);
    const toB = t.score(A);
    p.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await flush();
    expect(m.pending.map((c) => [c.op, c.body?.content])).toEqual([['post', expect.stringContaining(`<@${B}>`)]]);
    // While that ping is still on its way, B plays and so does A: the ping for A's turn in between is never sent.
    t.roll(B);
    const toA = t.score(B);
    p.published(toA.session, toA.previous, { tableAlreadyUpdated: true, actor: B });
    t.roll(A);
    const backToB = t.score(A);
    p.published(backToB.session, backToB.previous, { tableAlreadyUpdated: true, actor: A });
    await drain(m, p);
    const pings = m.calls.filter((c) => c.op === 'post').map((c) => c.body!.allowed_mentions.users);
    expect(pings).toEqual([[B], [B]]);
    expect(m.calls.filter((c) => c.op === 'remove').map((c) => c.messageId)).toEqual(['5000']);
  });

  it('deletes a ping as soon as its turn passes, before the next ping is posted', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const { p } = publisher(m, { concurrency: 1 });
    const t = table();
    for (let turn = 0; turn < 4; turn++) {
      const player = turn % 2 === 0 ? A : B;
      t.roll(player);
      const next = t.score(player);
      p.published(next.session, next.previous, { tableAlreadyUpdated: true, actor: player });
      await p.idle();
    }
    expect(m.calls.map((c) => c.op)).toEqual(['post', 'remove', 'post', 'remove', 'post', 'remove', 'post']);
  });

  it('gives table edits most calls while both kinds wait, and pings the rest', async () => {
    const m = new HeldMessenger();
    const { p } = publisher(m, { concurrency: 1, editsPerOther: 2 });
    const tables = Array.from({ length: 4 }, () => table());
    for (const t of tables) {
      t.roll(A);
      const next = t.score(A);
      p.published(next.session, next.previous, { tableAlreadyUpdated: false, actor: A });
    }
    for (let i = 0; i < 8; i++) await m.releaseAll();
    await p.idle();
    expect(m.calls.map((c) => c.op).join(',')).toBe('edit,edit,post,edit,edit,post,post,post');
  });

  it('posts the table again when its message is gone (10008), records it, and edits the new one from then on', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    m.failEditsOf.add('7000');
    const recorded: string[] = [];
    const { p } = publisher(m, {}, { recordTableMessage: async (_c, _s, id) => void recorded.push(id) });
    const t = table('7000');
    const first = t.roll(A);
    p.published(first.session, first.previous, { tableAlreadyUpdated: false, actor: A });
    await p.idle();
    expect(m.calls.map((c) => c.op)).toEqual(['edit', 'post']);
    expect(versionShown(m.calls[1]!.body)).toBe(first.session.stateVersion);
    expect(recorded).toEqual(['5000']);
    const next = t.roll(A); // still carries the old message id: the record was not read back yet
    p.published(next.session, next.previous, { tableAlreadyUpdated: false, actor: A });
    await p.idle();
    expect(m.calls.slice(2).map((c) => [c.op, c.messageId])).toEqual([['edit', '5000']]);
  });

  it('at start, shows again every table whose message may be behind', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const a = table('7001');
    const b = table('7002');
    const sessions = new Map([a, b].map((t) => [t.channelId, t.session]));
    const { p } = publisher(m, {}, { unpublished: async () => [a.channelId, b.channelId, '399999999999999999'], load: async (c) => sessions.get(c) ?? null });
    expect(await p.republishStale()).toBe(2);
    await p.idle();
    expect(m.calls.map((c) => [c.op, c.messageId]).sort()).toEqual([
      ['edit', '7001'],
      ['edit', '7002'],
    ]);
  });

  it('at start, sends the ping a commit still owes (killed before its publish), and none whose turn has passed', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const owing = table('7005');
    owing.roll(A);
    const toB = owing.score(A);
    const passed = table('7006');
    passed.roll(A);
    const old = passed.score(A);
    passed.roll(B);
    const now = passed.score(B);
    const sessions = new Map([
      [owing.channelId, toB.session],
      [passed.channelId, now.session],
    ]);
    const owed = new Map([
      [owing.channelId, { sessionId: toB.session.id, turnToken: toB.session.turnToken, players: [B] }],
      // The ping owed for B's turn, which B has played since (a later commit that owed none).
      [passed.channelId, { sessionId: old.session.id, turnToken: old.session.turnToken, players: [B] }],
    ]);
    const { p } = publisher(
      m,
      {},
      {
        unpublished: async () => [...sessions.keys()],
        load: async (c) => sessions.get(c) ?? null,
        owedPing: async (c) => owed.get(c) ?? null,
      },
    );
    expect(await p.republishStale()).toBe(2);
    await p.idle();
    const posts = m.calls.filter((c) => c.op === 'post');
    expect(posts.map((c) => [c.channelId, c.body!.allowed_mentions.users])).toEqual([[owing.channelId, [B]]]);
  });

  it('publishes what the runner commits, told once through its feed', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const { p } = publisher(m);
    const t = table('7007');
    const feed = new CommitFeed(pino({ level: 'silent' }));
    feed.subscribe((change) => p.committed(change));
    const rolled = t.roll(A);
    feed.emit({ ...rolled, events: [], actor: A, answeredOn: 'table' });
    const panel = t.roll(A);
    feed.emit({ ...panel, events: [], actor: A, answeredOn: 'panel' });
    await p.idle();
    // The click's answer showed the first; the second (a move from a panel) is edited in by REST, pinging nobody (A acts on).
    expect(m.calls.map((c) => [c.op, c.messageId])).toEqual([['edit', '7007']]);
  });

  it("at start, leaves the tables of another shard's guilds to that shard", async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const mine = table('7003');
    const theirs = table('7004');
    const sessions = new Map([mine, theirs].map((t) => [t.channelId, t.session]));
    const { p } = publisher(
      m,
      {},
      {
        unpublished: async () => [mine.channelId, theirs.channelId],
        load: async (c) => sessions.get(c) ?? null,
        owns: (session) => session.channelId === mine.channelId,
      },
    );
    expect(await p.republishStale()).toBe(1);
    await p.idle();
    expect(m.calls.map((c) => [c.op, c.messageId])).toEqual([['edit', '7003']]);
  });

  it('draws a table picture without holding a REST call: another table is edited meanwhile', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    let releasePicture: () => void = () => undefined;
    let draws = 0;
    const pictures = new MessagePictures({
      games: GAMES,
      log,
      deadlineMs: 10_000,
      cache: new PictureCache(),
      draw: () => {
        const bytes = { bytes: Buffer.from(`png-${draws}`), alt: 'a table', format: 'png' as const, width: 8, height: 8 };
        // The first picture is slow to draw; the others are ready at once.
        return draws++ === 0 ? new Promise((resolve) => (releasePicture = () => resolve(bytes))) : Promise.resolve(bytes);
      },
    });
    const { p } = publisher(m, { concurrency: 1 }, { pictures });
    const slow = table();
    const quick = table();
    const slowMove = slow.roll(A);
    p.published({ ...slowMove.session, tableV2: true }, slowMove.previous, { tableAlreadyUpdated: false, actor: A });
    await flush();
    const quickMove = quick.roll(A);
    // Another name at this table: another picture (the same picture would wait for the slow one's drawing).
    const renamed = { ...quickMove.session, tableV2: true as const, players: [{ id: A, name: 'Q' }, ...quickMove.session.players.slice(1)] };
    p.published(renamed, quickMove.previous, { tableAlreadyUpdated: false, actor: A });
    await flush();
    expect(m.calls.map((c) => c.channelId)).toEqual([quick.channelId]);
    releasePicture();
    await p.idle();
    expect(m.calls.map((c) => c.channelId)).toEqual([quick.channelId, slow.channelId]);
  });
});

/** Stored pings shared by the "processes" of a test, counting each call (one Redis round trip each) and failing on demand. */
class CountedPings implements TurnPingStore {
  readonly calls: string[] = [];
  readonly failing = new Set<string>();
  constructor(private readonly inner: TurnPingStore = new MemoryTurnPings(3_600_000)) {}

  get(channelId: string): Promise<StoredTurnPing | null> {
    return this.call('get', () => this.inner.get(channelId));
  }

  put(channelId: string, ping: StoredTurnPing): Promise<StoredTurnPing | null> {
    return this.call('put', () => this.inner.put(channelId, ping));
  }

  drop(channelId: string, messageId: string): Promise<StoredTurnPing | null> {
    return this.call('drop', () => this.inner.drop(channelId, messageId));
  }

  /** A handle on the same stored pings that counts nothing (what another process sees). */
  peek(channelId: string): Promise<StoredTurnPing | null> {
    return this.inner.get(channelId);
  }

  private async call<T>(name: string, run: () => Promise<T>): Promise<T> {
    this.calls.push(name);
    if (this.failing.has(name)) throw new Error('Redis did not answer');
    return run();
  }
}

/** A move of `player`'s turn that ends it (the turn goes to the other player). */
const endTurn = (t: ReturnType<typeof table>, player: string) => {
  t.roll(player);
  return t.score(player);
};
const ops = (m: HeldMessenger) => m.calls.map((c) => (c.op === 'post' ? `post ${(c.body!.allowed_mentions?.users ?? []).join()}` : `${c.op} ${c.messageId}`));

describe('the publisher with stored turn pings', () => {
  it('after a restart, the new process deletes the ping the old one posted once its turn is over', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    const before = publisher(m, {}, { turnPings: pings }).p;
    const t = table();
    const toB = endTurn(t, A);
    before.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await before.idle();
    expect(await pings.peek(t.channelId)).toMatchObject({ messageId: '5000', players: [B] });

    // A new process: nothing in memory. B plays a roll (the ping still calls B's turn), then ends the turn.
    const after = publisher(m, {}, { turnPings: pings }).p;
    const roll = t.roll(B);
    after.published(roll.session, roll.previous, { tableAlreadyUpdated: true, actor: B });
    await after.idle();
    expect(ops(m)).toEqual([`post ${B}`]);
    const toA = t.score(B);
    after.published(toA.session, toA.previous, { tableAlreadyUpdated: true, actor: B });
    await after.idle();
    expect(ops(m)).toEqual([`post ${B}`, 'remove 5000', `post ${A}`]);
    expect(await pings.peek(t.channelId)).toMatchObject({ messageId: '5001', players: [A] });
  });

  it('reads the store once per table, then only posting or deleting a ping reaches it', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    const { p } = publisher(m, {}, { turnPings: pings });
    const t = table();
    const first = t.roll(A);
    p.published(first.session, first.previous, { tableAlreadyUpdated: true, actor: A });
    await p.idle();
    expect(pings.calls).toEqual(['get']);
    for (let i = 0; i < 2; i++) {
      const roll = t.roll(A);
      p.published(roll.session, roll.previous, { tableAlreadyUpdated: true, actor: A });
      await p.idle();
    }
    expect(pings.calls).toEqual(['get']);
    const toB = t.score(A);
    p.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await p.idle();
    const roll = t.roll(B);
    p.published(roll.session, roll.previous, { tableAlreadyUpdated: true, actor: B });
    await p.idle();
    expect(pings.calls).toEqual(['get', 'put']);
    const toA = t.score(B);
    p.published(toA.session, toA.previous, { tableAlreadyUpdated: true, actor: B });
    await p.idle();
    expect(pings.calls).toEqual(['get', 'put', 'drop', 'put']);
    expect(ops(m)).toEqual([`post ${B}`, 'remove 5000', `post ${A}`]);
  });

  it('two processes taking turns at a table (a shard move, a timer swept elsewhere): each deletes the ping the other posted, and none twice', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    const one = publisher(m, {}, { turnPings: pings }).p;
    const two = publisher(m, {}, { turnPings: pings }).p;
    const t = table();
    const toB = endTurn(t, A);
    one.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await one.idle();
    const toA = endTurn(t, B);
    two.published(toA.session, toA.previous, { tableAlreadyUpdated: true, actor: B });
    await two.idle();
    // The first process missed that move: its memory (ping 5000) is behind, so it reads the store.
    const backToB = endTurn(t, A);
    one.published(backToB.session, backToB.previous, { tableAlreadyUpdated: true, actor: A });
    await one.idle();
    expect(ops(m)).toEqual([`post ${B}`, 'remove 5000', `post ${A}`, 'remove 5001', `post ${B}`]);
    expect(await pings.peek(t.channelId)).toMatchObject({ messageId: '5002', players: [B] });
  });

  it('a ping deleted by hand (10008) is forgotten all the same', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    m.gone.add('5000');
    const pings = new CountedPings();
    const t = table();
    const toB = endTurn(t, A);
    const before = publisher(m, {}, { turnPings: pings }).p;
    before.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await before.idle();
    const after = publisher(m, {}, { turnPings: pings }).p;
    const toA = endTurn(t, B);
    after.published(toA.session, toA.previous, { tableAlreadyUpdated: true, actor: B });
    await after.idle();
    expect(ops(m)).toEqual([`post ${B}`, 'remove 5000', `post ${A}`]);
    // Its delete answered 10008, and the store forgot it before the next ping was stored.
    expect(pings.calls).toEqual(['get', 'put', 'get', 'drop', 'put']);
    expect(await pings.peek(t.channelId)).toMatchObject({ messageId: '5001' });
  });

  it('a table closed while its ping is out: the ping goes, in a new process too', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    const t = table();
    const toB = endTurn(t, A);
    const before = publisher(m, {}, { turnPings: pings }).p;
    before.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await before.idle();
    const closed = { ...t.session, closedBy: A, phase: 'finished' as const, version: t.session.version + 1, stateVersion: t.session.stateVersion + 1 };
    const after = publisher(m, {}, { turnPings: pings }).p;
    after.published(closed, t.session, { tableAlreadyUpdated: true, actor: A });
    await after.idle();
    expect(ops(m)).toEqual([`post ${B}`, 'remove 5000']);
    expect(await pings.peek(t.channelId)).toBeNull();
  });

  it('at start, a table shown again has its overdue ping deleted', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    const t = table('7005');
    const toB = endTurn(t, A);
    const before = publisher(m, {}, { turnPings: pings }).p;
    before.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await before.idle();
    // B's turn passed (a timer) and the process stopped before publishing it.
    endTurn(t, B);
    const after = publisher(m, {}, { turnPings: pings, unpublished: async () => [t.channelId], load: async () => t.session }).p;
    expect(await after.republishStale()).toBe(1);
    await after.idle();
    expect(ops(m).sort()).toEqual([`post ${B}`, 'edit 7005', 'remove 5000'].sort());
  });

  it('a store that fails is logged and never holds pings up: they behave as in memory', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    for (const name of ['get', 'put', 'drop']) pings.failing.add(name);
    const warn = vi.fn();
    const quiet = { warn, info: vi.fn(), debug: vi.fn(), error: vi.fn() } as unknown as Logger;
    const { p } = publisher(m, { concurrency: 1 }, { turnPings: pings, log: quiet });
    const t = table();
    for (let turn = 0; turn < 3; turn++) {
      const player = turn % 2 === 0 ? A : B;
      const next = endTurn(t, player);
      p.published(next.session, next.previous, { tableAlreadyUpdated: true, actor: player });
      await p.idle();
    }
    expect(ops(m)).toEqual([`post ${B}`, 'remove 5000', `post ${A}`, 'remove 5001', `post ${B}`]);
    const said = warn.mock.calls.map((call) => call[1] as string);
    expect(said).toContain('could not read the stored turn ping');
    expect(said).toContain('could not store the turn ping');
    expect(said).toContain('could not forget the stored turn ping');
  });

  it('a ping the store held that this process did not know of (its read failed) goes when a new ping replaces it', async () => {
    const m = new HeldMessenger();
    m.auto = true;
    const pings = new CountedPings();
    const t = table();
    const toB = endTurn(t, A);
    const before = publisher(m, {}, { turnPings: pings }).p;
    before.published(toB.session, toB.previous, { tableAlreadyUpdated: true, actor: A });
    await before.idle();
    pings.failing.add('get');
    const after = publisher(m, {}, { turnPings: pings, log: { warn: vi.fn(), info: vi.fn() } as unknown as Logger }).p;
    const toA = endTurn(t, B);
    after.published(toA.session, toA.previous, { tableAlreadyUpdated: true, actor: B });
    await after.idle();
    expect(ops(m)).toEqual([`post ${B}`, `post ${A}`, 'remove 5000']);
    expect(await pings.peek(t.channelId)).toMatchObject({ messageId: '5001' });
  });
});
