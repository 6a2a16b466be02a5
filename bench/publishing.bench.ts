/**
 * Publishing under load: the real bot process (src/index.ts) against the fake Discord with a
 * realistic REST latency and Discord's global limit of 50 requests per second, a real Redis.
 *   npm run bench:publish                       (three scenarios, 60 s each)
 *   npm run bench:publish -- --seconds 20 --scenario budget,overload,timers
 * Scenarios (from issue 11):
 *   budget    500 tables: 40 panel moves/s (Pirate Dice bets, the table is edited by REST)
 *             plus 200 table-message moves/s (Yahtzee, shown in the interaction response)
 *   overload  500 Pirate Dice tables, 300 panel moves/s (six times the REST budget)
 *   timers    1,000 Pirate Dice tables whose 15 s turn timers run out, nobody playing
 * It prints, per scenario: moves made, the lag from a move to the table message showing it
 * (or a later state), per 10 s of the run, interactions answered past Discord's 3 s, REST
 * calls per move per game, the bytes of pictures uploaded with them, 429s, the publisher's largest backlog, and timer lateness;
 * next to a baseline measured in the same run (one REST edit's round trip, the budget).
 */
import { randomBytes } from 'node:crypto';
import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { Redis } from 'ioredis';
import { FakeDiscord, type FakeMessage, type FakeUser, type InteractionRecord } from '../src/standin/server.js';
import { tableKey } from '../src/store/keys.js';
import { unpackJson } from '../src/store/session-codec.js';
import { decodeControlId, encodeControlId, type Verb } from '../src/ids/custom-id.js';
import { minimumBet } from '../src/games/pirate/dice.js';
import type { PirateState } from '../src/games/pirate/actions.js';
import type { YahtzeeState } from '../src/games/yahtzee/actions.js';
import { BOXES } from '../src/games/yahtzee/scoring.js';
import { BotProcess } from '../test/support/bot-process.js';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const SECONDS = Number(flag('seconds') ?? process.env.SECONDS ?? 60);
const SCENARIOS = (flag('scenario') ?? 'budget,overload,timers').split(',');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GUILD = '900000000000000001';
/** Discord's REST round trip as seen from a bot: 60 to 140 ms. */
const latency = () => 60 + Math.random() * 80;
const GLOBAL_PER_SECOND = 50;
const DEADLINE_MS = 3_000;
const WINDOW_S = 10;

type Game = 'pirate' | 'yahtzee';
interface Table {
  channelId: string;
  game: Game;
  seats: FakeUser[];
  message: FakeMessage;
  /** Each seat's private panel in this channel, opened once. */
  panels: Map<string, FakeMessage>;
  busy: boolean;
  /** Moves waiting to be seen on the table message: the state version each made, and when it was sent. */
  waiting: Array<{ version: number; sentAt: number; kind: 'panel' | 'table' }>;
}

