import type { RepliableInteraction } from 'discord.js';
import { translator, type Locale } from '../i18n/catalog.js';
import type { Layout, Sendable } from '../discord/pictures.js';
import type { Session } from '../kernel/session.js';
import { panelMessage } from '../views/panel.js';
import { tableCaption, tableMessage } from '../views/table.js';
import type { HandlerDeps } from './deps.js';
import { asReply, isV2Click, replySent, replyWith, updateMessage, type MessageClick } from './respond.js';

/**
 * Table messages and panels as the interactions send them: V2 with their pictures (a new message,
 * or an edit of a V2 one), classic on a message posted before V2. What Discord says each written
 * message holds is remembered, so an unchanged picture is kept rather than uploaded again.
 */
const layoutOfClick = (interaction: MessageClick): Layout => (isV2Click(interaction) ? 'v2' : 'classic');

function dressTable(deps: HandlerDeps, session: Session, messageId: string | null, layout: Layout): Promise<Sendable> | Sendable {
  const body = tableMessage(deps.games, session);
  return deps.pictures ? deps.pictures.table(session, body, { messageId, layout, caption: () => tableCaption(deps.games, session) }) : body;
}

function dressPanel(
  deps: HandlerDeps,
  session: Session,
  playerId: string,
  locale: Locale,
  messageId: string | null,
  layout: Layout,
  draft: string[] = [],
  notice?: string,
): Promise<Sendable> | Sendable {
  const body = panelMessage(deps.games, session, playerId, locale, draft, notice);
  return deps.pictures ? deps.pictures.panel(session, playerId, locale, body, { messageId, layout }) : body;
}

/**
 * A player's panel at a table on interactions that waits for a click: their move is kept, but only a
 * click on the table itself can show it there (a panel's token reaches only the panel). The panel says
 * so, in the player's language, with `notice` (if any) before it.
 */
async function withWaitingNote(deps: HandlerDeps, session: Session, locale: Locale, notice: string | undefined): Promise<string | undefined> {
  if (session.hostedOn !== 'interactions' || !deps.hosted || !session.tableMessageId || session.phase !== 'playing') return notice;
  if (!(await deps.hosted.isWaiting(session.channelId, session.tableMessageId))) return notice;
  return [notice, translator(locale)('panel.tableWaiting')].filter(Boolean).join('\n');
}

/** Shows the table on the clicked table message. */
export async function updateTable(interaction: MessageClick, deps: HandlerDeps, session: Session): Promise<void> {
  const messageId = interaction.message.id;
  const body = await dressTable(deps, session, messageId, layoutOfClick(interaction));
  deps.pictures?.remember(messageId, body, await updateMessage(interaction, body));
}

/** Shows the clicker's panel on the clicked panel. */
export async function updatePanel(
  interaction: MessageClick,
  deps: HandlerDeps,
  session: Session,
  locale: Locale,
  draft: string[] = [],
  notice?: string,
): Promise<void> {
  const messageId = interaction.message.id;
  const said = await withWaitingNote(deps, session, locale, notice);
  const body = await dressPanel(deps, session, interaction.user.id, locale, messageId, layoutOfClick(interaction), draft, said);
  deps.pictures?.remember(messageId, body, await updateMessage(interaction, body));
}

/** Posts the table as the interaction's public answer (V2); returns the message's id when Discord says it. */
export async function replyTable(interaction: RepliableInteraction, deps: HandlerDeps, session: Session): Promise<string | undefined> {
  const body = await dressTable(deps, session, null, 'v2');
  let written: Parameters<NonNullable<HandlerDeps['pictures']>['remember']>[2] = null;
  const id = await replyWith(interaction, asReply(body, { ephemeral: false }), (message) => (written = message));
  deps.pictures?.remember(id, body, written);
  return id;
}

/** Opens the caller's panel as an ephemeral answer (V2); says which message it is, for keeping it current. `tableShown`: this click just showed the table. */
export async function replyPanel(
  interaction: RepliableInteraction,
  deps: HandlerDeps,
  session: Session,
  locale: Locale,
  options: { tableShown?: boolean } = {},
): Promise<{ id: string | undefined; original: boolean }> {
  // Just shown on the table by this very click (`tableShown`): nothing to say about waiting.
  const said = options.tableShown ? undefined : await withWaitingNote(deps, session, locale, undefined);
  const body = await dressPanel(deps, session, interaction.user.id, locale, null, 'v2', [], said);
  let written: Parameters<NonNullable<HandlerDeps['pictures']>['remember']>[2] = null;
  const sent = await replySent(interaction, asReply(body, { ephemeral: true }), (message) => (written = message));
  deps.pictures?.remember(sent.id, body, written);
  return sent;
}
