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
  'pic.pirate.centre': { other: '중앙 더미: 주사위 {count}개' },
  'pic.pirate.redDie': '빨간 주사위: 항상 1개 더 셈',
  'pic.pirate.inPlay': '게임 중인 주사위: {count}개 + 빨간 주사위',
  'pic.pirate.challenge': '{challenger}님이 {bettor}님에게 도전: 실제 {actual}개',
  'pic.pirate.none': '아직 없음',
  'pic.pirate.alt': '해적 주사위 테이블, {round}라운드: {seats}. 현재 베팅: {bet}. 중앙 더미: {centre}.',
  'pic.pirate.altOver': '해적 주사위 테이블, 게임 종료: {player}님 승리.',
  'pic.pirate.panelAlt': '내 주사위: {dice}.',
};
