import { decodeBoardPageId, type BoardPageId } from '../ids/custom-id.js';
import { userLocale } from './caller.js';
import { asUpdate, tell } from './respond.js';
import { boardMessage } from '../views/board.js';
import { isComponentClick, type ComponentClick, type Family } from './family.js';
import { statsPlaceOf } from '../community/stats-place.js';

/** A leaderboard page button: the board read again, at the page asked for, with the clicker's own place. */
export const boardPages: Family<ComponentClick, BoardPageId> = {
  name: 'board-page',
  takes: isComponentClick,
  parse: (interaction, games) => decodeBoardPageId(interaction.customId, games),
  async run(interaction, id, deps) {
    const { t } = userLocale(interaction);
    const place = statsPlaceOf(interaction);
    if (!place) {
      await tell(interaction, t('error.unknownButton'));
      return 'malformed';
    }
    const entries = await deps.stats.board(place, id.game, id.period, Date.now());
    await interaction.update(asUpdate(boardMessage(deps.games, id.game, id.period, entries, id.page, interaction.user.id, t)));
    return 'board-page';
  },
};
