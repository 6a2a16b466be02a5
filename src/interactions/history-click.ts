import { AttachmentBuilder, MessageFlags } from 'discord.js';
import { recentHands } from '../history/hands.js';
import { gameLogMessages } from '../views/history.js';
import { gameLog, gameLogText, parseGameLogEntry } from '../history/game-log.js';
import { decodeHistoryId, type HistoryId } from '../ids/custom-id.js';
import { asReply, tell } from './respond.js';
import { userLocale } from './caller.js';
import { isComponentClick, type ComponentClick, type Family } from './family.js';
import type { HandlerDeps } from './deps.js';
import { showFair } from './fair-click.js';
import { showRecordDetails } from './record-click.js';
import { recentReveals } from '../fair/shelf.js';
import { revealDetails } from '../views/fair-details.js';
import type { Session } from '../kernel/session.js';
import type { GameId } from '../kernel/engine.js';
import { withSeatNames } from '../computers/names.js';
import type { GameCatalog } from '../kernel/catalog.js';

export const FILE_HANDS = 50;
const REVEALS_READ = 40;

/** The history buttons: the last hands as a file, a finished game's move list, a table's fair draws, a hand's details. Private to whoever clicks. */
export const histories: Family<ComponentClick, HistoryId> = {
  name: 'history',
  takes: isComponentClick,
  parse: (interaction) => decodeHistoryId(interaction.customId),
  run(interaction, id, deps) {
    if (id.kind === 'game-log') return showGameLog(interaction, deps, id.sessionId);
    if (id.kind === 'fair') return showFair(interaction, deps, id.sessionId);
    if (id.kind === 'record') return showRecordDetails(interaction, deps, id.sessionId, id.part);
    return sendHandsFile(interaction, deps);
  },
};

/** The reader's last hands at this table, as a hand-history file. */
async function sendHandsFile(interaction: ComponentClick, deps: HandlerDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const hands = await recentHands(deps.games, deps.history, interaction.channelId, interaction.user.id, FILE_HANDS);
  if (hands.length === 0) {
    await tell(interaction, t('history.none'));
    return 'no-hands';
  }
  // Oldest first, as a hand-history file runs; hands are separated by blank lines.
  const text =
    hands
      .reverse()
      .map((hand) => hand.text)
      .join('\n\n\n') + '\n';
  const file = new AttachmentBuilder(Buffer.from(text, 'utf8'), { name: `parlor-hands-${interaction.channelId}.txt` });
  await interaction.reply({
    content: t('history.file', { count: hands.length }),
    files: [file],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
  return 'hands-file';
}

/** A table that deals game after game, between two of them: its log so far may be read (all of it was shown to everyone). */
function betweenGames(games: GameCatalog, session: Session): boolean {
  const { engine, ui } = games.plugin(session.game);
  return session.state !== null && (ui.logBetweenGames?.(engine.publicView(session.state)) ?? false);
}

/** A finished game's whole move list, privately; a game still being played keeps it until it ends. */
async function showGameLog(interaction: ComponentClick, deps: HandlerDeps, sessionId: string): Promise<string> {
  const { t } = userLocale(interaction);
  const session = await deps.runner.load(interaction.channelId);
  if (session && session.id === sessionId && session.phase === 'playing' && !betweenGames(deps.games, session)) {
    await tell(interaction, t('error.notFinished'));
    return 'not-finished';
  }
  const entries = (await deps.history.read(interaction.channelId, gameLog(sessionId))).flatMap((raw) => parseGameLogEntry(raw) ?? []);
  const seats = session ?? { players: [], locale: t.locale };
  // The game's revealed seeds close its move list, oldest first, with the command that checks them.
  const reveals = (await recentReveals(deps.history, interaction.channelId, REVEALS_READ))
    .filter((entry) => entry.sessionId === sessionId && deps.games.isGameId(entry.game))
    .reverse();
  const fairLines = reveals.map((entry) => revealDetails(deps.games, entry.game as GameId, entry.revealed, t));
  const [first, ...more] = gameLogMessages([...gameLogText(deps.games, entries, t), ...fairLines], t).map((body) => withSeatNames(body, seats));
  await interaction.reply(asReply(first!, { ephemeral: true }));
  for (const body of more) await interaction.followUp(asReply(body, { ephemeral: true }));
  return 'game-log';
}
