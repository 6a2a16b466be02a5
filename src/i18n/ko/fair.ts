import type { AreaCatalog } from '../catalog-types.js';
import type { fair as english } from '../en/fair.js';

export const fair: AreaCatalog<typeof english> = {
  'fair.title': '🔐 공정성 검증',
  'fair.commitment.game': '이번 게임 시드 해시의 앞부분: `{hash}`',
  'fair.commitment.nextGame': '다음 게임 시드 해시의 앞부분: `{hash}`',
  'fair.commitment.hand': '이번 핸드 시드 해시의 앞부분: `{hash}`',
  'fair.commitment.nextHand': '다음 핸드 시드 해시의 앞부분: `{hash}`',
  'fair.revealed': '{part}: 시드 공개됨(해시 `{hash}`…), 🔐 검증 버튼으로 확인',
  'fair.part.game': '이번 게임',
  'fair.part.hand': '{round}번째 핸드',
  'fair.part.round': '{round}번째 게임',
  'fair.button': '검증',
  'fair.details.current': '미리 정해 둔 시드는 아직 비밀입니다. 시드의 SHA-256 해시:\n`{hash}`',
  'fair.details.hash': '시드 해시(SHA-256): `{hash}`',
  'fair.details.seed': '시드: `{seed}`',
  'fair.details.value': '공개 값: `{value}`',
  'fair.details.made': 'Discord 생성 시각: {time}',
  'fair.details.label': '이 공개 값은 미리 알려진 라벨이며 Discord id가 아닙니다.',
  'fair.details.draws': '추첨 수: {draws}',
  'fair.details.noneYet': '이 테이블에서 공개된 시드가 아직 없습니다. 게임(핸드)이 끝나면 그 시드가 여기에 나옵니다.',
  'fair.details.how':
    'Parlor 소스에서 이 명령을 실행하세요. 해시를 확인하고, Discord가 공개 값을 만든 시각을 알려 주며, 모든 추첨을 보여 줍니다(/규칙 → ‘검증 가능한 공정 추첨’ 참고).',
  'fair.choice': '검증 가능한 공정 추첨',
  'rules.fair':
    '모든 게임(홀덤은 핸드마다, 掀棋는 게임마다)의 주사위, 카드, 말은 node:crypto로 만든 32바이트 비밀 시드에서 나옵니다. 시드를 쓰기 전에 테이블에 시드의 SHA-256 해시 앞 12자리(16진수)가 표시되고, 🔐 검증 버튼을 누르면 전체 해시를 나만 볼 수 있습니다. 그 뒤에는 시드를 바꿀 수 없습니다.\n' +
    '추첨은 시드에 공개 값을 섞습니다. 공개 값은 해시가 표시될 때는 아직 존재하지 않았으므로, 시드를 공개 값에 맞춰 고를 수 없습니다. 공개 값은 게임을 시작하거나 핸드를 나눠 준 클릭(시작, 다음 핸드 딜)의 Discord id이고, 턴 타이머가 나눠 준 핸드나 게임이라면 이전 핸드(게임)가 끝난 뒤 처음 올라온 메시지(새 해시가 적힌 결과 메시지)의 id입니다. 이 id들은 Discord가 만들며, 각 id에는 만들어진 시각이 담겨 있습니다.\n' +
    '각 추첨은 HMAC-SHA256(시드, 공개 값 ‖ 0 ‖ 블록 번호)를 32비트 수로 읽은 것이며, 범위의 가장 큰 배수보다 작은 수만 쓰므로 모든 눈과 모든 카드가 정확히 같은 확률로 나옵니다. 한 게임 안에서는 수를 둘 때마다 같은 흐름을 이어서 읽습니다.\n' +
    '게임(핸드)이 끝나면 🔐 검증 버튼으로 해시, 시드, 공개 값, 추첨 수와 명령어를 나만 볼 수 있고, /핸드기록과 게임 기록(📜)에도 남습니다. Parlor 소스에서 `npm run verify -- <게임> <시드> <공개 값> <추첨 수> <해시>`를 실행하면 다음을 확인합니다. 시드의 SHA-256이 그 해시와 같은지(해시 앞 12자리는 게임 전에 이미 보셨습니다), 공개 값이 Discord id인지와 Discord가 그 id를 만든 시각(해시가 나온 뒤여야 합니다. 타이머가 나눠 준 핸드라면 결과 메시지에서 ‘메시지 ID 복사’로 같은 id를 얻을 수 있습니다). 그리고 굴린 순서대로의 모든 주사위, 섞인 덱(앞에서부터 나눔) 또는 掀棋 말 더미를 출력하므로 실제 진행과 비교할 수 있습니다.\n' +
    '공개된 홀덤 시드로는 덱 전체를 알 수 있어, 핸드가 끝난 뒤에는 폴드한 카드도 보입니다. 공개된 掀棋 시드로는 처음 나눠 받은 모든 패를 알 수 있어, 그 게임이 끝난 뒤에는 엎어 낸 말도 알아낼 수 있습니다. 그 전까지 시드는 어떤 메시지나 로그에도 나오지 않습니다.',
};
