import { z } from 'zod';
import { ButtonStyle, ComponentType, MessageFlags, type APIModalInteractionResponseCallbackData, type ButtonInteraction, type ModalSubmitInteraction } from 'discord.js';
import { UIS } from '../games/ui-registry.js';
import { GAME_IDS, LOCALES } from '../store/session.js';
import type { GameId } from '../games/engine.js';
import type { Locale } from '../i18n/catalog.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { openTable } from './open-table.js';
import { openForm, replyWith, tell } from './respond.js';
import type { Translate } from '../i18n/catalog.js';

/**
 * A setup form's custom_id carries the slash command's other options to the submit:
 * `o1:<game>:<turn seconds, 0 for the default>:<language, - for the server's>`.
 */
const formIdSchema = z.object({
  prefix: z.literal('o1'),
  game: z.enum(GAME_IDS),
  turnSeconds: z.coerce.number().int().min(0).max(3600),
  language: z.enum([...LOCALES, '-']),
});

export function encodeFormId(game: GameId, turnSeconds: number | null, language: Locale | null): string {
  return ['o1', game, turnSeconds ?? 0, language ?? '-'].join(':');
}

export const isFormId = (customId: string): boolean => customId.startsWith('o1:');

/** The button that brings a refused form back with what was typed: the form's id with `o2` for `o1`. */
export const isFormRetryId = (customId: string): boolean => customId.startsWith('o2:');
const retryIdOf = (formId: string): string => `o2:${formId.slice(3)}`;
const formIdOf = (retryId: string): string => `o1:${retryId.slice(3)}`;

/** A form's text inputs in order: what each is called, its label and its longest value. */
function inputsOf(modal: APIModalInteractionResponseCallbackData): Array<{ id: string; label: string; max: number }> {
  return modal.components.flatMap((row) =>
    'components' in row ? row.components.flatMap((c) => (c.type === ComponentType.TextInput ? [{ id: c.custom_id, label: c.label ?? c.custom_id, max: c.max_length ?? 4000 }] : [])) : [],
  );
}

/**
 * What was typed travels in the refusal itself (the reader's own private message), one embed field
 * per text input in the form's order, each value in a code block; a click on its button reads it back.
 */
const CODE = '```';
const asCode = (text: string) => `${CODE}\n${text}\n${CODE}`;
const fromCode = (value: string) => (value.startsWith(`${CODE}\n`) && value.endsWith(`\n${CODE}`) ? value.slice(CODE.length + 1, -(CODE.length + 1)) : '');

async function refuseWithRetry(interaction: ModalSubmitInteraction, t: Translate, modal: APIModalInteractionResponseCallbackData, fields: Record<string, string>, error: string): Promise<void> {
  const typed = inputsOf(modal).map((input) => ({ name: input.label, value: asCode((fields[input.id] ?? '').slice(0, input.max)) }));
  await replyWith(interaction, {
    content: error,
    embeds: [{ title: t('form.typed'), fields: typed }],
    components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: retryIdOf(modal.custom_id), label: t('form.retry') }] }],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** "Fix the form": the form again, filled in with what the refused submission had. */
export async function reopenSetupForm(interaction: ButtonInteraction): Promise<string> {
  const { t } = userLocale(interaction);
  const formId = formIdOf(interaction.customId);
  const [prefix, game, turnSeconds, language] = formId.split(':');
  const id = formIdSchema.safeParse({ prefix, game, turnSeconds, language });
  const form = id.success ? UIS[id.data.game].setupForm : undefined;
  if (!id.success || !form) {
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  const shown = interaction.message.embeds[0]?.fields ?? [];
  const inputs = inputsOf(form.modal(t, formId));
  const typed = Object.fromEntries(inputs.map((input, i) => [input.id, fromCode(shown[i]?.value ?? '').slice(0, input.max)]));
  await openForm(interaction, form.modal(t, formId, typed), t('error.slowForm'));
  return 'form-again';
}

export async function handleSetupForm(interaction: ModalSubmitInteraction, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const [prefix, game, turnSeconds, language] = interaction.customId.split(':');
  const id = formIdSchema.safeParse({ prefix, game, turnSeconds, language });
  const form = id.success ? UIS[id.data.game].setupForm : undefined;
  if (!id.success || !form) {
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  const fields = Object.fromEntries(interaction.fields.fields.map((field, customId) => [customId, 'value' in field && typeof field.value === 'string' ? field.value : '']));
  const parsed = form.parse(fields);
  if (!parsed.ok) {
    await refuseWithRetry(interaction, t, form.modal(t, interaction.customId), fields, t.message(parsed.error));
    return `rejected:form`;
  }
  return openTable(interaction, deps, {
    game: id.data.game,
    config: parsed.config,
    ...(id.data.turnSeconds > 0 ? { turnSeconds: id.data.turnSeconds } : {}),
    ...(id.data.language !== '-' ? { language: id.data.language } : {}),
  });
}
