import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import {
  allControls,
  answerText,
  byId,
  controlOf,
  hasControl,
  isEphemeralAnswer,
  liveTable,
  pirateTurn,
  rowsOf,
  settle,
  startPirate,
  users,
  visibleText,
} from '../support/fake-discord/driver.js';
import type { FakeMessage, FakeUser } from '../../src/standin/server.js';

// The moments around a game: panels that outlive it, players who leave, tables that empty, pings.
const CH = {
  ended: '970000000000000001',
  counts: '970000000000000002',
  redeal: '970000000000000003',
  solo: '970000000000000004',
  empty: '970000000000000005',
  again: '970000000000000006',
  handLeaver: '970000000000000007',
  pings: '970000000000000008',
  pingsEnd: '970000000000000009',
};
const world = new World(Object.values(CH));
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

async function panelOf(user: FakeUser, table: FakeMessage): Promise<FakeMessage> {
  const opened = await fake.click(user, table, controlOf(table, /:panel$/));
  expect(isEphemeralAnswer(opened)).toBe(true);
  return opened.messages[0]!;
}

/** The "your turn" pings the bot posted in a channel, from call `from` on: who each one pinged. */
const pingsIn = (channelId: string, from = 0): string[][] =>
  fake.calls
    .slice(from)
    .filter((c) => c.method === 'POST' && c.path === `/channels/${channelId}/messages` && (c.body?.allowed_mentions?.users ?? []).length > 0)
    .map((c) => c.body.allowed_mentions.users as string[]);

