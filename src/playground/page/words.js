// Parlor playground page: every word of the page's own frame (Discord's client around the bot's
// messages, and the playground's controls), in the languages the bot speaks. Plain browser
// JavaScript, a classic script loaded before the page's modules, which read its two globals
// (state.js). Every key is in every language (a test holds it so).
/* exported CLIENT_WORDS, REASON_WORDS -- globals the page's modules read (state.js) */
'use strict';

const CLIENT_WORDS = {
  en: {
    title: 'Parlor playground', connecting: 'connecting…', online: 'Parlor is online', offline: 'Parlor is offline (starting or restarting)',
    reconnecting: 'Connection lost; reconnecting…',
    people: 'People', playAs: 'Play as', playAsWho: (who) => `Play as ${who}`, openTabAs: (who) => `Open a tab as ${who}`,
    addPerson: '+ Person', name: 'Name', language: 'Language', fallsBackToEnglish: '(falls back to English)', add: 'Add',
    channels: 'Channels', channel: 'channel', newMessages: 'New messages',
    newThread: 'New thread', newThreadPlaceholder: 'New thread in this channel', newThreadName: 'New thread name',
    app: 'APP', someone: 'someone', thinking: (bot) => `${bot} is thinking…`,
    failed: 'This interaction failed', onlyYou: 'Only you can see this', dismiss: 'Dismiss message', edited: '(edited)',
    used: (who, cmd) => `${who} used ${cmd}`, submit: 'Submit', cancel: 'Cancel', sending: 'Sending command…',
    choose: 'Make a selection', done: 'Done', typeSlash: 'Type / to pick a command', command: 'Command', send: 'Send',
    empty: 'No messages here yet. Type / to start.', yes: 'True', no: 'False',
    notShown: (type) => `(component type ${type} is not shown here)`,
    reasonNoAnswer: 'The bot did not answer within 3 seconds.', reasonLate: 'The bot answered after 3 seconds, too late.',
    reasonRefused: 'Discord refused the bot’s message:', reasonNoBot: 'The bot is not connected.',
    reasonUnknownMessage: 'That message is gone.', reasonConnection: 'The connection was lost.',
    badAction: 'The page sent something the playground does not understand.', refusedNotice: 'Discord refused a message from the bot:',
  },
  'zh-CN': {
    title: 'Parlor 试玩场', connecting: '正在连接…', online: 'Parlor 在线', offline: 'Parlor 离线（正在启动或重启）',
    reconnecting: '连接中断，正在重连…',
    people: '成员', playAs: '扮演', playAsWho: (who) => `扮演 ${who}`, openTabAs: (who) => `以 ${who} 的身份打开新标签页`,
    addPerson: '+ 添加成员', name: '名字', language: '语言', fallsBackToEnglish: '（显示为英语）', add: '添加',
    channels: '频道', channel: '频道', newMessages: '新消息',
    newThread: '新建子区', newThreadPlaceholder: '在此频道新建子区', newThreadName: '子区名称',
    app: '应用', someone: '某人', thinking: (bot) => `${bot} 正在思考…`,
    failed: '此交互失败', onlyYou: '只有你能看到这条消息', dismiss: '忽略消息', edited: '（已编辑）',
    used: (who, cmd) => `${who} 使用了 ${cmd}`, submit: '提交', cancel: '取消', sending: '正在发送命令…',
    choose: '请选择', done: '完成', typeSlash: '输入 / 选择命令', command: '命令', send: '发送',
    empty: '这里还没有消息。输入 / 开始。', yes: '是', no: '否',
    notShown: (type) => `（此处不显示类型为 ${type} 的组件）`,
    reasonNoAnswer: '机器人没有在 3 秒内回应。', reasonLate: '机器人在 3 秒后才回应，为时已晚。',
    reasonRefused: 'Discord 拒绝了机器人的消息：', reasonNoBot: '机器人未连接。',
    reasonUnknownMessage: '这条消息已不存在。', reasonConnection: '连接已中断。',
    badAction: '页面发送了试玩场无法理解的内容。', refusedNotice: 'Discord 拒绝了机器人的一条消息：',
  },
  ko: {
    title: 'Parlor 놀이터', connecting: '연결하는 중…', online: 'Parlor 온라인', offline: 'Parlor 오프라인 (시작 또는 재시작 중)',
    reconnecting: '연결이 끊겼어요. 다시 연결하는 중…',
    people: '사람들', playAs: '플레이할 사람', playAsWho: (who) => `${who}(으)로 플레이`, openTabAs: (who) => `${who}(으)로 새 탭 열기`,
    addPerson: '+ 사람 추가', name: '이름', language: '언어', fallsBackToEnglish: '(영어로 표시돼요)', add: '추가',
    channels: '채널', channel: '채널', newMessages: '새 메시지',
    newThread: '새 스레드', newThreadPlaceholder: '이 채널에 새 스레드 만들기', newThreadName: '새 스레드 이름',
    app: '앱', someone: '누군가', thinking: (bot) => `${bot}이(가) 생각하는 중…`,
    failed: '상호작용 실패', onlyYou: '나에게만 보이는 메시지예요', dismiss: '메시지 닫기', edited: '(수정됨)',
    used: (who, cmd) => `${who} 님이 ${cmd} 명령어를 사용했어요`, submit: '제출', cancel: '취소', sending: '명령어 보내는 중…',
    choose: '선택해 주세요', done: '완료', typeSlash: '/를 입력해 명령어를 고르세요', command: '명령어', send: '보내기',
    empty: '아직 메시지가 없어요. /를 입력해 시작하세요.', yes: '예', no: '아니요',
    notShown: (type) => `(유형 ${type} 구성 요소는 여기에 표시되지 않아요)`,
    reasonNoAnswer: '봇이 3초 안에 답하지 않았어요.', reasonLate: '봇이 3초가 지나서 답했어요. 너무 늦었어요.',
    reasonRefused: 'Discord가 봇의 메시지를 거부했어요:', reasonNoBot: '봇이 연결되어 있지 않아요.',
    reasonUnknownMessage: '그 메시지는 이제 없어요.', reasonConnection: '연결이 끊겼어요.',
    badAction: '페이지가 놀이터가 이해할 수 없는 내용을 보냈어요.', refusedNotice: 'Discord가 봇의 메시지 하나를 거부했어요:',
  },
};

/** Why an interaction failed (the bridge's `reason`), as a key of CLIENT_WORDS. */
const REASON_WORDS = {
  'no-answer': 'reasonNoAnswer', late: 'reasonLate', refused: 'reasonRefused', 'no-bot': 'reasonNoBot',
  'unknown-message': 'reasonUnknownMessage', connection: 'reasonConnection',
};
