import type { AreaCatalog } from '../catalog-types.js';
import type { anywhere as en } from '../en/anywhere.js';

export const anywhere: AreaCatalog<typeof en> = {
  'error.serverInstallOnly': '设置属于邀请了 Parlor 的服务器。管理员可以用 Parlor 资料卡上的“添加应用”按钮把它加入这个服务器。',
  'error.externalAppsOff':
    '这个服务器只允许成员自己的应用私下回复，所以这里无法开设所有人都能看到的牌桌。想在这里玩，请管理员用 Parlor 资料卡上的“添加应用”按钮邀请 Parlor 加入服务器，或者在群组私信里开桌。',
  'panel.tableWaiting':
    '⏸ 牌桌正在等待点击：你在这里的操作都已保存，但只有当有人按下牌桌本身上的按钮时，Parlor 才能把它显示在牌桌上。按牌桌上的任意按钮即可让它更新。',
  'table.waitingForClick': '⏸ 等待点击：只有牌桌上有人点击时，Parlor 才能更新这张牌桌。按任意按钮即可让它恢复。',
  'button.tableHelp': '规则与离开',
  'help.intro': '在这里只用牌桌上的按钮来玩：下面是{game}的规则，也可以在这里退出这局游戏。',
  'help.leave': '退出这局游戏',
};
