import { Client, Events, GatewayIntentBits, Status } from 'discord.js';
import { loadConfig } from '../config.js';
import { loadEnvFile } from '../env-file.js';
import { createLogger } from '../logger.js';
import { openStore } from '../store/open-store.js';
import type { AnyGamePlugin } from '../kernel/plugin.js';
import { gameCatalog } from './catalog.js';
import { slashCommands } from '../commands/index.js';
import { COMPUTER_WORKER, PICTURE_WORKER } from './workers.js';
import { hostedThinker } from './thinker.js';
import { Runner } from '../table/runner.js';
import { cryptoRng } from '../rng.js';
import { scriptedThenCrypto } from '../rng-script.js';
import { RestMessenger, restPayload } from '../discord/messenger.js';
import { MessagePictures, type WrittenMessage } from '../discord/pictures.js';
import { PictureCache } from '../render/cache.js';
import { PicturePool } from '../render/pool.js';
import { slowedDown, warmPool } from '../render/warm-pool.js';
import { Publisher } from '../discord/publisher.js';
import { PanelKeeper } from '../discord/panel-keeper.js';
import { Routes } from 'discord-api-types/v10';
import { createInteractionHandler } from '../interactions/router.js';
import { TimerSweeper } from '../timers/sweeper.js';
import { startMoveSteps } from '../table/move-steps.js';
import { FairDraws } from '../fair/draw-source.js';
import { openHistoryStore } from '../store/open-history.js';
import { openServerSettings } from '../store/open-settings.js';
import { openTurnPings } from '../store/open-turn-pings.js';
import { HistoryRecorder } from '../history/recorder.js';
import { createMetrics } from '../metrics/metrics.js';
import { productionStore } from '../metrics/production-store.js';
import { checkHealth } from '../metrics/health.js';
import { startMetricsServer } from '../metrics/server.js';
import { InteractionGate } from '../interactions/gate.js';
import { shutdownWithin } from '../shutdown.js';
import { guildOwnership, pinShardEnv, shardAssignment, shardLabel } from '../sharding/shard-env.js';
import { openDiscordLimits } from '../sharding/shared-limits.js';
import { skipBuilderChecks } from '../discord/builder-checks.js';
import { ComputerDriver } from '../table/computer-driver.js';
import { ThreadThinker } from '../computers/thread.js';
import { ResponseCapture } from '../http/response-capture.js';
import { capturedRest, startHttpInteractions } from '../http/start.js';
import { openHostedTokens } from '../store/open-hosted-tokens.js';
import { HostedTables } from '../discord/hosted-tables.js';
import { HostedMessenger } from '../discord/hosted-messenger.js';

export interface AppOptions {
  /** Games hosted beside the built-in ones (a test's game): listed after them, in this order. */
  extraGames?: readonly AnyGamePlugin[];
}

/**
 * Composition root: reads config, assembles the game catalog (the built-in games and `extraGames`),
 * builds the parts and hands the catalog to each, wires them. No game logic here.
 */
