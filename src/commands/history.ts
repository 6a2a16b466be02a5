import { SlashCommandBuilder } from '@discordjs/builders';
import { userLocale } from '../interactions/caller.js';
import { asReply, tell } from '../interactions/respond.js';
import { recentHands } from '../history/hands.js';
import { lastHandMessage } from '../views/history.js';
import { described } from '../i18n/localized.js';
import type { SlashCommand } from '../interactions/slash-command.js';
import { recentReveals } from '../fair/shelf.js';
import { revealDetails } from '../views/fair-details.js';
import type { GameId } from '../kernel/engine.js';
import { COLOURS } from '../views/format.js';
import { EVERYWHERE, reaching } from './reach.js';

const REVEALS_READ = 40;

/** The caller's last hand at this table, privately, as they saw it; a button sends the last 50 as a file. */
export const history: SlashCommand = {
  data: reaching(described(new SlashCommandBuilder(), 'command.name.history', 'command.history'), EVERYWHERE).toJSON(),
  async execute(interaction, deps) {
    const { t } = userLocale(interaction);
    const [last] = await recentHands(deps.games, deps.history, interaction.channelId, interaction.user.id, 1);
    if (!last) {
      await tell(interaction, t('history.none'));
      return 'no-hands';
    }
    const body = lastHandMessage(last.text, last.no, t);
    // The hand's seed, revealed when it ended: the first reveal of its number from then on.
    const reveal = (await recentReveals(deps.history, interaction.channelId, REVEALS_READ))
      .filter((e) => e.revealed.round === last.no && e.at >= last.at && deps.games.isGameId(e.game))
      .at(-1);
    const fair = reveal
      ? [{ color: COLOURS.closed, title: t('fair.title'), description: revealDetails(deps.games, reveal.game as GameId, reveal.revealed, t) }]
      : [];
    await interaction.reply(asReply({ ...body, embeds: [...body.embeds, ...fair] }, { ephemeral: true }));
    return 'last-hand';
  },
};
