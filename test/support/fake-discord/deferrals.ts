import type { WebSocket } from 'ws';
import { FakeDiscord, type FakeMessage, type InteractionRecord } from '../../../src/standin/server.js';

/** Discord's window for the first answer to an interaction; after it, Discord shows "This interaction failed". */
export const ANSWER_WINDOW_MS = 3_000;

type Answer = { status: number; body?: unknown; wrote?: FakeMessage; wroteBody?: unknown };

/** The parts of the stand-in this extension hooks into (private there: kept in one place here). */
interface Internals {
  send(socket: WebSocket, event: string, d: any): void;
  handle(method: string, path: string, body: any, query: URLSearchParams, auth: string | undefined): Answer;
  dispatchInteraction(...args: unknown[]): Promise<InteractionRecord>;
  onMessage(method: string, path: string, target: FakeMessage | undefined, body: any): Answer | null;
  createMessage(channelId: string, data: any, record?: InteractionRecord): FakeMessage;
  channelOf(record: InteractionRecord): string;
  componentSources: Map<string, FakeMessage>;
  sockets: Set<WebSocket>;
}

/** An interaction answered by a deferral: where the answer was shown in the end. */
export interface DeferredRecord extends InteractionRecord {
  /** For a click deferred on its message (callback 6): that message, which `@original` edits. */
  deferredOn?: FakeMessage;
}

/**
 * The stand-in for Discord, plus what Discord does around slow answers (kept here, in test support,
 * while the stand-in itself is being changed on another branch):
 * - callback 5 (deferred reply) shows a placeholder that `@original` edits (or deletes);
 * - callback 6 (deferred update) acknowledges a click, and `@original` is the clicked message;
 * - a first answer later than 3 s is refused as Discord refuses it (10062), and recorded in `lateAnswers`;
 * - `redeliver` sends an interaction again with the same id, as a gateway resume can.
 * Every interaction call returns once the answer is complete, deferred or not.
 */
export class FakeDiscordWithDeferrals extends FakeDiscord {
  readonly lateAnswers: Array<{ id: string; afterMs: number }> = [];
  private readonly dispatchedAt = new Map<string, number>();
  private readonly raw = new Map<string, any>();

  constructor() {
    super();
    const self = this as unknown as Internals;
    const send = self.send.bind(this);
    self.send = (socket, event, d) => {
      if (event === 'INTERACTION_CREATE') {
        this.raw.set(d.id, d);
        if (!this.dispatchedAt.has(d.token)) this.dispatchedAt.set(d.token, Date.now());
      }
      send(socket, event, d);
    };
    const handle = self.handle.bind(this);
    self.handle = (method, path, body, query, auth) => this.deferring(handle, method, path, body, query, auth);
    const dispatch = self.dispatchInteraction.bind(this);
    self.dispatchInteraction = async (...args) => {
      const record = await dispatch(...args);
      await this.complete(record);
      return record;
    };
  }

  /** Delivers an interaction again, with the same id and token, to the bot that got it. */
  redeliver(record: InteractionRecord): void {
    const self = this as unknown as Internals;
    const [owner] = self.sockets;
    if (!owner) throw new Error('fake Discord: no bot is connected to the gateway');
    self.send(owner, 'INTERACTION_CREATE', this.raw.get(record.id));
  }

  private deferring(handle: Internals['handle'], method: string, path: string, body: any, query: URLSearchParams, auth: string | undefined): Answer {
    const self = this as unknown as Internals;
    const seg = path.split('/').filter(Boolean);
    if (seg[0] === 'interactions' && seg[3] === 'callback' && method === 'POST') {
      const record = this.interactions.get(seg[2]!) as DeferredRecord | undefined;
      const at = this.dispatchedAt.get(seg[2]!);
      if (record && !record.callback && at !== undefined && Date.now() - at > ANSWER_WINDOW_MS) {
        this.lateAnswers.push({ id: record.id, afterMs: Date.now() - at });
        return { status: 404, body: { message: 'Unknown interaction', code: 10062 } };
      }
      const answer = handle(method, path, body, query, auth);
      if (record && answer.status < 300 && body?.type === 5) self.createMessage(self.channelOf(record), { content: '', flags: body.data?.flags ?? 0 }, record);
      if (record && answer.status < 300 && body?.type === 6) {
        const source = self.componentSources.get(record.id);
        if (source) record.deferredOn = source;
      }
      return answer;
    }
    if (seg[0] === 'webhooks' && seg[3] === 'messages' && seg[4] === '@original') {
      const record = this.interactions.get(seg[2]!) as DeferredRecord | undefined;
      if (record?.callback?.type === 6 && record.deferredOn) return self.onMessage(method, path, record.deferredOn, body) ?? { status: 404 };
    }
    return handle(method, path, body, query, auth);
  }

  /** Waits until a deferred interaction has its answer: the placeholder or the message edited, or a follow-up. */
  private async complete(record: DeferredRecord): Promise<void> {
    const type = record.callback?.type;
    if (type === 5) {
      const placeholder = record.messages[0]!;
      await this.waitFor(() => placeholder.edits > 0 || placeholder.deleted || record.messages.length > 1, `the answer that completes deferred interaction ${record.id}`);
    } else if (type === 6) {
      const before = record.deferredOn?.edits ?? 0;
      await this.waitFor(() => (record.deferredOn?.edits ?? 0) > before || record.messages.length > 0, `the answer that completes deferred click ${record.id}`);
    }
  }
}

/** What the person who acted sees as the answer, deferred or not: its text and whether only they see it. */
export function finalAnswer(record: DeferredRecord): { text: string; ephemeral: boolean; deferred: boolean } {
  const type = record.callback?.type;
  const shown = (m: FakeMessage) => ({ text: visible(m), ephemeral: (m.flags & 64) === 64 });
  if (type === 5) {
    const last = record.messages.filter((m) => !m.deleted).at(-1)!;
    return { ...shown(last), deferred: true };
  }
  if (type === 6) {
    const followUp = record.messages.at(-1);
    return { ...(followUp ? shown(followUp) : shown(record.deferredOn!)), deferred: true };
  }
  const data = record.callback?.data ?? {};
  return { text: visible(data), ephemeral: type === 4 && (Number(data.flags ?? 0) & 64) === 64, deferred: false };
}

function visible(message: { content?: string; embeds?: any[] }): string {
  const parts = [message.content ?? ''];
  for (const e of message.embeds ?? []) {
    parts.push(e.title ?? '', e.description ?? '');
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  return parts.join('\n');
}
