import type { Session } from '../table/session.js';
import type { MessageBody } from '../views/types.js';
import { stillDue, turnCall, type TurnCall } from './pings.js';

/** Whether `a` is a later write of the channel's table than `b` (another session counts by when it was opened). */
export function isLater(a: Session, b: Session | null): boolean {
  if (!b) return true;
  return a.id === b.id ? a.version > b.version : a.createdAt >= b.createdAt;
}

/** One REST call a table still owes its channel. */
export type Step =
  | { kind: 'edit'; session: Session }
  | { kind: 'news'; session: Session; body: MessageBody }
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
  readonly news: Array<{ session: Session; body: MessageBody }> = [];
  ping: { session: Session; players: string[] } | null = null;
  /** The turn ping in the channel now, and the ones whose turn is over, still to delete. */
  pingMessage: (TurnCall & { messageId: string }) | null = null;
  readonly unping: string[] = [];
  /** A table message that was gone and posted again: edits meant for the old one go to the new one. */
  moved: { from: string; to: string } | null = null;
  inFlight: Step['kind'] | null = null;
  /** An interaction showed a later state while an edit was in flight: that edit may land after it. */
  overtaken = false;

  constructor(readonly channelId: string) {}

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
    return this.ping !== null && stillDue(turnCall(this.ping.session, this.ping.players), this.latest);
  }

  /** A ping was posted: it is the channel's ping now; the one before it goes. */
  posted(call: TurnCall, messageId: string): void {
    if (this.pingMessage) this.unping.push(this.pingMessage.messageId);
    this.pingMessage = { ...call, messageId };
    this.retirePing();
  }

  /** The ping in the channel is deleted once its turn is over. Returns whether one was. */
  retirePing(): boolean {
    if (!this.pingMessage || stillDue(this.pingMessage, this.latest)) return false;
    this.unping.push(this.pingMessage.messageId);
    this.pingMessage = null;
    return true;
  }

  hasEdit(): boolean {
    return this.edit !== null;
  }

  hasOther(): boolean {
    if (this.ping && !this.pingStillDue()) this.ping = null;
    return this.news.length > 0 || this.ping !== null || this.unping.length > 0;
  }

  takeEdit(): Step | null {
    const session = this.edit;
    this.edit = null;
    return session ? { kind: 'edit', session } : null;
  }

  /**
   * The next call other than an edit: announcements first, then the ping. A replaced ping is
   * deleted before another is posted, so a table never has more than one old ping waiting.
   */
  takeOther(): Step | null {
    const news = this.news.shift();
    if (news) return { kind: 'news', ...news };
    if (this.hasOther() && this.ping) {
      if (this.unping.length > 0) return this.takeUnping();
      const ping = this.ping;
      this.ping = null;
      return { kind: 'ping', ...ping };
    }
    return this.unping.length > 0 ? this.takeUnping() : null;
  }

  /** Where an edit of `session` goes: its table message, or the one posted in its place. */
  messageFor(session: Session): string | null {
    const id = session.tableMessageId;
    return id && this.moved?.from === id ? this.moved.to : id;
  }

  idle(): boolean {
    return this.inFlight === null && !this.hasEdit() && !this.hasOther();
  }

  private takeUnping(): Step {
    return { kind: 'unping', messageId: this.unping.shift()! };
  }
}
