import type { AreaCatalog } from '../catalog-types.js';
import type { fair as english } from '../en/fair.js';

export const fair: AreaCatalog<typeof english> = {
  'fair.title': '🔐 可验证公平',
  'fair.commitment.game': '本局种子哈希开头：`{hash}`',
  'fair.commitment.nextGame': '下一局种子哈希开头：`{hash}`',
  'fair.commitment.hand': '本手牌种子哈希开头：`{hash}`',
  'fair.commitment.nextHand': '下一手牌种子哈希开头：`{hash}`',
  'fair.revealed': '{part}：种子已公开（哈希 `{hash}`…），点击 🔐 验证查看',
  'fair.part.game': '本局',
  'fair.part.hand': '第 {round} 手',
  'fair.part.round': '第 {round} 局',
  'fair.button': '验证',
  'fair.details.current': '当前已承诺的种子仍然保密。它的 SHA-256 哈希：\n`{hash}`',
  'fair.details.hash': '种子哈希（SHA-256）：`{hash}`',
  'fair.details.seed': '种子：`{seed}`',
  'fair.details.value': '公开值：`{value}`',
  'fair.details.made': 'Discord 生成时间：{time}',
  'fair.details.label': '这个公开值是事先就知道的标签，不是 Discord id。',
  'fair.details.draws': '抽取次数：{draws}',
  'fair.details.noneYet': '这张桌子还没有公开过种子：每一局（每一手牌）结束后，它的种子会显示在这里。',
  'fair.details.how': '在 Parlor 源码中运行这条命令：它会核对哈希，说明 Discord 何时生成了公开值，并列出每一次抽取（见 /规则 →“可验证的公平抽取”）。',
  'fair.choice': '可验证的公平抽取',
  'rules.fair':
    '每一局（德州扑克的每一手牌、掀棋的每一局）的骰子、牌或棋子都来自一个用 node:crypto 生成的 32 字节秘密种子。种子使用之前，桌上会显示它的 SHA-256 哈希的前 12 位十六进制数字；点击 🔐 验证可以私下看到完整哈希。此后种子无法更改。\n' +
    '抽取时种子会与一个公开值混合。显示哈希时这个公开值还不存在，所以种子不可能针对它挑选：它是开始游戏或发这手牌的点击（“开始”“发下一手”）的 Discord id；由回合计时器发的牌或开的局，则是上一手（上一局）结束后发出的第一条消息（显示新哈希的结算消息）的 id。这些 id 由 Discord 生成，每个 id 都能看出它的生成时间。\n' +
    '每次抽取为 `HMAC-SHA256(种子, 公开值 ‖ 0 ‖ 块编号)`，按 32 位数字读取；只保留小于范围最大倍数的数字，因此每个点数、每张牌的概率完全相同。同一局从一步到下一步沿用同一个数据流。\n' +
    '一局（一手牌）结束后，点击 🔐 验证即可私下看到它的哈希、种子、公开值、抽取次数和一条命令；/牌局记录 和对局记录（📜）也会保留这些信息。在 Parlor 源码中运行 `npm run verify -- <游戏> <种子> <公开值> <抽取次数> <哈希>`。它会核对种子的 SHA-256 是否就是该哈希（开局前你已看到它的前 12 位），核对公开值是否为 Discord id 并给出 Discord 生成它的时间（应晚于哈希出现的时间；计时器发牌时，在结算消息上“复制消息 ID”得到的就是这个 id），然后按顺序列出每一颗骰子、洗好的牌（从头发出）或掀棋的棋堆，供你与实际对局比对。\n' +
    '公开的德州扑克种子会显示整副牌：这手牌结束后，弃牌玩家的底牌也能看到。公开的掀棋种子会显示发牌时每家的棋子，因此这一局结束后可以推算出垫下的棋子。在此之前，种子不会出现在任何消息或日志中。',
};
