import type { ChatInputCommandInteraction } from 'discord.js';
import type { RunResult } from '../table/runner.js';
import type { PlainKey } from '../i18n/catalog.js';
import { userLocale } from '../interactions/caller.js';
import { tell } from '../interactions/respond.js';

/** The private answer to a command that changed the table, then the table brought up to date. */
export async function answerChange(
  interaction: ChatInputCommandInteraction,
  result: RunResult | { kind: 'purged' },
  done: (result: Extract<RunResult, { kind: 'ok' }>) => PlainKey,
): Promise<string> {
  const { t } = userLocale(interaction);
  switch (result.kind) {
    case 'ok':
      await tell(interaction, t(done(result)));
      return 'ok';
    case 'purged':
      await tell(interaction, t('notice.closed'));
      return 'purged';
    case 'rejected':
      await tell(interaction, t.message(result.rejection));
      return `rejected:${result.rejection.code}`;
    default:
      await tell(interaction, t('error.noTable'));
      return 'missing';
  }
}
