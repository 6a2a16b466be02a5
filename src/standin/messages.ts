import { EPHEMERAL, LOADING } from './answers.js';
import type { StandinEvents } from './events.js';
import type { BotUser, FakeAttachment, FakeMessage, InteractionRecord, UploadedFile } from './model.js';
import { IS_COMPONENTS_V2 } from './v2-rules.js';
import { messageJson } from './payloads.js';
import type { Snowflakes } from './snowflakes.js';

/**
 * The channels' messages: created (by the bot's REST calls or an interaction's answer), edited,
 * deleted, each with the files uploaded with it. Every change is told to the stand-in's watchers.
 */
export class MessageStore {
  readonly messages = new Map<string, FakeMessage>();

  constructor(
    private readonly ids: Snowflakes,
    private readonly events: StandinEvents,
    private readonly bot: BotUser,
    /** Called after every message write (created or edited). */
    private readonly onWrite: (message: FakeMessage) => void,
    /** Where attachments are served: the stand-in's own address (`GET /attachments/{channel}/{id}/{name}`). */
    private readonly cdn: () => string = () => '',
  ) {}

  get(id: string): FakeMessage | undefined {
    return this.messages.get(id);
  }

  /** A new message; one created in answer to an interaction keeps its token, and is ephemeral if flagged so. */
  create(channelId: string, data: any, record?: InteractionRecord, files: UploadedFile[] = []): FakeMessage {
    // Where Discord forces a user-installed app's responses to be ephemeral (installs.ts), it makes them so whatever the app asked.
    const flags = Number(data?.flags ?? 0) | (record?.forcedEphemeral ? EPHEMERAL : 0);
    const message: FakeMessage = {
      id: this.ids.next(),
      channel_id: channelId,
      content: data?.content ?? '',
      embeds: data?.embeds ?? [],
      components: data?.components ?? [],
      flags: flags & (EPHEMERAL | LOADING | IS_COMPONENTS_V2),
      edits: 0,
      ...(record ? { token: record.token, interactionOwners: record.owners } : {}),
      ...(record && flags & EPHEMERAL ? { visibleTo: record.user.id } : {}),
      ...(data?.allowed_mentions ? { allowed_mentions: data.allowed_mentions } : {}),
      ...(files.length ? { files, attachments: this.attach(channelId, data, files) } : {}),
    };
    this.messages.set(message.id, message);
    this.events.emit({ kind: 'message', message });
    record?.messages.push(message);
    this.onWrite(message);
    return message;
  }

  /**
   * Edits the parts `data` names; an edit fills in a deferred reply's placeholder. Its `attachments`,
   * when given, are the ones the message keeps (by id) and the files it adds; without it, the
   * message keeps what it had and adds the files uploaded.
   */
  edit(target: FakeMessage, data: any, files: UploadedFile[] = []): FakeMessage {
    if (data.content !== undefined) target.content = data.content ?? '';
    if (data.embeds !== undefined) target.embeds = data.embeds ?? [];
    if (data.components !== undefined) target.components = data.components ?? [];
    // The V2 flag is set by an edit (which must leave content and embeds empty) and never taken off.
    if (data.flags !== undefined && data.flags !== null && Number(data.flags) & IS_COMPONENTS_V2) target.flags |= IS_COMPONENTS_V2;
    if (target.flags & IS_COMPONENTS_V2) {
      target.content = '';
      target.embeds = [];
    }
    if (Array.isArray(data.attachments) || files.length > 0) {
      const listed = Array.isArray(data.attachments) ? new Set(data.attachments.map((a: any) => String(a?.id))) : null;
      const kept = (target.attachments ?? []).filter((a) => !listed || listed.has(a.id));
      target.attachments = [...kept, ...this.attach(target.channel_id, data, files)];
    }
    if (data.allowed_mentions !== undefined) target.allowed_mentions = data.allowed_mentions;
    target.flags &= ~LOADING;
    target.edits++;
    this.onWrite(target);
    this.events.emit({ kind: 'message', message: target });
    return target;
  }

  /** Deletes a message: later edits of it get 10008 Unknown Message. */
  delete(message: FakeMessage): void {
    message.deleted = true;
    this.events.emit({ kind: 'deleted', message });
  }

  /** An attachment of a message in `channelId`, for the address it is served at. */
  attachment(channelId: string, id: string): FakeAttachment | undefined {
    for (const message of this.messages.values()) {
      if (message.channel_id !== channelId) continue;
      const found = message.attachments?.find((a) => a.id === id);
      if (found) return found;
    }
    return undefined;
  }

  /** Uploaded files as the message's new attachments, each with a new id and its description from the body's `attachments`. */
  private attach(channelId: string, data: any, files: UploadedFile[]): FakeAttachment[] {
    const described: any[] = Array.isArray(data?.attachments) ? data.attachments : [];
    return files.map((file) => {
      const id = this.ids.next();
      const meta = described.find((a) => String(a?.id) === String(file.index));
      return {
        id,
        filename: file.filename,
        size: file.bytes.length,
        content_type: file.contentType ?? 'application/octet-stream',
        ...(meta?.description ? { description: String(meta.description) } : {}),
        url: `${this.cdn()}/attachments/${channelId}/${id}/${encodeURIComponent(file.filename)}`,
        bytes: file.bytes,
      };
    });
  }

  /** Public (non-ephemeral, not deleted) messages of a channel, oldest first. */
  channelMessages(channelId: string): FakeMessage[] {
    return [...this.messages.values()].filter((m) => m.channel_id === channelId && !m.visibleTo && !m.deleted);
  }

  /** The private (ephemeral) messages one person still has in a channel (Discord keeps them until dismissed or deleted), oldest first. */
  privateMessages(channelId: string, userId: string): FakeMessage[] {
    return [...this.messages.values()].filter((m) => m.channel_id === channelId && m.visibleTo === userId && !m.deleted);
  }

  json(message: FakeMessage): Record<string, unknown> {
    return messageJson(message, this.bot);
  }
}

/** The component (button, select) on a message with this custom_id, wherever it is (in a V2 Container, say). */
export function findComponent(message: FakeMessage, customId: string): any {
  const find = (components: any[]): any => {
    for (const c of components ?? []) {
      if (c?.custom_id === customId) return c;
      const inner = Array.isArray(c?.components) ? find(c.components) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return find(message.components);
}
