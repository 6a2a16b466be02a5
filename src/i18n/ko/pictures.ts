import type { AreaCatalog } from '../catalog-types.js';
import type { pictures as english } from '../en/pictures.js';

export const pictures: AreaCatalog<typeof english> = {
  'pic.seat': '{n}번 자리',
  'pic.holdem.act.fold': '폴드',
  'pic.holdem.act.check': '체크',
  'pic.holdem.act.call': '콜',
  'pic.holdem.act.bet': '벳',
  'pic.holdem.act.raise': '레이즈',
  'pic.holdem.act.allin': '올인',
  'pic.holdem.wins': '{player}님 {amount} 획득',
  'pic.holdem.noBoard': '아직 없음',
  'pic.holdem.idle': '칩이 있는 플레이어를 두 명 이상 기다리는 중',
  'pic.holdem.alt': '홀덤 테이블, {n}번째 핸드: 보드 {board}, 팟 {pot}, {player}님 차례.',
  'pic.holdem.altNoTurn': '홀덤 테이블, {n}번째 핸드: 보드 {board}, 팟 {pot}.',
  'pic.holdem.altBetween': '홀덤 테이블, 핸드 사이. {n}번째 핸드: {result}',
  'pic.holdem.altIdle': '홀덤 테이블, 플레이어를 기다리는 중.',
  'pic.holdem.panelAlt': '내 카드: {cards}. {best}',
};
