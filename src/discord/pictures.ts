import type { Logger } from 'pino';
import type { Locale } from '../i18n/catalog.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { EncodedPicture, PictureCache } from '../render/cache.js';
import { MIME, type Scene } from '../render/picture.js';
import { panelPicture, tablePicture } from '../render/tables.js';
import type { Public } from '../kernel/public.js';
import { makePicture, renderWithin, type PictureRequest, type RenderOptions } from '../render/within.js';
import type { Session } from '../kernel/session.js';
import type { MessageBody } from '../kernel/views.js';
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
  games: GameCatalog;
  log: Logger;
  /** Draws and encodes off the event loop (a PicturePool's `draw`); by default this thread. */
  draw?: RenderOptions['draw'];
  cache: PictureCache;
  /** A picture not ready within this many milliseconds is left out: the message goes as text, and the picture follows. */
  deadlineMs: number;
  /**
   * A table picture that missed its deadline (or was refused while the workers were full) is drawn,
   * and `messageId` shows `session` as text: the caller edits the picture in unless the table moved
   * on. Told once the text is on the message, and only while no newer publish of the table was made.
   */
  drawnLate?: (session: Session, messageId: string) => void;
}

const BUSY = 'PoolBusyError: picture workers busy';
const BUSY_LOG_MS = 10_000;
/** A picture refused while the workers were full is asked for again after each of these waits, while its table has not moved on. */
const BUSY_RETRY_MS = [250, 500, 1_000, 2_000, 4_000];
/** The same failure (game, picture, error) is warned about once in this long; repeats go to debug. */
const FAILURE_LOG_MS = 10 * 60_000;

/** A table message written as text while its picture was still being drawn. */
interface LatePicture {
  session: Session;
  later: Promise<EncodedPicture>;
  /** Which publish of the table this was (see `publishes`). */
  publish: number;
}

