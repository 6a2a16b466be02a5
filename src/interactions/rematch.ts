import type { RunResult } from '../table/runner.js';
import { tableMessage } from '../views/table.js';
import { asRecord } from '../views/record.js';
import type { HandlerDeps } from './deps.js';
import { asReply, replyWith, updateMessage, type MessageClick } from './respond.js';

/**
 * "Play again" accepted: the finished game's message stays as its result (without the button), and
 * the new lobby is a message of its own below it, which becomes the table's message. Both go through
 * the interaction (an update and a follow-up), so no REST call of the bot's budget is spent.
 */
export async function lobbyBelowResult(interaction: MessageClick, deps: HandlerDeps, result: Extract<RunResult, { kind: 'ok' }>): Promise<string> {
  const { session, previous } = result;
  await updateMessage(interaction, asRecord(tableMessage(previous)));
  deps.publisher.published(session, previous, { tableAlreadyUpdated: true, actor: interaction.user.id });
  const messageId = await replyWith(interaction, asReply(tableMessage(session), { ephemeral: false }));
  if (!messageId) return 'ok';
  const recorded = await deps.runner.setTableMessage(session.channelId, session.id, messageId);
  if (recorded.kind === 'ok') deps.publisher.shown(recorded.session, session.stateVersion);
  return 'ok';
}
