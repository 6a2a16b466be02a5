import type { Logger } from 'pino';
import type { Session } from '../kernel/session.js';
import { announcement, turnPing } from '../views/table.js';
import { TableDress } from './table-dress.js';
import { isMissingAttachment, isUnknownMessage, messengerFor } from './messenger.js';
import { playersToPing } from './ping-policy.js';
import { stillDue, turnCall } from './pings.js';
import type { CommittedChange } from '../table/commit-feed.js';
import { movesTableBelow, placeBelow } from './table-placement.js';
import { followsOn, isLater, TableSlot, type Step } from './table-slot.js';
import { RestCalls } from './rest-calls.js';
import { isV2Message, type Sendable } from './pictures.js';
import { DEFAULT_PUBLISHER_OPTIONS, FORGET_SLOTS_ABOVE, type PublisherDeps, type PublisherOptions } from './publisher-deps.js';
import { StoredPings } from './stored-pings.js';

export type { PublisherDeps, PublisherOptions } from './publisher-deps.js';

/**
 * Keeps channels in step with committed changes without ever falling behind: each table has a
 * slot holding only what it still owes (see TableSlot), and a few calls at a time are drawn from
 * the slots, table edits first (oldest waiting table first), pings, announcements and deletes in
 * the share left. Callers never wait on REST. Failures are logged: the change itself is stored.
 */
export class Publisher {
  private readonly slots = new Map<string, TableSlot>();
  /** Channels with a waiting edit, and channels with other waiting calls, each in the order they began to wait. */
  private readonly editQueue = new Set<string>();
  private readonly otherQueue = new Set<string>();
  private readonly calls: RestCalls;
  private readonly redrawAfterCall = new Set<string>();
  private editsInARow = 0;
  private forgetAbove = FORGET_SLOTS_ABOVE;
  private idleWaiters: Array<() => void> = [];
  /** The channels' pings as stored, for other processes and after a restart. */
  private readonly stored: StoredPings;
  private readonly options: PublisherOptions;
  /** Each session's table, built once for all it is shown in. */
  private readonly dress: TableDress;

  constructor(
    private readonly deps: PublisherDeps,
    options: Partial<PublisherOptions> = {},
  ) {
    this.options = { ...DEFAULT_PUBLISHER_OPTIONS, ...options };
    this.calls = new RestCalls(this.options.concurrency);
    this.dress = new TableDress(deps.games, deps.pictures);
    this.stored = new StoredPings(deps.turnPings, deps.log, (slot) => {
      this.queue(slot);
      this.pump();
      this.wakeIfIdle();
    });
  }

  /** A committed change (the runner's feed, Runner.commits), subscribed once in the composition root. */
  committed(change: CommittedChange): void {
    const { session, previous, actor, answeredOn } = change;
    this.published(session, previous, { tableAlreadyUpdated: answeredOn === 'table', ...(actor ? { actor } : {}) });
    // The actor's own panel shows the move in the click's answer, and is kept from it (keepPanel): it is not redrawn besides.
    this.deps.panels?.changed(session, answeredOn === 'panel' ? actor : undefined);
  }

  /**
   * A committed change. `tableAlreadyUpdated`: the interaction's own response showed it on the table
   * message (no REST call; the commit noted it as shown). `actor`: who made it (never pinged for it); none for a timer.
   * Open panels are told by `committed`.
   */
  published(session: Session, previous: Session | null, options: { tableAlreadyUpdated: boolean; actor?: string }): void {
    const slot = this.slotFor(session.channelId);
    if (!followsOn(slot.latest, previous)) slot.missedChanges();
    slot.saw(session);
    if (options.tableAlreadyUpdated) {
      slot.shown(session);
      // Two clicks' responses can land out of order: an older state just replaced a newer one on the table.
      if (slot.latest && isLater(slot.latest, session) && slot.latest.tableMessageId) slot.wantEdit(slot.latest);
    } else if (session.tableMessageId) slot.wantEdit(slot.latest ?? session); // a change published late never puts back an older moment
    const news = announcement(this.deps.games, session, previous, this.dress.viewsFor(session));
    if (news) slot.news.push({ session, body: news, below: movesTableBelow(session, news) });
    // A click showed the table on a message that had already become a record of its hand.
    if (options.tableAlreadyUpdated) slot.restoreRecord(session.tableMessageId);
    const players = playersToPing(this.deps.games, session, previous, options.actor ?? null);
    if (players.length > 0) slot.ping = { session, players };
    this.stored.recall(slot);
    slot.retirePing();
    if (slot.lateDrawingDue()) this.redraw(slot.channelId);
    this.queue(slot);
    this.pump();
  }

