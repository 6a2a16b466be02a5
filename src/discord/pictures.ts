import type { Logger } from 'pino';
import type { Locale } from '../i18n/catalog.js';
import { pluginFor } from '../games/registry.js';
import type { PictureCache } from '../render/cache.js';
import { MIME, type Scene } from '../render/picture.js';
import { panelPicture, tablePicture } from '../render/tables.js';
import { renderWithin, type PictureRequest, type RenderOptions } from '../render/within.js';
import type { Session } from '../table/session.js';
import type { MessageBody } from '../views/types.js';
import { toV2, type V2Body, type V2Picture } from '../views/v2.js';

/** A file sent with a message: its name (what `attachment://` names), bytes, type and alt text. */
export interface OutgoingFile {
  name: string;
  data: Buffer;
  contentType: string;
  description: string;
}

/**
 * A Components V2 message ready to send: the body, the attachments already on the message it keeps
 * (by id), and the files uploaded with it. Every other attachment of the message is dropped.
 */
export interface V2Message extends V2Body {
  keep: Array<{ id: string }>;
  files: OutgoingFile[];
}

/** What the bot sends: a classic body (messages posted before Components V2 stay classic) or a V2 message. */
export type Sendable = MessageBody | V2Message;

export const isV2Message = (body: Sendable): body is V2Message => 'keep' in body;

/** How the message to write is laid out: V2, or classic for a message posted before V2 (a flag that cannot be added to it by an edit of ours). */
export type Layout = 'v2' | 'classic';

/** What Discord said a written message holds: its attachments, by id and file name. */
export interface WrittenMessage {
  attachments?: ReadonlyArray<{ id: string; filename: string }>;
}

export interface PictureDeps {
  log: Logger;
  /** Draws and encodes off the event loop (a PicturePool's `draw`); by default this thread. */
  draw?: RenderOptions['draw'];
  cache: PictureCache;
  /** A picture not ready within this many milliseconds is left out: the message goes as text. */
  deadlineMs: number;
}

const BUSY = 'PoolBusyError: picture workers busy';
const BUSY_LOG_MS = 10_000;

/** How long tables of a channel where a picture was refused go as text before a picture is tried again. */
const NO_ATTACH_RETRY_MS = 10 * 60_000;

/** Pictures remembered per message: which picture file it holds, so an unchanged picture is kept, not uploaded again. */
const REMEMBER = 20_000;

/**
 * Dresses the views' bodies for Discord: Components V2 with the table's (or the panel's) picture
 * uploaded in the same call, or kept on the message when it did not change; as text when the
 * table chose text only, when the picture failed or came late (logged, without the view), or
 * classic for an old classic message.
 */
export class MessagePictures {
  private readonly onMessage = new Map<string, { filename: string; id: string }>();
  /** Channels where Discord refused a picture (no Attach Files), with when: their tables go as text for a while, then try again. */
  private readonly cannotAttachSince = new Map<string, number>();
  private busySkips = 0;
  private busySaidAt = 0;
  /** Bytes of pictures sent with messages, and pictures kept instead of sent again (bench:publish). */
  uploadedBytes = 0;
  uploads = 0;
  kept = 0;

  constructor(private readonly deps: PictureDeps) {}

  /**
   * The public table message: `body` is tableMessage(session) (or a record of it). `caption` gives the
   * short words shown instead of `body`'s when the picture is on the message (tableCaption(session));
   * without the picture, and without `caption`, the message carries all of `body`'s words.
   */
  async table(
    session: Session,
    body: MessageBody,
    target: { messageId?: string | null; layout: Layout; caption?: () => MessageBody | null },
  ): Promise<Sendable> {
    if (target.layout === 'classic') return body;
    const wanted = session.state !== null && !session.closedBy && !session.textOnly && this.canAttach(session.channelId);
    const request = wanted ? tablePicture(session.game, session.state, sceneOf(session, session.locale)) : null;
    // Only the table's own message keeps its picture across edits: another (an old table turned into a
    // record while a late click on it is answered, say) may have lost it meanwhile, so it gets the picture anew.
    const keepOn = target.messageId && target.messageId === session.tableMessageId ? target.messageId : null;
    return request ? this.withPicture(body, request, keepOn, 'table', session, target.caption) : this.dress(body, null, session);
  }

  /** A player's private panel, in their language: `body` is panelMessage(...). */
  async panel(session: Session, playerId: string, locale: Locale, body: MessageBody, target: { messageId?: string | null; layout: Layout }): Promise<Sendable> {
    if (target.layout === 'classic') return body;
    const wanted = session.phase === 'playing' && session.state !== null && !session.closedBy && !session.textOnly;
    const request = wanted ? panelPicture(session.game, session.state, playerId, sceneOf(session, locale)) : null;
    return request ? this.withPicture(body, request, target.messageId ?? null, 'panel', session) : this.dress(body, null, session);
  }

