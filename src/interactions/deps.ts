import type { Logger } from 'pino';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Runner } from '../table/runner.js';
import type { Publisher } from '../discord/publisher.js';
import type { Messenger } from '../discord/messenger.js';
import type { StatsStore } from '../table/session-store.js';
import type { HistoryStore } from '../kernel/history-store.js';
import type { ServerSettingsStore } from '../store/server-settings.js';
import type { Metrics } from '../metrics/metrics.js';
import type { PanelKeeper } from '../discord/panel-keeper.js';
import type { MessagePictures } from '../discord/pictures.js';
import type { HostedTables } from '../discord/hosted-tables.js';

export interface HandlerDeps {
  /** The games this process hosts. */
  games: GameCatalog;
  runner: Runner;
  publisher: Publisher;
  messenger: Messenger;
  log: Logger;
  stats: StatsStore;
  history: HistoryStore;
  /** Each server's defaults for new tables (/settings). */
  settings: ServerSettingsStore;
  metrics?: Metrics;
  /** Keeps open private panels current (games whose panel follows the table). */
  openPanels?: PanelKeeper;
  /** Pictures and the Components V2 layout of table messages and panels; without it they go as classic embeds. */
  pictures?: MessagePictures;
  /** The tokens of tables that live on interactions (group DMs, DMs, servers without the bot); without it every table is the bot's. */
  hosted?: HostedTables;
}
