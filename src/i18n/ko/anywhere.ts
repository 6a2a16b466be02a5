import type { AreaCatalog } from '../catalog-types.js';
import type { anywhere as en } from '../en/anywhere.js';

export const anywhere: AreaCatalog<typeof en> = {
  'error.serverInstallOnly': '설정은 Parlor를 초대한 서버에만 있습니다. 관리자가 Parlor 프로필의 “앱 추가” 버튼으로 이 서버에 Parlor를 추가할 수 있습니다.',
  'error.externalAppsOff':
    '이 서버는 멤버가 설치한 앱이 비공개로만 답하도록 합니다. 그래서 여기서는 모두가 보는 테이블을 열 수 없습니다. 여기서 플레이하려면 관리자에게 Parlor 프로필의 “앱 추가” 버튼으로 Parlor를 서버에 초대해 달라고 하거나, 그룹 DM에서 테이블을 여세요.',
  'panel.tableWaiting':
    '⏸ 테이블이 클릭을 기다리는 중입니다: 여기서 한 행동은 저장되지만, 누군가 테이블 자체의 버튼을 눌러야 Parlor가 테이블에 보여 줄 수 있습니다. 테이블의 아무 버튼이나 누르면 최신 상태로 돌아옵니다.',
  'table.waitingForClick': '⏸ 클릭을 기다리는 중: 테이블의 누군가가 클릭할 때만 Parlor가 이 테이블을 바꿀 수 있습니다. 아무 버튼이나 누르면 다시 이어집니다.',
  'button.tableHelp': '규칙·나가기',
  'help.intro': '여기서는 테이블의 버튼으로만 플레이해요. 아래에 {game} 규칙이 있고, 여기서 게임을 나갈 수도 있어요.',
  'help.leave': '게임 나가기',
};