  /** A V2 message of `body` in the game's colour without a picture (any the message held is dropped). */
  text(session: Session, body: MessageBody): V2Message {
    return this.dress(body, null, session);
  }

  /**
   * Discord refused a file in `channelId` (the bot lacks Attach Files there): its tables go as text,
   * with every word, for the next ten minutes (a server admin may grant the permission meanwhile).
   */
  cannotAttach(channelId: string): void {
    if (!this.cannotAttachSince.has(channelId)) {
      this.deps.log.warn({ channelId }, 'Discord refused a picture here (the bot lacks Attach Files): tables in this channel go as text for 10 minutes');
    }
    this.cannotAttachSince.delete(channelId);
    this.cannotAttachSince.set(channelId, Date.now());
    if (this.cannotAttachSince.size > REMEMBER) this.cannotAttachSince.delete(this.cannotAttachSince.keys().next().value!);
  }

  private canAttach(channelId: string): boolean {
    const since = this.cannotAttachSince.get(channelId);
    if (since === undefined) return true;
    if (Date.now() - since < NO_ATTACH_RETRY_MS) return false;
    this.cannotAttachSince.delete(channelId);
    return true;
  }

  /** The message no longer holds the picture remembered for it (a record took its place, or a kept picture was refused). */
  forget(messageId: string): void {
    this.onMessage.delete(messageId);
  }

  /** After a write: which attachment of `messageId` holds the picture it shows now. */
  remember(messageId: string | null | undefined, sent: Sendable, written: WrittenMessage | null | undefined): void {
    if (!messageId || !isV2Message(sent)) return;
    const name = sent.files[0]?.name;
    if (!name) {
      if (sent.keep.length === 0) this.onMessage.delete(messageId);
      return;
    }
    const attachment = written?.attachments?.find((a) => a.filename === name);
    if (!attachment) {
      this.onMessage.delete(messageId);
      return;
    }
    this.onMessage.delete(messageId);
    this.onMessage.set(messageId, { filename: name, id: attachment.id });
    if (this.onMessage.size > REMEMBER) this.onMessage.delete(this.onMessage.keys().next().value!);
  }

  private dress(body: MessageBody, picture: V2Picture | null, session: Session): V2Message {
    const accent = pluginFor(session.game).pictures?.accent;
    return { ...toV2(body, { ...(accent === undefined ? {} : { accent }), ...(picture ? { picture } : {}) }), keep: [], files: [] };
  }

  private async withPicture(
    body: MessageBody,
    request: PictureRequest<unknown>,
    messageId: string | null,
    kind: string,
    session: Session,
    caption?: () => MessageBody | null,
  ): Promise<V2Message> {
    const { log, draw, cache, deadlineMs } = this.deps;
    const result = await renderWithin(deadlineMs, request, { cache, ...(draw ? { draw } : {}) });
    if (!result.ok) {
      if (result.detail === BUSY) {
        // Under load every publish could say so: said once per interval, with how many.
        this.busySkips++;
        if (Date.now() - this.busySaidAt >= BUSY_LOG_MS) {
          log.info({ skipped: this.busySkips }, 'pictures left out: picture workers busy, published as text');
          this.busySkips = 0;
          this.busySaidAt = Date.now();
        }
        return this.dress(body, null, session);
      }
      // The reason and the error's name only: never the view.
      log.warn(
        { channelId: session.channelId, game: session.game, picture: kind, reason: result.reason, detail: result.detail, ms: Math.round(result.ms) },
        'picture left out: published as text',
      );
      return this.dress(body, null, session);
    }
    const { picture } = result;
    const filename = `${kind}-${result.key.slice(0, 20)}.${picture.format}`;
    // The picture is on the message (uploaded now or kept): the words beside it are the short ones.
    const v2 = this.dress(caption?.() ?? body, { filename, alt: picture.alt }, session);
    const known = messageId ? this.onMessage.get(messageId) : undefined;
    if (known?.filename === filename) {
      this.kept++;
      return { ...v2, keep: [{ id: known.id }] };
    }
    this.uploads++;
    this.uploadedBytes += picture.bytes.length;
    return { ...v2, files: [{ name: filename, data: picture.bytes, contentType: MIME[picture.format], description: picture.alt.slice(0, 1024) }] };
  }
}

/** What a picture may show besides the view: the seated players' names, the language and the table's deck. All public. */
function sceneOf(session: Session, locale: Locale): Scene {
  return {
    locale,
    names: Object.fromEntries(session.players.map((p) => [p.id, p.name])),
    ...(session.fourColour ? { fourColour: true } : {}),
  };
}
