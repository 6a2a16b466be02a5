import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { answerText, controlOf, isEphemeralAnswer, settle, users, visibleText } from '../support/fake-discord/driver.js';
import type { InteractionRecord } from '../../src/standin/server.js';

const CH = {
  options: '960000000000000001',
  forged: '960000000000000002',
  occupied: '960000000000000003',
  form: '960000000000000004',
  lobbyHost: '960000000000000005',
  gameHost: '960000000000000006',
  hostLanguage: '960000000000000007',
};
const world = new World(Object.values(CH));
const fake = world.fake;
const { ann, bo, chan } = users;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

const holdem = (options: Array<[string, number]>) => [{ type: 1, name: 'holdem', options: options.map(([name, value]) => ({ type: 4, name, value })) }];

/** A private answer, read as its reader would; nothing internal in it. */
function privately(record: InteractionRecord): string {
  expect(isEphemeralAnswer(record)).toBe(true);
  const text = answerText(record);
  expect(text).not.toMatch(/smallBlind|bigBlind|minBuyIn|maxBuyIn|onesWild|Too (big|small)|expected|Invalid|\{\w+\}/);
  expect(text).not.toMatch(/Something went wrong|出了问题|내부 오류/);
  return text;
}

describe("bad /play options, answered in the reader's language naming the option as they see it", () => {
  it('in English, Chinese and Korean, and nothing opens', async () => {
    expect(
      privately(
        await fake.slash(
          ann,
          CH.options,
          'play',
          holdem([
            ['small_blind', 30],
            ['big_blind', 20],
          ]),
        ),
      ),
    ).toBe('big_blind (20) must be at least small_blind (30).');
    expect(
      privately(
        await fake.slash(
          bo,
          CH.options,
          'play',
          holdem([
            ['small_blind', 30],
            ['big_blind', 20],
          ]),
        ),
      ),
    ).toBe('大盲（20）不能小于小盲（30）。');
    expect(
      privately(
        await fake.slash(
          chan,
          CH.options,
          'play',
          holdem([
            ['min_buy_in', 500],
            ['max_buy_in', 100],
          ]),
        ),
      ),
    ).toBe('최대바이인(100)은 최소바이인(500) 이상이어야 합니다.');
    // Out of the registered range: only an old command or a forged one sends it; still said in the reader's words.
    expect(
      privately(await fake.slash(chan, CH.options, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 4, name: 'turn_seconds', value: 3 }] }])),
    ).toBe('턴시간은 15~600초 사이의 정수여야 합니다.');
    expect(privately(await fake.slash(bo, CH.options, 'play', holdem([['big_blind', 5_000_000]])))).toBe('大盲必须在 1 到 1000000 个筹码之间。');
    expect(await world.session(CH.options)).toBeNull();
  });

  it('only max_buy_in given: the default minimum meets it instead of refusing a value nobody typed', async () => {
    const opened = await fake.slash(ann, CH.options, 'play', holdem([['max_buy_in', 500]]));
    expect(visibleText(opened.messages[0]!)).toContain('buy-in 500 to 500');
    await settle(fake);
    await fake.slash(ann, CH.options, 'end');
  });
});

describe('forged or out-of-date command payloads', () => {
  it.each([
    ['a /play without a subcommand', ann, 'play', []],
    ['an unknown game', bo, 'play', [{ type: 1, name: 'chess', options: [] }]],
    ['an unknown option', chan, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 5, name: 'jokers_wild', value: true }] }]],
    ['a mistyped option', ann, 'play', [{ type: 1, name: 'holdem', options: [{ type: 3, name: 'small_blind', value: 'ten' }] }]],
    ['a choice that no longer exists', bo, 'play', [{ type: 1, name: 'yahtzee', options: [{ type: 3, name: 'joker', value: 'sometimes' }] }]],
    ['/rules without its game', chan, 'rules', []],
    ['an unknown command', ann, 'frobnicate', []],
  ] as const)('%s: "this command is out of date" in the reader\'s language, the detail in the log', async (_what, user, name, options) => {
    const answer = await fake.slash(user, CH.forged, name, [...options]);
    const expected = { 'en-US': 'This command is out of date, so nothing was done.', 'zh-CN': '这个命令已经过时', ko: '이 명령은 예전 버전이라' }[user.locale];
    expect(privately(answer)).toContain(expected);
    // The log line of the interaction, once written, says what did not fit; nothing was an internal error.
    const done = await world.bot.waitForLog((l) => l.msg === 'command' && l.interactionId === answer.id, `the log line of ${answer.id}`);
    expect(done.outcome).toBe(name === 'frobnicate' ? 'unknown-command' : 'out-of-date');
    const logged = world.bot.logs.filter((l) => l.interactionId === answer.id);
    expect(logged.some((l) => l.level >= 50)).toBe(false);
    if (name !== 'frobnicate') expect(logged.find((l) => l.msg === 'command options do not fit its definition')?.problem).toMatch(/subcommand|option/);
    expect(await world.session(CH.forged)).toBeNull();
  });
});

