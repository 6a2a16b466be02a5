import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle } from 'discord-api-types/v10';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Locale } from '../i18n/catalog.js';
import type { Session } from '../kernel/session.js';
import { viewContext } from './context.js';
import type { MessageBody } from '../kernel/views.js';

/** Which deal the table is at for its game's panels (a Hold'em hand's number); null for games whose panel does not follow the table. */
export function dealOf(games: GameCatalog, session: Session): number | null {
  const { engine, ui } = games.plugin(session.game);
  if (!ui.panelDeal || session.state === null) return null;
  return ui.panelDeal.of(engine.publicView(session.state));
}

/** What a private panel of an earlier deal becomes: the game's words for it and a button that shows the new deal in its place. */
export function outdatedPanel(games: GameCatalog, session: Session, shown: number, locale: Locale): MessageBody {
  const ctx = viewContext(games, session, locale);
  const { ui } = games.plugin(session.game);
  const now = dealOf(games, session) ?? shown;
  const notice = ui.panelDeal!.notice(shown, now, ctx.t);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(ctx.control('panel')).setStyle(ButtonStyle.Primary).setLabel(notice.button).setEmoji({ name: '🔒' }),
  );
  return { content: notice.text, embeds: [], components: [row.toJSON()], allowed_mentions: { parse: [] } };
}
