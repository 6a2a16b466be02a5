import { Routes } from 'discord-api-types/v10';
import type { RawFile, REST } from '@discordjs/rest';
import { isV2Message, type Sendable, type WrittenMessage } from './pictures.js';

/** What the bot does to channel messages outside an interaction's own response. */
export interface Messenger {
  /** Edits a message; what Discord says it holds now, when it says. */
  edit(channelId: string, messageId: string, body: Sendable): Promise<WrittenMessage | void>;
  post(channelId: string, body: Sendable): Promise<string>;
  remove(channelId: string, messageId: string): Promise<void>;
}

/**
 * A body as the REST API takes it. A V2 message lists every attachment it keeps and every file it
 * uploads (as `files[n]`, in the same call): an attachment the list leaves out is dropped.
 */
export function restPayload(body: Sendable): { body: unknown; files?: RawFile[] } {
  if (!isV2Message(body)) return { body };
  const { keep, files, ...json } = body;
  const attachments = [...keep, ...files.map((file, index) => ({ id: String(index), filename: file.name, description: file.description }))];
  return { body: { ...json, attachments }, ...(files.length ? { files: files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType })) } : {}) };
}

export class RestMessenger implements Messenger {
  constructor(private readonly rest: REST) {}

  async edit(channelId: string, messageId: string, body: Sendable): Promise<WrittenMessage> {
    return (await this.rest.patch(Routes.channelMessage(channelId, messageId), restPayload(body))) as WrittenMessage;
  }

  async post(channelId: string, body: Sendable): Promise<string> {
    const message = (await this.rest.post(Routes.channelMessages(channelId), restPayload(body))) as { id: string };
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

/** Discord's answer for an edit that keeps an attachment the message no longer has (400, a picture replaced meanwhile). */
export function isMissingAttachment(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 400 && typeof message === 'string' && message.includes('ATTACHMENT_NOT_FOUND');
}
