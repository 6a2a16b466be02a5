import type { GamePlugin } from '../../kernel/plugin.js';
import { diceFairness, type DiceReplay } from '../../fair/replays.js';
import type { BobingAction, BobingConfig, BobingState } from './actions.js';
import type { BobingEvent } from './events.js';
import { bobing } from './rules.js';
import { bobingUi } from './view.js';
import { bobingStats, type BobingFigure } from './results.js';
import { bobingLog, type BobingLogLine } from './log.js';
import { bobingCommand } from './options.js';
import { renderBobingTable } from './render.js';
import { bobingComputer } from './computer.js';

export interface BobingTypes {
  State: BobingState;
  Action: BobingAction;
  Config: BobingConfig;
  PublicView: BobingState;
  PrivateView: BobingState;
  Event: BobingEvent;
  LogLine: BobingLogLine;
  Figure: BobingFigure;
  Replay: DiceReplay;
}

export const bobingPlugin: GamePlugin<BobingTypes> = {
  engine: bobing,
  ui: bobingUi,
  name: (t) => t('game.bobing'),
  command: bobingCommand,
  stats: bobingStats,
  log: bobingLog,
  fair: diceFairness(),
  pictures: { accent: 0xd93a2f, table: renderBobingTable },
  computer: bobingComputer,
};
