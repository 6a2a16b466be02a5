import { describe, expect, it } from 'vitest';
import { controlOf, hasControl, pirateTurn, rowsOf, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { expectKeptToTheGroup, groupDmWorld, openPanelFromTable, tokensSeen } from '../support/group-dm.js';
import { FACE_TEXT } from '../../src/games/pirate/faces.js';
import type { FakeMessage, FakeUser } from '../../src/standin/server.js';

// Issue 32: a whole game of Pirate Dice in a group DM where only Ann installed Parlor. Bo and Chan play
// through the table's buttons; each one's dice reach only them, in the private panel the table's
// "My dice" button opens. The dice are scripted (a face f is the draw f - 1): the order roll puts
// Ann, Bo, Chan in that order; then each round's opener bets every die in play on 6s, which none
// shows and no 1 helps (the red die's one is all there is), and the next player challenges: the
// opener loses every die, so two rounds make a winner.
const GROUP = '973000000000000001';
const { ann, bo, chan } = users;
const ORDER_ROLL = [Array(10).fill(6), Array(10).fill(5), Array(10).fill(4)];
/** Round 1's cups (Ann, Bo, Chan), then round 2's (Bo, Chan): faces 2 to 5 only, each cup its own. */
const ROUND_1 = [
  [2, 3, 4, 5, 2, 3, 4, 5, 2, 3],
  [5, 5, 4, 4, 3, 3, 2, 2, 5, 4],
  [3, 3, 3, 2, 2, 2, 5, 5, 5, 4],
];
const ROUND_2 = [
  [4, 4, 4, 2, 2, 2, 3, 3, 5, 5],
  [2, 5, 2, 5, 2, 5, 3, 4, 3, 4],
];
const DRAWS = [...ORDER_ROLL, ...ROUND_1, ...ROUND_2].flat().map((face) => face - 1);
const { world, fake } = groupDmWorld(GROUP, { TEST_RNG_SCRIPT: DRAWS.join(',') });

/** A cup as text in every way a message could spell it (as keycaps or digits, in the order rolled or lowest first). */
const spelt = (cup: number[]): string[] =>
  [cup, [...cup].sort((a, b) => a - b)].flatMap((dice) => [
    dice.map((d) => FACE_TEXT[d - 1]).join(' '),
    dice.map((d) => FACE_TEXT[d - 1]).join(''),
    dice.join(' '),
    dice.join(', '),
    JSON.stringify(dice),
    // Grouped by face, as the panel's title has it ("2️⃣×3  3️⃣×3  …").
    [...new Set(dice)]
      .sort((a, b) => a - b)
      .map((face) => `${FACE_TEXT[face - 1]}×${dice.filter((d) => d === face).length}`)
      .join('  '),
  ]);

/** `user` opens their private panel from the table's button: ephemeral, with their own dice. */
async function panelOf(user: FakeUser, table: FakeMessage, cup: number[]): Promise<FakeMessage> {
  const panel = await openPanelFromTable(world, user, table);
  // The panel groups the dice by face ("2️⃣×3 3️⃣×3 …"): those of the script, and no others.
  for (const face of new Set(cup)) expect(visibleText(panel)).toContain(`${FACE_TEXT[face - 1]}×${cup.filter((d) => d === face).length}`);
  // The panel spells the cup in one of the ways the search for leaks looks for, so a leak would be found.
  expect(spelt(cup).some((text) => visibleText(panel).includes(text))).toBe(true);
  return panel;
}

/** A round: everyone still in looks at their dice; the opener bets all the dice in play (and one) on 6s; the next challenges. */
async function playRound(seats: FakeUser[], cups: number[][]): Promise<void> {
  const roundStart = fake.calls.length;
  const [opener, challenger] = seats;
  expect(pirateTurn(table())).toBe(opener!.id);
  const panels = new Map<string, FakeMessage>();
  for (const [i, seat] of seats.entries()) panels.set(seat.id, await panelOf(seat, table(), cups[i]!));
  // Any bet in two choices: a face, then the largest count the second count menu offers.
  const panel = panels.get(opener!.id)!;
  const face = await fake.click(opener!, panel, controlOf(panel, /:g:face$/), ['6']);
  expect(face.callback?.type).toBe(7);
  const menus = rowsOf(panel)
    .flatMap((row: any) => row.components)
    .filter((c: any) => c.type === 3 && /:g:count:6(:\d+)?$/.test(c.custom_id));
  const last = menus.at(-1);
  const count = last.options.at(-1).value;
  expect(Number(count)).toBe(cups.flat().length + 1);
  await fake.click(opener!, panel, last.custom_id, [count]);
  // The table is edited through its own newest token after the press on the panel is answered: a call of its own.
  await fake.waitFor(() => pirateTurn(table()) === challenger!.id, `${challenger!.username}'s turn on the table`);
  await settle(fake);
  expect(visibleText(table())).toContain(`${count} × ${FACE_TEXT[5]}`);
  // Until the challenge, no cup is in any public body: not as dice, nor as the stored field.
  for (const body of fake.publicBodies(roundStart)) {
    expect(body.text).not.toMatch(/"cups"|"secret"|"myDice"/);
    for (const cup of cups) for (const text of spelt(cup)) expect(body.text).not.toContain(text);
  }
  const challenged = await fake.click(challenger!, table(), controlOf(table(), /:g:chal$/));
  expect(challenged.callback?.type).toBe(7);
  await settle(fake);
  expect(visibleText(table())).toMatch(/challenged|reveal/);
}

let tableMessage: FakeMessage;
const table = () => tableMessage;

describe('Pirate Dice in a group DM', () => {
  it('Ann opens it, Bo and Chan join and play through the buttons and their private panels, to a winner, and the bot never posts in the group', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    expect(opened.callback?.type).toBe(4);
    tableMessage = opened.messages[0]!;
    expect(tableMessage.visibleTo).toBeUndefined();
    expect(await world.session(GROUP)).toMatchObject({ hostedOn: 'interactions', guildId: null, channelId: GROUP });
    for (const seat of [bo, chan]) expect((await fake.click(seat, table(), controlOf(table(), /:join$/))).callback?.type).toBe(7);
    expect((await fake.click(ann, table(), controlOf(table(), /:start$/))).callback?.type).toBe(7);
    await settle(fake);
    expect(visibleText(table())).toContain('Pirate Dice: round 1');

    // Round 1: Ann bets 31 × 6️⃣; there is 1 (the red die): she loses all her 10 dice. Bo opens round 2.
    await playRound([ann, bo, chan], ROUND_1);
    expect((await world.session(GROUP)).state.dice[ann.id]).toBe(0);
    // Ann is out: her panel says so, privately.
    const out = await openPanelFromTable(world, ann, table());
    expect(out.visibleTo).toBe(ann.id);
    // Round 2: Bo bets 21 × 6️⃣ and loses his 10 to Chan's challenge: Chan wins.
    await playRound([bo, chan], ROUND_2);

    const final = visibleText(table());
    expect(final).toContain('Pirate Dice: game over');
    expect(final).toContain(`<@${chan.id}> wins!`);
    expect(hasControl(table(), /:again$/)).toBe(true);
    expect((await world.session(GROUP)).phase).toBe('finished');

    expectKeptToTheGroup(world, GROUP);
    // Neither a cup nor a token is in a log line.
    const logs = world.bot.lines.join('\n');
    expect(logs).not.toMatch(/"cups"|"secret"|\uFE0F\u20E3|\\ufe0f\\u20e3/i);
    for (const token of tokensSeen(world)) expect(logs).not.toContain(token);
  }, 90_000);
});
