/**
 * CPU per interaction: Parlor against a bare bot doing the least a bot can do with a click.
 *   npm run bench:interaction
 *   npm run bench:interaction -- --rounds 4 --moves 600 --only bare-discordjs,yahtzee-table
 *   npm run bench:interaction -- --only yahtzee-table --profile /tmp/prof   (then bench/profile-summary.ts)
 *
 * Every contender is a real bot process against the same stand-in Discord (no latency, no rate
 * limit), 16 tables in a closed loop (each table sends its next click when the last is answered).
 * Rounds are interleaved (bare, Parlor, bare, Parlor, ...) so both see the same machine. The
 * figure is the bot process's CPU time (user + system, all threads, from /proc/<pid>/stat) over
 * a round, divided by the interactions it answered.
 *   bare-discordjs   discord.js: one embed and one button, updated on each click (the floor)
 *   bare-core        the same on @discordjs/core (no discord.js caches or structures)
 *   yahtzee-table    Parlor, solo Yahtzee: roll, roll, score, on the table message (text only, as the bare bot's embed)
 *   yahtzee-pictures the same with the table's picture drawn and uploaded on every move (worker threads' CPU included)
 *   pirate-panel     Parlor, Pirate Dice for two: bets from the private panel (the table is edited by REST)
 *   holdem-table     Parlor, heads-up Hold'em: check or call on the table message
 *   bare-http        interactions over HTTP: node:http, Ed25519 check, one embed and one button in the HTTP response (the HTTP floor)
 *   yahtzee-http     Parlor with INTERACTIONS=http, as yahtzee-table: every interaction POSTed signed by the stand-in
 * The gateway contenders are compared with bare-discordjs, the HTTP ones with bare-http.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { FakeDiscord, type FakeMessage, type FakeUser, type InteractionRecord } from '../src/standin/server.js';
import { tableKey } from '../src/store/keys.js';
import { unpackJson } from '../src/store/session-codec.js';
import { encodeControlId, type Verb } from '../src/ids/custom-id.js';
import { minimumBet } from '../src/games/pirate/dice.js';
import { BOXES } from '../src/games/yahtzee/scoring.js';
import { BotProcess } from '../test/support/bot-process.js';
import { freePorts } from '../test/support/redis-process.js';
import { printTable } from './support.js';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const ROUNDS = Number(flag('rounds') ?? 3);
const MOVES = Number(flag('moves') ?? 800);
const TABLES = 16;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GUILD = '900000000000000001';
const CLOCK_TICKS = 100;
const ALL = ['bare-discordjs', 'bare-core', 'yahtzee-table', 'pirate-panel', 'holdem-table', 'yahtzee-pictures', 'bare-http', 'yahtzee-http'] as const;
type Name = (typeof ALL)[number];
/** Contenders whose interactions come over HTTP (no gateway), and the floor they are compared with. */
const overHttp = (name: Name) => name.endsWith('-http');
const floorOf = (name: Name): Name => (overHttp(name) ? 'bare-http' : 'bare-discordjs');
/** `--profile <dir>`: Parlor's processes write a V8 CPU profile there when they stop (see `bench/profile-summary.ts`). */
const PROFILE_DIR = flag('profile');
const ONLY = (flag('only')?.split(',') ?? [...ALL]) as Name[];

/** CPU seconds the process (all its threads) has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every component of a message, nested ones too (action rows, containers, sections). */
function* componentsOf(list: any[] | undefined): Generator<any> {
  for (const c of list ?? []) {
    yield c;
    yield* componentsOf(c.components);
    if (c.accessory) yield c.accessory;
  }
}

function controlOf(message: FakeMessage, match: (customId: string) => boolean): string | null {
  for (const c of componentsOf(message.components)) if (typeof c.custom_id === 'string' && !c.disabled && match(c.custom_id)) return c.custom_id;
  return null;
}

interface Table {
  channelId: string;
  seats: FakeUser[];
  message: FakeMessage;
  panels: Map<string, FakeMessage>;
  rolls: number;
}

interface Contender {
  readonly name: Name;
  pid(): number;
  start(): Promise<void>;
  /** One interaction at `table`; false when the table had nothing to do just now. */
  move(table: Table): Promise<boolean>;
  open(channelId: string): Promise<Table>;
  stop(): Promise<void>;
}