/** Why a late picture is not followed, said nowhere: a newer publish of its table was made, or the workers stayed full. */
class NotFollowed extends Error {}

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
  /** Each channel's count of table publishes: a late picture is followed only while its publish is the newest. */
  private readonly publishes = new Map<string, number>();
  private readonly late = new WeakMap<V2Message, LatePicture>();
  private readonly failuresSaid = new Map<string, { at: number; again: number }>();
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
    target: { messageId?: string | null; layout: Layout; caption?: () => MessageBody | null; view?: Public<unknown> | null },
  ): Promise<Sendable> {
    const publish = this.published(session.channelId);
    if (target.layout === 'classic') return body;
    const wanted = session.state !== null && !session.closedBy && !session.textOnly && this.canAttach(session.channelId);
    const request = wanted ? tablePicture(this.deps.games, session.game, session.state, sceneOf(session, session.locale), target.view ?? undefined) : null;
    // Only the table's own message keeps its picture across edits: another (an old table turned into a
    // record while a late click on it is answered, say) may have lost it meanwhile, so it gets the picture anew.
    const keepOn = target.messageId && target.messageId === session.tableMessageId ? target.messageId : null;
    return request ? this.withPicture(body, request, keepOn, 'table', session, target.caption, publish) : this.dress(body, null, session);
  }

  /** A player's private panel, in their language: `body` is panelMessage(...). */
  async panel(session: Session, playerId: string, locale: Locale, body: MessageBody, target: { messageId?: string | null; layout: Layout }): Promise<Sendable> {
    if (target.layout === 'classic') return body;
    const wanted = session.phase === 'playing' && session.state !== null && !session.closedBy && !session.textOnly;
    const request = wanted ? panelPicture(this.deps.games, session.game, session.state, playerId, sceneOf(session, locale)) : null;
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
    this.follow(messageId, sent);
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

  /** A publish of the channel's table begins: its number. Any newer one supersedes a late picture of this one. */
  private published(channelId: string): number {
    const count = (this.publishes.get(channelId) ?? 0) + 1;
    this.publishes.delete(channelId);
    this.publishes.set(channelId, count);
    if (this.publishes.size > REMEMBER) this.publishes.delete(this.publishes.keys().next().value!);
    return count;
  }

  private isNewest(channelId: string, publish: number): boolean {
    return this.publishes.get(channelId) === publish;
  }

  /** `sent` is on `messageId` now: if it went as text while its picture was drawn, the picture follows once drawn. */
  private follow(messageId: string, sent: V2Message): void {
    const late = this.late.get(sent);
    if (!late) return;
    this.late.delete(sent);
    late.later.then(
      () => {
        if (this.isNewest(late.session.channelId, late.publish)) this.deps.drawnLate?.(late.session, messageId);
      },
      // Said where it failed.
      () => undefined,
    );
  }

  /** A picture the full workers refused, asked for again after a while, as long as no newer publish of its table was made. */
  private async whenFree(request: PictureRequest<unknown>, channelId: string, publish: number): Promise<EncodedPicture> {
    const { cache, draw } = this.deps;
    for (const wait of BUSY_RETRY_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      if (!this.isNewest(channelId, publish)) throw new NotFollowed();
      try {
        return await makePicture(request, { cache, ...(draw ? { draw } : {}) }).picture;
      } catch (error) {
        if (describe(error) !== BUSY) throw error;
      }
    }
    throw new NotFollowed();
  }

  /** A picture that could not be drawn (the renderer threw, a worker died): warned once with why, for each kind of failure; never the view. */
  private failed(session: Session, kind: string, detail: string): void {
    const key = `${session.game}.${kind} ${detail}`;
    const said = this.failuresSaid.get(key);
    const fields = { channelId: session.channelId, game: session.game, picture: kind, reason: 'failed', detail };
    // Shutting down (the workers closed): nothing wrong to say.
    if ((said && Date.now() - said.at < FAILURE_LOG_MS) || detail.startsWith('PoolClosedError')) {
      if (said) said.again++;
      this.deps.log.debug(fields, 'picture left out: published as text');
      return;
    }
    this.deps.log.warn({ ...fields, ...(said?.again ? { sameSinceLastSaid: said.again } : {}) }, 'picture left out: published as text');
    this.failuresSaid.set(key, { at: Date.now(), again: 0 });
    if (this.failuresSaid.size > 1_000) this.failuresSaid.delete(this.failuresSaid.keys().next().value!);
  }

  private dress(body: MessageBody, picture: V2Picture | null, session: Session): V2Message {
    const accent = this.deps.games.plugin(session.game).pictures?.accent;
    return { ...toV2(body, { ...(accent === undefined ? {} : { accent }), ...(picture ? { picture } : {}) }), keep: [], files: [] };
  }

  private async withPicture(
    body: MessageBody,
    request: PictureRequest<unknown>,
    messageId: string | null,
    kind: string,
    session: Session,
    caption?: () => MessageBody | null,
    /** A table's: which publish of it this is, so its picture can follow if late. */
    publish?: number,
  ): Promise<V2Message> {
    const { log, draw, cache, deadlineMs } = this.deps;
    const result = await renderWithin(deadlineMs, request, { cache, ...(draw ? { draw } : {}) });
    if (!result.ok) {
      const text = this.dress(body, null, session);
      let later: Promise<EncodedPicture>;
      if (result.detail === BUSY) {
        // Under load every publish could say so: said once per interval, with how many.
        this.busySkips++;
        if (Date.now() - this.busySaidAt >= BUSY_LOG_MS) {
          log.info({ skipped: this.busySkips }, 'pictures left out: picture workers busy, published as text');
          this.busySkips = 0;
          this.busySaidAt = Date.now();
        }
        if (publish === undefined) return text;
        later = this.whenFree(request, session.channelId, publish);
      } else if (result.reason === 'timeout') {
        later = result.later;
        log.debug(
          { channelId: session.channelId, game: session.game, picture: kind, ms: Math.round(result.ms) },
          'picture late: published as text until drawn',
        );
      } else {
        this.failed(session, kind, result.detail);
        return text;
      }
      later.then(
        () => log.debug({ channelId: session.channelId, game: session.game, picture: kind }, 'late picture drawn'),
        (error: unknown) => {
          if (!(error instanceof NotFollowed)) this.failed(session, kind, describe(error));
        },
      );
      // A panel is edited through its interaction, by whoever keeps it: only tables are followed here.
      if (publish !== undefined) this.late.set(text, { session, later, publish });
      return text;
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

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : 'non-error thrown');

/** What a picture may show besides the view: the players' names (those seated, and those who left the game), the language and the table's deck. All public. */
export function sceneOf(session: Session, locale: Locale): Scene {
  return {
    locale,
    names: { ...session.leftNames, ...Object.fromEntries(session.players.map((p) => [p.id, p.name])) },
    ...(session.fourColour ? { fourColour: true } : {}),
  };
}
