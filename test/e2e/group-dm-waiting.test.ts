import { describe, expect, it } from 'vitest';
import { answerText, controlOf, isEphemeralAnswer, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { botCallsInto, groupDmWorld, yahtzeeTurn } from '../support/group-dm.js';
import { openApiProblems } from '../support/openapi-conformance.js';

// Issue 32, with tokens trusted 8 s instead of Discord's 15 minutes (TEST_TOKEN_TRUST_MS): before its
// newest token is done the table says it waits for a click; a click brings it back. And the places
// where no public table can be had: a server that denies external apps.
const GROUP = '972000000000000001';
const NO_BOT = '972100000000000001';
const NO_BOT_CH = '972100000000000011';
const LOCKED = '972200000000000001';
const LOCKED_CH = '972200000000000011';
const { ann, bo, chan } = users;
const { world, fake } = groupDmWorld(GROUP, { TEST_TOKEN_TRUST_MS: '8000' });
fake.addGuild({ id: NO_BOT, name: 'Friends without the bot', channels: [NO_BOT_CH], botInstalled: false });
fake.addGuild({ id: LOCKED, name: 'No external apps', channels: [LOCKED_CH], botInstalled: false, externalApps: false });

describe('a table waiting for a click', () => {
  it('says so before its last token is done, and the next click brings it back', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'yahtzee', options: [{ type: 4, name: 'turn_seconds', value: 60 }] }]);
    const table = opened.messages[0]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).not.toContain('Waiting for a click');
    // 4 s before the newest token's 8 s are up, the table is shown again, saying it waits.
    await fake.waitFor(() => visibleText(table).includes('Waiting for a click'), 'the table saying it waits for a click', 10_000);
    expect(botCallsInto(world, GROUP)).toEqual([]);
    // Ann rolls on it: the table is hers again, current, the line gone.
    await yahtzeeTurn(world, ann, table);
    expect(visibleText(table)).not.toContain('Waiting for a click');
    expect(visibleText(table)).toContain(`<@${bo.id}>`);
    expect(fake.violations).toEqual([]);
    expect(openApiProblems(fake.calls)).toEqual([]);
    await fake.slash(ann, GROUP, 'end');
  }, 60_000);
});

describe('servers that never invited the bot', () => {
  it('a server that allows external apps gets a public table on interactions, with no bot-token call into it', async () => {
    const opened = await fake.slash(ann, NO_BOT_CH, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
    const table = opened.messages[0]!;
    expect(table.visibleTo).toBeUndefined();
    expect(await world.session(NO_BOT_CH)).toMatchObject({ hostedOn: 'interactions', guildId: NO_BOT });
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await yahtzeeTurn(world, ann, table);
    await yahtzeeTurn(world, bo, table);
    expect(visibleText(table)).toContain('round 2 of 13');
    expect(botCallsInto(world, NO_BOT_CH)).toEqual([]);
    expect(openApiProblems(fake.calls)).toEqual([]);
    await fake.slash(ann, NO_BOT_CH, 'end');
  }, 60_000);

  it.each([
    [ann, "a table everyone can see can't be opened here"],
    [{ ...bo, id: '100000000000000012' }, '这里无法开设所有人都能看到的牌桌'],
    [{ ...chan, id: '100000000000000013' }, '모두가 보는 테이블을 열 수 없습니다'],
  ])(
    'a server that denies external apps: /play says privately, in the reader language, that no public table can be had and how (case %#)',
    async (user, said) => {
      fake.installForUser(user.id);
      const answer = await fake.slash(user, LOCKED_CH, 'play', [{ type: 1, name: 'yahtzee', options: [] }]);
      expect(isEphemeralAnswer(answer)).toBe(true);
      expect(answerText(answer)).toContain(said);
      expect(await world.session(LOCKED_CH)).toBeNull();
      expect(botCallsInto(world, LOCKED_CH)).toEqual([]);
    },
  );
});
