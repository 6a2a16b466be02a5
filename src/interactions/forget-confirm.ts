import { decodeForgetId } from '../ids/custom-id.js';
import { forgetAnswered } from '../views/forget.js';
import { userLocale } from './caller.js';
import { asUpdate, tell } from './respond.js';
import { isComponentClick, type ComponentClick, type Family } from './family.js';
import { statsPlaceOf } from '../community/stats-place.js';

/** The answer to `/stats forget`'s question: the clicker's own stats in this server are deleted, or kept. */
export const forgetAnswers: Family<ComponentClick, 'yes' | 'no'> = {
  name: 'forget',
  takes: isComponentClick,
  parse: (interaction) => decodeForgetId(interaction.customId),
  async run(interaction, answer, deps) {
    const { t } = userLocale(interaction);
    const place = statsPlaceOf(interaction);
    if (!place) {
      await tell(interaction, t('error.unknownButton'));
      return 'malformed';
    }
    if (answer === 'no') {
      await interaction.update(asUpdate(forgetAnswered(t('stats.forgetKept'))));
      return 'forget-kept';
    }
    await deps.stats.forget(place, interaction.user.id, Date.now());
    await interaction.update(asUpdate(forgetAnswered(t('stats.forgotten'))));
    return 'forgotten';
  },
};
