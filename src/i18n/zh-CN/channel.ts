import type { AreaCatalog } from '../catalog-types.js';
import type { channel as en } from '../en/channel.js';

export const channel: AreaCatalog<typeof en> = {
  'table.more': '更多…',
  'panel.closed': '此面板已关闭：在牌桌上点“{button}”打开新的面板。',
  'panel.closedNoButton': '此面板已关闭：牌桌就在频道里。',
  'holdem.record.won': '{player} 赢得 {amount}',
  'record.details': '详情',
  'yahtzee.holdPick': '选择要保留的骰子…',
  'yahtzee.holdDie': '第 {n} 颗：{face} 点',
  'holdem.details.gone': '第 {n} 手已不是牌桌的上一手。你自己的牌局都在牌局记录里：',
};