interface Lag {
  kind: 'panel' | 'table';
  sentAt: number;
  ms: number;
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (ms: number): string => (Number.isNaN(ms) ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Harness {
  readonly fake = new FakeDiscord('bench-bot-token', { latencyMs: latency, globalPerSecond: GLOBAL_PER_SECOND });
  readonly redis = new Redis(REDIS_URL);
  readonly prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
  readonly tables = new Map<string, Table>();
  readonly lags: Lag[] = [];
  bot!: BotProcess;
  private userCounter = 0;

  constructor(readonly channels: string[]) {}

  async start(): Promise<void> {
    this.fake.addGuild({ id: GUILD, name: 'bench', channels: this.channels });
    this.fake.onWrite = (message) => this.sawWrite(message);
    await this.fake.start();
    this.bot = new BotProcess({
      DISCORD_TOKEN: this.fake.token,
      DISCORD_API_URL: this.fake.apiUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: this.prefix,
      LOG_LEVEL: 'info',
    });
    this.bot.start();
    await this.bot.waitForLog((l) => l.msg === 'Parlor is online', 'the bot to come online', 60_000);
    await this.fake.waitFor(() => this.fake.connections > 0, 'the gateway connection');
  }

  async stop(): Promise<void> {
    await this.bot.kill('SIGTERM');
    await this.fake.stop();
    const keys = await this.redis.keys(`${this.prefix}*`);
    for (let i = 0; i < keys.length; i += 500) await this.redis.del(...keys.slice(i, i + 500));
    this.redis.disconnect();
  }

  user(): FakeUser {
    const n = ++this.userCounter;
    return { id: `2${String(n).padStart(17, '0')}`, username: `p${n}`, locale: 'en-US' };
  }

  async session(channelId: string): Promise<any> {
    const stored = await this.redis.hgetBuffer(tableKey(this.prefix, channelId), 'json');
    // The store keeps a record packed (src/store/session-codec.ts): read it as the bot does.
    return stored ? JSON.parse(unpackJson(channelId, stored)) : null;
  }

  /** Opens a table through the bot the way players do: /play, Join, Start. */
  async open(channelId: string, game: Game, turnSeconds: number): Promise<void> {
    const seats = [this.user(), this.user()];
    const name = game === 'pirate' ? 'pirate-dice' : 'yahtzee';
    const opened = await this.fake.slash(seats[0]!, channelId, 'play', [{ type: 1, name, options: [{ type: 4, name: 'turn_seconds', value: turnSeconds }] }]);
    const message = opened.messages[0];
    if (!message) throw new Error(`no table in ${channelId}: ${JSON.stringify(opened.callback).slice(0, 200)}`);
    const table: Table = { channelId, game, seats, message, panels: new Map(), busy: false, waiting: [] };
    this.tables.set(channelId, table);
    await this.fake.click(seats[1]!, message, idOf(message, /:join$/));
    await this.fake.click(seats[0]!, message, idOf(message, /:start$/));
  }

  async openAll(list: Array<{ channelId: string; game: Game }>, turnSeconds: number): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        while (next < list.length) {
          const { channelId, game } = list[next++]!;
          await this.open(channelId, game, turnSeconds);
        }
      }),
    );
  }

  /** One move at `table`, as its player would make it; resolves with the kind made, or null. */
  async move(table: Table, prefer: 'panel' | 'table'): Promise<'panel' | 'table' | null> {
    const s = await this.session(table.channelId);
    if (!s) return null;
    const seat = (id: string) => table.seats.find((u) => u.id === id)!;
    const control = (verb: Verb, ...rest: string[]) => encodeControlId({ sessionId: s.id, version: s.stateVersion, verb, args: rest });
    if (s.phase === 'finished') {
      await this.fake.click(table.seats[0]!, table.message, control('again'));
      const lobby = await this.session(table.channelId);
      await this.fake.click(table.seats[0]!, table.message, encodeControlId({ sessionId: lobby.id, version: lobby.stateVersion, verb: 'start', args: [] }));
      return null;
    }
    if (s.phase !== 'playing') return null;
    const sentAt = Date.now();
    let record: InteractionRecord;
    let kind: 'panel' | 'table';
    if (table.game === 'pirate') {
      const state = s.state as PirateState;
      if (!state.turn) return null;
      const player = seat(state.turn);
      if (prefer === 'table' || (state.bet && state.bet.count >= 8)) {
        kind = 'table';
        record = await this.fake.click(player, table.message, control('g', 'chal'));
      } else {
        kind = 'panel';
        const panel = await this.panelOf(table, player);
        const bet = minimumBet(state.bet);
        record = await this.fake.click(player, panel, control('g', 'min', String(bet.face), String(bet.count)));
      }
    } else {
      const state = s.state as YahtzeeState;
      const player = seat(state.order[state.current]!);
      kind = 'table';
      if (state.turn.rolls === 0 || (state.turn.rolls < 3 && Math.random() < 0.6)) {
        record = await this.fake.click(player, table.message, control('g', 'roll'));
      } else {
        const box = BOXES.find((b) => state.cards[player.id]?.[b] === undefined)!;
        record = await this.fake.click(player, table.message, control('g', 'score'), [box]);
      }
    }
    if (record.callback?.type !== 7 || JSON.stringify(record.callback.data ?? {}).includes('moved on')) return null;
    table.waiting.push({ version: s.stateVersion + 1, sentAt, kind });
    this.sawWrite(table.message);
    return kind;
  }

  private async panelOf(table: Table, player: FakeUser): Promise<FakeMessage> {
    let panel = table.panels.get(player.id);
    if (!panel) {
      const opened = await this.fake.click(player, table.message, idOf(table.message, /:panel$/));
      panel = opened.messages[0]!;
      table.panels.set(player.id, panel);
    }
    return panel;
  }

  /** A table message was written: every move it now shows (or shows a later state of) is done. */
  private sawWrite(message: FakeMessage): void {
    const table = this.tables.get(message.channel_id);
    if (!table || message.id !== table.message.id) return;
    const shown = shownVersion(message);
    if (shown === null) return;
    const now = Date.now();
    const still: Table['waiting'] = [];
    for (const move of table.waiting) {
      if (move.version <= shown) this.lags.push({ kind: move.kind, sentAt: move.sentAt, ms: now - move.sentAt });
      else still.push(move);
    }
    table.waiting = still;
  }
}

