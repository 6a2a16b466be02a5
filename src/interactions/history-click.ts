import { AttachmentBuilder, MessageFlags } from 'discord.js';
import { handsOf } from '../history/hands-for.js';
import { handText } from '../history/hand-records.js';
import { HANDS_FILE_ID } from '../views/history.js';
import { userLocale } from './caller.js';
import type { ComponentClick } from './components.js';
import type { HandlerDeps } from './deps.js';
import { tell } from './respond.js';

export const FILE_HANDS = 50;

/** The history buttons: the last hands as a file. Private to whoever clicks. */
export async function handleHistoryClick(interaction: ComponentClick, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  if (interaction.customId !== HANDS_FILE_ID) {
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  const hands = await handsOf(deps.history, interaction.channelId, interaction.user.id, FILE_HANDS);
  if (hands.length === 0) {
    await tell(interaction, t('history.none'));
    return 'no-hands';
  }
  // Oldest first, as a hand-history file runs; hands are separated by blank lines.
  const text = hands.reverse().map((record) => handText(record, interaction.user.id)).join('\n\n\n') + '\n';
  const file = new AttachmentBuilder(Buffer.from(text, 'utf8'), { name: `parlor-hands-${interaction.channelId}.txt` });
  await interaction.reply({ content: t('history.file', { count: hands.length }), files: [file], flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  return 'hands-file';
}
