import type { GamePlugin } from '../../kernel/plugin.js';
import { diceFairness, type DiceReplay } from '../../fair/replays.js';
import type { PirateAction, PirateConfig, PirateState } from './actions.js';
import type { PirateEvent } from './events.js';
import { pirateDice, type PiratePrivateView, type PiratePublicView } from './rules.js';
import { pirateUi } from './view.js';
import { pirateStats, type PirateFigure } from './results.js';
import { pirateLog, type PirateLogLine } from './log.js';
import { pirateCommand } from './options.js';
import { renderPirateTable, renderPiratePanel } from './render.js';
import { pirateComputer } from './computer.js';

export interface PirateTypes {
  State: PirateState;
  Action: PirateAction;
  Config: PirateConfig;
  PublicView: PiratePublicView;
  PrivateView: PiratePrivateView;
  Event: PirateEvent;
  LogLine: PirateLogLine;
  Figure: PirateFigure;
  Replay: DiceReplay;
}

export const piratePlugin: GamePlugin<PirateTypes> = {
  engine: pirateDice,
  ui: pirateUi,
  name: (t) => t('game.pirate'),
  command: pirateCommand,
  stats: pirateStats,
  log: pirateLog,
  fair: diceFairness(),
  pictures: { accent: 0x3b6fb6, table: renderPirateTable, panel: renderPiratePanel },
  computer: pirateComputer,
};
