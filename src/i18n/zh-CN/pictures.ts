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
  'pic.pirate.centre': { other: '中央骰池：{count} 颗' },
  'pic.pirate.redDie': '红骰子：永远多算 1 颗',
  'pic.pirate.inPlay': '场上骰子：{count} 颗 + 红骰子',
  'pic.pirate.challenge': '{challenger} 质疑 {bettor}：实际有 {actual} 颗',
  'pic.pirate.none': '尚无',
  'pic.pirate.alt': '海盗骰子牌桌，第 {round} 轮：{seats}。当前宣称：{bet}。中央骰池：{centre}。',
  'pic.pirate.altOver': '海盗骰子牌桌，游戏结束：{player} 获胜。',
  'pic.pirate.panelAlt': '你的骰子：{dice}。',
};
