import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { type Locale, type Translate, LANGUAGE_NAMES } from '../i18n/catalog.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import { viewContext, type TableViewContext } from './context.js';
import { COLOURS, mention } from './format.js';
import { fairId, gameLogId, recordDetailsId } from '../ids/custom-id.js';
import type { ActionRow, MessageBody } from '../kernel/views.js';
import { fairnessEmbed, revealedNow } from './fairness.js';
import { Embed } from './embed.js';
import { computerButtons } from './computer-buttons.js';
import { maxComputers } from '../computers/lobby.js';
import { withSeatNames } from '../computers/names.js';
import { isComputer } from '../computers/seats.js';
import { duringComputerTurn } from './turn-controls.js';
import { spokenTo } from './player-locales.js';
import { publicViewOf, type Public } from '../kernel/public.js';

const NO_PINGS: MessageBody['allowed_mentions'] = { parse: [] };

/** How many may sit: "2 to 6 players", or "3 players" when the game takes exactly that many. */
const seatsLine = (min: number, max: number, t: Translate): string => (min === max ? t('lobby.seatsExactly', { count: min }) : t('lobby.seats', { min, max }));

function lobby(ctx: TableViewContext): MessageBody {
  const { session: s, t } = ctx;
  const { engine, ui, name } = ctx.games.plugin(s.game);
  const game = name(t);
  const players = s.players.map((p) => `${mention(p.id)}${p.id === s.hostId ? ` ${t('lobby.hostMark')}` : ''}`);
  const settings = [
    t('lobby.turnTimer', { seconds: s.turnSeconds }),
    t('table.language', { language: LANGUAGE_NAMES[s.locale] }),
    t('table.languageHow', { play: t('command.name.play'), option: t('option.name.language') }),
    ...(s.textOnly ? [t('table.textOnly')] : s.fourColour ? [t('table.fourColour')] : []),
    ...(s.awayComputer ? [t('lobby.awayComputer')] : []),
  ];
  const embed = new Embed()
    .setColor(COLOURS.lobby)
    .setTitle(t('lobby.title', { game }))
    .setDescription(`${t('lobby.description', { host: mention(s.hostId) })}\n${seatsLine(engine.minPlayers, engine.maxPlayers, t)}`)
    .addFields(
      { name: t('lobby.players', { count: s.players.length, max: engine.maxPlayers }), value: players.join('\n') || t('lobby.nobody') },
      { name: t('lobby.settings'), value: [...ui.settings(t, s.config), ...settings].join('\n').slice(0, 1024) },
    );
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    // The one message shows the same buttons to all: the host, already seated, is not nudged to join; Start is the next step.
    new ButtonBuilder().setCustomId(ctx.control('join')).setStyle(ButtonStyle.Secondary).setLabel(t('button.join')),
    new ButtonBuilder().setCustomId(ctx.control('leave')).setStyle(ButtonStyle.Secondary).setLabel(t('button.leave')),
    new ButtonBuilder()
      .setCustomId(ctx.control('start'))
      .setStyle(ButtonStyle.Success)
      .setLabel(t('button.start'))
      .setDisabled(s.players.length < engine.minPlayers),
    new ButtonBuilder().setCustomId(ctx.control('cancel')).setStyle(ButtonStyle.Danger).setLabel(t('button.cancel')),
    ...verifyButton(ctx),
  );
  return {
    embeds: withFairness([embed.toJSON()], ctx),
    components: maxComputers(ctx.games, ctx.session.game) > 0 ? [row.toJSON(), computerButtons(ctx)] : [row.toJSON()],
    allowed_mentions: NO_PINGS,
  };
}

/** The fairness embed (seed commitment, revealed seed) goes last on every table message. */
function withFairness(embeds: MessageBody['embeds'], ctx: TableViewContext): MessageBody['embeds'] {
  const fair = fairnessEmbed(ctx.games, ctx.session, ctx.t);
  return fair ? [...embeds, fair] : embeds;
}

function closed(ctx: TableViewContext, view: unknown): MessageBody {
  const { session: s } = ctx;
  const { ui, log, name } = ctx.games.plugin(s.game);
  const summary = ui.closedSummary;
  const embed = new Embed()
    .setColor(COLOURS.closed)
    .setTitle(name(ctx.t))
    // A game whose players all left was closed by its last leaver: it ended with its results.
    .setDescription(
      s.players.length === 0 && s.state !== null ? ctx.t('table.everyoneLeft') : ctx.t('table.closed', { user: mention(s.closedBy ?? s.hostId) }),
    );
  if (summary && view !== null) embed.addFields(summary(view, ctx) ?? []);
  const closedButtons = [...(s.state !== null && log ? [gameLogButton(ctx)] : []), ...verifyButton(ctx)];
  const logRow: ActionRow[] = closedButtons.length ? [new ActionRowBuilder<ButtonBuilder>().addComponents(closedButtons).toJSON()] : [];
  return { embeds: withFairness([embed.toJSON()], ctx), components: logRow, allowed_mentions: NO_PINGS };
}

