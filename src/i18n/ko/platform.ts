import type { AreaCatalog } from '../catalog-types.js';
import type { platform as english } from '../en/platform.js';

export const platform: AreaCatalog<typeof english> = {
  'game.pirate': '해적 주사위',

  'error.notInGame': '이 테이블에서 게임에 참여하고 있지 않습니다.',
  'error.notYourTurn': '지금은 차례가 아닙니다.',
  'error.gameOver': '이 게임은 끝났습니다.',
  'error.stale': '지난 시점의 버튼이라 아무것도 실행되지 않았습니다. 현재 상황은 테이블에서 확인하세요.',
  'error.stalePanel': '게임이 진행되어 아무것도 실행되지 않았습니다. 현재 패널입니다.',
  'error.noTable': '이 채널에는 테이블이 없습니다. /게임 명령으로 여세요.',
  'error.unknownButton': 'Parlor가 알 수 없는 컨트롤이라 아무것도 실행되지 않았습니다.',
  'error.corrupt': '이 테이블의 저장 상태가 손상되어 진행할 수 없습니다. 호스트나 관리자가 /닫기 명령으로 닫을 수 있습니다. 오류 코드: {ref}',
  'error.storeDown': 'Parlor가 지금 저장소에 연결할 수 없습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 시도하세요. 오류 코드: {ref}',
  'error.internal': '내부 오류가 발생했고 아무것도 바뀌지 않았습니다. 오류 코드: {ref}',
  'error.storeUnsure': 'Parlor의 저장소가 제때 응답하지 않아 이 동작이 반영되었는지 알 수 없습니다. 다시 시도하기 전에 테이블을 확인하세요. 오류 코드: {ref}',
  'error.staleClick': '패널이 이미 바뀐 뒤에 누른 것이라 아무것도 실행되지 않았습니다. 실행된 내용은 패널에 표시됩니다.',
  'error.slowForm': 'Parlor가 양식을 여는 데 너무 오래 걸렸습니다. 버튼을 다시 누르세요.',
  'error.occupied': '이 채널에는 이미 {game} 테이블이 열려 있습니다({link}). 끝까지 하거나, 호스트에게 /닫기 명령으로 닫아 달라고 하세요.',
  'error.notHost': '호스트만 할 수 있습니다.',
  'error.notHostOrMod': '호스트 또는 메시지 관리 권한이 있는 멤버만 테이블을 닫을 수 있습니다.',
  'error.tableFull': '자리가 꽉 찼습니다 ({max}석).',
  'error.notEnoughPlayers': { other: '이 게임은 시작하려면 최소 {count}명이 필요합니다.' },
  'error.alreadySeated': '이미 이 테이블에 앉아 있습니다.',
  'error.notSeated': '이 테이블에 자리가 없습니다.',
  'error.alreadyStarted': '게임이 이미 시작되었습니다.',
  'error.notFinished': '게임이 아직 진행 중입니다.',
  'error.guildOnly': 'Parlor 테이블은 DM이 아닌 서버 채널에서 열립니다.',
  'error.unknownCommand':
    '이 명령은 예전 버전이라 아무것도 실행되지 않았습니다. Discord에 아직 Parlor의 이전 명령이 보이는 것일 수 있습니다. 1분쯤 기다리거나 Discord를 다시 시작한 뒤 다시 시도하세요.',
  'error.restarting': 'Parlor가 다시 시작하는 중이라 이 요청을 받지 않았고, 아무것도 바뀌지 않았습니다. 몇 초 후 다시 시도하세요.',

  'button.join': '참가',
  'button.leave': '나가기',
  'button.start': '시작',
  'button.cancel': '테이블 닫기',
  'button.panel': '내 주사위',
  'button.again': '한 판 더',

  'lobby.title': '{game}: 참가자 모집 중',
  'lobby.description': '호스트: {host}님. ‘참가’를 누르고 호스트가 시작하기를 기다리세요.',
  'lobby.players': '플레이어 {count}/{max}',
  'lobby.seats': '인원: {min}~{max}명',
  'lobby.seatsExactly': { other: '인원: {count}명' },
  'lobby.nobody': '아직 없음',
  'lobby.settings': '설정',
  'lobby.turnTimer': '턴 제한 시간: {seconds}초',
  'lobby.hostMark': '(호스트)',

  'table.closed': '{user}님이 이 테이블을 닫았습니다.',
  'table.moved': '이 테이블은 더 새로운 메시지에서 계속됩니다.',
  'table.turnEnds': '턴 종료: {when}',
  'table.ping': '{game}: {player} 차례입니다.',
  'table.winner': '{player}님 승리!',
  'table.newHost': '{player}님, 호스트가 나가서 이제 이 {game} 테이블의 호스트입니다.',
  'table.textOnly': '글로만 표시 (그림 없음)',
  'table.language': '테이블 언어: {language}',
  'table.languageHow': '다른 언어로 하려면 `/{play} … {option}:`으로 테이블을 여세요',

  'notice.joined': '자리에 앉았습니다.',
  'notice.left': '테이블에서 나갔습니다.',
  'notice.leftGame': '게임에서 나갔습니다.',
  'notice.opened': '테이블을 열었습니다.',
  'notice.reposted': '테이블을 다시 게시했습니다. 이전 메시지의 버튼은 더 이상 작동하지 않습니다.',
  'notice.closed': '테이블을 닫았습니다.',
  'notice.notPlaying': '이 테이블을 관전 중입니다. 개인 패널은 자리에 앉은 플레이어만 있습니다.',

  'error.notStarted': '게임이 아직 시작되지 않았습니다.',

  'game.yahtzee': '야찌',

  'notice.noPanel': '이 게임은 모든 것이 테이블에 공개되어 있어 개인 패널이 없습니다.',

  'table.away': '자리 비움: {players}. 다시 하려면 “돌아왔어요”를 누르세요.',

  'button.back': '돌아왔어요',

  'error.notAway': '자리 비움 상태가 아닙니다.',

  'notice.backDone': '다시 오신 걸 환영합니다. 이제 차례를 직접 진행합니다.',

  'game.bobing': '博饼 보빙',
  'game.holdem': '텍사스 홀덤',
  'game.xianqi': '掀棋 셴치',
  'error.youLeft': '이 게임에서 나갔기 때문에 다시 돌아올 수 없습니다. 이 게임이 끝나면 다음 게임 로비에서 참가를 눌러 다시 플레이하세요.',
  'error.youLeftSitAgain': '이 테이블에서 나갔습니다. 다시 플레이하려면 착석을 누르세요.',
  'error.panelGameOver': '이 게임은 끝났으므로 이 패널은 더 이상 작동하지 않습니다.',
  'table.paused': '남은 플레이어가 모두 자리를 비워 테이블을 일시 정지했습니다. 타이머와 자동 진행이 멈춥니다. 계속하려면 “돌아왔어요”를 누르세요.',
  'table.everyoneLeft': '모두 나가서 게임이 끝났고 테이블이 닫혔습니다.',
  'table.leftMark': '(나감)',
  'fmt.labelValue': '{label}: {value}',
  'fmt.list': ', ',
  'fmt.paren': '({text})',
  'fmt.times': '{label} ×{count}',
  'form.retry': '양식 고치기',
  'form.typed': '입력한 내용 (‘양식 고치기’를 눌러 고치세요)',
  'form.problems': '다음을 고친 뒤 양식을 다시 보내 주세요.',
};