describe('a private panel after its game', () => {
  it('answers "this game is over" in the reader\'s language: after the game, after the table closed, and after it was opened again', async () => {
    const table = await startPirate(fake, CH.ended, [users.ann, users.chan]);
    const actor = byId(pirateTurn(table)!);
    const other = actor.id === users.ann.id ? users.chan : users.ann;
    // Three panels opened during the game, each left untouched until a later moment.
    const [afterGame, afterClose, afterReopen] = [await panelOf(actor, table), await panelOf(actor, table), await panelOf(actor, table)];
    const faceId = controlOf(afterGame, /:g:face$/);

    await fake.slash(other, CH.ended, 'leave'); // the actor wins
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${actor.id}> wins!`);
    const over = await fake.click(actor, afterGame!, faceId, ['3'], 'ko');
    expect(over.callback?.type).toBe(7);
    expect(answerText(over)).toBe('이 게임은 끝났으므로 이 패널은 더 이상 작동하지 않습니다.');
    expect(rowsOf(over.callback?.data)).toEqual([]);

    // Play again, then close the lobby: the game's state is gone (this used to crash in the view).
    await fake.click(actor, table, controlOf(table, /:again$/));
    await fake.slash(actor, CH.ended, 'end');
    await settle(fake);
    const closed = await fake.click(actor, afterClose!, faceId, ['4'], 'en-US');
    expect(answerText(closed)).toBe('This game is over, so this panel no longer works.');

    // A new table in the same channel: the old panel still belongs to the old game.
    await startPirate(fake, CH.ended, [actor, other]);
    const reopened = await fake.click(actor, afterReopen!, faceId, ['5'], 'zh-CN');
    expect(answerText(reopened)).toBe('这局游戏已经结束，这个面板不再有效。');
    expect(world.bot.logs.filter((l) => l.msg === 'interaction failed')).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('Play again leaves the result and opens the lobby below it; a panel of the last game, clicked while the next game runs, says its game is over', async () => {
    const table = await startPirate(fake, CH.again, [users.ann, users.bo]);
    const actor = byId(pirateTurn(table)!);
    const other = actor.id === users.ann.id ? users.bo : users.ann;
    const oldPanel = await panelOf(actor, table);
    await fake.slash(other, CH.again, 'leave');
    await settle(fake);
    await fake.click(actor, table, controlOf(table, /:again$/));
    await settle(fake);
    // The result stays where it was, without its Play again button; the new lobby is a message below it.
    expect(visibleText(table)).toContain(`<@${actor.id}> wins!`);
    expect(hasControl(table, /:again$/)).toBe(false);
    const lobby = liveTable(fake, CH.again);
    expect(lobby.id).not.toBe(table.id);
    expect(fake.channelMessages(CH.again).at(-1)!.id).toBe(lobby.id);
    expect((await world.session(CH.again)).tableMessageId).toBe(lobby.id);
    await fake.click(other, lobby, controlOf(lobby, /:join$/));
    await fake.click(actor, lobby, controlOf(lobby, /:start$/));
    await settle(fake);
    expect((await world.session(CH.again)).phase).toBe('playing');

    // The panel of the last game was told so when that game ended (kept current through its interaction).
    expect(visibleText(oldPanel)).toMatch(/This game is over, so this panel no longer works\.|这局游戏已经结束，这个面板不再有效。/);
    expect(rowsOf(oldPanel)).toEqual([]);
    // The new game's own panel works: it shows this game's dice.
    const fresh = await panelOf(actor, lobby);
    expect(visibleText(fresh)).not.toContain('no longer works');
    expect(visibleText(fresh)).toMatch(/[⚀⚁⚂⚃⚄⚅]|dice|\b[1-6]\b/);
  }, 60_000);

  it('/hand from a player who left says they left (in their language), not that they are watching', async () => {
    const table = await startPirate(fake, CH.handLeaver, [users.ann, users.bo, users.chan]);
    await fake.slash(users.chan, CH.handLeaver, 'leave');
    await settle(fake);
    const hand = await fake.slash(users.chan, CH.handLeaver, 'hand');
    expect(isEphemeralAnswer(hand)).toBe(true);
    expect(answerText(hand)).toBe('이 게임에서 나갔기 때문에 다시 돌아올 수 없습니다. 이 게임이 끝나면 다음 게임 로비에서 참가를 눌러 다시 플레이하세요.');
    const watcher = await fake.slash(users.dave, CH.handLeaver, 'hand');
    expect(answerText(watcher)).toBe('You are watching this table; only seated players have a private panel.');
    expect(visibleText(table)).not.toContain('나갔기');
  }, 60_000);
});

/** The "your turn" pings still in a channel: who each one pings. */
const pingsLeft = (channelId: string): string[][] =>
  fake
    .channelMessages(channelId)
    .filter((m) => (m.allowed_mentions?.users ?? []).length > 0 && /turn|轮到|차례/i.test(m.content ?? ''))
    .map((m) => m.allowed_mentions.users);

describe('no ping outlives its turn', () => {
  it('Yahtzee: a ping goes when its turn passes, and at the end of the game none is left', async () => {
    const { ann, chan } = users;
    const opened = await fake.slash(ann, CH.pings, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
    const table = opened.messages[0]!;
    await fake.click(chan, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    const score = async (user: FakeUser, box: string) => {
      await fake.click(user, table, controlOf(table, /:g:roll$/));
      const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
      await fake.click(user, table, select.custom_id, [box]);
      await settle(fake);
    };
    await score(ann, 'chance');
    expect(pingsLeft(CH.pings)).toEqual([[chan.id]]);
    await score(chan, 'chance');
    expect(pingsLeft(CH.pings)).toEqual([[ann.id]]);
    // ann's turn: the game is closed before she plays it
    await fake.slash(ann, CH.pings, 'end');
    await settle(fake);
    expect(pingsLeft(CH.pings)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 30_000);

  it('Pirate Dice: the ping of a player who leaves goes, and none is left once the game is won', async () => {
    const table = await startPirate(fake, CH.pingsEnd, [users.ann, users.bo, users.chan]);
    const first = byId(pirateTurn(table)!);
    const panel = await panelOf(first, table);
    await fake.click(first, panel, controlOf(panel, /:g:min:/));
    await settle(fake);
    const next = byId(pirateTurn(table)!);
    expect(pingsLeft(CH.pingsEnd)).toEqual([[next.id]]);
    await fake.slash(next, CH.pingsEnd, 'leave');
    await settle(fake);
    expect(pingsLeft(CH.pingsEnd).flat()).not.toContain(next.id);
    for (const u of [users.ann, users.bo, users.chan].filter((u) => u.id !== next.id)) {
      if ((await world.session(CH.pingsEnd)).phase !== 'playing') break;
      await fake.slash(u, CH.pingsEnd, 'leave');
      await settle(fake);
    }
    expect((await world.session(CH.pingsEnd)).phase).toBe('finished');
    expect(pingsLeft(CH.pingsEnd)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 30_000);
});

describe('Pirate Dice', () => {
  it('at a 30-dice table a bet of 26 to 31 dice can be chosen from the panel', async () => {
    // Text only: the dice in play are, beside a picture, the picture's.
    const table = await startPirate(fake, CH.counts, [users.ann, users.bo], [{ type: 5, name: 'pictures', value: false }]);
    expect(visibleText(table)).toContain('Dice in play: 30');
    const actor = byId(pirateTurn(table)!);
    const panel = await panelOf(actor, table);
    await fake.click(actor, panel, controlOf(panel, /:g:face$/), ['4']);
    const menus = rowsOf(panel)
      .map((row: any) => row.components[0])
      .filter((c: any) => c.type === 3 && /:g:count:4/.test(c.custom_id));
    expect(menus).toHaveLength(2);
    expect(menus[1].options.map((o: any) => o.value)).toEqual(['26', '27', '28', '29', '30', '31']);
    const placed = await fake.click(actor, panel, menus[1].custom_id, ['28']);
    expect(answerText(placed)).toMatch(/28 (×|个) 4️⃣/); // in the bettor's language
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${actor.id}>: at least 28 × 4️⃣`);
    expect(fake.violations).toEqual([]);
  }, 30_000);

  it('a player leaving mid-round: the table says the round starts over, in its language', async () => {
    const opened = await fake.slash(users.ann, CH.redeal, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 3, name: 'language', value: 'ko' }] }]);
    const table = opened.messages[0]!;
    for (const u of [users.bo, users.chan]) await fake.click(u, table, controlOf(table, /:join$/));
    await fake.click(users.ann, table, controlOf(table, /:start$/));
    await settle(fake);
    const left = await fake.slash(users.bo, CH.redeal, 'leave');
    expect(answerText(left)).toBe('你已退出这局游戏。');
    await settle(fake);
    expect(visibleText(table)).toContain(
      `🚪 <@${users.bo.id}>님이 나갔습니다(주사위는 중앙으로). 이번 라운드는 처음부터 다시 합니다. 모두 주사위를 새로 굴리고 베팅도 처음부터 시작합니다.`,
    );
    expect(visibleText(table)).toContain('해적 주사위: 2라운드');
    const panel = await fake.click(users.bo, table, controlOf(table, /:panel$/));
    expect(answerText(panel)).toContain('你已退出这局游戏，不能再回到这局');
  }, 30_000);
});