describe('direct messages', () => {
  // Issue 32: a table can live in a DM too (on interactions), so the table commands answer there as anywhere.
  it.each([
    ['ann', ann, 'There is no table in this channel. Open one with /play.'],
    ['bo', bo, '这个频道没有开桌。用 /开桌 开一桌。'],
    ['chan', chan, '이 채널에는 테이블이 없습니다. /게임 명령으로 여세요.'],
  ])('tell %s there is no table yet, for every table command, and open a table form with /play', async (_name, user, said) => {
    for (const name of ['table', 'hand', 'leave', 'end'] as const) {
      const answer = await fake.slashInDm(user, name, []);
      expect(privately(answer), `/${name}`).toBe(said);
    }
    const play = await fake.slashInDm(user, 'play', [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }]);
    expect(play.callback?.type).toBe(9);
  });

  it('still answer /rules', async () => {
    const r = await fake.slashInDm(chan, 'rules', [{ type: 3, name: 'game', value: 'pirate' }]);
    expect(isEphemeralAnswer(r)).toBe(true);
    expect(answerText(r)).toContain('빨간 주사위');
  });
});

describe('the 博饼 prize form', () => {
  it('is refused before it is shown when the channel already has a table', async () => {
    await fake.slash(ann, CH.occupied, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    await settle(fake);
    const asked = await fake.slash(bo, CH.occupied, 'play', [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }]);
    expect(asked.callback?.type).toBe(4); // an answer, not the form
    expect(privately(asked)).toContain('这个频道已经有一桌海盗骰子');
  });

  it('reads full-width numbers and counts a name in the characters people see', async () => {
    const asked = await fake.slash(bo, CH.form, 'play', [{ type: 1, name: 'bobing', options: [{ type: 3, name: 'prizes', value: 'custom' }] }]);
    const form = asked.callback!.data;
    const tooLong = await fake.submitModal(bo, CH.form, form.custom_id, { counts: '１／０／０／０／０／２', names: `状元＝${'🥮'.repeat(41)}` });
    expect(privately(tooLong).split('\n')[0]).toBe('状元的奖品名称超过 40 个字。');
    const names = `状元＝${'🥮'.repeat(40)}\n一秀=${'*_'.repeat(20)}`;
    const opened = await fake.submitModal(bo, CH.form, form.custom_id, { counts: '１／０／０／０／０／２', names });
    const table = opened.messages[0];
    expect(table, answerText(opened)).toBeTruthy();
    expect(visibleText(table!)).toContain('1/0/0/0/0/2');
    expect((await world.session(CH.form)).config.prizes.zhuangyuan.name).toBe('🥮'.repeat(40));
    expect(fake.violations).toEqual([]);
  });
});

describe('when the host leaves', () => {
  it('the lobby names the new host, who is told (and only they are pinged)', async () => {
    const opened = await fake.slash(ann, CH.lobbyHost, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain(`<@${ann.id}> hosts this table.`);
    await settle(fake);
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(chan, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:leave$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${bo.id}> hosts this table.`);
    const told = fake.channelMessages(CH.lobbyHost).find((m) => m.content.includes('you now host'));
    expect(told?.content).toBe(`<@${bo.id}>, the host left: you now host this Pirate Dice table.`);
    expect(told?.allowed_mentions).toEqual({ parse: [], users: [bo.id] });
    const start = await fake.click(bo, table, controlOf(table, /:start$/));
    expect(start.callback?.type).toBe(7);
  });

  it("in a game: the one who left cannot /end it; the new host, told in the table's language, can", async () => {
    const opened = await fake.slash(ann, CH.gameHost, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 3, name: 'language', value: 'zh-CN' }] }]);
    const table = opened.messages[0]!;
    await settle(fake);
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(chan, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    const left = await fake.slash(ann, CH.gameHost, 'leave');
    expect(privately(left)).toBe('You left the game.');
    await settle(fake);
    const told = fake.channelMessages(CH.gameHost).find((m) => m.content.includes('现在由你主持'));
    expect(told?.content).toBe(`<@${bo.id}>，原房主已离开：现在由你主持这桌海盗骰子。`);
    const refused = await fake.slash(ann, CH.gameHost, 'end');
    expect(privately(refused)).toBe('Only the host or a member with Manage Messages can close this table.');
    expect((await world.session(CH.gameHost)).closedBy).toBeNull();
    const notChan = await fake.slash(chan, CH.gameHost, 'end');
    expect(privately(notChan)).toBe('호스트 또는 메시지 관리 권한이 있는 멤버만 테이블을 닫을 수 있습니다.');
    const closed = await fake.slash(bo, CH.gameHost, 'end');
    expect(privately(closed)).toBe('牌桌已关闭。');
    expect((await world.session(CH.gameHost)).closedBy).toBe(bo.id);
    expect(fake.violations).toEqual([]);
  }, 30_000);
});

describe("a new table speaks its host's language in a server left on Discord's default English", () => {
  it('Bo (简体中文) opens a table without the language option: the lobby is in Chinese and says how to choose another', async () => {
    const opened = await fake.slash(bo, CH.hostLanguage, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain('牌桌语言：简体中文');
    expect(visibleText(table)).toContain('换一种语言：开桌时用 `/开桌 … 语言:`');
    expect((await world.session(CH.hostLanguage))!.locale).toBe('zh-CN');
  });
});
