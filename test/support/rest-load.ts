/**
 * One bot process's REST side under load, for the REST budget test and bench: a @discordjs/rest REST
 * built with the very options the bot gives discord.js (src/sharding/shared-limits.ts, from the same
 * environment: DISCORD_TOKEN, DISCORD_API_URL, REDIS_URL, REDIS_KEY_PREFIX, SHARD_COUNT, SHARD_IDS),
 * posting messages from `--in-flight` loops while told to be busy, each loop in a channel of its own
 * (as the bot's table edits are: @discordjs/rest sends one request at a time per channel route).
 * Protocol on stdin/stdout, one line each: it prints `ready`; then each `busy <ms>` or `idle <ms>`
 * line is a phase it answers with `{"phase":n,"done":k}` when over; `quit` ends it.
 * `--local-per-second n`: no shared budget, only discord.js's own pacing at n a second (the old way).
 */
import { createInterface } from 'node:readline';
import { REST } from 'discord.js';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { openDiscordLimits } from '../../src/sharding/shared-limits.js';
import { shardAssignment } from '../../src/sharding/shard-env.js';

const args = process.argv.slice(2);
const flag = (name: string): number | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : undefined;
};
const inFlight = flag('in-flight') ?? 8;
const localPerSecond = flag('local-per-second');

const config = loadConfig(process.env);
const log = pino({ level: 'warn' }, pino.destination(2));
const limits = localPerSecond
  ? { rest: { globalRequestsPerSecond: localPerSecond }, restBudget: null, close: async () => {} }
  : await openDiscordLimits(config, shardAssignment(config, process.env), log);
const budget = limits.restBudget;
const rest = new REST({ ...limits.rest, api: config.DISCORD_API_URL!, retries: 10, timeout: 60_000 }).setToken(config.DISCORD_TOKEN);

async function phase(busy: boolean, ms: number): Promise<number> {
  if (!busy) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 0;
  }
  const until = Date.now() + ms;
  let done = 0;
  const process0 = config.SHARD_IDS?.[0] ?? 0;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, loop) => {
      const channelId = String(1_700_000_000_000_000_000n + BigInt(process0 * 1000 + loop));
      while (Date.now() < until) {
        await rest.post(`/channels/${channelId}/messages`, { body: { content: 'load' } });
        if (Date.now() <= until) done++;
      }
    }),
  );
  return done;
}

console.log('ready');
let n = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, ms] = line.trim().split(/\s+/);
  if (command === 'quit') break;
  if (command === 'busy' || command === 'idle')
    console.log(JSON.stringify({ phase: n++, done: await phase(command === 'busy', Number(ms)), droppedLate: budget?.droppedLate ?? 0 }));
}
await limits.close();
process.exit(0);
