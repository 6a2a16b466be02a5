import type { Session } from '../kernel/session.js';
import type { MessageBody } from '../kernel/views.js';
import { stillDue, turnCall, type PostedPing, type TurnCall } from './pings.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** Whether `a` is a later write of the channel's table than `b` (another session counts by when it was opened). */
export function isLater(a: Session, b: Session | null): boolean {
  if (!b) return true;
  return a.id === b.id ? a.version > b.version : a.createdAt >= b.createdAt;
}

/** Whether the change made from `previous` follows on from the newest write this process saw (it missed none in between). */
export function followsOn(latest: Session | null, previous: Session | null): boolean {
  return latest !== null && previous !== null && latest.id === previous.id && latest.version >= previous.version;
}

/** One REST call a table still owes its channel. */
export type Step =
  | { kind: 'edit'; session: Session }
  | { kind: 'news'; session: Session; body: MessageBody }
  | { kind: 'below'; session: Session; body: MessageBody }
  | { kind: 'record'; messageId: string; body: MessageBody }
  | { kind: 'ping'; session: Session; players: string[] }
  | { kind: 'unping'; messageId: string };

/**
 * What one channel still owes: the newest table to show (latest wins: a newer state replaces a
 * waiting edit, so at most one edit per table is ever pending), the announcements in order, at most
 * one turn ping (dropped once its turn is over), and the pings in the channel whose turn is over, to delete.
 * One call per table is in flight at a time.
 */
export class TableSlot {
  /** The newest write of the table this process has seen. */
  latest: Session | null = null;
  /** The table state still to be shown on the table message. */
  edit: Session | null = null;
  /** Announcements in order; `below`: the table moves below it (see table-placement.ts). */
  readonly news: Array<{ session: Session; body: MessageBody; below?: boolean }> = [];
  /** Old table messages a click showed the table on again after they became records: put back. */
  readonly records: Array<{ messageId: string; body: MessageBody }> = [];
  ping: { session: Session; players: string[] } | null = null;
  /** The turn ping in the channel now (`stored`: the store holds it too), and the ones whose turn is over, still to delete. */
  pingMessage: (PostedPing & { stored?: boolean }) | null = null;
  readonly unping: string[] = [];
  /**
   * Whether `pingMessage` can be trusted: the stored ping was read since this process last missed a
   * change of the table (a restart, a move published by another process). Until then it is read first.
   */
  pingKnown = false;
  /** Bumped at each change of this process's idea of the ping (and at each missed change): a read begun before is stale. */
  pingEpoch = 0;
  /** A read of the stored ping is under way. */
  recalling = false;
  /** Table messages replaced by a newer one (gone and posted again, or moved below an announcement): edits meant for one go to its successor. */
  private readonly moves = new Map<string, string>();
  /** What each replaced message became, while a late click could still show the table on it. */
  private readonly recordOf = new Map<string, MessageBody>();
  inFlight: Step['kind'] | null = null;
  /** An interaction showed a later state while an edit was in flight: that edit may land after it. */
  overtaken = false;
  /** A message of the table went as text for `session` while its picture was drawn; the picture is drawn now. */
  drawnLate: { session: Session; messageId: string } | null = null;

  constructor(
    private readonly games: GameCatalog,
    readonly channelId: string,
  ) {}

  saw(session: Session): void {
    if (isLater(session, this.latest)) this.latest = session;
  }

  /** Keeps the later of the waiting edit and `session`. */
  wantEdit(session: Session): void {
    if (!this.edit || isLater(session, this.edit)) this.edit = session;
  }

  /** The table message already shows `session` (an interaction response): an older waiting edit is moot. */
  shown(session: Session): void {
    if (this.edit && !isLater(this.edit, session)) this.edit = null;
    if (this.inFlight === 'edit') this.overtaken = true;
  }

  /** Whether a waiting ping is still for the turn the table is at. */
  pingStillDue(): boolean {
    return this.ping !== null && stillDue(this.games, turnCall(this.ping.session, this.ping.players), this.latest);
  }

  /** A ping was posted: it is the channel's ping now; the one before it goes. */
  posted(call: TurnCall, messageId: string): void {
    if (this.pingMessage) this.unping.push(this.pingMessage.messageId);
    this.pingMessage = { ...call, messageId };
    this.pingEpoch++;
    this.retirePing();
  }

  /**
   * The ping in the channel is deleted once its turn is over. Returns whether one was. While the
   * stored ping is read, a stored one waits: another process may have deleted or replaced it.
   */
  retirePing(): boolean {
    if (!this.pingMessage || stillDue(this.games, this.pingMessage, this.latest) || (this.recalling && this.pingMessage.stored)) return false;
    this.unping.push(this.pingMessage.messageId);
    this.pingMessage = null;
    this.pingEpoch++;
    return true;
  }

  /** Messages about to outlive what can delete them (a lapsing token's follow-ups): the channel's ping among them goes now. Returns whether it did. */
  lapsing(messageIds: readonly string[]): boolean {
    if (!this.pingMessage || !messageIds.includes(this.pingMessage.messageId)) return false;
    this.unping.push(this.pingMessage.messageId);
    this.pingMessage = null;
    this.pingEpoch++;
    return true;
  }