  /**
   * The table message was (re)posted as an interaction response, showing `shownStateVersion` of the
   * table; `session` is the table as stored after its message was recorded. A state committed in
   * between is shown with an edit.
   */
  shown(session: Session, shownStateVersion: number = session.stateVersion): void {
    const slot = this.slotFor(session.channelId);
    if (slot.latest?.id !== session.id) slot.missedChanges();
    slot.saw(session);
    if (shownStateVersion >= session.stateVersion) this.markShown(slot, session);
    else slot.wantEdit(session);
    this.stored.recall(slot);
    slot.retirePing();
    if (slot.lateDrawingDue()) this.redraw(slot.channelId);
    this.queue(slot);
    this.pump();
  }

  /** `messageId` went as text for `session` while its picture was drawn, drawn now: edited in unless the table moved on (TableSlot.lateDrawingDue). */
  pictureDrawn(session: Session, messageId: string): void {
    const slot = this.slotFor(session.channelId);
    slot.saw(session);
    slot.drawnLate = { session, messageId };
    if (slot.lateDrawingDue()) this.redraw(session.channelId);
  }

  /** The channel's table is edited again as its latest state (its message lost its picture and kept only the words beside it, say). */
  redraw(channelId: string): void {
    const slot = this.slots.get(channelId);
    // A table not shown since this process started (a last call planned again at start) is read from the store first.
    if (!slot?.latest?.tableMessageId) return void (slot?.latest || this.recheckLater(channelId, [0]));
    // A call in flight may be the one that lost the picture: the edit follows it, or that call's end would count it as shown.
    if (slot.inFlight) return void this.redrawAfterCall.add(channelId);
    slot.wantEdit(slot.latest);
    this.queue(slot);
    this.pump();
  }

  /** Follow-ups through a token about to lapse (a table on interactions, HostedTables.onLapse): the ping among them is deleted while it can be. */
  lapsing(channelId: string, messageIds: readonly string[]): void {
    const slot = this.slots.get(channelId);
    if (slot?.lapsing(messageIds)) this.queue(slot);
    this.pump();
  }

  /** At start: tables whose message may be behind their state are shown again, with the turn ping a commit still owes. Returns how many. */
  async republishStale(): Promise<number> {
    const { unpublished, load } = this.deps;
    if (!unpublished || !load) return 0;
    let count = 0;
    for (const channelId of await unpublished()) {
      const session = await load(channelId).catch(() => null);
      if (!session?.tableMessageId || (this.deps.owns && !this.deps.owns(session))) continue;
      const slot = this.slotFor(channelId);
      slot.saw(session);
      slot.wantEdit(session);
      const owed = await this.deps.owedPing?.(channelId).catch(() => null);
      // Storing a posted ping settles the debt in the same write: a ping still owed was never stored as posted.
      if (owed && stillDue(this.deps.games, owed, session)) slot.ping = { session, players: owed.players };
      // A ping posted before the restart whose turn passed meanwhile goes now.
      this.stored.recall(slot);
      this.queue(slot);
      count++;
    }
    this.pump();
    return count;
  }

  /**
   * A write went unanswered (a Redis that hung): it may still land. Once the table can be read again,
   * its message is shown as stored, whichever way the write went (by the process that owns its guild). Tries after each delay until a read works.
   */
  recheckLater(channelId: string, delaysMs: readonly number[] = [2_000, 5_000, 15_000, 30_000]): void {
    const { load } = this.deps;
    if (!load || delaysMs.length === 0) return;
    const attempt = async (next: number): Promise<void> => {
      const session = await load(channelId).catch(() => undefined);
      if (session === undefined) {
        if (next < delaysMs.length) setTimeout(() => void attempt(next + 1), delaysMs[next]).unref();
        return;
      }
      if (!session?.tableMessageId || (this.deps.owns && !this.deps.owns(session))) return;
      const slot = this.slotFor(channelId);
      slot.missedChanges();
      slot.saw(session);
      slot.wantEdit(session);
      this.stored.recall(slot);
      this.queue(slot);
      this.pump();
    };
    setTimeout(() => void attempt(1), delaysMs[0]).unref();
  }

