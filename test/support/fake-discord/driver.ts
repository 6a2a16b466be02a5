import type { FakeDiscord, FakeMessage, FakeUser, InteractionRecord } from '../../../src/standin/server.js';
import { finalAnswer, textDisplays, visibleText } from '../../../src/standin/answers.js';
import { translator } from '../../../src/i18n/catalog.js';
import { LOCALES } from '../../../src/kernel/session.js';

export { finalAnswer, visibleText };

/** The action rows of a message wherever they are: at the top (classic) or in a V2 Container. */
export function rowsOf(message: { components?: any[] }): any[] {
  const rows = (components: any[]): any[] => components.flatMap((c) => (c?.type === 1 ? [c] : Array.isArray(c?.components) ? rows(c.components) : []));
  return rows(message.components ?? []);
}

/** A message's title: its first embed's, or in a V2 message the first line of its first Text Display, without the heading marks. */
export function titleOf(message: { embeds?: any[]; components?: any[] }): string | undefined {
  const embedTitle = message.embeds?.[0]?.title;
  if (typeof embedTitle === 'string') return embedTitle;
  const first = textDisplays(message.components ?? [])[0];
  return first === undefined ? undefined : first.split('\n')[0]!.replace(/^#{1,3} /, '');
}

/** The Media Gallery items of a V2 message (its pictures), wherever they are. */
export function galleryItems(message: { components?: any[] }): any[] {
  const items = (components: any[]): any[] =>
    components.flatMap((c) => [...(c?.type === 12 ? (c.items ?? []) : []), ...(Array.isArray(c?.components) ? items(c.components) : [])]);
  return items(message.components ?? []);
}

/** Finds the custom_id of a component whose id (after the version) matches `pattern`, e.g. /:join$/. */
export function controlOf(message: FakeMessage, pattern: RegExp): string {
  for (const row of rowsOf(message)) {
    for (const c of row.components ?? []) if (c.custom_id && pattern.test(c.custom_id)) return c.custom_id;
  }
  throw new Error(`no control matching ${pattern} on message ${message.id}: ${allControls(message).join(', ')}`);
}

export function hasControl(message: FakeMessage, pattern: RegExp): boolean {
  return allControls(message).some((id) => pattern.test(id));
}

export function allControls(message: FakeMessage): string[] {
  return rowsOf(message)
    .flatMap((row) => (row.components ?? []).map((c: any) => c.custom_id as string))
    .filter(Boolean);
}

/** The private answer an interaction got: its ephemeral reply, or the panel it updated (in the end, when it was deferred). */
export function answerText(record: InteractionRecord): string {
  return finalAnswer(record).text;
}

/** The answer is a message of its own that only the person who acted sees. */
export function isEphemeralAnswer(record: InteractionRecord): boolean {
  const type = record.callback?.type;
  if (type === 4) return (Number(record.callback!.data?.flags ?? 0) & 64) === 64;
  return (type === 5 || (type === 6 && record.messages.length > 0)) && finalAnswer(record).ephemeral;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The Pirate Dice turn lines in every language ("<@id> to bet or challenge."), with the player's id caught. */
const PIRATE_TURN_LINES = LOCALES.flatMap((locale) =>
  (['pirate.toAct', 'pirate.toOpen'] as const).map((key) => {
    const [before, after] = translator(locale)(key, { player: '\u0000' }).split('\u0000');
    return new RegExp(`${escaped(before!)}<@(\\d+)>${escaped(after!)}`);
  }),
);

/** Whose turn the Pirate Dice table shows (its turn line, beside the picture or above the ▶ seat), or null when nobody's. */
export function pirateTurn(table: FakeMessage): string | null {
  const text = visibleText(table);
  for (const line of PIRATE_TURN_LINES) {
    const match = line.exec(text);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * Waits until Discord has heard nothing from the bot for `quietMs`: its follow-up work is done. The
 * default is longer than the bot's picture deadline in the tests (World's PICTURE_DEADLINE_MS), as
 * an edit may wait that long for its picture before it is sent.
 */
export async function settle(fake: FakeDiscord, quietMs = 300): Promise<void> {
  let seen = fake.calls.length;
  for (;;) {
    await new Promise((r) => setTimeout(r, quietMs));
    if (fake.calls.length === seen) return;
    seen = fake.calls.length;
  }
}

export const users = {
  ann: { id: '100000000000000001', username: 'ann', locale: 'en-US' },
  bo: { id: '100000000000000002', username: 'bo', locale: 'zh-CN' },
  chan: { id: '100000000000000003', username: 'chan', locale: 'ko' },
  dave: { id: '100000000000000004', username: 'dave', locale: 'en-GB' },
  mod: { id: '100000000000000005', username: 'mod', locale: 'en-US', permissions: String(1n << 13n) },
} satisfies Record<string, FakeUser>;

/** One of `users`, by id (the id a table names as the player to act). */
export const byId = (id: string): FakeUser => Object.values(users).find((u) => u.id === id)!;

/** Opens a Pirate Dice table in `channelId` with `seats` joined and started; returns the table message. */
export async function startPirate(fake: FakeDiscord, channelId: string, seats: FakeUser[], options: any[] = []): Promise<FakeMessage> {
  const [host, ...others] = seats;
  const opened = await fake.slash(host!, channelId, 'play', [{ type: 1, name: 'pirate-dice', options }]);
  const table = opened.messages[0];
  if (!table) throw new Error(`no table message: ${JSON.stringify(opened.callback)}`);
  await settle(fake);
  for (const seat of others) await fake.click(seat, table, controlOf(table, /:join$/));
  await fake.click(host!, table, controlOf(table, /:start$/));
  await settle(fake);
  return table;
}

/** The channel's live table: the newest message in it that carries a table control (`p1:<session>:...`). */
export function liveTable(fake: FakeDiscord, channelId: string): FakeMessage {
  const tables = fake.channelMessages(channelId).filter((m) => allControls(m).some((id) => /^p1:[a-z0-9]{4,16}:/.test(id)));
  const newest = tables.at(-1);
  if (!newest) throw new Error(`no live table in channel ${channelId}`);
  return newest;
}

/**
 * What the player to act does at a phone-first table: opens their panel from the table ("My cards",
 * "My dice", "My pieces") and presses the control there (the table no longer carries it). Returns the
 * press, and the panel it was made on.
 */
export async function actFromPanel(
  fake: FakeDiscord,
  user: FakeUser,
  table: FakeMessage,
  pattern: RegExp,
  values?: string[],
): Promise<InteractionRecord & { panel: FakeMessage }> {
  const opened = await fake.click(user, table, controlOf(table, /:panel$/), [], user.locale);
  // On a table on interactions the button answers on the table (type 7) and sends the panel after it, privately.
  if (opened.callback?.type === 7) await fake.waitFor(() => opened.messages.some((m) => m.visibleTo === user.id), `${user.username}'s panel after the table`);
  const panel = opened.callback?.type === 7 ? opened.messages.find((m) => m.visibleTo === user.id) : opened.messages[0];
  if (!panel) throw new Error(`no panel for ${user.username}: ${JSON.stringify(opened.callback)}`);
  const pressed = await fake.click(user, panel, controlOf(panel, pattern), values, user.locale);
  return Object.assign(pressed, { panel });
}
