import type { AreaCatalog } from '../catalog-types.js';
import type { settings as english } from '../en/settings.js';

export const settings: AreaCatalog<typeof english> = {
  'command.settings': '이 서버에서 새로 여는 테이블의 기본값: 그림과 카드 색 (서버 관리 권한)',
  'command.name.settings': '설정',
  'command.option.serverPictures': '새 테이블에 그림 표시 (기본: 켬). 끄면 글로만 보여 줘요',
  'command.option.serverFourColour': '새 테이블의 카드 그림을 4색 덱으로 (기본: 끔)',
  'command.option.fourColour': '4색 덱: 다이아몬드는 파랑, 클럽은 초록 (기본: 서버 설정)',
  'option.name.fourColour': '4색덱',
  'settings.title': '이 서버의 새 테이블 설정',
  'settings.picturesOn': '그림: 켬. 테이블에 게임 그림이 나옵니다.',
  'settings.picturesOff': '그림: 끔. 테이블을 글로만 보여 줍니다.',
  'settings.fourColourOn': '카드 그림: 4색 덱 (♠ 검정, ♥ 빨강, ♦ 파랑, ♣ 초록).',
  'settings.fourColourOff': '카드 그림: 2색 (♠ ♣ 검정, ♥ ♦ 빨강).',
  'settings.how':
    '바꾸려면 `/{settings} {pictures}:` 또는 `/{settings} {fourColour}:` 옵션을 쓰세요. 테이블마다 따로 정하려면 호스트가 `/{play} … {pictures}:` 또는 `{fourColour}:` 옵션을 쓰면 됩니다. 이미 열린 테이블은 그대로입니다.',
  'settings.saved': '저장했습니다.',
  'settings.denied': '이 서버의 설정을 바꾸려면 서버 관리 권한이 필요합니다.',
  'table.fourColour': '4색 덱: ♦ 파랑, ♣ 초록',
};