  /** What is waiting now: tables with an edit to make, other calls, calls in flight. */
  backlog(): { edits: number; others: number; inFlight: number; tables: number } {
    let edits = 0;
    let others = 0;
    for (const slot of this.slots.values()) {
      if (slot.hasEdit()) edits++;
      others += slot.news.length + (slot.ping ? 1 : 0) + slot.unping.length;
    }
    return { edits, others, inFlight: this.calls.count, tables: this.slots.size };
  }

  /** Logs the backlog every `ms` while there is one; returns the stop. */
  reportBacklog(log: Logger, ms: number): () => void {
    const handle = setInterval(() => {
      const backlog = this.backlog();
      if (backlog.edits + backlog.others + backlog.inFlight > 0) log.info(backlog, 'publishing backlog');
    }, ms);
    handle.unref();
    return () => clearInterval(handle);
  }

  /** Resolves once nothing waits and nothing is in flight (tests, shutdown). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private slotFor(channelId: string): TableSlot {
    let slot = this.slots.get(channelId);
    if (!slot) this.slots.set(channelId, (slot = new TableSlot(this.deps.games, channelId)));
    return slot;
  }

  private markShown(slot: TableSlot, session: Session): void {
    slot.shown(session);
    this.note(session);
  }

  private note(session: Session): void {
    this.deps.markPublished?.(session.channelId, session.id, session.stateVersion).catch((error: unknown) => {
      this.deps.log.warn({ err: error, channelId: session.channelId }, 'could not note the published table version');
    });
  }

  /** Puts a slot that is not busy in line for what it owes (each queue holds a channel once). */
  private queue(slot: TableSlot): void {
    if (slot.inFlight) return;
    if (slot.hasEdit()) this.editQueue.add(slot.channelId);
    if (slot.hasOther()) this.otherQueue.add(slot.channelId);
  }

  private pump(): void {
    while (this.calls.free) {
      const next = this.nextStep();
      if (!next) break;
      const [slot, step] = next;
      slot.inFlight = step.kind;
      this.calls.take();
      void this.run(slot, step).finally(() => {
        slot.inFlight = null;
        this.calls.release();
        if (this.redrawAfterCall.delete(slot.channelId) && slot.latest?.tableMessageId) slot.wantEdit(slot.latest);
        this.queue(slot);
        this.pump();
        this.wakeIfIdle();
      });
    }
    this.forgetIdleSlots();
  }

  private nextStep(): [TableSlot, Step] | null {
    for (;;) {
      const preferEdit = this.editQueue.size > 0 && (this.otherQueue.size === 0 || this.editsInARow < this.options.editsPerOther);
      const queue = preferEdit ? this.editQueue : this.otherQueue;
      const channelId: string | undefined = queue.values().next().value;
      if (channelId === undefined) return null;
      queue.delete(channelId);
      const slot = this.slots.get(channelId);
      // A busy slot is queued again when its call ends.
      if (!slot || slot.inFlight) continue;
      const step = preferEdit ? slot.takeEdit() : slot.takeOther();
      if (!step) continue;
      this.editsInARow = preferEdit ? this.editsInARow + 1 : 0;
      return [slot, step];
    }
  }

  private async run(slot: TableSlot, step: Step): Promise<void> {
    const { log } = this.deps;
    const messenger = messengerFor(this.deps.messenger, 'session' in step ? step.session : slot.latest);
    const channelId = slot.channelId;
    try {
      switch (step.kind) {
        case 'edit':
          await this.edit(slot, step.session);
          break;
        case 'news':
          await this.witness(step.session, await messenger.post(channelId, step.body), step.body);
          break;
        case 'below': {
          const placed = await placeBelow(slot, step.body, messenger, this.dress);
          if (!placed) await messenger.post(channelId, step.body);
          else {
            this.deps.pictures?.remember(placed.messageId, placed.body, null);
            await this.recorded(slot, placed.session, placed.messageId);
            // The table posted anew shows the next draw's fingerprint: its id may witness that draw.
            await this.witness(placed.session, placed.messageId, placed.body);
          }
          break;
        }
        case 'record': {
          const latest = slot.latest;
          await messenger.edit(
            channelId,
            step.messageId,
            latest ? this.dress.record(latest, step.body, latest.tableV2 === true || step.messageId !== latest.tableMessageId, step.messageId) : step.body,
          );
          break;
        }
        case 'ping': {
          const call = turnCall(step.session, step.players);
          const id = await messenger.post(channelId, turnPing(this.deps.games, step.session, step.players));
          slot.posted(call, id);
          await this.stored.put(slot, { ...call, messageId: id });
          break;
        }
        case 'unping':
          // Gone already (deleted by hand: 10008) or not, it is retired.
          await messenger.remove(channelId, step.messageId).catch(() => undefined);
          await this.stored.drop(slot, step.messageId);
          break;
      }
    } catch (error) {
      log.warn({ err: error, channelId, step: step.kind }, 'could not publish to the channel');
    }
  }

