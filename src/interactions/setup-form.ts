import { z } from 'zod';
import type { ModalSubmitInteraction } from 'discord.js';
import { UIS } from '../games/ui-registry.js';
import { GAME_IDS, LOCALES } from '../store/session.js';
import type { GameId } from '../games/engine.js';
import type { Locale } from '../i18n/catalog.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { openTable } from './open-table.js';
import { tell } from './respond.js';

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
    await tell(interaction, t.message(parsed.error));
    return `rejected:form`;
  }
  return openTable(interaction, deps, {
    game: id.data.game,
    config: parsed.config,
    ...(id.data.turnSeconds > 0 ? { turnSeconds: id.data.turnSeconds } : {}),
    ...(id.data.language !== '-' ? { language: id.data.language } : {}),
  });
}
