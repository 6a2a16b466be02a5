import { loadEnvFile } from './env-file.js';

/**
 * `npm start`: with DISCORD_TOKEN, the bot on Discord (the composition root, src/app/start.ts, in this
 * process or in one child process per shard: src/app/bot.ts decides);
 * without one, the playground, where that same root runs against a local stand-in for Discord.
 * Decided before anything heavy is loaded, so the playground's address is printed at once.
 */
loadEnvFile();
const failed = (ConfigError: new (...args: never[]) => Error) => (error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Parlor could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
if (process.env.DISCORD_TOKEN) {
  // One shard, or the range SHARD_IDS names, runs in this process; several with no range given run as
  // child processes of discord.js's ShardingManager (src/app/bot.ts).
  const [{ startBot }, { ConfigError }] = await Promise.all([import('./app/bot.js'), import('./config.js')]);
  await startBot().catch(failed(ConfigError));
} else {
  const [{ startPlayground }, { ConfigError }] = await Promise.all([import('./playground/start.js'), import('./config.js')]);
  await startPlayground({ watch: false }).catch(failed(ConfigError));
}
