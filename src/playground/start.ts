import { randomBytes } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FakeDiscord } from '../standin/server.js';
import { PlaygroundBridge } from './playground-bridge.js';
import { BotSupervisor } from './bot-supervisor.js';
import { servePage } from './page-server.js';
import { playgroundSettings } from './settings.js';
import { PLAYGROUND_CHANNELS, PLAYGROUND_GUILD, addElsewhere, defaultPeople, elsewherePlaces } from './world.js';

const SRC_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * The playground: the stand-in for Discord, a page in front of it, and the real bot between
 * them, as a child process. Prints one line, the page's address. With `watch`, a change in
 * src/ restarts the bot (a change to the page reloads the pages); the stand-in, and so every
 * message on the page, stays.
 */
export async function startPlayground(options: { watch: boolean }): Promise<void> {
  const settings = playgroundSettings(process.env);
  const say = (line: string) => console.error(line);
  const fake = new FakeDiscord(`playground-${randomBytes(12).toString('hex')}`);
  fake.addGuild({ ...PLAYGROUND_GUILD, channels: [] });
  for (const channel of PLAYGROUND_CHANNELS) fake.addChannel(PLAYGROUND_GUILD.id, channel);
  const people = defaultPeople();
  // A group DM and a server without the bot, where Ann's user install is all Parlor has (issue 32).
  const elsewhere = elsewherePlaces(people);
  addElsewhere(fake, elsewhere, people);
  await fake.start();
  const bridge = new PlaygroundBridge(fake, { id: PLAYGROUND_GUILD.id, name: PLAYGROUND_GUILD.name }, people, say, elsewhere);
  const page = await servePage(bridge, settings.port).catch(async (error: NodeJS.ErrnoException) => {
    await fake.stop();
    throw error.code === 'EADDRINUSE' ? new Error(`port ${settings.port} is in use: set PLAYGROUND_PORT to a free port`) : error;
  });
  console.log(`Parlor playground: ${page.url}`);

  let watcher: FSWatcher | null = null;
  const shutdown = async (code: number) => {
    watcher?.close();
    await bot.stop();
    bridge.close();
    page.server.closeAllConnections();
    await new Promise<void>((resolve) => page.server.close(() => resolve()));
    await fake.stop();
    process.exit(code);
  };
  const bot = new BotSupervisor({ token: fake.token, apiUrl: fake.apiUrl, applicationId: fake.applicationId, guildId: PLAYGROUND_GUILD.id }, say, (code) => {
    if (options.watch) say(`playground: the bot stopped (exit code ${code}); it starts again when a file in src/ changes`);
    else {
      say(`playground: the bot stopped (exit code ${code})`);
      void shutdown(code || 1);
    }
  });
  bot.start();
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  if (options.watch) watcher = watchSources(bot, bridge, say);
}

function watchSources(bot: BotSupervisor, bridge: PlaygroundBridge, say: (line: string) => void): FSWatcher {
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const settle = () => {
    const files = [...changed];
    changed = new Set();
    if (files.every((f) => f.startsWith('playground/page/'))) return bridge.reloadPages();
    if (files.some((f) => f.startsWith('standin/') || f.startsWith('playground/'))) {
      say('playground: the stand-in or the playground changed; those changes take effect at the next `npm run dev`');
    }
    say(`playground: ${files.slice(0, 3).join(', ')}${files.length > 3 ? ', ...' : ''} changed; restarting the bot`);
    void bot.restart();
  };
  return watch(SRC_DIR, { recursive: true }, (_event, filename) => {
    if (!filename || !/\.(ts|mjs|lua|json|html|css|js)$/.test(filename)) return;
    changed.add(filename.split('\\').join('/'));
    if (timer) clearTimeout(timer);
    timer = setTimeout(settle, 200);
  });
}
