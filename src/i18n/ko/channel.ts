import type { AreaCatalog } from '../catalog-types.js';
import type { channel as en } from '../en/channel.js';

export const channel: AreaCatalog<typeof en> = {
  'table.more': '더 보기…',
  'panel.closed': '이 패널은 닫혔습니다. 새 패널은 테이블의 “{button}” 버튼으로 여세요.',
  'panel.closedNoButton': '이 패널은 닫혔습니다. 테이블은 채널에 있습니다.',
  'holdem.record.won': '{player}님 {amount}칩 획득',
  'record.details': '자세히',
  'yahtzee.holdPick': '고정할 주사위 고르기…',
  'yahtzee.holdDie': '{n}번 주사위: {face}',
  'holdem.details.gone': '{n}번째 핸드는 이제 테이블의 마지막 핸드가 아닙니다. 내 핸드는 핸드 기록에 있습니다.',
};
