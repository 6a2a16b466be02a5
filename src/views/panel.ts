import type { GameCatalog } from '../kernel/catalog.js';
import { translator, type Locale } from '../i18n/catalog.js';
import type { Session } from '../kernel/session.js';
import { viewContext } from './context.js';
import type { MessageBody } from '../kernel/views.js';
import { withSeatNames } from '../computers/names.js';
import type { GameId } from '../kernel/engine.js';

/** What a private panel becomes once its game is over (ended, closed, or replaced by a new table): no controls left. */
export function endedPanel(locale: Locale, notice?: string): MessageBody {
  return {
    content: [notice, translator(locale)('error.panelGameOver')].filter(Boolean).join('\n'),
    embeds: [],
    components: [],
    allowed_mentions: { parse: [] },
  };
}

/**
 * What a private panel becomes once it cannot follow its table any more (its token about to end,
 * its player gone, a newer panel open): one line saying where a new one is.
 */
export function closedPanel(games: GameCatalog, game: GameId, locale: Locale): MessageBody {
  const t = translator(locale);
  const label = games.plugin(game).ui.panelLabel;
  return {
    content: label ? t('panel.closed', { button: t(label) }) : t('panel.closedNoButton'),
    embeds: [],
    components: [],
    allowed_mentions: { parse: [] },
  };
}

/** A player's private panel, in their own language. Always sent as an ephemeral message. */
export function panelMessage(games: GameCatalog, session: Session, playerId: string, locale: Locale, draft: string[] = [], notice?: string): MessageBody {
  if (session.phase !== 'playing' || session.closedBy || session.state === null) return endedPanel(locale, notice);
  const ctx = viewContext(games, session, locale);
  const { engine, ui } = games.plugin(session.game);
  if (!ui.panel) return { content: [notice, ctx.t('notice.noPanel')].filter(Boolean).join('\n'), embeds: [], components: [], allowed_mentions: { parse: [] } };
  const view = engine.playerView(session.state, playerId);
  const body = ui.panel(view, ctx, draft);
  return withSeatNames(
    {
      ...(notice ? { content: notice } : {}),
      embeds: body.embeds,
      components: body.components,
      allowed_mentions: { parse: [] },
    },
    session,
  );
}
