import type { Session } from '../kernel/session.js';
import type { MessageBody } from '../kernel/views.js';
import { isUnknownMessage, type Messenger } from './messenger.js';
import type { Sendable } from './pictures.js';
import { isLater, type TableSlot } from './table-slot.js';

/**
 * The table with its controls stays the newest message of its game. An announcement (a hand's
 * summary, say) that would be posted below the table instead takes the table's place: the table's
 * message becomes the announcement, a record without controls, and the table is posted anew under
 * it (the new message first, then the old one's edit). Two REST calls where posting the announcement took one, and a waiting edit of the table is
 * folded into the new post. An announcement that pings someone (a new host) is posted as before: an
 * edit pings nobody. Only the newest record stays: the one the table left before it is deleted.
 */
export function movesTableBelow(session: Session, news: MessageBody): boolean {
  return session.tableMessageId !== null && session.closedBy === null && (news.allowed_mentions.users ?? []).length === 0;
}

export interface Placed {
  session: Session;
  messageId: string;
  /** What the new message shows. */
  body: Sendable;
}

/** How the messages go out: the new table (V2 with its picture), and the record on the old message (V2 or classic, as that message is). */
export interface PlacementDress {
  table(session: Session): Promise<Sendable> | Sendable;
  /** The record for the old message `messageId` (which loses the table's picture). */
  record(session: Session, body: MessageBody, v2: boolean, messageId: string): Sendable;
}

/**
 * Posts the table at its newest and turns its old message into `record`. The post comes first: if
 * it fails nothing has moved (the announcement is lost, as a failed post of it would be); if the edit
 * fails the record is tried again as a step of its own. Null when there is no table to move.
 */
export async function placeBelow(slot: TableSlot, record: MessageBody, messenger: Messenger, dress: PlacementDress): Promise<Placed | null> {
  const session = slot.latest;
  const current = session ? slot.messageFor(session) : null;
  if (!session || !current) return null;
  const made = dress.table(session);
  const body = made instanceof Promise ? await made : made;
  // The old message is V2 unless it is a table posted before V2 came.
  const oldIsV2 = session.tableV2 === true || current !== session.tableMessageId;
  const messageId = await messenger.post(slot.channelId, body);
  slot.move(current, messageId, record);
  const recorded = await messenger.edit(slot.channelId, current, dress.record(session, record, oldIsV2, current)).then(
    () => true,
    // Deleted by someone: nothing to put the record on.
    (error: unknown) => isUnknownMessage(error),
  );
  // A click on the old message answered meanwhile may have shown the table on it after the record.
  if (!recorded || slot.touchedWhileMoving === current) slot.restoreRecord(current);
  slot.touchedWhileMoving = null;
  await dropOlderRecord(slot, session, recorded ? current : null, messenger);
  // A later state came meanwhile (a click answered on the old message shows it there, not on the new table): the new table shows it too.
  if (slot.latest && isLater(slot.latest, session)) slot.wantEdit(slot.latest);
  return { session, messageId, body };
}

/** The record each channel's table left last (by this process), to delete when the next one is made. */
const newestRecord = new WeakMap<TableSlot, { sessionId: string; messageId: string }>();

/**
 * Only a table's newest record stays in the channel: the one before it is deleted (its details
 * stay in the hand history), so the channel does not grow with every hand. Gone already, it is forgotten.
 */
async function dropOlderRecord(slot: TableSlot, session: Session, made: string | null, messenger: Messenger): Promise<void> {
  // No new record was made (its message was gone): the older one is still the newest.
  if (!made) return;
  const older = newestRecord.get(slot);
  newestRecord.set(slot, { sessionId: session.id, messageId: made });
  if (!older || older.sessionId !== session.id || older.messageId === made) return;
  // Never in the way of the table's move: a delete that fails leaves one record more, nothing else.
  await messenger.remove(slot.channelId, older.messageId).catch(() => undefined);
}
