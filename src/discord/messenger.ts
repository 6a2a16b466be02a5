import { Routes } from 'discord-api-types/v10';
import type { REST } from '@discordjs/rest';
import type { MessageBody } from '../views/types.js';

/** What the bot does to channel messages outside an interaction's own response. */
export interface Messenger {
  edit(channelId: string, messageId: string, body: MessageBody): Promise<void>;
  post(channelId: string, body: MessageBody): Promise<string>;
  remove(channelId: string, messageId: string): Promise<void>;
}

export class RestMessenger implements Messenger {
  constructor(private readonly rest: REST) {}

  async edit(channelId: string, messageId: string, body: MessageBody): Promise<void> {
    await this.rest.patch(Routes.channelMessage(channelId, messageId), { body });
  }

  async post(channelId: string, body: MessageBody): Promise<string> {
    const message = (await this.rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
    return message.id;
  }

  async remove(channelId: string, messageId: string): Promise<void> {
    await this.rest.delete(Routes.channelMessage(channelId, messageId));
  }
}

/** Discord's answer for a message that no longer exists (deleted by someone): 10008 Unknown Message. */
export function isUnknownMessage(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 10008;
}