describe('Yahtzee', () => {
  it('solo: the only player is never pinged for the turn they just gave themselves; "1 point"', async () => {
    const from = fake.calls.length;
    const opened = await fake.slash(users.dave, CH.solo, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
    const table = opened.messages[0]!;
    await fake.click(users.dave, table, controlOf(table, /:start$/));
    for (let turn = 0; turn < 3; turn++) {
      await fake.click(users.dave, table, controlOf(table, /:g:roll$/));
      const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
      for (const option of select.options) expect(option.label).not.toMatch(/: 1 points$/);
      await fake.click(users.dave, table, select.custom_id, [select.options[0].value]);
      await settle(fake, 60);
    }
    expect(visibleText(table)).toContain('Yahtzee: round 4 of 13');
    expect(pingsIn(CH.solo, from)).toEqual([]);
  }, 30_000);

  it('a leaver is listed as left and cannot come back; when the last player leaves the game ends and the table closes', async () => {
    const { ann, chan } = users;
    // Text only: the score cards (where a leaver is marked) are, beside a picture, the picture's.
    const options = [
      { type: 3, name: 'language', value: 'ko' },
      { type: 5, name: 'pictures', value: false },
    ];
    const opened = await fake.slash(ann, CH.empty, 'play', [{ type: 1, name: 'yahtzee', options }]);
    const table = opened.messages[0]!;
    await fake.click(chan, table, controlOf(table, /:join$/));
    const from = fake.calls.length;
    await fake.click(ann, table, controlOf(table, /:start$/));
    await fake.click(ann, table, controlOf(table, /:g:roll$/));
    const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
    await fake.click(ann, table, select.custom_id, ['chance']);
    await settle(fake);
    expect(pingsIn(CH.empty, from)).toEqual([[chan.id]]); // chan's turn; ann started and acted, so never ann

    await fake.slash(chan, CH.empty, 'leave');
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${chan.id}>`);
    expect(visibleText(table)).toContain('(나감)');
    const back = await fake.click(chan, table, controlOf(table, /:g:roll$/));
    expect(answerText(back)).toBe('이 게임에서 나갔기 때문에 다시 돌아올 수 없습니다. 이 게임이 끝나면 다음 게임 로비에서 참가를 눌러 다시 플레이하세요.');

    await fake.slash(ann, CH.empty, 'leave');
    await settle(fake);
    const closed = visibleText(table);
    expect(closed).toContain('모두 나가서 게임이 끝났고 테이블이 닫혔습니다.');
    expect(closed).toContain('(게임에서 나감, 순위 없음)');
    expect(closed).not.toContain('🏆');
    expect(closed).not.toContain('최종 순위'); // nobody is ranked: just the scores
    // Nothing left to play; only the game's log and its fair draws can still be read.
    expect(allControls(table)).toEqual([expect.stringMatching(/^h1:game:[a-z0-9]+$/), expect.stringMatching(/^h1:fair:[a-z0-9]+$/)]);
    const log = await fake.click(ann, table, controlOf(table, /^h1:game:/));
    expect(isEphemeralAnswer(log)).toBe(true);
    expect(answerText(log)).toMatch(/rolls [⚀⚁⚂⚃⚄⚅]/);
    expect(answerText(log)).toMatch(/left/);
    const session = await world.session(CH.empty);
    expect(session).toMatchObject({ phase: 'finished', closedBy: ann.id, deadline: null, players: [] });
    expect(fake.violations).toEqual([]);
  }, 30_000);
});
