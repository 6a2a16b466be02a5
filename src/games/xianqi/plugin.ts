import type { GamePlugin } from '../../kernel/plugin.js';
import type { XianqiAction, XianqiConfig, XianqiState } from './actions.js';
import type { XianqiEvent } from './events.js';
import { xianqi, type XianqiPrivateView, type XianqiPublicView } from './rules.js';
import { xianqiUi } from './view.js';
import { xianqiStats, type XianqiFigure } from './results.js';
import { xianqiLog, type XianqiLogLine } from './log.js';
import { xianqiFair, type XianqiReplay } from './fair.js';
import { xianqiCommand } from './options.js';
import { renderXianqiTable, renderXianqiPanel } from './render.js';
import { xianqiComputer } from './computer.js';

export interface XianqiTypes {
  State: XianqiState;
  Action: XianqiAction;
  Config: XianqiConfig;
  PublicView: XianqiPublicView;
  PrivateView: XianqiPrivateView;
  Event: XianqiEvent;
  LogLine: XianqiLogLine;
  Figure: XianqiFigure;
  Replay: XianqiReplay;
}

export const xianqiPlugin: GamePlugin<XianqiTypes> = {
  engine: xianqi,
  ui: xianqiUi,
  name: (t) => t('game.xianqi'),
  command: xianqiCommand,
  stats: xianqiStats,
  log: xianqiLog,
  fair: xianqiFair,
  pictures: { accent: 0xb08d57, table: renderXianqiTable, panel: renderXianqiPanel },
  computer: xianqiComputer,
};
