import type { GamePlugin } from '../../../src/kernel/plugin.js';
import type { HighCardAction, HighCardConfig, HighCardState } from './actions.js';
import type { HighCardEvent } from './events.js';
import { highCard } from './rules.js';
import { highCardUi } from './view.js';
import { HIGH_CARD_WORDS, highCardWords } from './words.js';
import { highCardStats, type HighCardFigure } from './results.js';
import { highCardLog, type HighCardLogLine } from './log.js';
import { highCardFair, type CardsReplay } from './fair.js';
import { highCardCommand } from './options.js';

export interface HighCardTypes {
  State: HighCardState;
  Action: HighCardAction;
  Config: HighCardConfig;
  PublicView: HighCardState;
  PrivateView: HighCardState;
  Event: HighCardEvent;
  LogLine: HighCardLogLine;
  Figure: HighCardFigure;
  Replay: CardsReplay;
}

/** A sixth game, made only of its own folder: the platform learns of it when it is passed to the app (`startApp({ extraGames })`). */
export const highCardPlugin: GamePlugin<HighCardTypes> = {
  engine: highCard,
  ui: highCardUi,
  name: (t) => highCardWords(t)('game.highcard'),
  words: HIGH_CARD_WORDS,
  command: highCardCommand,
  stats: highCardStats,
  log: highCardLog,
  fair: highCardFair,
};
