import type { AreaCatalog } from '../catalog-types.js';
import type { pictures as english } from '../en/pictures.js';

export const pictures: AreaCatalog<typeof english> = {
  'pic.seat': '{n} 号座',
  'pic.holdem.act.fold': '弃牌',
  'pic.holdem.act.check': '过牌',
  'pic.holdem.act.call': '跟注',
  'pic.holdem.act.bet': '下注',
  'pic.holdem.act.raise': '加注',
  'pic.holdem.act.allin': '全下',
  'pic.holdem.wins': '{player} 赢得 {amount}',
  'pic.holdem.noBoard': '尚未发牌',
  'pic.holdem.idle': '等待至少两位有筹码的玩家',
  'pic.holdem.alt': '德州扑克牌桌，第 {n} 手：公共牌 {board}，底池 {pot}，轮到 {player} 行动。',
  'pic.holdem.altNoTurn': '德州扑克牌桌，第 {n} 手：公共牌 {board}，底池 {pot}。',
  'pic.holdem.altBetween': '德州扑克牌桌，两手之间。第 {n} 手：{result}',
  'pic.holdem.altIdle': '德州扑克牌桌，等待玩家。',
  'pic.holdem.panelAlt': '你的手牌：{cards}。{best}',
};