/** The action rows of a message, at the top (classic) or in a V2 Container. */
function rowsOf(components: any[]): any[] {
  return components.flatMap((c) => (c?.type === 1 ? [c] : Array.isArray(c?.components) ? rowsOf(c.components) : []));
}

function idOf(message: FakeMessage, pattern: RegExp): string {
  for (const row of rowsOf(message.components)) for (const c of row.components ?? []) if (c.custom_id && pattern.test(c.custom_id)) return c.custom_id;
  throw new Error(`no control ${pattern} on ${message.id}`);
}

function shownVersion(message: FakeMessage): number | null {
  for (const row of rowsOf(message.components)) {
    for (const c of row.components ?? []) {
      const id = typeof c.custom_id === 'string' ? decodeControlId(c.custom_id) : null;
      if (id) return id.version;
    }
  }
  return null;
}

const channelsFrom = (base: bigint, count: number) => Array.from({ length: count }, (_, i) => String(base + BigInt(i)));

/** Sends moves at `rates` per second for `seconds`, each table one move at a time. */
async function drive(
  h: Harness,
  rates: { panel: number; table: number },
  seconds: number,
): Promise<{ made: Record<string, number>; byGame: Record<string, number>; skipped: number; started: number; ended: number }> {
  const made: Record<string, number> = { panel: 0, table: 0 };
  const byGame: Record<string, number> = {};
  let skipped = 0;
  const tables = [...h.tables.values()];
  const forKind = {
    panel: tables.filter((t) => t.game === 'pirate'),
    table: tables.filter((t) => (rates.panel > 0 ? t.game === 'yahtzee' : true)),
  };
  const started = Date.now();
  const end = started + seconds * 1000;
  const owed = { panel: 0, table: 0 };
  let last = started;
  const inFlight = new Set<Promise<void>>();
  while (Date.now() < end) {
    await sleep(10);
    const now = Date.now();
    for (const kind of ['panel', 'table'] as const) {
      owed[kind] += (rates[kind] * (now - last)) / 1000;
      while (owed[kind] >= 1) {
        owed[kind] -= 1;
        const pool = forKind[kind];
        const table = pool[Math.floor(Math.random() * pool.length)];
        if (!table || table.busy || inFlight.size >= 400) {
          skipped++;
          continue;
        }
        table.busy = true;
        const done: Promise<void> = h
          .move(table, kind)
          .then((k) => {
            if (!k) return;
            made[k]!++;
            byGame[table.game] = (byGame[table.game] ?? 0) + 1;
          })
          .catch((error: unknown) => console.error(`move failed: ${String(error).slice(0, 200)}`))
          .finally(() => {
            table.busy = false;
            inFlight.delete(done);
          });
        inFlight.add(done);
      }
    }
    last = now;
  }
  await Promise.all(inFlight);
  return { made, byGame, skipped, started, ended: Date.now() };
}

