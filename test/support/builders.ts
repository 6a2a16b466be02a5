import { ActionRowBuilder, EmbedBuilder } from '@discordjs/builders';
import { expect } from 'vitest';
import type { MessageBody } from '../../src/kernel/views.js';
import { messageProblems } from '../../src/standin/discord-limits.js';

/**
 * Re-builds a view's output through discord.js's own builders (which validate every
 * field as they are set) and checks Discord's message limits on top.
 */
export function expectValidMessage(body: MessageBody): void {
  expect(messageProblems(body)).toEqual([]);
  for (const row of body.components) expect(() => new ActionRowBuilder(row as any).toJSON()).not.toThrow();
  for (const embed of body.embeds) {
    expect(() => {
      const b = new EmbedBuilder();
      if (embed.title) b.setTitle(embed.title);
      if (embed.description) b.setDescription(embed.description);
      if (embed.color !== undefined) b.setColor(embed.color);
      if (embed.fields?.length) b.addFields(embed.fields);
      return b.toJSON();
    }).not.toThrow();
  }
  expect(body.allowed_mentions.parse).toEqual([]);
}