export async function startApp(options: AppOptions = {}): Promise<void> {
  const games = gameCatalog(options.extraGames);
  loadEnvFile();
  const config = loadConfig(process.env);
  skipBuilderChecks();
  const shards = shardAssignment(config, process.env);
  const label = shardLabel(shards);
  const log = label ? createLogger(config.LOG_LEVEL, config.LOG_FORMAT).child({ shard: label }) : createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
  const ownsGuild = guildOwnership(shards);
  const opened = await openStore(config, log, games);
  const metrics = createMetrics({ idleTtlMs: config.SESSION_IDLE_HOURS * 3_600_000 });
  const store = productionStore(opened, metrics, { exitAfter: config.TEST_EXIT_AFTER_RESULT === '1' ? 'result' : config.TEST_EXIT_AFTER_RESULT });
  const now = () => Date.now();
  const rng = config.TEST_RNG_SCRIPT ? scriptedThenCrypto(config.TEST_RNG_SCRIPT.split(',').map(Number)) : cryptoRng;
  if (config.TEST_RNG_SCRIPT) log.warn('TEST_RNG_SCRIPT is set: dice and decks follow a script (NODE_ENV=test)');
  const steps = startMoveSteps(games, { log });
  // Each game draws from its own committed seed; a test script still decides the dice and decks themselves.
  const draws = new FairDraws({ games, fallback: cryptoRng, ...(config.TEST_RNG_SCRIPT ? { scripted: rng } : {}) });
  const { history, close: closeHistory } = await openHistoryStore(config, opened);
  const recorder = new HistoryRecorder(games, history, log, now);
  const { settings, close: closeSettings } = await openServerSettings(config, log);
  const { turnPings, close: closeTurnPings } = await openTurnPings(config, log);
  const { hostedTokens, close: closeHostedTokens } = await openHostedTokens(config, log);
  const hosted = new HostedTables({ store: hostedTokens, log, ...(config.TEST_TOKEN_TRUST_MS ? { trustMs: config.TEST_TOKEN_TRUST_MS } : {}) });
  // Computer players wake at their due time in this process (the sweeper wakes them after a restart).
  let computers: ComputerDriver | null = null;
  const runner = new Runner({
    games,
    store,
    rng,
    now,
    log,
    moveSteps: steps.byGame,
    draws,
    metrics,
    onCommitted: async (committed) => {
      computers?.watch(committed.session);
      recorder.enqueue(committed);
    },
    computerPauseMs: {
      ms: config.COMPUTER_PAUSE_MS,
      ...(config.COMPUTER_PAUSE_PIRATE_MS === undefined ? {} : { byGame: { pirate: config.COMPUTER_PAUSE_PIRATE_MS } }),
    },
    dealPauseMs: config.DEAL_PAUSE_MS,
    ...(config.TURN_TIMEOUT_SECONDS ? { defaultTurnSeconds: config.TURN_TIMEOUT_SECONDS } : {}),
  });

  // This process's shards of the bot's count; IDENTIFYs and the global REST budget shared with every other process through Redis.
  const limits = await openDiscordLimits(config, shards, log);
  pinShardEnv(shards, process.env);
  // INTERACTIONS=http: the first answer to each interaction is the HTTP response, not a REST call (src/http/).
  const capture = config.INTERACTIONS === 'http' ? new ResponseCapture({ log }) : null;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    shards: [...shards.ids],
    shardCount: shards.count,
    rest: { ...(capture ? capturedRest(capture, limits.rest) : limits.rest), ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) },
    ws: limits.ws,
  });
  const pool = new PicturePool(PICTURE_WORKER, config.PICTURE_THREADS);
  warmPool(pool, log);
  const pictures: MessagePictures = new MessagePictures({
    games,
    log,
    draw: slowedDown((request, format) => pool.draw(request, format), config.TEST_PICTURE_DELAY_MS),
    cache: new PictureCache(),
    deadlineMs: config.PICTURE_DEADLINE_MS,
    // A table that went as text while its picture was drawn gets the picture as soon as it is drawn, unless it moved on.
    drawnLate: (session, messageId) => publisher.pictureDrawn(session, messageId),
  });
  // A picture refused in a channel (no Attach Files): its tables go as text, and the one just sent without its picture gets every word.
  const botMessenger = new RestMessenger(client.rest, (channelId) => {
    pictures.cannotAttach(channelId);
    publisher.redraw(channelId);
  });
  // Tables on interactions (group DMs, DMs, servers without the bot) are written through their tokens, never the bot's.
  const messenger = new HostedMessenger(botMessenger, hosted, client.rest, log);
  hosted.onLastCall = (channelId) => publisher.redraw(channelId);
  hosted.onLapse = (channelId, messageIds) => publisher.lapsing(channelId, messageIds);
  const openPanels = new PanelKeeper({
    games,
    edit: (applicationId, token, message, body) =>
      client.rest
        .patch(Routes.webhookMessage(applicationId, token, message), { ...restPayload(body), auth: false })
        .then((written) => written as WrittenMessage),
    remove: (applicationId, token, message) => client.rest.delete(Routes.webhookMessage(applicationId, token, message), { auth: false }).then(() => undefined),
    log,
    pictures,
  });
  const publisher: Publisher = new Publisher({
    games,
    pictures,
    messenger,
    log,
    markPublished: (channelId, sessionId, stateVersion) => store.markPublished(channelId, sessionId, stateVersion),
    recordTableMessage: (channelId, sessionId, messageId) => runner.setTableMessage(channelId, sessionId, messageId),
    // The words the message shows (not its picture's bytes) are where the draw's fingerprint is looked for.
    posted: (session, messageId, body) =>
      runner.witness(
        session,
        messageId,
        JSON.stringify(body, (key, value: unknown) => (key === 'files' ? undefined : value)),
      ),
    unpublished: () => store.unpublished(),
    load: (channelId) => runner.load(channelId),
    owedPing: (channelId) => store.owedPing(channelId),
    owns: (session) => ownsGuild(session.guildId),
    metrics,
    panels: openPanels,
    turnPings,
  });
  runner.commits.subscribe((change) => publisher.committed(change));
  metrics.watchBacklog(() => publisher.backlog());
  const stopReporting = publisher.reportBacklog(log, 5_000);
  const thinker = hostedThinker(games, new ThreadThinker(COMPUTER_WORKER));
  computers = new ComputerDriver({ games, runner, store, thinker, log, now });
  const driver = computers;
  const sweeper = new TimerSweeper({ store, runner, log, now, metrics, fire: (channelId) => driver.fire(channelId) }, config.TIMER_POLL_MS);

  const gate = new InteractionGate(
    createInteractionHandler(
      { games, runner, publisher, messenger, log, stats: store, history, settings, metrics, openPanels, pictures, hosted },
      slashCommands(games),
    ),
    {
      log,
      metrics,
    },
  );
  if (!capture) client.on(Events.InteractionCreate, gate.handle);
  const health = () =>
    checkHealth({
      gateway: () => capture !== null || (client.isReady() && client.ws.status === Status.Ready),
      ping: () => store.ping(),
      accepting: () => gate.open,
    });
  const endpoint = config.METRICS_PORT === undefined ? null : await startMetricsServer(config.METRICS_PORT, metrics, health);
  if (endpoint) log.info({ port: endpoint.port }, 'metrics and health endpoint listening');
  const online = (facts: Record<string, unknown>) => {
    log.info({ ...facts, store: store.kind, discordLimits: limits.mode }, 'Parlor is online');
    sweeper.start();
    void sweeper.sweep();
    // A table on interactions shown before the restart still gets its waiting line before its last token is done.
    hosted.resume().catch((error: unknown) => log.warn({ err: error }, 'could not plan the last calls of tables on interactions'));
    publisher
      .republishStale()
      .then((count) => log.info({ count }, 'tables behind their state published again'))
      .catch((error: unknown) => log.warn({ err: error }, 'could not look for tables to publish again'));
  };
  if (!capture) {
    client.once(Events.ClientReady, (ready) =>
      online({ user: ready.user.tag, guilds: ready.guilds.cache.size, shards: shards.ids.length, shardCount: shards.count }),
    );
  }
  let interactionsEndpoint: { port: number; close: () => Promise<void> } | null = null;

  // Stop taking interactions and claiming timers, finish what is in flight, then close; exit 0 within 10 s.
  const shutdown = (signal: string) =>
    shutdownWithin(10_000, log, signal, {
      drain: () => {
        driver.close();
        openPanels.stop();
        hosted.stop();
        return Promise.all([gate.close(), sweeper.stop()]);
      },
      flush: () => publisher.idle(),
      close: async () => {
        stopReporting();
        await client.destroy();
        await limits.close();
        await steps.close();
        await thinker.close();
        await pool.close();
        await store.close();
        await recorder.idle();
        await closeHistory();
        await closeSettings();
        await closeTurnPings();
        await closeHostedTokens();
        await endpoint?.close();
        await interactionsEndpoint?.close();
      },
    });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A shard process whose manager is gone (killed) leaves with it.
  process.once('disconnect', () => void shutdown('shard manager gone'));

  if (!capture) return void (await client.login(config.DISCORD_TOKEN));
  interactionsEndpoint = await startHttpInteractions({
    client,
    capture,
    handle: gate.handle,
    token: config.DISCORD_TOKEN,
    publicKeyHex: config.DISCORD_PUBLIC_KEY!,
    port: config.INTERACTIONS_PORT,
    health,
    log,
  });
  online({ interactions: 'http', port: interactionsEndpoint.port });
}
