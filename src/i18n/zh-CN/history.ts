export const history = {
  'command.history': '私下查看你在本桌最近一手德州扑克，PokerStars 牌局记录格式',
  'command.name.history': '牌局记录',
  'history.none': '最近 30 天里你在本桌没有德州扑克牌局。',
  'history.lastHand': '你在本桌的最近一手（#{hand}），按你当时所见',
  'history.truncated': '这一手太长，这里放不下全文：文件里有完整记录。',
  'history.download': '最近 50 手（.txt）',
  'history.file': {
    one: '你在本桌的最近一手，PokerStars 牌局记录格式（统计软件可读取）。',
    other: '你在本桌的最近 {count} 手，PokerStars 牌局记录格式（统计软件可读取）。',
  },
} as const;
