import type { AreaCatalog } from '../catalog-types.js';
import type { computers as english } from '../en/computers.js';

export const computers: AreaCatalog<typeof english> = {
  'button.addComputer': '添加电脑玩家',
  'button.removeComputer': '移除电脑玩家',
  'error.noComputerSeated': '桌上没有可以移除的电脑玩家。',
  'command.option.computers': '和你同桌的电脑玩家人数（默认 0；开局前房主也可以在桌上添加或移除）',
  'option.name.computers': '电脑玩家',
  'command.problem.computers': { other: '这个游戏最多 {max} 人，除你之外最多只能加 {count} 个电脑玩家。' },
  'computer.seat': '🤖 {name}',
  'computer.names': '小明|阿美|大力|小雪|老周|阿杰|小芳|胖虎|小林|阿宝|小兰|老王',
  'option.name.awayComputer': '暂离代打',
  'command.option.awayComputer': '玩家暂离时由电脑代打，直到本人按“我回来了”（默认关）',
  'lobby.awayComputer': '暂离的玩家：🤖 由电脑代打，直到本人回来',
  'table.awayComputer': '暂离：{players}。🤖 电脑正在代打，按“我回来了”即可继续参与。',
};
