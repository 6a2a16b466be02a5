import type { AreaCatalog } from '../catalog-types.js';
import type { platform as english } from '../en/platform.js';

export const platform: AreaCatalog<typeof english> = {
  'game.pirate': '海盗骰子',

  'error.notInGame': '你没有在这张桌上参与游戏。',
  'error.notYourTurn': '还没轮到你。',
  'error.gameOver': '这局游戏已经结束。',
  'error.stale': '这个按钮已经过时（对局已往下进行），操作没有执行。桌面上是当前局面。',
  'error.stalePanel': '局面已经变化，因此没有执行任何操作。这是你当前的面板。',
  'error.noTable': '这个频道没有开桌。用 /开桌 开一桌。',
  'error.unknownButton': 'Parlor 无法识别这个控件，因此没有执行任何操作。',
  'error.corrupt': '这张桌的存档已损坏，无法继续。房主或管理员可以用 /关桌 关闭它。编号：{ref}',
  'error.storeDown': 'Parlor 暂时无法连接存储。没有任何改动，请稍后再试。编号：{ref}',
  'error.internal': '我们这边出了问题，没有任何改动。编号：{ref}',
  'error.storeUnsure': 'Parlor 的存储没有及时回应，这一步可能已经生效，也可能没有。请先看一下牌桌再重试。编号：{ref}',
  'error.staleClick': '你点击时面板已经更新，这次点击没有生效。面板上显示的是已经执行的操作。',
  'error.slowForm': 'Parlor 打开表单花的时间太长了。请再按一次按钮。',
  'error.occupied': '这个频道已经有一桌{game}（{link}）。请先打完，或请房主用 /关桌 关闭。',
  'error.notHost': '只有房主可以这样做。',
  'error.notHostOrMod': '只有房主或拥有“管理消息”权限的成员可以关闭这张桌。',
  'error.tableFull': '座位已满（{max} 个座位）。',
  'error.notEnoughPlayers': { other: '这个游戏至少需要 {count} 名玩家才能开始。' },
  'error.alreadySeated': '你已经在这张桌上有座位了。',
  'error.notSeated': '你在这张桌上没有座位。',
  'error.alreadyStarted': '游戏已经开始了。',
  'error.notFinished': '游戏还在进行中。',
  'error.guildOnly': 'Parlor 的牌桌只在服务器频道中开设，不在私信中。',
  'error.unknownCommand': '这个命令已经过时，因此没有执行任何操作。Discord 可能还在显示 Parlor 的旧命令：请稍等一分钟或重启 Discord 后再试。',
  'error.restarting': 'Parlor 正在重启，没有接收这次操作，因此没有任何改动。请几秒后再试。',

  'button.join': '加入',
  'button.leave': '离开',
  'button.start': '开始',
  'button.cancel': '关闭牌桌',
  'button.panel': '我的骰子',
  'button.again': '再来一局',

  'lobby.title': '{game}：已开桌，等待入座',
  'lobby.description': '房主：{host}。先加入，再由房主开始游戏。',
  'lobby.players': '玩家 {count}/{max}',
  'lobby.seats': '人数：{min} 至 {max} 人',
  'lobby.nobody': '暂无玩家',
  'lobby.settings': '设置',
  'lobby.turnTimer': '每步限时：{seconds} 秒',
  'lobby.hostMark': '（房主）',

  'table.closed': '这张桌已被 {user} 关闭。',
  'table.moved': '这张桌已移到一条更新的消息中。',
  'table.turnEnds': '行动截止：{when}',
  'table.ping': '{player}，轮到你了（{game}）。',
  'table.winner': '{player} 获胜！',
  'table.newHost': '{player}，原房主已离开：现在由你主持这桌{game}。',
  'table.language': '牌桌语言：{language}',

  'notice.joined': '你已入座。',
  'notice.left': '你已离开牌桌。',
  'notice.leftGame': '你已退出这局游戏。',
  'notice.opened': '已开桌。',
  'notice.reposted': '牌桌已重新发出；旧消息上的按钮不再有效。',
  'notice.closed': '牌桌已关闭。',
  'notice.notPlaying': '你正在旁观这张桌；只有入座的玩家才有私人面板。',

  'error.notStarted': '游戏还没有开始。',

  'game.yahtzee': '快艇骰子',

  'notice.noPanel': '这个游戏的一切都在桌面上，没有私人面板。',

  'table.away': '暂离：{players}。按“我回来了”继续参与。',

  'button.back': '我回来了',

  'error.notAway': '你没有被标记为暂离。',

  'notice.backDone': '欢迎回来：之后轮到你时由你自己操作。',

  'game.bobing': '博饼',
  'game.holdem': '德州扑克',
  'game.xianqi': '掀棋',
  'error.youLeft': '你已退出这局游戏，不能再回到这局。等这局结束后，在下一局的大厅里按“加入”即可再玩。',
  'error.youLeftSitAgain': '你已离开这张桌。想再玩，请按“入座”。',
  'error.panelGameOver': '这局游戏已经结束，这个面板不再有效。',
  'table.paused': '还在局中的玩家都暂离了，牌桌已暂停：不计时，也不会替任何人自动行动。按“我回来了”继续。',
  'table.everyoneLeft': '所有玩家都已退出，游戏结束，牌桌已关闭。',
  'table.leftMark': '（已退出）',
  'fmt.labelValue': '{label}：{value}',
  'fmt.list': '、',
  'fmt.paren': '（{text}）',
  'fmt.times': '{label}×{count}',
  'form.retry': '修改表单',
  'form.typed': '你填写的内容（按“修改表单”重新填写）',
};
