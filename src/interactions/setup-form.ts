import type { ModalSubmitInteraction } from 'discord.js';
import { pluginFor } from '../games/registry.js';
import { decodeFormId } from '../ids/custom-id.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { openTable } from './open-table.js';
import { tell } from './respond.js';

/** A setup form submitted: the table opens with the settings filled in and the slash command's other options. */
export async function handleSetupForm(interaction: ModalSubmitInteraction, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const id = decodeFormId(interaction.customId);
  const form = id ? pluginFor(id.game).ui.setupForm : undefined;
  if (!id || !form) {
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  const fields = Object.fromEntries(interaction.fields.fields.map((field, customId) => [customId, 'value' in field && typeof field.value === 'string' ? field.value : '']));
  const parsed = form.parse(fields);
  if (!parsed.ok) {
    await tell(interaction, t.message(parsed.error));
    return `rejected:form`;
  }
  return openTable(interaction, deps, {
    game: id.game,
    config: parsed.config,
    ...(id.turnSeconds !== null ? { turnSeconds: id.turnSeconds } : {}),
    ...(id.language !== null ? { language: id.language } : {}),
  });
}
