export const history = {
  'command.history': '이 테이블에서 내가 한 마지막 홀덤 핸드를 PokerStars 핸드 기록 형식으로 비공개 표시',
  'command.name.history': '기록',
  'history.none': '최근 30일 동안 이 테이블에서 플레이한 홀덤 핸드가 없습니다.',
  'history.lastHand': '이 테이블에서 내 마지막 핸드 (#{hand}), 내가 본 그대로',
  'history.truncated': '핸드가 너무 길어 여기에 모두 표시할 수 없습니다. 파일에 전체 기록이 있습니다.',
  'history.download': '최근 50핸드 (.txt)',
  'history.file': {
    one: '이 테이블에서 내 마지막 핸드, PokerStars 핸드 기록 형식입니다 (트래커에서 읽을 수 있음).',
    other: '이 테이블에서 내 최근 {count}핸드, PokerStars 핸드 기록 형식입니다 (트래커에서 읽을 수 있음).',
  },
} as const;
