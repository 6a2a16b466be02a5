import { ButtonStyle, ComponentType, MessageFlags, type APIModalInteractionResponseCallbackData, type ModalSubmitInteraction } from 'discord.js';
import { decodeFormId, formRetryIdOf, type FormId } from '../ids/custom-id.js';
import type { Translate } from '../i18n/catalog.js';
import { userLocale } from './caller.js';
import { openTable } from './open-table.js';
import { replyWith, tell, updateMessage } from './respond.js';
import type { Family, Routed } from './family.js';

/** A form's text inputs in order: what each is called, its label and its longest value. */
export function inputsOf(modal: APIModalInteractionResponseCallbackData): Array<{ id: string; label: string; max: number }> {
  return modal.components.flatMap((row) =>
    'components' in row
      ? row.components.flatMap((c) =>
          c.type === ComponentType.TextInput ? [{ id: c.custom_id, label: c.label ?? c.custom_id, max: c.max_length ?? 4000 }] : [],
        )
      : [],
  );
}

/**
 * What was typed travels in the refusal itself (the reader's own private message), one embed field
 * per text input in the form's order, each value in a code block; a click on its button reads it back.
 */
const CODE = '```';
const asCode = (text: string) => `${CODE}\n${text}\n${CODE}`;
export const fromCode = (value: string) =>
  value.startsWith(`${CODE}\n`) && value.endsWith(`\n${CODE}`) ? value.slice(CODE.length + 1, -(CODE.length + 1)) : '';

/** Every problem of a refused form in one answer: one alone as it is, several as a list under one heading. */
export function problemsText(problems: readonly string[], t: Translate): string {
  if (problems.length === 1) return problems[0]!;
  return [t('form.problems'), ...problems.map((p) => `- ${p}`)].join('\n').slice(0, 2000);
}

/**
 * Refuses a form with every problem at once and what was typed. A form sent again from an earlier
 * refusal ("Fix the form") replaces that refusal, so the person keeps one message however many tries.
 */
async function refuseWithRetry(
  interaction: ModalSubmitInteraction,
  t: Translate,
  modal: APIModalInteractionResponseCallbackData,
  fields: Record<string, string>,
  problems: readonly string[],
): Promise<void> {
  const typed = inputsOf(modal).map((input) => ({ name: input.label, value: asCode((fields[input.id] ?? '').slice(0, input.max)) }));
  const body = {
    content: problemsText(problems, t),
    embeds: [{ title: t('form.typed'), fields: typed }],
    components: [
      {
        type: ComponentType.ActionRow as const,
        components: [
          { type: ComponentType.Button as const, style: ButtonStyle.Primary as const, custom_id: formRetryIdOf(modal.custom_id), label: t('form.retry') },
        ],
      },
    ],
  };
  if (interaction.isFromMessage()) {
    await updateMessage(interaction, { ...body, allowed_mentions: { parse: [] } });
    return;
  }
  await replyWith(interaction, { ...body, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/** A setup form submitted: the table opens with the settings filled in and the slash command's other options. */
export const setupForms: Family<ModalSubmitInteraction, FormId> = {
  name: 'setup-form',
  takes: (interaction: Routed): interaction is ModalSubmitInteraction => interaction.isModalSubmit(),
  parse: (interaction, games) => decodeFormId(interaction.customId, games),
  answersInPublic: true,
  async run(interaction, id, deps) {
    const { t } = userLocale(interaction);
    const form = deps.games.plugin(id.game).ui.setupForm;
    if (!form) {
      await tell(interaction, t('error.unknownButton'));
      return 'malformed';
    }
    const fields = Object.fromEntries(
      interaction.fields.fields.map((field, customId) => [customId, 'value' in field && typeof field.value === 'string' ? field.value : '']),
    );
    const parsed = form.parse(fields);
    if (!parsed.ok) {
      await refuseWithRetry(
        interaction,
        t,
        form.modal(t, interaction.customId),
        fields,
        parsed.errors.map((error) => t.message(error)),
      );
      return `rejected:form`;
    }
    return openTable(interaction, deps, {
      game: id.game,
      config: parsed.config,
      ...(id.turnSeconds !== null ? { turnSeconds: id.turnSeconds } : {}),
      ...(id.language !== null ? { language: id.language } : {}),
      computers: id.computers,
      ...(id.textOnly ? { textOnly: true } : {}),
      ...(id.fourColour ? { fourColour: true } : {}),
      ...(id.awayComputer ? { awayComputer: true } : {}),
    });
  },
};
