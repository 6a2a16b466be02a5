import { loadEnvFile } from './env-file.js';

/**
 * `npm start`: with DISCORD_TOKEN, the bot on Discord (the composition root, src/index.ts, in this
 * process for one shard, in one child process per shard otherwise: src/sharding);
 * without one, the playground, where that same root runs against a local stand-in for Discord.
 * Decided before anything heavy is loaded, so the playground's address is printed at once.
 */
loadEnvFile();
const failed = (ConfigError: new (...args: never[]) => Error) => (error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Parlor could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
if (process.env.DISCORD_TOKEN) {
  // One shard runs here; more run as child processes of discord.js's ShardingManager (src/sharding).
  const [{ startBot }, { ConfigError }] = await Promise.all([import('./sharding/start.js'), import('./config.js')]);
  await startBot().catch(failed(ConfigError));
} else {
  const [{ startPlayground }, { ConfigError }] = await Promise.all([import('./playground/start.js'), import('./config.js')]);
  await startPlayground({ watch: false }).catch(failed(ConfigError));
}
