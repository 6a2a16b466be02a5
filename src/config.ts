import { z } from 'zod';
import { parseClusterNodes } from './store/cluster-nodes.js';
import { parseProcessIndex, parseShardIds, shardRangeOf, ShardIdsError } from './sharding/shard-ids.js';

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17 to 20 digits)');
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  DISCORD_TOKEN: z.string({ error: 'is required (the bot token from the Developer Portal)' }).min(1, 'is required (the bot token from the Developer Portal)'),
  DISCORD_APPLICATION_ID: z.preprocess(emptyAsUndefined, snowflake.optional()),
  DISCORD_DEV_GUILD_ID: z.preprocess(emptyAsUndefined, snowflake.optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** A Redis Cluster instead of one Redis: `host:port,host:port,...` (see store/cluster-nodes.ts). Refused together with REDIS_URL. */
  REDIS_CLUSTER_NODES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text, context) => {
        try {
          return parseClusterNodes(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]*$/, 'may hold letters, digits, : _ -')
    .default('parlor:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json', 'auto']).default('auto'),
  TURN_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(15).max(600).optional()),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(48),
  TIMER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(500),
  /** How long a computer player pauses before its move, in ms (0 in tests). */
  COMPUTER_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(700),
  /** The pause before the next deal when no person needs time (Hold'em between hands), in ms. */
  DEAL_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(4000),
  /** Pirate Dice's own pause before a computer's bet, in ms; empty: 2.5 times COMPUTER_PAUSE_MS (a bet takes longer to read). */
  COMPUTER_PAUSE_PIRATE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).optional()),
  /** A table picture not drawn within this many milliseconds is left out: the table goes as text, and the picture is edited in once drawn. */
  PICTURE_DEADLINE_MS: z.coerce.number().int().min(1).max(10_000).default(250),
  /** Worker threads that draw and encode pictures; empty: one per core beyond the first, at most two. */
  PICTURE_THREADS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16).optional()),
  /** Port of the /metrics and /healthz endpoint (0: any free port); empty: no endpoint. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).optional()),
  /** How many gateway shards in all: `auto` asks Discord (GET /gateway/bot), a number fixes it (required with SHARD_IDS). */
  SHARD_COUNT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(auto|[1-9]\d{0,4})$/, 'must be auto or a whole number from 1')
      .default('auto')
      .transform((value) => (value === 'auto' ? ('auto' as const) : Number(value))),
  ),
  /** The shards this process runs, of SHARD_COUNT: `16-31` or `16,17,20-23`. Empty: all of them (one host). */
  SHARD_IDS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text, context) => {
        try {
          return parseShardIds(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  /** With PROCESS_INDEX instead of SHARD_IDS: process i runs shards i × SHARDS_PER_PROCESS onwards. */
  SHARDS_PER_PROCESS: z.preprocess(emptyAsUndefined, z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(99_999).optional()),
  /** This process's number (0, 1, ...), or a StatefulSet pod's name ending in it (`parlor-3`). */
  PROCESS_INDEX: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How interactions reach the bot: `gateway` (a discord.js gateway session) or `http` (Discord POSTs them to this process's endpoint). */
  INTERACTIONS: z.preprocess(emptyAsUndefined, z.enum(['gateway', 'http']).default('gateway')),
  /** The application's public key (Developer Portal → General Information), 64 hex digits: verifies the signature of every interaction over HTTP. */
  DISCORD_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be the application's public key: 64 hexadecimal digits")
      .optional(),
  ),
  /** Port of the interactions endpoint (POST /interactions, GET /healthz) with INTERACTIONS=http (0: any free port). */
  INTERACTIONS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).default(8080)),
  DISCORD_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  NODE_ENV: z.string().optional(),
  /** Comma-separated draws for the random source; tests only (refused unless NODE_ENV=test). */
  TEST_RNG_SCRIPT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be comma-separated whole numbers')
      .optional(),
  ),
  /** Tests only: the process kills itself right after committing a game's result (`1`, crash tests of stats) or a move that owes a turn ping (`ping`). */
  TEST_EXIT_AFTER_RESULT: z.preprocess(emptyAsUndefined, z.enum(['1', 'ping']).optional()),
  /** Tests only: every picture is ready this many ms after it is drawn, as on a machine too busy to meet PICTURE_DEADLINE_MS. */
  /** How long a table on interactions trusts an interaction's token (default Discord's 15 minutes less a margin): tests shorten it. */
  TEST_TOKEN_TRUST_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1_000).max(900_000).optional()),
  TEST_PICTURE_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).optional()),
  /** Set by the playground for the bot it runs (src/playground/bot-supervisor.ts): tables kept in memory are expected there. */
  PLAYGROUND: z.preprocess(emptyAsUndefined, z.literal('1').optional()),
});

