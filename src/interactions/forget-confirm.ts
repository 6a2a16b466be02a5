import { FORGET_YES } from '../ids/custom-id.js';
import { forgetAnswered } from '../community/forget-view.js';
import { userLocale } from './caller.js';
import { asUpdate, tell } from './respond.js';
import type { ComponentClick } from './components.js';
import type { HandlerDeps } from './deps.js';

/** The answer to `/stats forget`'s question: the clicker's own stats in this server are deleted, or kept. */
export async function handleForgetConfirm(interaction: ComponentClick, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  if (!interaction.guildId) {
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  if (interaction.customId !== FORGET_YES) {
    await interaction.update(asUpdate(forgetAnswered(t('stats.forgetKept'))));
    return 'forget-kept';
  }
  await deps.stats.forget(interaction.guildId, interaction.user.id, Date.now());
  await interaction.update(asUpdate(forgetAnswered(t('stats.forgotten'))));
  return 'forgotten';
}
