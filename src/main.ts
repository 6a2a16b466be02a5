import { loadEnvFile } from './env-file.js';

/**
 * `npm start`: with DISCORD_TOKEN, the bot on Discord (the composition root, src/index.ts);
 * without one, the playground, where that same root runs against a local stand-in for Discord.
 * Decided before anything heavy is loaded, so the playground's address is printed at once.
 */
loadEnvFile();
if (process.env.DISCORD_TOKEN) await import('./index.js');
else {
  const [{ startPlayground }, { ConfigError }] = await Promise.all([import('./playground/start.js'), import('./config.js')]);
  await startPlayground({ watch: false }).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Parlor could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
