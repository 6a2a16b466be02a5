import { AttachmentBuilder, MessageFlags } from 'discord.js';
import { handsOf } from '../history/hands-for.js';
import { handText } from '../history/hand-records.js';
import { gameLogMessages, HANDS_FILE_ID, HISTORY_PREFIX } from '../views/history.js';
import { gameLog, gameLogText, type GameLogEntry } from '../history/game-log.js';
import { asReply } from './respond.js';
import { userLocale } from './caller.js';
import type { ComponentClick } from './components.js';
import type { HandlerDeps } from './deps.js';
import { tell } from './respond.js';

export const FILE_HANDS = 50;

/** The history buttons: the last hands as a file. Private to whoever clicks. */
export async function handleHistoryClick(interaction: ComponentClick, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const game = new RegExp(`^${HISTORY_PREFIX}:game:([a-z0-9]{4,16})$`).exec(interaction.customId);
  if (game) return showGameLog(interaction, deps, game[1]!);
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

/** A finished game's whole move list, privately; a game still being played keeps it until it ends. */
async function showGameLog(interaction: ComponentClick, deps: HandlerDeps, sessionId: string): Promise<string> {
  const { t } = userLocale(interaction);
  const session = await deps.runner.load(interaction.channelId);
  if (session && session.id === sessionId && session.phase === 'playing') {
    await tell(interaction, t('error.notFinished'));
    return 'not-finished';
  }
  const entries = (await deps.history.read(interaction.channelId, gameLog(sessionId))).flatMap((raw) => {
    try {
      return [JSON.parse(raw) as GameLogEntry];
    } catch {
      return [];
    }
  });
  const [first, ...more] = gameLogMessages(gameLogText(entries, t), t);
  await interaction.reply(asReply(first!, { ephemeral: true }));
  for (const body of more) await interaction.followUp(asReply(body, { ephemeral: true }));
  return 'game-log';
}
