import type { ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import type { GameId } from '../kernel/engine.js';
import type { Session } from '../kernel/session.js';
import { tableLocale, type Locale } from '../i18n/catalog.js';
import { tableLink } from './table-link.js';
import { callerOf, userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { tell } from './respond.js';
import { replyTable } from './dress.js';
import { hostingOf, responsesForcedPrivate } from './place.js';
import type { GameCatalog } from '../kernel/catalog.js';

export interface OpenOptions {
  game: GameId;
  config: unknown;
  turnSeconds?: number;
  language?: Locale;
  /** Computer players seated with the host. */
  computers?: number;
  /** No pictures: the table and panels as text (Components V2 without a gallery). */
  textOnly?: boolean;
  /** Card pictures in a four-colour deck (kept only for a game whose pictures show playing cards). */
  fourColour?: boolean;
  /** Table option `away_computer`: the computer plays for away players until they are back. */
  awayComputer?: boolean;
}

/** Opens a table in the interaction's channel and posts it as the reply; or says privately why not. */
export async function openTable(interaction: ChatInputCommandInteraction | ModalSubmitInteraction, deps: HandlerDeps, options: OpenOptions): Promise<string> {
  const { t } = userLocale(interaction);
  if (!interaction.channelId) {
    await tell(interaction, t('error.guildOnly'));
    return 'refused';
  }
  // Every answer would be private here: no table everyone sees can be opened.
  if (responsesForcedPrivate(interaction)) {
    await tell(interaction, t('error.externalAppsOff'));
    return 'external-apps-off';
  }
  const hosted = hostingOf(interaction) === 'interactions';
  const caller = callerOf(interaction);
  const opened = await deps.runner.open({
    channelId: interaction.channelId,
    guildId: interaction.guildId ?? null,
    ...(hosted ? { hostedOn: 'interactions' as const } : {}),
    host: { id: caller.userId, name: caller.name },
    game: options.game,
    config: options.config,
    ...(options.turnSeconds !== undefined ? { turnSeconds: options.turnSeconds } : {}),
    locale: options.language ?? tableLocale(interaction.guildLocale, interaction.locale),
    ...(options.computers ? { computers: options.computers } : {}),
    ...(options.textOnly ? { textOnly: true } : {}),
    ...(options.fourColour && deps.games.plugin(options.game).pictures?.cards ? { fourColour: true } : {}),
    ...(options.awayComputer ? { awayComputer: true } : {}),
  });
  if (opened.kind === 'rejected') {
    await tell(interaction, t.message(opened.rejection));
    return `rejected:${opened.rejection.code}`;
  }
  if (opened.kind === 'occupied') return refuseOccupied(interaction, opened.session, deps.games);
  const messageId = await replyTable(interaction, deps, opened.session);
  if (!messageId) return 'opened';
  // The table is /play's answer: its token shows the table's later moves until a click brings a newer one.
  if (hosted) {
    await deps.hosted?.heard(opened.session.channelId, {
      applicationId: interaction.applicationId,
      token: interaction.token,
      original: messageId,
      locale: opened.session.locale,
      opens: true,
    });
  }
  const recorded = await deps.runner.setTableMessage(opened.session.channelId, opened.session.id, messageId);
  if (recorded.kind === 'ok') deps.publisher.shown(recorded.session, opened.session.stateVersion);
  return 'opened';
}

/** A channel holds one table: says which one is there, with a link to it. */
export async function refuseOccupied(
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  session: Session | null,
  games: GameCatalog,
): Promise<string> {
  const { t } = userLocale(interaction);
  const game = session ? games.name(session.game, t) : '';
  await tell(interaction, t('error.occupied', { game, link: session ? tableLink(session) : '' }));
  return 'occupied';
}
