import { InteractionResponseType, InteractionType, MessageFlags } from 'discord-api-types/v10';

/** Discord waits 3 s for the answer to an interaction; one not ready by then is deferred in the HTTP response. */
export const HTTP_ANSWER_DEADLINE_MS = 2_500;

/** The raw interaction fields that decide how it is deferred. */
export interface DeferrableInteraction {
  type: number;
  message?: unknown;
}

/**
 * The deferral sent when the handler has not answered in time: a click (or a form sent from a
 * message) is acknowledged on its message with nothing shown (type 6), its answer then edits that
 * message; a command gets a "thinking" placeholder (type 5) seen only by the person who acted, so
 * an answer that turns out to be private never shows under a public placeholder.
 */
export function deferralFor(interaction: DeferrableInteraction): { type: number; data?: { flags: number } } {
  const onMessage =
    interaction.type === InteractionType.MessageComponent || (interaction.type === InteractionType.ModalSubmit && interaction.message !== undefined);
  return onMessage
    ? { type: InteractionResponseType.DeferredMessageUpdate }
    : { type: InteractionResponseType.DeferredChannelMessageWithSource, data: { flags: MessageFlags.Ephemeral } };
}
