import type { AreaCatalog } from '../catalog-types.js';
import type { settings as english } from '../en/settings.js';

export const settings: AreaCatalog<typeof english> = {
  'command.settings': '本服务器新牌桌的默认设置：图片和扑克牌配色（需要“管理服务器”权限）',
  'command.name.settings': '设置',
  'command.option.serverPictures': '新牌桌显示图片（默认开）；关掉则只显示文字',
  'command.option.serverFourColour': '新牌桌的扑克牌图片用四色牌（默认关）',
  'command.option.fourColour': '四色牌：方块蓝色、梅花绿色（默认：按服务器设置）',
  'option.name.fourColour': '四色牌',
  'settings.title': '本服务器新牌桌的设置',
  'settings.picturesOn': '图片：开。牌桌显示游戏图片。',
  'settings.picturesOff': '图片：关。牌桌只显示文字。',
  'settings.fourColourOn': '扑克牌图片：四色牌（♠ 黑、♥ 红、♦ 蓝、♣ 绿）。',
  'settings.fourColourOff': '扑克牌图片：双色（♠ ♣ 黑，♥ ♦ 红）。',
  'settings.how':
    '修改：`/{settings} {pictures}:` 或 `/{settings} {fourColour}:`。房主开桌时仍可用 `/{play} … {pictures}:` 和 `{fourColour}:` 为这一桌另选。已经开着的牌桌不受影响。',
  'settings.saved': '已保存。',
  'settings.denied': '修改本服务器的设置需要“管理服务器”权限。',
  'table.fourColour': '四色牌：方块蓝色，梅花绿色',
};