/** One edit's round trip through @discordjs/rest at this latency, nothing else going on: the baseline. */
async function restBaseline(h: Harness): Promise<number> {
  const rest = new REST({ api: h.fake.apiUrl }).setToken(h.fake.token);
  const channelId = h.channels[0]!;
  const posted = (await rest.post(Routes.channelMessages(channelId), { body: { content: 'baseline' } })) as { id: string };
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await rest.patch(Routes.channelMessage(channelId, posted.id), { body: { content: `baseline ${i}` } });
    times.push(performance.now() - start);
  }
  await rest.delete(Routes.channelMessage(channelId, posted.id));
  return percentile(times, 50);
}

function report(h: Harness, window: { started: number; ended: number }, made: Record<string, number>): void {
  const { fake } = h;
  const seconds = (window.ended - window.started) / 1000;
  const inRun = (at: number) => at >= window.started && at <= window.ended;
  console.log(
    `  moves: ${made.panel} panel (${(made.panel! / seconds).toFixed(1)}/s), ${made.table} table-message (${(made.table! / seconds).toFixed(1)}/s) over ${seconds.toFixed(0)} s`,
  );
  for (const kind of ['panel', 'table'] as const) {
    const lags = h.lags.filter((l) => l.kind === kind && inRun(l.sentAt));
    if (lags.length === 0) continue;
    const unseen = [...h.tables.values()].flatMap((t) => t.waiting.filter((w) => w.kind === kind && inRun(w.sentAt)));
    const windows: string[] = [];
    for (let from = window.started; from < window.ended; from += WINDOW_S * 1000) {
      const slice = lags.filter((l) => l.sentAt >= from && l.sentAt < from + WINDOW_S * 1000).map((l) => l.ms);
      windows.push(fmt(percentile(slice, 99)));
    }
    const ms = lags.map((l) => l.ms);
    console.log(
      `  ${kind === 'panel' ? 'panel move → table message (REST edit)      ' : 'table-message move → table (interaction)    '} p50 ${fmt(percentile(ms, 50))}, p99 ${fmt(percentile(ms, 99))}, max ${fmt(Math.max(...ms))}; never shown: ${unseen.length}`,
    );
    console.log(`    p99 per ${WINDOW_S} s of the run: ${windows.join(', ')}`);
  }
  const records = [...fake.interactions.values()].filter((r) => inRun(r.sentAt));
  const late = records.filter((r) => r.answeredAt === undefined || r.answeredAt - r.sentAt > DEADLINE_MS).length;
  const answer = records.filter((r) => r.answeredAt !== undefined).map((r) => r.answeredAt! - r.sentAt);
  console.log(
    `  interactions: ${records.length}, answered in p50 ${fmt(percentile(answer, 50))}, p99 ${fmt(percentile(answer, 99))}; after Discord's 3 s (or never): ${late}`,
  );

  const calls = fake.calls.filter((c) => inRun(c.at) && c.path.startsWith('/channels/'));
  const rested = calls.filter((c) => c.status !== 429).length;
  console.log(
    `  REST (channel calls): ${rested} in ${seconds.toFixed(0)} s = ${(rested / seconds).toFixed(1)}/s against a budget of ${GLOBAL_PER_SECOND}/s; 429s: ${calls.length - rested}`,
  );
}