/** Shows a finished game's whole move list (games that keep one) to whoever clicks, privately. */
const gameLogButton = (ctx: TableViewContext): ButtonBuilder =>
  new ButtonBuilder().setCustomId(gameLogId(ctx.session.id)).setStyle(ButtonStyle.Secondary).setLabel(ctx.t('gamelog.button')).setEmoji({ name: '📜' });

/** Opens the table's fair draws in full (hash, seeds, public values, the verify command), privately. */
const verifyButton = (ctx: TableViewContext): ButtonBuilder[] =>
  ctx.session.fair
    ? [new ButtonBuilder().setCustomId(fairId(ctx.session.id)).setStyle(ButtonStyle.Secondary).setLabel(ctx.t('fair.button')).setEmoji({ name: '🔐' })]
    : [];

/**
 * The game's table from its public view, and with `caption`, the same controls under the game's short
 * words in place of the table's (null for a game without them): one ui.table for both.
 */
function game(ctx: TableViewContext, view: unknown, caption: boolean): { message: MessageBody; caption: MessageBody | null } {
  const { session: s, t } = ctx;
  const { ui, log } = ctx.games.plugin(s.game);
  const body = ui.table(view, ctx);
  const platform: ButtonBuilder[] = [];
  if (s.phase !== 'playing') {
    platform.push(new ButtonBuilder().setCustomId(ctx.control('again')).setStyle(ButtonStyle.Success).setLabel(t('button.again')));
    if (log) platform.push(gameLogButton(ctx));
  } else if (ui.panelLabel) {
    platform.push(new ButtonBuilder().setCustomId(ctx.control('panel')).setStyle(ButtonStyle.Secondary).setLabel(t(ui.panelLabel)).setEmoji({ name: '🔒' }));
  }
  // Where only the host installed Parlor the others have no /rules nor /leave: the table offers both.
  if (s.phase === 'playing' && s.hostedOn === 'interactions')
    platform.push(
      new ButtonBuilder().setCustomId(ctx.control('help')).setStyle(ButtonStyle.Secondary).setLabel(t('button.tableHelp')).setEmoji({ name: '📖' }),
    );
  // Between the games of a table that deals game after game, its summary carries the log so far.
  if (s.phase === 'playing' && log && ui.logBetweenGames?.(view)) platform.push(gameLogButton(ctx));
  // Verify joins a platform row the table has anyway; a game in play without one keeps its layout (lobby and result have it).
  if (platform.length) platform.push(...verifyButton(ctx));
  const platformRow: ActionRow[] = platform.length ? [new ActionRowBuilder<ButtonBuilder>().addComponents(platform).toJSON()] : [];
  const own = ui.turnControls && onlyComputersToAct(ctx.games, s) ? duringComputerTurn(body.components, new Set(ui.turnControls)) : body.components;
  const components: ActionRow[] = joinButtonRows([...platformRow, ...own]);
  const dressed = (words: MessageBody['embeds']): MessageBody => ({ embeds: withFairness(words, ctx), components, allowed_mentions: NO_PINGS });
  return { message: dressed(body.embeds), caption: caption && ui.caption ? dressed(ui.caption(view, ctx).embeds) : null };
}

/** Rows of buttons side by side where they fit in one row (five): fewer rows to scroll past on a phone. */
function joinButtonRows(rows: readonly ActionRow[]): ActionRow[] {
  const out: ActionRow[] = [];
  const buttonsOnly = (row: ActionRow) => row.components.every((c) => c.type === ComponentType.Button);
  for (const row of rows) {
    const last = out.at(-1);
    if (last && buttonsOnly(last) && buttonsOnly(row) && last.components.length + row.components.length <= 5)
      out[out.length - 1] = { ...last, components: [...last.components, ...row.components] };
    else out.push(row);
  }
  return out;
}

/** A game in play whose turn is computers' alone (none of the players to act is a person). */
function onlyComputersToAct(games: GameCatalog, session: Session): boolean {
  if (session.phase !== 'playing' || session.state === null) return false;
  const actors = games.engine(session.game).actors(session.state);
  return actors.length > 0 && actors.every(isComputer);
}

/** The public table message for a session, in the table's language. Never shows hidden information. */
export function tableMessage(games: GameCatalog, session: Session, locale: Locale = session.locale): MessageBody {
  return tableBodies(games, session, locale, false).message;
}

/**
 * A table built once for a publish: its public view (null for a lobby), its message, and the words
 * beside its picture (`tableCaption`), so the picture, the words and an announcement share one view.
 */
