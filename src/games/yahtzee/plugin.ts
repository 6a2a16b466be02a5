import type { GamePlugin } from '../../kernel/plugin.js';
import { diceFairness, type DiceReplay } from '../../fair/replays.js';
import type { YahtzeeAction, YahtzeeConfig, YahtzeeState } from './actions.js';
import type { YahtzeeEvent } from './events.js';
import { yahtzee, type YahtzeeView } from './rules.js';
import { yahtzeeUi } from './view.js';
import { yahtzeeStats, type YahtzeeFigure } from './results.js';
import { yahtzeeLog, type YahtzeeLogLine } from './log.js';
import { yahtzeeCommand } from './options.js';
import { renderYahtzeeTable } from './render.js';
import { yahtzeeComputer } from './computer.js';

export interface YahtzeeTypes {
  State: YahtzeeState;
  Action: YahtzeeAction;
  Config: YahtzeeConfig;
  PublicView: YahtzeeView;
  PrivateView: YahtzeeView;
  Event: YahtzeeEvent;
  LogLine: YahtzeeLogLine;
  Figure: YahtzeeFigure;
  Replay: DiceReplay;
}

export const yahtzeePlugin: GamePlugin<YahtzeeTypes> = {
  engine: yahtzee,
  ui: yahtzeeUi,
  name: (t) => t('game.yahtzee'),
  command: yahtzeeCommand,
  stats: yahtzeeStats,
  log: yahtzeeLog,
  fair: diceFairness(),
  pictures: { accent: 0xf5c542, table: renderYahtzeeTable },
  computer: yahtzeeComputer,
};
