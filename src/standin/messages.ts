import { EPHEMERAL, LOADING } from './answers.js';
import type { StandinEvents } from './events.js';
import type { BotUser, FakeMessage, InteractionRecord, StoredFile, UploadedFile } from './model.js';
import { messageJson } from './payloads.js';
import type { Snowflakes } from './snowflakes.js';

/** Discord's IS_COMPONENTS_V2 message flag: a message laid out in components (containers, text displays, galleries). */
export const COMPONENTS_V2 = 1 << 15;

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
  ) {}

  get(id: string): FakeMessage | undefined {
    return this.messages.get(id);
  }

  /** A new message; one created in answer to an interaction keeps its token, and is ephemeral if flagged so. */
  create(channelId: string, data: any, record?: InteractionRecord, files: UploadedFile[] = []): FakeMessage {
    const flags = Number(data?.flags ?? 0);
    const message: FakeMessage = {
      id: this.ids.next(),
      channel_id: channelId,
      content: data?.content ?? '',
      embeds: data?.embeds ?? [],
      components: data?.components ?? [],
      flags: flags & (EPHEMERAL | LOADING | COMPONENTS_V2),
      edits: 0,
      ...(record ? { token: record.token } : {}),
      ...(record && flags & EPHEMERAL ? { visibleTo: record.user.id } : {}),
      ...(data?.allowed_mentions ? { allowed_mentions: data.allowed_mentions } : {}),
      ...(files.length ? { files: files.map((file) => this.stored(file)) } : {}),
    };
    this.messages.set(message.id, message);
    this.events.emit({ kind: 'message', message });
    record?.messages.push(message);
    this.onWrite(message);
    return message;
  }

  /**
   * Edits the parts `data` names; an edit fills in a deferred reply's placeholder. As on Discord,
   * an edit that lists `attachments` keeps only the ones it lists (by id), and files uploaded with
   * it are added.
   */
  edit(target: FakeMessage, data: any, files: UploadedFile[] = []): FakeMessage {
    if (data.content !== undefined) target.content = data.content ?? '';
    if (data.flags !== undefined && data.flags !== null) target.flags |= Number(data.flags) & COMPONENTS_V2;
    if (Array.isArray(data.attachments) || files.length) {
      const kept = Array.isArray(data.attachments) ? new Set(data.attachments.map((a: { id?: unknown }) => String(a.id))) : undefined;
      const after = [...(target.files ?? []).filter((f) => !kept || kept.has(f.id)), ...files.map((file) => this.stored(file))];
      if (after.length) target.files = after;
      else delete target.files;
    }
    if (data.embeds !== undefined) target.embeds = data.embeds ?? [];
    if (data.components !== undefined) target.components = data.components ?? [];
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

  /** Public (non-ephemeral, not deleted) messages of a channel, oldest first. */
  channelMessages(channelId: string): FakeMessage[] {
    return [...this.messages.values()].filter((m) => m.channel_id === channelId && !m.visibleTo && !m.deleted);
  }

  private stored(file: UploadedFile): StoredFile {
    return { ...file, id: this.ids.next() };
  }

  json(message: FakeMessage): Record<string, unknown> {
    return messageJson(message, this.bot);
  }
}

/** The component (button, select) on a message with this custom_id: in an action row, a container or a section's accessory. */
export function findComponent(message: FakeMessage, customId: string): any {
  const search = (components: any[]): any => {
    for (const c of components) {
      if (c.custom_id === customId) return c;
      const found = search([...(c.components ?? []), ...(c.accessory ? [c.accessory] : [])]);
      if (found) return found;
    }
    return undefined;
  };
  return search(message.components);
}