function restPerMove(h: Harness, window: { started: number; ended: number }, movesByGame: Record<string, number>): void {
  const inRun = (at: number) => at >= window.started && at <= window.ended;
  const rows = new Map<string, { edits: number; posts: number; deletes: number }>();
  for (const call of h.fake.calls) {
    if (!inRun(call.at) || !call.path.startsWith('/channels/') || call.status === 429) continue;
    const game = h.tables.get(call.path.split('/')[2]!)?.game ?? 'other';
    const row = rows.get(game) ?? { edits: 0, posts: 0, deletes: 0 };
    if (call.method === 'PATCH') row.edits++;
    else if (call.method === 'POST') row.posts++;
    else if (call.method === 'DELETE') row.deletes++;
    rows.set(game, row);
  }
  uploadedBytes(
    h,
    window,
    Object.values(movesByGame).reduce((sum, n) => sum + n, 0),
  );
  for (const [game, moves] of Object.entries(movesByGame)) {
    const row = rows.get(game) ?? { edits: 0, posts: 0, deletes: 0 };
    const total = row.edits + row.posts + row.deletes;
    const per = (n: number) => (moves > 0 ? (n / moves).toFixed(2) : '-');
    console.log(
      `  REST calls per move, ${game.padEnd(7)} ${per(total)} (edits ${per(row.edits)}, posts ${per(row.posts)}, deletes ${per(row.deletes)}) over ${moves} moves`,
    );
  }
}

/** The pictures the bot uploaded with its calls (REST edits and posts, and interaction answers): the same call as the change, so no call of their own. */
function uploadedBytes(h: Harness, window: { started: number; ended: number }, moves: number): void {
  let rest = 0;
  let answers = 0;
  let files = 0;
  for (const call of h.fake.calls) {
    if (call.at < window.started || call.at > window.ended || call.status === 429 || !call.uploaded) continue;
    const bytes = call.uploaded.reduce((sum, file) => sum + file.size, 0);
    files += call.uploaded.length;
    if (call.path.startsWith('/channels/')) rest += bytes;
    else answers += bytes;
  }
  const seconds = (window.ended - window.started) / 1000;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `  bytes uploaded: ${kb(rest + answers)} in ${files} pictures (REST edits and posts ${kb(rest)}, interaction answers ${kb(answers)}) = ${kb((rest + answers) / Math.max(1, seconds))}/s, ${moves > 0 ? kb((rest + answers) / moves) : '-'} per move`,
  );
}

function backlog(h: Harness, window: { started: number; ended: number }): void {
  const lines = h.bot.logs.filter((l) => l.msg === 'publishing backlog' && l.time >= window.started && l.time <= window.ended + 60_000);
  const maxEdits = Math.max(0, ...lines.map((l) => l.edits as number));
  const maxOthers = Math.max(0, ...lines.map((l) => l.others as number));
  console.log(
    `  publisher backlog (sampled every 5 s): at most ${maxEdits} tables with an edit waiting (one edit each) of ${h.tables.size} tables, ${maxOthers} pings/announcements/deletes`,
  );
}

async function settleRest(h: Harness, quietMs: number, maxMs: number): Promise<number> {
  const start = Date.now();
  let seen = h.fake.calls.length;
  while (Date.now() - start < maxMs) {
    await sleep(quietMs);
    if (h.fake.calls.length === seen) break;
    seen = h.fake.calls.length;
  }
  return Date.now() - start;
}

