import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Publisher, type PublisherOptions } from '../../src/discord/publisher.js';
import type { Messenger } from '../../src/discord/messenger.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { BOXES } from '../../src/games/yahtzee/scoring.js';
import type { Session } from '../../src/table/session.js';
import type { MessageBody } from '../../src/views/types.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sampleSession } from '../support/sessions.js';
import { MessagePictures } from '../../src/discord/pictures.js';
import { PictureCache } from '../../src/render/cache.js';

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
      if (call.op === 'edit' && this.failEditsOf.has(call.messageId!)) {
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
  const p = new Publisher({ messenger, log, markPublished: async (c, _s, v) => void notes.push([c, v]), ...extra }, options);
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
    expect(notes).toContainEqual([t.channelId, click.session.stateVersion]);
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
