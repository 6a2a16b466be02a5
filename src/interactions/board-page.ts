import type { ComponentClick } from './components.js';
import type { HandlerDeps } from './deps.js';
import { decodeBoardPageId } from '../ids/custom-id.js';
import { userLocale } from './caller.js';
import { asUpdate, tell } from './respond.js';
import { boardMessage } from '../community/board-view.js';

/** A leaderboard page button: the board read again, at the page asked for, with the clicker's own place. */
export async function handleBoardPage(interaction: ComponentClick, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const id = decodeBoardPageId(interaction.customId);
  if (!id || !interaction.guildId) {
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  const entries = await deps.stats.board(interaction.guildId, id.game, id.period, Date.now());
  await interaction.update(asUpdate(boardMessage(id.game, id.period, entries, id.page, interaction.user.id, t)));
  return 'board-page';
}