  private async edit(slot: TableSlot, session: Session): Promise<void> {
    const messageId = slot.messageFor(session);
    if (!messageId) return;
    slot.overtaken = false;
    try {
      // A message posted in place of a gone one is ours and V2; the one the table names is V2 unless posted before V2 came.
      const v2 = session.tableV2 === true || messageId !== session.tableMessageId;
      const made = this.dress.message(session, messageId, v2);
      // Without pictures the body is ready now: the edit goes out in this same turn, as before pictures came.
      const body = made instanceof Promise ? await this.calls.stepOut(made, () => this.pump()) : made;
      const messenger = messengerFor(this.deps.messenger, session);
      const written = await messenger.edit(slot.channelId, messageId, body).catch(async (error: unknown) => {
        // A click's answer may have replaced the picture this edit meant to keep: send the picture itself.
        if (!isMissingAttachment(error) || !isV2Message(body) || body.keep.length === 0) throw error;
        this.deps.pictures?.forget(messageId);
        const again = this.dress.message(session, messageId, v2);
        const fresh = again instanceof Promise ? await again : again;
        const rewritten = await messenger.edit(slot.channelId, messageId, fresh);
        this.deps.pictures?.remember(messageId, fresh, rewritten || null);
        return null;
      });
      if (written !== null) this.deps.pictures?.remember(messageId, body, written || null);
      this.deps.metrics?.published(Date.now() - session.updatedAt);
    } catch (error) {
      if (!isUnknownMessage(error)) throw error;
      await this.repost(slot, session, messageId);
    }
    this.note(session);
    // A click showed a later state meanwhile, and this edit may have landed after it: show the latest again.
    if (slot.overtaken && slot.latest && !slot.hasEdit()) slot.wantEdit(slot.latest);
    slot.overtaken = false;
  }

  /** The table message is gone (deleted by someone): the table is posted again and becomes that message. */
  private async repost(slot: TableSlot, session: Session, goneId: string): Promise<void> {
    const made = this.dress.message(session, null, true);
    const body = made instanceof Promise ? await made : made;
    const newId = await messengerFor(this.deps.messenger, session).post(slot.channelId, body);
    this.deps.pictures?.remember(newId, body, null);
    slot.move(goneId, newId);
    await this.witness(session, newId, body);
    this.deps.log.info({ channelId: slot.channelId, gone: goneId, messageId: newId }, 'table message was gone; posted it again');
    await this.recordMessage(slot, session, newId);
  }

  /** The table was posted anew below an announcement, showing `session`. */
  private async recorded(slot: TableSlot, session: Session, messageId: string): Promise<void> {
    slot.shown(session);
    this.deps.metrics?.published(Date.now() - session.updatedAt);
    this.note(session);
    await this.recordMessage(slot, session, messageId);
  }

  private async recordMessage(slot: TableSlot, session: Session, messageId: string): Promise<void> {
    await this.deps.recordTableMessage?.(slot.channelId, session.id, messageId).catch((error: unknown) => {
      this.deps.log.warn({ err: error, channelId: slot.channelId }, 'could not record the reposted table message');
    });
  }

  /** A message made from `session` was posted: its id may witness the next fair draw (see PublisherDeps.posted). */
  private async witness(session: Session, messageId: string, body: Sendable): Promise<void> {
    await this.deps
      .posted?.(session, messageId, body)
      .catch((error: unknown) => this.deps.log.warn({ err: error, channelId: session.channelId }, 'could not record the witness of a fair draw'));
  }

  private wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private isIdle(): boolean {
    return this.calls.idle && this.editQueue.size === 0 && this.otherQueue.size === 0 && this.stored.reading === 0;
  }

  /** Slots with nothing owed, no ping in the channel and no move still unread are dropped, so the map follows the active tables. */
  private forgetIdleSlots(): void {
    if (this.slots.size < this.forgetAbove) return;
    this.forgetAbove = Math.max(FORGET_SLOTS_ABOVE, this.slots.size * 2);
    for (const [channelId, slot] of this.slots) if (slot.idle() && !slot.pingMessage && !slot.movesPending()) this.slots.delete(channelId);
  }
}
