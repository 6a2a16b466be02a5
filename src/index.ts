import { ConfigError } from './config.js';
import { startApp } from './app/start.js';

/** The bot with the built-in games (`npm start` with a token, each shard process). A process with more games calls `startApp({ extraGames })`. */
startApp().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`Parlor could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
