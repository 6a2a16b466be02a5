import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Cluster, type Redis } from 'ioredis';
import { StoreUnavailableError, wakeAt, type Session } from '../kernel/session.js';
import { decodeStoredSession, encodeSession } from './session-codec.js';
import type { BoardEntry, CommitNotes, CommitResult, CreateResult, DueTimer, OwedPing, SessionStore } from '../table/session-store.js';
import { BUCKETS, bucketOf, dueKey, moveListKey, moveListName, tableKey } from './keys.js';
import { publishedNote, showsState } from './published.js';
import { owedPingOf } from './owed-ping.js';
import { HISTORY_TTL_MS } from '../kernel/history-store.js';
import type { GameId } from '../kernel/engine.js';
import type { Figures, GameResult } from '../community/figures.js';
import { liveSpans, periodSpan, type Period } from '../kernel/periods.js';
import { ALL_BUCKETS, boardKey, figuresKey, statWrites } from './stats-keys.js';
import { foldBoards, foldFigures } from './stats-store.js';
import { CommitBatch } from './commit-batch.js';
import type { GameCatalog } from '../kernel/catalog.js';

interface Script {
  source: string;
  sha: string;
}

function loadScript(name: string): Script {
  const source = readFileSync(new URL(`./lua/${name}.lua`, import.meta.url), 'utf8');
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

const SCRIPTS = {
  create: loadScript('create'),
  commit: loadScript('commit'),
  remove: loadScript('remove'),
  claimDue: loadScript('claim-due'),
  reindex: loadScript('reindex'),
  markPublished: loadScript('mark-published'),
};

export interface RedisStoreOptions {
  /** Prepended to every key: lets tests and several deployments share one Redis. */
  prefix: string;
  idleTtlMs: number;
  /** The games this process hosts: how each keeps its figures, and every game a player may have figures in (what `forget` deletes). */
  games: GameCatalog;
}

export class RedisSessionStore implements SessionStore {
  readonly kind = 'redis' as const;
  private readonly commits = new CommitBatch((keys, args) => this.runWrite(SCRIPTS.commit, keys, args));

  constructor(
    private readonly redis: Redis | Cluster,
    private readonly options: RedisStoreOptions,
  ) {}

  async load(channelId: string): Promise<Session | null> {
    const stored = await this.guard(() => this.redis.hgetBuffer(tableKey(this.options.prefix, channelId), 'json'));
    return stored === null ? null : decodeStoredSession(channelId, stored);
  }

  async create(session: Session): Promise<CreateResult> {
    const written = await this.runWrite(SCRIPTS.create, this.keysFor(session.channelId), [
      session.version,
      session.phase,
      wakeAt(session) ?? '',
      encodeSession(session),
      this.options.idleTtlMs,
      session.channelId,
      session.id,
    ]);
    return written === 1 ? 'created' : 'occupied';
  }

  async commit(next: Session, expectedVersion: number, result: GameResult | null, previous: Session, notes: CommitNotes = {}): Promise<CommitResult> {
    if (next.version !== expectedVersion + 1) throw new Error('commit: next.version must be expectedVersion + 1');
    if (previous.version !== expectedVersion) throw new Error('commit: previous.version must be expectedVersion');
    const bucket = bucketOf(next.channelId);
    const keys = [...this.keysFor(next.channelId, bucket), moveListKey(this.options.prefix, next.channelId, moveListName(next.id))];
    const writes: Array<string | number> = [];
    for (const write of result ? statWrites(this.options.games, this.options.prefix, bucket, result) : []) {
      let index = keys.indexOf(write.key);
      if (index < 0) index = keys.push(write.key) - 1;
      writes.push(write.op, index + 1, write.field, write.value);
    }
    const args = [
      expectedVersion,
      next.version,
      next.phase,
      wakeAt(next) ?? '',
      encodeSession(next),
      this.options.idleTtlMs,
      next.channelId,
      previous.id,
      next.id,
      notes.shown ? publishedNote(next.id, next.stateVersion) : '',
      notes.ping ? JSON.stringify(notes.ping) : notes.ping === null ? '-' : '',
      notes.moves ?? '',
      HISTORY_TTL_MS,
      ...writes,
    ];
    // One script call carries every commit of this tick in the table's bucket: its keys share one hash slot.
    const written = await this.commits.add(String(bucket), { keys, args });
    if (typeof written === 'string') throw new StoreUnavailableError(new Error(written), written.startsWith('partial:'));
    return written === 1 ? 'ok' : 'conflict';
  }

  async figures(guildId: string, userId: string, game: GameId): Promise<Figures> {
    const hashes = await this.guard(() => Promise.all(ALL_BUCKETS.map((b) => this.redis.hgetall(figuresKey(this.options.prefix, b, guildId, game, userId)))));
    return foldFigures(this.options.games, game, hashes);
  }

  async board(guildId: string, game: GameId, period: Period, now: number): Promise<BoardEntry[]> {
    const span = periodSpan(period, now);
    const flats = await this.guard(() =>
      Promise.all(ALL_BUCKETS.map((b) => this.redis.zrange(boardKey(this.options.prefix, b, guildId, game, span), '0', '-1', 'WITHSCORES'))),
    );
    return foldBoards(
      this.options.games,
      game,
      flats.map((flat) => {
        const entries: BoardEntry[] = [];
        for (let i = 0; i < flat.length; i += 2) entries.push({ userId: flat[i]!, score: Number(flat[i + 1]) });
        return entries;
      }),
    );
  }

  async forget(guildId: string, userId: string, now: number): Promise<void> {
    await this.guard(() =>
      Promise.all(
        ALL_BUCKETS.flatMap((b) =>
          this.options.games.ids().map((game) => {
            const tx = this.redis.multi().del(figuresKey(this.options.prefix, b, guildId, game, userId));
            for (const span of liveSpans(now)) tx.zrem(boardKey(this.options.prefix, b, guildId, game, span), userId);
            return tx.exec();
          }),
        ),
      ),
    );
  }

  async resetBoard(guildId: string, game: GameId, now: number): Promise<void> {
    await this.guard(() =>
      Promise.all(ALL_BUCKETS.map((b) => this.redis.del(...liveSpans(now).map((span) => boardKey(this.options.prefix, b, guildId, game, span))))),
    );
  }

  async remove(channelId: string, expectedVersion: number): Promise<CommitResult> {
    const removed = await this.runWrite(SCRIPTS.remove, this.keysFor(channelId), [expectedVersion, channelId]);
    return removed === 1 ? 'ok' : 'conflict';
  }

  async purge(channelId: string): Promise<void> {
    const [table, due] = this.keysFor(channelId) as [string, string];
    await this.guard(() => this.redis.multi().del(table).zrem(due, channelId).exec(), { write: true });
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<DueTimer[]> {
    const claimed: DueTimer[] = [];
    for (let bucket = 0; bucket < BUCKETS && claimed.length < limit; bucket++) {
      const flat = (await this.run(SCRIPTS.claimDue, [dueKey(this.options.prefix, bucket)], [now, leaseMs, limit - claimed.length])) as string[];
      for (let i = 0; i < flat.length; i += 2) claimed.push({ channelId: flat[i]!, deadline: Number(flat[i + 1]) });
    }
    return claimed;
  }

  async markPublished(channelId: string, sessionId: string, stateVersion: number): Promise<void> {
    await this.run(SCRIPTS.markPublished, [tableKey(this.options.prefix, channelId)], [sessionId, stateVersion]);
  }

  /** Scans the tables once (a start-up task): each table's JSON against its published note. */
  async unpublished(): Promise<string[]> {
    const found: string[] = [];
    const marker = ':table:';
    for (const node of this.everyMaster()) {
      let cursor = '0';
      do {
        const [next, keys] = await this.guard(() => node.scan(cursor, 'MATCH', `${this.options.prefix}{b*}${marker}*`, 'COUNT', 500));
        cursor = next;
        // One read per key, sent through the client (auto-pipelined; on a Cluster, each to its slot's master).
        const rows = await this.guard(() => Promise.all(keys.map((key) => this.redis.hmgetBuffer(key, 'json', 'pub', 'owe'))));
        rows.forEach(([stored, note, owe], i) => {
          if (!stored) return;
          const channelId = keys[i]!.slice(keys[i]!.lastIndexOf(marker) + marker.length);
          try {
            if (!showsState(note?.toString('utf8') ?? null, decodeStoredSession(channelId, stored)) || owe) found.push(channelId);
          } catch {
            // A damaged record has nothing to show; a moderator clears it with /end.
          }
        });
      } while (cursor !== '0');
    }
    return found;
  }

  async owedPing(channelId: string): Promise<OwedPing | null> {
    return owedPingOf(await this.guard(() => this.redis.hget(tableKey(this.options.prefix, channelId), 'owe')));
  }

  async reindex(channelId: string): Promise<void> {
    await this.run(SCRIPTS.reindex, this.keysFor(channelId), [channelId]);
  }

  async ping(): Promise<void> {
    await this.guard(() => this.redis.ping());
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** Where a SCAN sees every key: each master of a Cluster (a SCAN covers one node), or the one Redis. */
  private everyMaster(): Redis[] {
    if (!(this.redis instanceof Cluster)) return [this.redis];
    const masters = this.redis.nodes('master');
    // Before the client knows the slots it knows no master: scanning none would find nothing, silently.
    if (masters.length === 0) throw new StoreUnavailableError(new Error('no Redis Cluster master is known yet'), false);
    return masters;
  }

  private keysFor(channelId: string, bucket = bucketOf(channelId)): string[] {
    return [tableKey(this.options.prefix, channelId), dueKey(this.options.prefix, bucket)];
  }

  private runWrite(script: Script, keys: string[], args: Array<string | number | Buffer>): Promise<unknown> {
    return this.run(script, keys, args, { write: true });
  }

  private async run(script: Script, keys: string[], args: Array<string | number | Buffer>, kind: { write?: boolean } = {}): Promise<unknown> {
    return this.guard(async () => {
      try {
        return await this.redis.evalsha(script.sha, keys.length, ...keys, ...args);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('NOSCRIPT')) {
          return this.redis.eval(script.source, keys.length, ...keys, ...args);
        }
        throw error;
      }
    }, kind);
  }

  private async guard<T>(operation: () => Promise<T>, kind: { write?: boolean } = {}): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw new StoreUnavailableError(error, kind.write === true && !neverSent(error));
    }
  }
}

/**
 * Whether a failed command is known never to have left this process: ioredis refuses it before
 * writing it when the connection is not up (the offline queue is off). Any other failure of a write
 * may come after Redis carried it out (a timeout, or the connection closing with the answer on its
 * way: "Connection is closed.", MaxRetriesPerRequestError), so the write is unsure.
 */
const NOT_SENT = new Set(["Stream isn't writeable and enableOfflineQueue options is false", "Cluster isn't ready and enableOfflineQueue options is false"]);
const neverSent = (error: unknown): boolean => error instanceof Error && NOT_SENT.has(error.message);
