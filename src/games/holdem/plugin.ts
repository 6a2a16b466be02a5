import type { GamePlugin } from '../../kernel/plugin.js';
import type { HoldemAction, HoldemConfig, HoldemState } from './actions.js';
import type { HoldemEvent } from './events.js';
import { holdem, type HoldemPrivateView, type HoldemPublicView } from './rules.js';
import { holdemUi } from './view.js';
import { holdemStats, type HoldemFigure } from './results.js';
import { holdemHands } from './hand-log.js';
import { holdemFair, type DeckReplay } from './fair.js';
import { holdemCommand } from './options.js';
import { startEquityStep } from './equity-step.js';
import { renderHoldemTable, renderHoldemPanel } from './render.js';
import { holdemComputer } from './computer.js';

export interface HoldemTypes {
  State: HoldemState;
  Action: HoldemAction;
  Config: HoldemConfig;
  PublicView: HoldemPublicView;
  PrivateView: HoldemPrivateView;
  Event: HoldemEvent;
  /** Hold'em keeps hand histories instead of a move list. */
  LogLine: never;
  Figure: HoldemFigure;
  Replay: DeckReplay;
}

export const holdemPlugin: GamePlugin<HoldemTypes> = {
  engine: holdem,
  ui: holdemUi,
  name: (t) => t('game.holdem'),
  command: holdemCommand,
  stats: holdemStats,
  hands: holdemHands,
  fair: holdemFair,
  moveStep: startEquityStep,
  pictures: { accent: 0x2e8b57, cards: true, table: renderHoldemTable, panel: renderHoldemPanel },
  computer: holdemComputer,
};
