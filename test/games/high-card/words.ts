import type { AreaCatalog } from '../../../src/i18n/catalog-types.js';
import { wordsIn, type WordArea } from '../../../src/i18n/catalog.js';

/** High Card's own words: a test's game, so none of them is in the production catalogs. */
const en = {
  'game.highcard': 'High Card',
  'highcard.command.name': 'high-card',
  'highcard.command.description': 'Open a High Card table: everyone draws a card, the highest wins',
  'highcard.option.acesLow.name': 'aces-low',
  'highcard.option.acesLow.description': 'Aces count as one, below the twos (default: off, aces are high)',
  'highcard.rules':
    'Everyone draws one card from a shuffled deck of 52, in turn. The highest rank wins; suits do not count, and players with the same highest rank share the win. If your timer runs out, your card is drawn for you.',
  'highcard.settings.acesLow': 'Aces are low',
  'highcard.settings.acesHigh': 'Aces are high',
  'highcard.title': 'High Card',
  'highcard.toDraw': '{player} to draw.',
  'highcard.drawn': '{player}: {card}',
  'highcard.waiting': '{player}: …',
  'highcard.left': '{player}: left',
  'highcard.won': { one: 'Winner: {players}', other: '{count} winners share it: {players}' },
  'highcard.nobody': 'Everyone left: nobody won.',
  'highcard.draw': 'Draw a card',
  'highcard.log.drew': '{player} draws {card}',
  'highcard.log.won': '🏆 {players}',
  'highcard.stats.bestRank': 'Best card drawn: {rank}',
} as const;

const zhCN: AreaCatalog<typeof en> = {
  'game.highcard': '比大小',
  'highcard.command.name': '比大小',
  'highcard.command.description': '开一桌比大小：每人抽一张牌，点数最大者胜',
  'highcard.option.acesLow.name': 'a算最小',
  'highcard.option.acesLow.description': 'A 当作 1，比 2 还小（默认关闭：A 最大）',
  'highcard.rules': '每人按顺序从洗好的 52 张牌中抽一张。点数最大者胜；花色不计，点数同为最大的玩家平分胜利。计时结束时，系统会替你抽牌。',
  'highcard.settings.acesLow': 'A 最小',
  'highcard.settings.acesHigh': 'A 最大',
  'highcard.title': '比大小',
  'highcard.toDraw': '轮到 {player} 抽牌。',
  'highcard.drawn': '{player}：{card}',
  'highcard.waiting': '{player}：…',
  'highcard.left': '{player}：已离开',
  'highcard.won': { other: '胜者（{count} 人）：{players}' },
  'highcard.nobody': '所有人都离开了：无人获胜。',
  'highcard.draw': '抽一张牌',
  'highcard.log.drew': '{player} 抽到 {card}',
  'highcard.log.won': '🏆 {players}',
  'highcard.stats.bestRank': '抽到的最大牌：{rank}',
};

const ko: AreaCatalog<typeof en> = {
  'game.highcard': '하이 카드',
  'highcard.command.name': '하이카드',
  'highcard.command.description': '하이 카드 테이블을 엽니다: 모두 카드를 한 장씩 뽑고 가장 높은 사람이 이깁니다',
  'highcard.option.acesLow.name': '에이스-최하',
  'highcard.option.acesLow.description': '에이스를 1로 쳐서 2보다 낮게 합니다 (기본: 꺼짐, 에이스가 가장 높음)',
  'highcard.rules':
    '모두 차례로 섞은 52장 덱에서 카드를 한 장씩 뽑습니다. 가장 높은 숫자가 이기며 무늬는 따지지 않고, 가장 높은 숫자가 같은 사람들은 함께 이깁니다. 시간이 다 되면 카드가 대신 뽑힙니다.',
  'highcard.settings.acesLow': '에이스가 가장 낮음',
  'highcard.settings.acesHigh': '에이스가 가장 높음',
  'highcard.title': '하이 카드',
  'highcard.toDraw': '{player}님이 뽑을 차례입니다.',
  'highcard.drawn': '{player}: {card}',
  'highcard.waiting': '{player}: …',
  'highcard.left': '{player}: 나감',
  'highcard.won': { other: '승자 ({count}명): {players}' },
  'highcard.nobody': '모두 나갔습니다: 승자가 없습니다.',
  'highcard.draw': '카드 뽑기',
  'highcard.log.drew': '{player}님이 {card}을(를) 뽑았습니다',
  'highcard.log.won': '🏆 {players}',
  'highcard.stats.bestRank': '뽑은 가장 높은 카드: {rank}',
};

export const HIGH_CARD_WORDS: WordArea<typeof en> = { en, 'zh-CN': zhCN, ko };

/** High Card's words through any translator, in its language. */
export const highCardWords = wordsIn(HIGH_CARD_WORDS);
