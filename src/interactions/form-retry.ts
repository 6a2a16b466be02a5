import type { ButtonInteraction } from 'discord.js';
import { decodeFormRetryId, type FormId } from '../ids/custom-id.js';
import { userLocale } from './caller.js';
import { openForm, tell } from './respond.js';
import { fromCode, inputsOf } from './setup-form.js';
import type { Family, Routed } from './family.js';

/** "Fix the form": the form again, filled in with what the refused submission had. */
export const formRetries: Family<ButtonInteraction, { formId: string; form: FormId }> = {
  name: 'form-retry',
  takes: (interaction: Routed): interaction is ButtonInteraction => interaction.isButton(),
  parse: (interaction, games) => decodeFormRetryId(interaction.customId, games),
  async run(interaction, id, deps) {
    const { t } = userLocale(interaction);
    const form = deps.games.plugin(id.form.game).ui.setupForm;
    if (!form) {
      await tell(interaction, t('error.unknownButton'));
      return 'malformed';
    }
    const shown = interaction.message.embeds[0]?.fields ?? [];
    const inputs = inputsOf(form.modal(t, id.formId));
    const typed = Object.fromEntries(inputs.map((input, i) => [input.id, fromCode(shown[i]?.value ?? '').slice(0, input.max)]));
    await openForm(interaction, form.modal(t, id.formId, typed), t('error.slowForm'));
    return 'form-again';
  },
};