  /** This process may have missed a change of the table: its idea of the channel's ping is read again. */
  missedChanges(): void {
    this.pingKnown = false;
    this.pingEpoch++;
  }

  /**
   * The stored ping, read because this process may have missed changes: the store says what is in the
   * channel. A ping of ours it no longer holds was replaced or deleted by another process, unless the
   * store never had it (its write failed): that one is still ours to delete.
   */
  recalled(stored: PostedPing | null): void {
    this.pingKnown = true;
    this.recalling = false;
    const mine = this.pingMessage;
    if (mine && stored?.messageId === mine.messageId) mine.stored = true;
    else if (mine && !mine.stored && !stored) {
      // Ours alone, and the store never had it: it stays ours.
    } else {
      if (mine && !mine.stored) this.unping.push(mine.messageId);
      this.pingMessage = stored && !this.unping.includes(stored.messageId) ? { ...stored, stored: true } : null;
    }
    this.retirePing();
  }

  /**
   * A ping the store held that this process did not know of (another process posted it): it goes,
   * unless it still calls the turn and the channel has no other ping.
   */
  foreign(stored: PostedPing | null): void {
    if (!stored || stored.messageId === this.pingMessage?.messageId || this.unping.includes(stored.messageId)) return;
    if (!this.pingMessage && stillDue(this.games, stored, this.latest)) this.pingMessage = { ...stored, stored: true };
    else this.unping.push(stored.messageId);
    this.pingEpoch++;
  }

  hasEdit(): boolean {
    return this.edit !== null;
  }

  /** The table's message `from` is replaced by `to`; `record`: what `from` shows from now on. */
  move(from: string, to: string, record?: MessageBody): void {
    this.moves.set(from, to);
    if (record) this.recordOf.set(from, record);
    // Only recent moves matter (edits in flight); the oldest are forgotten.
    for (const map of [this.moves, this.recordOf] as Map<string, unknown>[]) if (map.size > 8) map.delete(map.keys().next().value!);
  }

  /** Whether edits could still be meant for a replaced message: the newest table seen does not name its current one yet. */
  movesPending(): boolean {
    return this.moves.size > 0 && this.latest !== null && this.messageFor(this.latest) !== this.latest.tableMessageId;
  }

  /** A click answered on `messageId` while the table was being moved below it: checked once the move is done. */
  touchedWhileMoving: string | null = null;

  /** A click showed the table on a message that had become a record: it is put back. */
  restoreRecord(messageId: string | null): void {
    if (this.inFlight === 'below') this.touchedWhileMoving = messageId;
    const body = messageId ? this.recordOf.get(messageId) : undefined;
    if (messageId && body && !this.records.some((r) => r.messageId === messageId)) this.records.push({ messageId, body });
  }

  hasOther(): boolean {
    if (this.ping && !this.pingStillDue()) this.ping = null;
    return this.news.length > 0 || this.records.length > 0 || this.ping !== null || this.unping.length > 0;
  }

  takeEdit(): Step | null {
    // The table moving below an announcement is posted at its newest: it makes the waiting edit.
    if (this.news[0]?.below) return this.takeOther();
    const session = this.edit;
    this.edit = null;
    if (session) this.drawnLate = null;
    return session ? { kind: 'edit', session } : null;
  }

  /**
   * The next call other than an edit: announcements first, then the ping. A replaced ping is
   * deleted before another is posted, so a table never has more than one old ping waiting.
   */
  takeOther(): Step | null {
    const record = this.records.shift();
    if (record) return { kind: 'record', ...record };
    const news = this.news.shift();
    if (news?.below) {
      this.edit = null;
      this.drawnLate = null;
      return { kind: 'below', session: news.session, body: news.body };
    }
    if (news) return { kind: 'news', session: news.session, body: news.body };
    // A ping waits while the stored one is read: the one it replaces goes first.
    if (this.hasOther() && this.ping && !this.recalling) {
      if (this.unping.length > 0) return this.takeUnping();
      const ping = this.ping;
      this.ping = null;
      return { kind: 'ping', ...ping };
    }
    return this.unping.length > 0 ? this.takeUnping() : null;
  }

  /** Where an edit of `session` goes: its table message, or the one posted in its place. */
  messageFor(session: Session): string | null {
    let id = session.tableMessageId;
    for (let hops = 0; id && this.moves.has(id) && hops < 16; hops++) id = this.moves.get(id)!;
    return id;
  }

  /**
   * Whether the late picture is to be edited in: not once the table moved on (a later state, or
   * another table, brings its own picture: it is dropped), and not before the message that went as
   * text is known as the table's (a /table post while its id is recorded). It stays due until an
   * edit of the table is taken (which finds the picture drawn), so an interaction's answer that
   * clears a waiting edit does not take the picture with it.
   */
  lateDrawingDue(): boolean {
    const drawn = this.drawnLate;
    if (!drawn || !this.latest) return false;
    if (this.latest.id === drawn.session.id && this.latest.stateVersion <= drawn.session.stateVersion) return this.messageFor(this.latest) === drawn.messageId;
    this.drawnLate = null;
    return false;
  }

  idle(): boolean {
    return this.inFlight === null && !this.hasEdit() && !this.hasOther();
  }

  private takeUnping(): Step {
    return { kind: 'unping', messageId: this.unping.shift()! };
  }
}
