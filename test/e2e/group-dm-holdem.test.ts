import { describe, expect, it } from 'vitest';
import { actFromPanel, allControls, answerText, controlOf, hasControl, liveTable, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { drawsForDeck, handDeck } from '../support/decks.js';
import { expectKeptToTheGroup, groupDmWorld, openPanelFromTable, tokensSeen } from '../support/group-dm.js';
import { routeOf } from '../support/openapi-conformance.js';
import type { Card } from '../../src/games/holdem/cards.js';
import type { FakeUser } from '../../src/standin/server.js';

// Issue 32: Hold'em in a group DM where only Ann installed Parlor, played to the end the game has: one
// player holding every chip, so no hand can be dealt. Everyone sits with 2000 (blinds 10/20).
// Hand 1: Ann on the button, Bo small blind, Chan big blind (dealt Bo, Chan, Ann): Ann folds, Bo goes
// all-in with kings, Chan calls with aces and takes Bo's 2000. Hand 2, heads-up: Chan on the button
// (small blind), Ann big blind (dealt Ann, Chan): Chan calls, Ann goes all-in with kings, Chan calls
// with aces again. Hole cards go only to their owner's private panel until the showdown shows them.
const GROUP = '974000000000000001';
const { ann, bo, chan } = users;
const HOLES: Record<string, [Card, Card]>[] = [
  { [bo.id]: ['Ks', 'Kd'], [chan.id]: ['As', 'Ad'], [ann.id]: ['7c', '2d'] },
  { [ann.id]: ['Kc', 'Kh'], [chan.id]: ['Ac', 'Ah'] },
];
const HAND_1 = handDeck([HOLES[0]![bo.id]!, HOLES[0]![chan.id]!, HOLES[0]![ann.id]!], ['3c', '8d', '9h', '4s', '5c']);
const HAND_2 = handDeck([HOLES[1]![ann.id]!, HOLES[1]![chan.id]!], ['2s', '7h', '9c', 'Js', '3d']);
const { world, fake } = groupDmWorld(GROUP, { TEST_RNG_SCRIPT: [...drawsForDeck(HAND_1), ...drawsForDeck(HAND_2)].join(',') });
const live = () => liveTable(fake, GROUP);
/** The group's messages that carry table controls: one, the table, however often it was posted anew. */
const tablesShown = () => fake.channelMessages(GROUP).filter((m) => allControls(m).some((id) => id.startsWith('p1:')));
/** Hole cards as the views spell them ("K♠️ K♦️"). */
const SUITS: Record<string, string> = { s: '♠️', h: '♥️', d: '♦️', c: '♣️' };
const spelt = ([a, b]: [Card, Card]) => `${a[0]}${SUITS[a[1]!]} ${b[0]}${SUITS[b[1]!]}`;

/** Each seat dealt in opens their private panel from the table: their own two cards, ephemeral; no public body holds any hole card so far. */
async function lookAtCards(hand: Record<string, [Card, Card]>): Promise<void> {
  for (const [id, cards] of Object.entries(hand)) {
    const user = [ann, bo, chan].find((u) => u.id === id)!;
    const panel = await openPanelFromTable(world, user, live());
    expect(visibleText(panel)).toContain(spelt(cards));
  }
  expectNoHoleCardsInPublic(hand);
}

function expectNoHoleCardsInPublic(hand: Record<string, [Card, Card]>): void {
  for (const body of fake.publicBodies()) for (const cards of Object.values(hand)) expect(body.text).not.toContain(spelt(cards));
}

/** `user` presses `pattern` in their panel; the table shows the move once its own token has carried the edit. */
async function act(user: FakeUser, pattern: RegExp): Promise<void> {
  const before = (await world.session(GROUP)).stateVersion;
  const pressed = await actFromPanel(fake, user, live(), pattern);
  expect(pressed.callback?.type).toBe(7);
  await fake.waitFor(() => !hasControl(live(), new RegExp(`:${before.toString(36)}:`)), `the table past ${user.username}'s move`);
  await settle(fake);
  expect(tablesShown().map((m) => m.id)).toEqual([live().id]);
}

describe("Hold'em in a group DM", () => {
  it('two hands to the end of the game, Bo and Chan playing through the table and their panels, and the bot never posts in the group', async () => {
    const opened = await fake.slash(ann, GROUP, 'play', [{ type: 1, name: 'holdem', options: [] }]);
    expect(opened.callback?.type).toBe(4);
    expect(await world.session(GROUP)).toMatchObject({ hostedOn: 'interactions', guildId: null, channelId: GROUP });
    for (const seat of [bo, chan]) expect((await fake.click(seat, live(), controlOf(live(), /:join$/))).callback?.type).toBe(7);
    await fake.click(ann, live(), controlOf(live(), /:start$/));
    await settle(fake);
    expect(visibleText(live())).toContain("Hold'em · hand #1 · blinds 10/20");

    // Hand 1.
    await lookAtCards(HOLES[0]!);
    await act(ann, /:g:fold$/);
    await act(bo, /:g:allin$/);
    expectNoHoleCardsInPublic(HOLES[0]!);
    await act(chan, /:g:call$/);
    await settle(fake);
    const first = (await world.session(GROUP)).state;
    expect(first.hand).toBeNull();
    expect(Object.fromEntries(first.seats.map((s: any) => [s.id, s.stack]))).toEqual({ [ann.id]: 2000, [bo.id]: 0, [chan.id]: 4000 });
    expect(visibleText(live())).toContain(`Pot (4000) → <@${chan.id}> 4000 (Pair of Aces beats Pair of Kings)`);
    // Hand 2: Ann deals it from the table.
    await fake.click(ann, live(), controlOf(live(), /:g:deal$/));
    await settle(fake);
    expect(visibleText(live())).toContain('hand #2');
    await lookAtCards(HOLES[1]!);
    await act(chan, /:g:call$/);
    await act(ann, /:g:allin$/);
    expectNoHoleCardsInPublic(HOLES[1]!);
    await act(chan, /:g:call$/);
    await settle(fake);

    // The end: Chan holds all 6000, and no hand can be dealt.
    const end = (await world.session(GROUP)).state;
    expect(end.hand).toBeNull();
    expect(Object.fromEntries(end.seats.map((s: any) => [s.id, s.stack]))).toEqual({ [ann.id]: 0, [bo.id]: 0, [chan.id]: 6000 });
    expect(hasControl(live(), /:g:deal$/)).toBe(false);
    expect(visibleText(live())).toContain(`→ <@${chan.id}> 4000 (Pair of Aces beats Pair of Kings)`);
    // Ann, who installed Parlor, closes the table: the ledger is on it.
    const closed = await fake.slash(ann, GROUP, 'end');
    expect(answerText(closed)).toContain('Table closed');
    await settle(fake);
    expect(tablesShown().map((m) => `${m.id} ${visibleText(m).slice(0, 80)} ${allControls(m).join(' ')}`)).toEqual([]);
    const last = fake.channelMessages(GROUP).at(-1)!;
    expect(visibleText(last)).toContain(`This table was closed by <@${ann.id}>.`);
    expect(visibleText(last)).toContain(`<@${chan.id}>: bought in 2000 · now 6000 · net +4000`);

    expectKeptToTheGroup(world, GROUP);
    // The spec was checked on every kind of call a table on interactions makes (expectKeptToTheGroup).
    const routes = new Set(fake.calls.map((c) => `${c.method} ${routeOf(c.method, c.path)}`));
    for (const made of [
      'POST /interactions/{interaction_id}/{interaction_token}/callback',
      'POST /webhooks/{webhook_id}/{webhook_token}',
      'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
      'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
      'DELETE /webhooks/{webhook_id}/{webhook_token}/messages/@original',
      'DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
    ])
      expect(routes).toContain(made);
    // No card and no token in any log line.
    const logs = world.bot.lines.join('\n');
    expect(logs).not.toMatch(/"[2-9TJQKA][shdc]"/);
    for (const token of tokensSeen(world)) expect(logs).not.toContain(token);
  }, 90_000);
});