export interface TableBodies {
  view: Public<unknown> | null;
  message: MessageBody;
  caption: MessageBody | null;
}

export function tableBodies(games: GameCatalog, session: Session, locale: Locale = session.locale, withCaption = true): TableBodies {
  const ctx = viewContext(games, session, locale);
  const view = session.state === null ? null : publicViewOf(games.engine(session.game), session.state);
  if (session.closedBy) return { view, message: withSeatNames(closed(ctx, view), session), caption: null };
  if (session.phase === 'lobby' || view === null) return { view, message: withSeatNames(lobby(ctx), session), caption: null };
  const built = game(ctx, view, withCaption);
  return { view, message: withSeatNames(built.message, session), caption: built.caption && withSeatNames(built.caption, session) };
}

/**
 * The table message as it reads beside the table's picture: the game's caption (whose turn, what
 * they face, the timer, the last action, and what the picture does not show) with the same
 * controls and fairness lines. Null where the full words stay (the lobby, a closed table, a game
 * without a caption): those are shown the same with or without a picture.
 */
export function tableCaption(games: GameCatalog, session: Session, locale: Locale = session.locale): MessageBody | null {
  return tableBodies(games, session, locale).caption;
}

/** What an old table message becomes once the table has been posted again. */
export function movedMessage(games: GameCatalog, session: Session): MessageBody {
  const t = viewContext(games, session, session.locale).t;
  const embed = new Embed().setColor(COLOURS.closed).setTitle(games.name(session.game, t)).setDescription(t('table.moved'));
  return { embeds: [embed.toJSON()], components: [], allowed_mentions: NO_PINGS };
}

/**
 * What a change from `previous` to `session` announces, if anything: a game's own announcement
 * (pings nobody), and, when the host left, a line telling the player who now hosts (pings only them).
 */
export function announcement(games: GameCatalog, session: Session, previous: Session | null, viewOf: ViewOf = defaultViewOf(games)): MessageBody | null {
  const body = announcementOf(games, session, previous, viewOf);
  return body && withSeatNames(body, session);
}

/** A session's public view: a publisher passes the one it built the table from. */
type ViewOf = (session: Session) => unknown;
const defaultViewOf =
  (games: GameCatalog): ViewOf =>
  (s) =>
    games.engine(s.game).publicView(s.state);

function announcementOf(games: GameCatalog, session: Session, previous: Session | null, viewOf: ViewOf): MessageBody | null {
  const { ui, name } = games.plugin(session.game);
  const handedOver = previous && session.phase !== 'finished' && session.hostId !== previous.hostId && !session.players.some((p) => p.id === previous.hostId);
  const newHost = handedOver ? session.hostId : null;
  let embeds: MessageBody['embeds'] = [];
  let components: ActionRow[] = [];
  if (ui.announce && session.state !== null && !session.closedBy) {
    const before = previous?.state ? viewOf(previous) : null;
    const news = ui.announce(before, viewOf(session), viewContext(games, session, session.locale));
    embeds = news?.embeds ?? [];
    if (news?.details !== undefined) components = [detailsRow(games, session, news.details)];
    // A short record leaves the revealed seed to the table's own lines, its Verify button and the record's details.
    const revealed = news?.details === undefined ? revealedNow(games, session, previous, viewContext(games, session, session.locale).t) : null;
    if (revealed) embeds = [...embeds, revealed];
  }
  if (!newHost) return embeds.length ? { embeds, components, allowed_mentions: { parse: [] } } : null;
  const t = viewContext(games, session, session.locale).t;
  const content = t('table.newHost', { player: mention(newHost), game: name(t) });
  return { content, embeds, components, allowed_mentions: { parse: [], users: [newHost] } };
}

/** The "Details" button of a short record: the part it records, privately, in the reader's language. */
function detailsRow(games: GameCatalog, session: Session, part: number): ActionRow {
  const t = viewContext(games, session, session.locale).t;
  const button = new ButtonBuilder()
    .setCustomId(recordDetailsId(session.id, part))
    .setStyle(ButtonStyle.Secondary)
    .setLabel(t('record.details'))
    .setEmoji({ name: '📜' });
  return new ActionRowBuilder<ButtonBuilder>().addComponents(button).toJSON();
}

/** A short message that pings only the player(s) who must act now, in the language they last used at the table (else the table's). */
export function turnPing(games: GameCatalog, session: Session, players: string[]): MessageBody {
  const t = viewContext(games, session, spokenTo(session, players)).t;
  const content = t('table.ping', { player: players.map(mention).join(' '), game: games.name(session.game, t) });
  return { content, embeds: [], components: [], allowed_mentions: { parse: [], users: players } };
}
