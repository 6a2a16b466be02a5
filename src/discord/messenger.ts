import { ComponentType, Routes, type APIMessageTopLevelComponent } from 'discord-api-types/v10';
import type { RawFile, REST } from '@discordjs/rest';
import { isV2Message, type Sendable, type V2Message, type WrittenMessage } from './pictures.js';

/** What the bot does to channel messages outside an interaction's own response. */
export interface Messenger {
  /** Edits a message; what Discord says it holds now, when it says. */
  edit(channelId: string, messageId: string, body: Sendable): Promise<WrittenMessage | void>;
  post(channelId: string, body: Sendable): Promise<string>;
  remove(channelId: string, messageId: string): Promise<void>;
  /**
   * The messenger for a table whose session says where it is shown (`hostedOn`): a caller that holds
   * the session asks this one, and a table the bot posts is then written without first looking up
   * whether it lives on interactions (one Redis read per call saved).
   */
  forTable?(hostedOn: 'interactions' | undefined): Messenger;
}

/** `messenger` as it serves the table `session` (itself when it has no narrower one). */
export function messengerFor(messenger: Messenger, session: { hostedOn?: 'interactions' | undefined } | null): Messenger {
  return session && messenger.forTable ? messenger.forTable(session.hostedOn) : messenger;
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
  /**
   * @param cannotAttach told of a channel where Discord refused a file (the bot lacks Attach Files
   * there): the message then goes without its picture, and the caller can stop drawing one there.
   */
  constructor(
    private readonly rest: REST,
    private readonly cannotAttach: (channelId: string) => void = () => undefined,
  ) {}

  async edit(channelId: string, messageId: string, body: Sendable): Promise<WrittenMessage> {
    return this.withoutFilesIfRefused(
      channelId,
      body,
      async (sent) => (await this.rest.patch(Routes.channelMessage(channelId, messageId), restPayload(sent))) as WrittenMessage,
    );
  }

  async post(channelId: string, body: Sendable): Promise<string> {
    return this.withoutFilesIfRefused(
      channelId,
      body,
      async (sent) => ((await this.rest.post(Routes.channelMessages(channelId), restPayload(sent))) as { id: string }).id,
    );
  }

  private async withoutFilesIfRefused<T>(channelId: string, body: Sendable, send: (body: Sendable) => Promise<T>): Promise<T> {
    try {
      return await send(body);
    } catch (error) {
      if (!isMissingPermissions(error) || !isV2Message(body) || body.files.length === 0) throw error;
      this.cannotAttach(channelId);
      return send(withoutPicture(body));
    }
  }

  async remove(channelId: string, messageId: string): Promise<void> {
    await this.rest.delete(Routes.channelMessage(channelId, messageId));
  }
}

/** Discord's answer for a request the bot's permissions in the channel do not allow: 50013 Missing Permissions. */
export function isMissingPermissions(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 50013;
}

/** The same V2 message with no picture: no file, no kept attachment, no gallery pointing at one. */
export function withoutPicture(body: V2Message): V2Message {
  const bare = (components: readonly unknown[]): APIMessageTopLevelComponent[] =>
    (components as Array<APIMessageTopLevelComponent & { components?: unknown[] }>)
      .filter((component) => component.type !== ComponentType.MediaGallery)
      .map((component) =>
        component.type === ComponentType.Container ? { ...component, components: bare(component.components ?? []) } : component,
      ) as APIMessageTopLevelComponent[];
  return { ...body, components: bare(body.components), keep: [], files: [] };
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
