import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { Session } from '../kernel/session.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';

/**
 * A private panel was just drawn through this interaction: its token can keep it current (see
 * PanelKeeper). `message`: where the panel is for that token: `clicked` (a click answered by updating
 * its message, which is then the original), `@original` (a reply), or a follow-up's id; `messageId`, the
 * new panel's id when Discord said it (a newer panel of the table deletes the older one). A panel whose
 * id is unknown is not kept, nor a clicked message that is not private (never redraw a public table as a panel).
 */
export function keepPanel(
  interaction: RepliableInteraction,
  deps: HandlerDeps,
  session: Session,
  where: 'clicked' | string | undefined = 'clicked',
  messageId?: string,
): void {
  if (!deps.openPanels || !interaction.channelId || !where) return;
  let message = where;
  let id = messageId;
  if (where === 'clicked') {
    const clicked = interaction.isMessageComponent() || (interaction.isModalSubmit() && interaction.isFromMessage()) ? interaction.message : null;
    if (!clicked?.flags.has(MessageFlags.Ephemeral)) return;
    message = '@original';
    id = clicked.id;
  }
  const drawn = {
    channelId: interaction.channelId,
    userId: interaction.user.id,
    locale: userLocale(interaction).locale,
    applicationId: interaction.applicationId,
    token: interaction.token,
    message,
    ...(id ? { messageId: id } : {}),
  };
  deps.openPanels.drawn(drawn, session);
}
