import { SlashCommandBuilder } from '@discordjs/builders';
import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';
import { replyPanel } from '../interactions/dress.js';
import { noPanelReason } from '../interactions/not-playing.js';
import { keepPanel } from '../interactions/panel-keep.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { EVERYWHERE, reaching } from './reach.js';

/** Opens the caller's private panel (their dice or cards, their choices) as an ephemeral message. */
export const hand: SlashCommand = {
  data: reaching(described(new SlashCommandBuilder(), 'command.name.hand', 'command.hand'), EVERYWHERE).toJSON(),
  async execute(interaction, deps) {
    const { t, locale } = userLocale(interaction);
    const session = await deps.runner.load(interaction.channelId);
    if (!session || session.closedBy) {
      await tell(interaction, t('error.noTable'));
      return 'missing';
    }
    const reason = noPanelReason(deps.games, session, interaction.user.id);
    if (reason) {
      await tell(interaction, t(reason));
      return 'no-panel';
    }
    const sent = await replyPanel(interaction, deps, session, locale);
    keepPanel(interaction, deps, session, sent.original ? '@original' : sent.id, sent.id);
    return 'panel';
  },
};
