import type { AreaCatalog } from '../catalog-types.js';
import type { fair as english } from '../en/fair.js';

export const fair: AreaCatalog<typeof english> = {
  'fair.title': '🔐 공정성 검증',
  'fair.commitment.game': '이번 게임 시드의 해시(SHA-256): `{hash}`',
  'fair.commitment.nextGame': '다음 게임 시드의 해시(SHA-256): `{hash}`',
  'fair.commitment.hand': '이번 핸드 시드의 해시(SHA-256): `{hash}`',
  'fair.commitment.nextHand': '다음 핸드 시드의 해시(SHA-256): `{hash}`',
  'fair.revealed.game': '이번 게임의 시드: `{seed}`\n공개 값: `{value}` · 추첨 수: {draws}',
  'fair.revealed.hand': '{round}번째 핸드의 시드: `{seed}`\n공개 값: `{value}` · 추첨 수: {draws}',
  'fair.revealed.round': '{round}번째 게임의 시드: `{seed}`\n공개 값: `{value}` · 추첨 수: {draws}',
  'fair.verify': '모든 추첨 확인: `{command}` (/규칙 → ‘검증 가능한 공정 추첨’ 참고)',
  'fair.choice': '검증 가능한 공정 추첨',
  'rules.fair':
    '모든 게임(홀덤은 핸드마다, 掀棋는 게임마다)의 주사위, 카드, 말은 node:crypto로 만든 32바이트 비밀 시드에서 나옵니다. 게임이 시작되기 전에(로비에서, 또는 이전 핸드가 끝날 때) 시드의 SHA-256 해시가 테이블에 표시되므로, 그 뒤에는 시드를 바꿀 수 없습니다.\n' +
    '추첨은 시드에 공개 값을 섞습니다. 공개 값은 해시가 표시된 뒤에야 정해지며, 게임을 시작하거나 핸드를 나눠 준 Discord 상호작용의 id(시작 또는 다음 핸드 딜 클릭)입니다. 클릭 없이 턴 타이머가 나눠 준 핸드는 대신 `timer-<핸드 번호>` 라벨을 씁니다. 직접 다음 핸드 딜을 누르면 자신의 클릭을 섞을 수 있습니다.\n' +
    '각 추첨은 HMAC-SHA256(시드, 공개 값 ‖ 0 ‖ 블록 번호)를 32비트 수로 읽은 것이며, 범위의 가장 큰 배수보다 작은 수만 쓰므로 모든 눈과 모든 카드가 정확히 같은 확률로 나옵니다. 한 게임 안에서는 수를 둘 때마다 같은 흐름을 이어서 읽습니다.\n' +
    '게임(핸드)이 끝나면 결과에 시드, 공개 값, 추첨 수가 표시됩니다. 시드의 SHA-256이 앞서 본 해시와 같은지 확인한 뒤, Parlor 소스에서 `npm run verify -- <게임> <시드> <공개 값> <추첨 수>`를 실행하세요. 굴린 순서대로의 모든 주사위, 섞인 덱(앞에서부터 나눔) 또는 掀棋 말 더미가 출력되므로 실제 진행과 비교할 수 있습니다.\n' +
    '공개된 홀덤 시드로는 덱 전체를 알 수 있어, 핸드가 끝난 뒤에는 폴드한 카드도 보입니다. 공개된 掀棋 시드로는 처음 나눠 받은 모든 패를 알 수 있어, 그 게임이 끝난 뒤에는 엎어 낸 말도 알아낼 수 있습니다. 그 전까지 시드는 어떤 메시지나 로그에도 나오지 않습니다.',
};