async function scenarioMoves(name: string, counts: { pirate: number; yahtzee: number }, rates: { panel: number; table: number }): Promise<void> {
  const channels = channelsFrom(950000000000000000n, counts.pirate + counts.yahtzee);
  const h = new Harness(channels);
  await h.start();
  try {
    const setupStart = Date.now();
    await h.openAll(
      channels.map((channelId, i) => ({ channelId, game: i < counts.pirate ? 'pirate' : 'yahtzee' })),
      600,
    );
    const drained = await settleRest(h, 1500, 120_000);
    h.lags.length = 0;
    const baseline = await restBaseline(h);
    console.log(
      `\n## ${name}: ${counts.pirate} Pirate Dice + ${counts.yahtzee} Yahtzee tables, ${rates.panel} panel moves/s + ${rates.table} table-message moves/s, ${SECONDS} s`,
    );
    console.log(
      `  set-up ${((Date.now() - setupStart) / 1000).toFixed(0)} s (REST drained in ${(drained / 1000).toFixed(0)} s); baseline: one REST edit alone ${fmt(baseline)} round trip, budget ${GLOBAL_PER_SECOND} calls/s`,
    );
    const run = await drive(h, rates, SECONDS);
    const settled = await settleRest(h, 1000, 60_000);
    console.log(
      `  the driver skipped ${run.skipped} moves (table still busy with its previous one); REST quiet ${(settled / 1000).toFixed(1)} s after the run`,
    );
    report(h, run, run.made);
    restPerMove(h, run, run.byGame);
    backlog(h, run);
  } finally {
    await h.stop();
  }
}

async function scenarioTimers(tables: number): Promise<void> {
  const channels = channelsFrom(960000000000000000n, tables);
  const h = new Harness(channels);
  await h.start();
  try {
    const setupStart = Date.now();
    await h.openAll(
      channels.map((channelId) => ({ channelId, game: 'pirate' as const })),
      15,
    );
    const baseline = await restBaseline(h);
    console.log(`\n## timers: ${tables} Pirate Dice tables, 15 s turn timers, nobody playing, ${SECONDS} s`);
    console.log(
      `  set-up ${((Date.now() - setupStart) / 1000).toFixed(0)} s; baseline: one REST edit alone ${fmt(baseline)} round trip, budget ${GLOBAL_PER_SECOND} calls/s`,
    );
    const started = Date.now();
    await sleep(SECONDS * 1000);
    const ended = Date.now();
    const fired = h.bot.logs.filter((l) => l.msg === 'turn timer fired' && l.time >= started && l.time <= ended);
    const late = fired.map((l) => l.lateMs as number);
    console.log(
      `  timers fired: ${fired.length} (${(fired.length / ((ended - started) / 1000)).toFixed(1)}/s); late p50 ${fmt(percentile(late, 50))}, p99 ${fmt(percentile(late, 99))}, max ${fmt(Math.max(...late))}`,
    );
    const window = { started, ended };
    const settled = await settleRest(h, 1000, 60_000);
    console.log(`  REST quiet ${(settled / 1000).toFixed(1)} s after the run`);
    // Every timer-made move is a table edit by REST: how far behind did the tables get?
    const lastFired = new Map<string, number>();
    for (const l of fired) lastFired.set(l.channelId, l.time);
    const behind: number[] = [];
    for (const [channelId, firedAt] of lastFired) {
      const edit = h.fake.calls.find((c) => c.at >= firedAt && c.method === 'PATCH' && c.path.startsWith(`/channels/${channelId}/`) && c.status === 200);
      behind.push(edit ? edit.at - firedAt : ended - firedAt);
    }
    console.log(`  last timer move of each table → its table edit: p50 ${fmt(percentile(behind, 50))}, p99 ${fmt(percentile(behind, 99))}`);
    report(h, window, { panel: 0, table: 0 });
    restPerMove(h, window, { pirate: fired.length });
    backlog(h, window);
  } finally {
    await h.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `Publishing bench: the real bot against the fake Discord (REST latency 60-140 ms, ${GLOBAL_PER_SECOND} requests/s global limit), Redis at ${REDIS_URL}`,
  );
  if (SCENARIOS.includes('budget')) await scenarioMoves('budget', { pirate: 250, yahtzee: 250 }, { panel: 40, table: 200 });
  if (SCENARIOS.includes('overload')) await scenarioMoves('overload', { pirate: 500, yahtzee: 0 }, { panel: 300, table: 0 });
  if (SCENARIOS.includes('timers')) await scenarioTimers(1000);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
