import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FakeAttachment, FakeMessage } from '../standin/model.js';

/** Content types of the files a page shows, by extension: pictures show inline, the rest download. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

export function contentTypeOf(file: Pick<FakeAttachment, 'filename' | 'content_type'>): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? file.content_type ?? 'application/octet-stream';
}

/** Files shown to a page that are still served once their message dropped them (a picture replaced by an edit). */
const RECENT_FILES = 128;

/**
 * Addresses of the messages' attachments on the page's server, signed as Discord's CDN signs its
 * links: only a page that was shown the message learns the address of its files (an ephemeral
 * message's picture stays its person's). Like Discord's CDN, a link keeps working for a while after
 * an edit dropped its file or the message was deleted: a page that asked for a picture just as the
 * next move replaced it gets the picture, not a 404 in its console.
 */
export class AttachmentLinks {
  private readonly secret = randomBytes(32);
  private readonly recent = new Map<string, FakeAttachment>();

  constructor(private readonly messages: ReadonlyMap<string, FakeMessage>) {}

  url(message: FakeMessage, file: FakeAttachment): string {
    const key = `${message.id}/${file.id}`;
    this.recent.delete(key);
    this.recent.set(key, file);
    if (this.recent.size > RECENT_FILES) this.recent.delete(this.recent.keys().next().value!);
    return `/attachments/${message.id}/${file.id}/${encodeURIComponent(file.filename)}?k=${this.sign(message.id, file.id)}`;
  }

  /** The file a request path and query name, if the signature holds and the message has it (or had it, shown recently). */
  find(pathname: string, key: string): FakeAttachment | undefined {
    const match = /^\/attachments\/(\d+)\/(\d+)\/[^/]+$/.exec(pathname);
    if (!match) return undefined;
    const [, messageId, fileId] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.sign(messageId, fileId));
    const given = Buffer.from(key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const message = this.messages.get(messageId);
    const held = message && !message.deleted ? message.attachments?.find((f) => f.id === fileId) : undefined;
    return held ?? this.recent.get(`${messageId}/${fileId}`);
  }

  private sign(messageId: string, fileId: string): string {
    return createHmac('sha256', this.secret).update(`${messageId}/${fileId}`).digest('hex').slice(0, 32);
  }
}
