import { MessageFlags, type InteractionReplyOptions, type InteractionUpdateOptions, type RepliableInteraction } from 'discord.js';
import type { MessageBody } from '../views/types.js';

export function asUpdate(body: MessageBody): InteractionUpdateOptions {
  return {
    content: body.content ?? '',
    embeds: body.embeds,
    components: body.components,
    allowedMentions: { parse: [], ...(body.allowed_mentions.users ? { users: body.allowed_mentions.users } : {}) },
  };
}

export function asReply(body: MessageBody, options: { ephemeral: boolean }): InteractionReplyOptions {
  return {
    ...(body.content ? { content: body.content } : {}),
    embeds: body.embeds,
    components: body.components,
    allowedMentions: { parse: [] },
    ...(options.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

/** A short private answer to the person who acted. Falls back to a follow-up if the interaction was already answered. */
export async function tell(interaction: RepliableInteraction, text: string): Promise<void> {
  const options = { content: text, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } } as const;
  if (interaction.replied || interaction.deferred) await interaction.followUp(options);
  else await interaction.reply(options);
}
