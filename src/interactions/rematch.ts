import type { RunResult } from '../table/runner.js';
import { tableMessage } from '../views/table.js';
import { asRecord } from '../views/record.js';
import type { HandlerDeps } from './deps.js';
import { asReply, isV2Click, replyWith, updateMessage, type MessageClick } from './respond.js';

/**
 * "Play again" accepted: the finished game's message stays as its result (without the button), and
 * the new lobby is a message of its own below it, which becomes the table's message. Both go through
 * the interaction (an update and a follow-up), so no REST call of the bot's budget is spent.
 */
export async function lobbyBelowResult(interaction: MessageClick, deps: HandlerDeps, result: Extract<RunResult, { kind: 'ok' }>): Promise<string> {
  const { session, previous } = result;
  const finished = asRecord(tableMessage(deps.games, previous));
  // The result keeps its layout (and its last picture); the new lobby is V2.
  const record = deps.pictures
    ? await deps.pictures.table(previous, finished, { messageId: interaction.message.id, layout: isV2Click(interaction) ? 'v2' : 'classic' })
    : finished;
  deps.pictures?.remember(interaction.message.id, record, await updateMessage(interaction, record));
  const lobby = deps.pictures
    ? await deps.pictures.table(session, tableMessage(deps.games, session), { messageId: null, layout: 'v2' })
    : tableMessage(deps.games, session);
  const messageId = await replyWith(interaction, asReply(lobby, { ephemeral: false })).catch((error: unknown) => {
    deps.log.warn({ err: error, interactionId: interaction.id }, 'could not post the new lobby below the result');
    return undefined;
  });
  if (!messageId) {
    // Not posted: the lobby takes the result's message after all, so the table is never lost.
    deps.publisher.redraw(session.channelId);
    return 'ok';
  }
  const recorded = await deps.runner.setTableMessage(session.channelId, session.id, messageId);
  if (recorded.kind === 'ok') deps.publisher.shown(recorded.session, session.stateVersion);
  return 'ok';
}
