import type { AreaCatalog } from '../catalog-types.js';
import type { fair as english } from '../en/fair.js';

export const fair: AreaCatalog<typeof english> = {
  'fair.title': '🔐 可验证公平',
  'fair.commitment.game': '本局种子的哈希（SHA-256）：`{hash}`',
  'fair.commitment.nextGame': '下一局种子的哈希（SHA-256）：`{hash}`',
  'fair.commitment.hand': '本手牌种子的哈希（SHA-256）：`{hash}`',
  'fair.commitment.nextHand': '下一手牌种子的哈希（SHA-256）：`{hash}`',
  'fair.revealed.game': '本局种子：`{seed}`\n公开值：`{value}` · 抽取次数：{draws}',
  'fair.revealed.hand': '第 {round} 手牌的种子：`{seed}`\n公开值：`{value}` · 抽取次数：{draws}',
  'fair.revealed.round': '第 {round} 局的种子：`{seed}`\n公开值：`{value}` · 抽取次数：{draws}',
  'fair.verify': '核对每一次抽取：`{command}`（见 /规则 →“可验证的公平抽取”）',
  'fair.choice': '可验证的公平抽取',
  'rules.fair': '每一局（德州扑克的每一手牌、掀棋的每一局）的骰子、牌或棋子都来自一个用 node:crypto 生成的 32 字节秘密种子。开局前（在大厅里，或上一手牌结束时）桌上就会显示它的 SHA-256 哈希，因此种子事后无法更改。\n抽取时种子会与一个公开值混合，这个公开值在哈希显示之后才确定：开始游戏或发这手牌的 Discord 交互的 id（点击“开始”或“发下一手”）。由回合计时器发的牌没有点击，改用标签 `timer-<手牌编号>`：点击“发下一手”即可混入你自己的点击。\n每次抽取为 `HMAC-SHA256(种子, 公开值 ‖ 0 ‖ 块编号)`，按 32 位数字读取；只保留小于范围最大倍数的数字，因此每个点数、每张牌的概率完全相同。同一局从一步到下一步沿用同一个数据流。\n一局（一手牌）结束时，结算会显示种子、公开值和抽取次数。先核对种子的 SHA-256 是否就是你看到的哈希，再在 Parlor 源码中运行 `npm run verify -- <游戏> <种子> <公开值> <抽取次数>`：它会按顺序列出每一颗骰子、洗好的牌（从头发出）或掀棋的棋堆，供你与实际对局比对。\n公开的德州扑克种子会显示整副牌：这手牌结束后，弃牌玩家的底牌也能看到。公开的掀棋种子会显示发牌时每家的棋子，因此这一局结束后可以推算出垫下的棋子。在此之前，种子不会出现在任何消息或日志中。',
};
