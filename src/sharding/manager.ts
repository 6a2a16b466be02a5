import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShardingManager, type Shard } from 'discord.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { ShardPlan } from './plan.js';
import { RUNTIME_FLAGS } from '../runtime-flags.js';

/** The bot (the composition root) each shard process runs, as this file runs: TypeScript through tsx, or built JavaScript. */
const ownExtension = extname(fileURLToPath(import.meta.url));
const BOT_ENTRY = fileURLToPath(new URL(`../index${ownExtension}`, import.meta.url));
const EXEC_ARGV = [...RUNTIME_FLAGS, ...(ownExtension === '.ts' ? ['--import', import.meta.resolve('tsx')] : [])];
/** How long a shard process has to become ready, and to finish its work after SIGTERM. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * discord.js's ShardingManager: one child process per shard, each the whole bot (src/index.ts) for
 * the guilds Discord routes to its shard. A shard process that dies is started again by the manager.
 * Shards share nothing but Redis (tables, timers, publishing marks), so a restarted shard loses nothing.
 */
export async function runShardingManager(config: Config, plan: ShardPlan, log: Logger): Promise<void> {
  const manager = new ShardingManager(BOT_ENTRY, {
    totalShards: plan.count,
    token: config.DISCORD_TOKEN,
    mode: 'process',
    respawn: true,
    execArgv: EXEC_ARGV,
  });
  manager.on('shardCreate', (shard: Shard) => {
    // Each shard process serves its own /metrics and /healthz (METRICS_PORT): on the port plus its shard id.
    const metricsPort = Number(process.env.METRICS_PORT);
    if (metricsPort > 0) (shard.env as NodeJS.ProcessEnv).METRICS_PORT = String(metricsPort + shard.id);
    shard.on('spawn', () => log.info({ shard: shard.id, pid: shard.process?.pid }, 'shard process started'));
    shard.on('death', (child) => {
      const code = 'exitCode' in child ? child.exitCode : null;
      if (manager.respawn)
        log.warn({ shard: shard.id, code, signal: 'signalCode' in child ? child.signalCode : null }, 'shard process died; starting it again');
    });
    shard.on('error', (error: Error) => log.error({ err: error, shard: shard.id }, 'shard process error'));
  });

  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping the shard processes');
    manager.respawn = false;
    await Promise.all([...manager.shards.values()].map((shard) => stopShard(shard)));
    process.exit(code);
  };
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.once('SIGTERM', () => void stop('SIGTERM', 0));

  log.info({ shards: plan.count, spawnDelayMs: plan.spawnDelayMs }, 'starting the shard processes');
  try {
    await manager.spawn({ amount: plan.count, delay: plan.spawnDelayMs, timeout: READY_TIMEOUT_MS });
  } catch (error) {
    log.error({ err: error }, 'a shard process did not start');
    await stop('a shard did not start', 1);
    return;
  }
  log.info({ shards: plan.count }, 'all shards are ready');
}

/** SIGTERM (the bot finishes what it is publishing), SIGKILL if it takes too long. */
async function stopShard(shard: Shard): Promise<void> {
  const child = shard.process;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const hard = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(hard);
}
