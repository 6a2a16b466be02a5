import { describe, expect, it } from 'vitest';
import { answerText, controlOf, isEphemeralAnswer, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { botCallsInto, groupDmWorld, refusedCalls, yahtzeeTurn } from '../support/group-dm.js';

// Issue 32: where only the host installed Parlor, the others cannot run /rules or /leave, so the table
// in play offers both behind one button: the rules privately, in the reader's language, and a way out.
const GROUP = '970000000000000301';
const { ann, bo, chan } = users;
const { world, fake } = groupDmWorld(GROUP);

describe('rules and leaving from the table, in a group DM', () => {
  it('Chan reads the rules in Korean and leaves the game from the private answer; the game goes on without him', async () => {
    const table = (await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'yahtzee', options: [] }])).messages[0]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(chan, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);

    const help = await fake.click(chan, table, controlOf(table, /:help$/));
    expect(isEphemeralAnswer(help)).toBe(true);
    const answer = help.messages[0]!;
    expect(answer.visibleTo).toBe(chan.id);
    expect(answerText(help)).toContain('여기서는 테이블의 버튼으로만 플레이해요');
    expect(visibleText(answer)).toMatch(/야찌/);
    const quit = controlOf(answer, /:quit$/);
    expect(rowsOf(answer).flatMap((row: any) => row.components)).toHaveLength(1);

    // A move comes between: leaving is never out of date.
    await yahtzeeTurn(world, ann, table);
    const left = await fake.click(chan, answer, quit);
    expect(left.callback?.type).toBe(7);
    expect(visibleText(answer)).toContain('게임에서 나갔습니다.');
    // The table shows the leave through a token, a moment later.
    await settle(fake);
    const session = await world.session(GROUP);
    expect(session.players.map((p: any) => p.id)).toEqual([ann.id, bo.id]);
    expect(session.phase).toBe('playing');

    // Asked again, the rules come without the way out: Chan is no longer seated.
    const again = await fake.click(chan, table, controlOf(table, /:help$/));
    expect(isEphemeralAnswer(again)).toBe(true);
    expect(rowsOf(again.messages[0]!)).toHaveLength(0);
    await yahtzeeTurn(world, bo, table);
    expect(visibleText(table)).toContain('round 2 of 13');
    expect(botCallsInto(world, GROUP)).toEqual([]);
    expect(refusedCalls(world)).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