let userCounter = 0;
const newUser = (): FakeUser => {
  const n = ++userCounter;
  return { id: `2${String(n).padStart(17, '0')}`, username: `p${n}`, locale: 'en-US' };
};

/** Points the stand-in's interactions at `port` (signed POSTs, no gateway), and gives what the bot runs with to take them there. */
function httpEnv(fake: FakeDiscord, port: number): Record<string, string> {
  fake.deliverInteractionsTo([`http://127.0.0.1:${port}/interactions`]);
  return { INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: fake.interactionsPublicKey, INTERACTIONS_PORT: String(port) };
}

class BareBot implements Contender {
  private readonly bot: BotProcess;
  constructor(
    readonly name: Name,
    file: string,
    private readonly fake: FakeDiscord,
    httpPort?: number,
  ) {
    const tsx = import.meta.resolve('tsx');
    const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}/${name}`] : [];
    this.bot = new BotProcess(
      { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...(httpPort === undefined ? {} : httpEnv(fake, httpPort)) },
      { file: process.execPath, args: [...profile, '--import', tsx, fileURLToPath(new URL(file, import.meta.url))], cwd: process.cwd() },
    );
  }
  pid = () => this.bot.pid!;
  async start(): Promise<void> {
    const before = this.fake.connections;
    this.bot.start();
    await this.bot.waitForLog((l) => l.msg === 'bare bot online', `${this.name} online`, 60_000);
    if (!overHttp(this.name)) await this.fake.waitFor(() => this.fake.connections > before, 'the gateway connection');
  }
  async open(channelId: string): Promise<Table> {
    const user = newUser();
    const opened = await this.fake.slash(user, channelId, 'play', []);
    return { channelId, seats: [user], message: opened.messages[0]!, panels: new Map(), rolls: 0 };
  }
  async move(table: Table): Promise<boolean> {
    const record = await this.fake.click(table.seats[0]!, table.message, 'count');
    return record.callback?.type === 7;
  }
  stop = () => this.bot.kill('SIGTERM');
}

class Parlor implements Contender {
  private readonly bot: BotProcess;
  private readonly prefix = `parlor-bench:${randomBytes(4).toString('hex')}:`;
  constructor(
    readonly name: Name,
    private readonly fake: FakeDiscord,
    private readonly redis: Redis,
    httpPort?: number,
  ) {
    const env = {
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: this.prefix,
      LOG_LEVEL: 'info',
      ...(httpPort === undefined ? {} : httpEnv(fake, httpPort)),
    };
    const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const profiled = {
      file: process.execPath,
      args: [`--cpu-prof`, `--cpu-prof-dir=${PROFILE_DIR}/${name}`, '--import', import.meta.resolve('tsx'), entry],
      cwd: process.cwd(),
    };
    this.bot = PROFILE_DIR ? new BotProcess(env, profiled) : new BotProcess(env);
  }
  pid = () => this.bot.pid!;
  async start(): Promise<void> {
    const before = this.fake.connections;
    this.bot.start();
    await this.bot.waitForLog((l) => l.msg === 'Parlor is online', 'Parlor online', 60_000);
    if (!overHttp(this.name)) await this.fake.waitFor(() => this.fake.connections > before, 'the gateway connection');
  }
  async stop(): Promise<void> {
    await this.bot.kill('SIGTERM');
    const keys = await this.redis.keys(`${this.prefix}*`);
    for (let i = 0; i < keys.length; i += 500) await this.redis.del(...keys.slice(i, i + 500));
  }
  private async session(channelId: string): Promise<any> {
    const raw = await this.redis.hgetBuffer(tableKey(this.prefix, channelId), 'json');
    return raw ? JSON.parse(unpackJson(channelId, raw)) : null;
  }
  private control(s: any, verb: Verb, ...rest: string[]): string {
    return encodeControlId({ sessionId: s.id, version: s.stateVersion, verb, args: rest });
  }

  async open(channelId: string): Promise<Table> {
    const game = this.name.startsWith('yahtzee') ? 'yahtzee' : this.name === 'pirate-panel' ? 'pirate-dice' : 'holdem';
    // Text only, to compare with the bare bot's one embed; the pictures' cost is a contender of its own.
    const pictures = this.name === 'yahtzee-pictures' ? [] : [{ type: 5, name: 'pictures', value: false }];
    const seats = game === 'yahtzee' ? [newUser()] : [newUser(), newUser()];
    const opened = await this.fake.slash(seats[0]!, channelId, 'play', [
      { type: 1, name: game, options: [{ type: 4, name: 'turn_seconds', value: 600 }, ...pictures] },
    ]);
    const message = opened.messages[0];
    if (!message) throw new Error(`no table in ${channelId}: ${JSON.stringify(opened.callback).slice(0, 300)}`);
    const table: Table = { channelId, seats, message, panels: new Map(), rolls: 0 };
    for (const seat of seats.slice(1))
      await this.fake.click(
        seat,
        message,
        controlOf(message, (id) => id.endsWith(':join'))!,
      );
    await this.fake.click(
      seats[0]!,
      message,
      controlOf(message, (id) => id.endsWith(':start'))!,
    );
    return table;
  }

  async move(table: Table): Promise<boolean> {
    const s = await this.session(table.channelId);
    if (!s) return false;
    // The table is posted anew below a hand's summary, and "Play again" opens the lobby below the result: click the newest.
    table.message = this.newestTable(table) ?? table.message;
    if (s.phase === 'finished') {
      await this.fake.click(table.seats[0]!, table.message, this.control(s, 'again'));
      const lobby = await this.session(table.channelId);
      table.message = this.newestTable(table) ?? table.message;
      const again = await this.fake.click(table.seats[0]!, table.message, this.control(lobby, 'start'));
      return again.callback !== undefined;
    }
    if (s.phase === 'lobby') {
      // A rematch's lobby (its message may have come after the click that opened it was answered).
      const started = await this.fake.click(table.seats[0]!, table.message, this.control(s, 'start'));
      return started.callback !== undefined;
    }
    if (s.phase !== 'playing') return false;
    const seat = (id: string) => table.seats.find((u) => u.id === id);
    let record: InteractionRecord;
    if (this.name.startsWith('yahtzee')) {
      const state = s.state;
      const player = seat(state.order[state.current])!;
      if (state.turn.rolls < 2) record = await this.fake.click(player, table.message, this.control(s, 'g', 'roll'));
      else {
        const card = state.cards[player.id] ?? {};
        const box = BOXES.find((b) => card[b] === undefined || card[b] === null);
        record = await this.fake.click(player, table.message, this.control(s, 'g', 'score'), [box!]);
      }
    } else if (this.name === 'pirate-panel') {
      const state = s.state;
      if (!state.turn) return false;
      const player = seat(state.turn)!;
      if (state.bet && state.bet.count >= 6) record = await this.fake.click(player, table.message, this.control(s, 'g', 'chal'));
      else {
        const panel = await this.panelOf(table, player);
        const bet = minimumBet(state.bet);
        record = await this.fake.click(player, panel, this.control(s, 'g', 'min', String(bet.face), String(bet.count)));
      }
    } else {
      const hand = s.state.hand;
      if (!hand) {
        const deal = controlOf(table.message, (c) => c.endsWith(':g:deal'));
        if (!deal) return false;
        record = await this.fake.click(table.seats[0]!, table.message, this.control(s, 'g', 'deal'));
      } else {
        const player = hand.toAct ? seat(hand.toAct) : undefined;
        if (!player) return false;
        const verb = hand.amountToCall > (hand.bets[player.id] ?? 0) ? 'call' : 'check';
        record = await this.fake.click(player, table.message, this.control(s, 'g', verb));
      }
    }
    // Every answered interaction counts (a click that came late is answered too), as the bare bot's do.
    return record.callback !== undefined;
  }

  private newestTable(table: Table): FakeMessage | undefined {
    return this.fake
      .channelMessages(table.channelId)
      .filter((m) => controlOf(m, (id) => id.startsWith('p1:')) !== null)
      .at(-1);
  }

  private async panelOf(table: Table, player: FakeUser): Promise<FakeMessage> {
    let panel = table.panels.get(player.id);
    if (!panel) {
      const opened = await this.fake.click(
        player,
        table.message,
        controlOf(table.message, (id) => id.endsWith(':panel'))!,
      );
      panel = opened.messages[0]!;
      table.panels.set(player.id, panel);
    }
    return panel;
  }
}

/** Runs `moves` interactions over the tables, each table one at a time; returns CPU s and interactions. */
async function round(contender: Contender, tables: Table[], moves: number): Promise<{ cpu: number; answered: number; seconds: number }> {
  let sent = 0;
  let answered = 0;
  const pid = contender.pid();
  const cpuBefore = cpuSeconds(pid);
  const startedAt = performance.now();
  await Promise.all(
    tables.map(async (table) => {
      while (sent < moves) {
        sent++;
        if (await contender.move(table)) answered++;
        else await sleep(20);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  await sleep(300); // REST edits a move queued (Pirate Dice's table) land inside the round's CPU
  return { cpu: cpuSeconds(pid) - cpuBefore, answered, seconds };
}

async function main(): Promise<void> {
  const channels = Array.from({ length: TABLES }, (_, i) => String(960000000000000000n + BigInt(i)));
  // One stand-in per contender: a stand-in sends each interaction to one connected bot.
  const fakes: FakeDiscord[] = [];
  const standIn = async (): Promise<FakeDiscord> => {
    const fake = new FakeDiscord('bench-bot-token', { latencyMs: () => 0, globalPerSecond: 100_000 });
    fake.addGuild({ id: GUILD, name: 'bench', channels });
    await fake.start();
    fakes.push(fake);
    return fake;
  };
  const redis = new Redis(REDIS_URL);
  const make = async (name: Name): Promise<Contender> => {
    const fake = await standIn();
    const httpPort = overHttp(name) ? (await freePorts(1))[0] : undefined;
    return name === 'bare-discordjs'
      ? new BareBot(name, './bare/discordjs-bot.ts', fake)
      : name === 'bare-core'
        ? new BareBot(name, './bare/core-bot.ts', fake)
        : name === 'bare-http'
          ? new BareBot(name, './bare/http-bot.ts', fake, httpPort)
          : new Parlor(name, fake, redis, httpPort);
  };
  const contenders: Contender[] = [];
  for (const name of ONLY) contenders.push(await make(name));
  const tables = new Map<Name, Table[]>();
  try {
    for (const contender of contenders) {
      await contender.start();
      tables.set(contender.name, await Promise.all(channels.map((c) => contender.open(c))));
      await round(contender, tables.get(contender.name)!, MOVES); // warm-up: JIT, caches, connections
    }
    const totals = new Map<Name, { cpu: number; answered: number; seconds: number }>(contenders.map((c) => [c.name, { cpu: 0, answered: 0, seconds: 0 }]));
    const perRound: string[][] = [['round', ...contenders.map((c) => c.name)]];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? contenders : [...contenders].reverse();
      const row = new Map<Name, string>();
      for (const contender of order) {
        const result = await round(contender, tables.get(contender.name)!, MOVES);
        const total = totals.get(contender.name)!;
        total.cpu += result.cpu;
        total.answered += result.answered;
        total.seconds += result.seconds;
        row.set(contender.name, `${((result.cpu / result.answered) * 1e6).toFixed(0)} µs`);
      }
      perRound.push([String(r + 1), ...contenders.map((c) => row.get(c.name)!)]);
    }
    console.log(`\n## CPU per interaction, ${TABLES} tables each, closed loop, ${ROUNDS} interleaved rounds of ${MOVES} clicks\n`);
    printTable(perRound);
    const perInteraction = (name: Name): number => {
      const t = totals.get(name);
      return t && t.answered ? t.cpu / t.answered : NaN;
    };
    console.log('');
    const rows = [['contender', 'interactions', 'answered', 'CPU/interaction', 'interactions/s', 'ratio to its floor']];
    for (const c of contenders) {
      const t = totals.get(c.name)!;
      const per = perInteraction(c.name);
      const floorPer = perInteraction(floorOf(c.name));
      rows.push([
        c.name,
        overHttp(c.name) ? 'HTTP' : 'gateway',
        String(t.answered),
        `${(per * 1e6).toFixed(0)} µs`,
        (t.answered / t.seconds).toFixed(0),
        Number.isNaN(floorPer) ? '-' : `${(per / floorPer).toFixed(2)}× ${floorOf(c.name)}`,
      ]);
    }
    printTable(rows);
  } finally {
    for (const c of contenders) await c.stop().catch(() => undefined);
    for (const fake of fakes) await fake.stop();
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