export type Config = z.infer<typeof configSchema>;

/** Every environment variable the bot reads into its configuration (deploy files may set only these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export class ConfigError extends Error {}

/** Reads the environment; a bad or missing value stops start-up with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv, options: { requireApplicationId?: boolean } = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (parsed.data.REDIS_URL && parsed.data.REDIS_CLUSTER_NODES) {
    throw new ConfigError(
      'Invalid configuration: REDIS_URL and REDIS_CLUSTER_NODES are both set; set REDIS_URL for one Redis or REDIS_CLUSTER_NODES for a Redis Cluster, not both',
    );
  }
  if (parsed.data.TEST_EXIT_AFTER_RESULT && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: TEST_EXIT_AFTER_RESULT is only accepted with NODE_ENV=test');
  }
  if (parsed.data.TEST_TOKEN_TRUST_MS && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: TEST_TOKEN_TRUST_MS is only accepted with NODE_ENV=test');
  }
  if (parsed.data.TEST_PICTURE_DELAY_MS && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: TEST_PICTURE_DELAY_MS is only accepted with NODE_ENV=test');
  }
  if (parsed.data.TEST_RNG_SCRIPT && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: TEST_RNG_SCRIPT is only accepted with NODE_ENV=test');
  }
  if (parsed.data.INTERACTIONS === 'http' && !parsed.data.DISCORD_PUBLIC_KEY) {
    throw new ConfigError(
      "Invalid configuration: DISCORD_PUBLIC_KEY is required with INTERACTIONS=http (the application's public key, Developer Portal → General Information): every interaction's signature is checked with it",
    );
  }
  if (
    parsed.data.INTERACTIONS === 'http' &&
    (parsed.data.SHARD_IDS || parsed.data.PROCESS_INDEX !== undefined || parsed.data.SHARDS_PER_PROCESS !== undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration: SHARD_IDS, SHARDS_PER_PROCESS and PROCESS_INDEX are for the gateway; with INTERACTIONS=http there are no shards (every process takes any interaction), so leave them unset',
    );
  }
  if (options.requireApplicationId && !parsed.data.DISCORD_APPLICATION_ID) {
    throw new ConfigError('Invalid configuration: DISCORD_APPLICATION_ID is required to register commands');
  }
  return { ...parsed.data, SHARD_IDS: ownShardIds(parsed.data) };
}

/**
 * The shards this process runs when it runs a part of them (several hosts): SHARD_IDS, or the range
 * SHARDS_PER_PROCESS and PROCESS_INDEX give; undefined when it runs them all (one host, as before).
 */
function ownShardIds(config: Config): number[] | undefined {
  const { SHARD_IDS: listed, SHARDS_PER_PROCESS: perProcess, PROCESS_INDEX: index, SHARD_COUNT: count } = config;
  if (listed && (perProcess !== undefined || index !== undefined)) {
    throw new ConfigError(
      'Invalid configuration: SHARD_IDS and SHARDS_PER_PROCESS/PROCESS_INDEX are both set; name the shards with SHARD_IDS, or let PROCESS_INDEX pick a range of SHARDS_PER_PROCESS, not both',
    );
  }
  if ((perProcess === undefined) !== (index === undefined)) {
    throw new ConfigError(
      `Invalid configuration: ${perProcess === undefined ? 'PROCESS_INDEX needs SHARDS_PER_PROCESS' : 'SHARDS_PER_PROCESS needs PROCESS_INDEX'} (process i runs shards i × SHARDS_PER_PROCESS onwards)`,
    );
  }
  const variable = listed ? 'SHARD_IDS' : 'PROCESS_INDEX';
  if (!listed && perProcess === undefined) return undefined;
  if (count === 'auto') {
    throw new ConfigError(
      `Invalid configuration: ${variable} needs a fixed SHARD_COUNT (the same whole number in every process), not auto: shard ids only mean something out of a known count`,
    );
  }
  try {
    const ids = listed ?? shardRangeOf(parseProcessIndex(index!), perProcess!, count);
    const past = ids.find((id) => id >= count);
    if (past !== undefined) throw new ShardIdsError(`names shard ${past}, but SHARD_COUNT=${count} numbers them 0 to ${count - 1}`);
    return ids;
  } catch (error) {
    if (error instanceof ShardIdsError) throw new ConfigError(`Invalid configuration: ${variable} ${error.message}`);
    throw error;
  }
}
