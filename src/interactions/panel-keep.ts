import type { RepliableInteraction } from 'discord.js';
import type { Session } from '../table/session.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';

/** A private panel was just drawn through this interaction: its token can keep it current (see PanelKeeper). */
export function keepPanel(interaction: RepliableInteraction, deps: HandlerDeps, session: Session): void {
  if (!deps.openPanels || !interaction.channelId) return;
  const drawn = { channelId: interaction.channelId, userId: interaction.user.id, locale: userLocale(interaction).locale, applicationId: interaction.applicationId, token: interaction.token };
  deps.openPanels.drawn(drawn, session);
}
