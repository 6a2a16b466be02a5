import type { Session } from '../table/session.js';
import { tableMessage } from '../views/table.js';
import type { MessageBody } from '../views/types.js';
import { isUnknownMessage, type Messenger } from './messenger.js';
import type { TableSlot } from './table-slot.js';

/**
 * The table with its controls stays the newest message of its game. An announcement (a hand's
 * summary, say) that would be posted below the table instead takes the table's place: the table's
 * message becomes the announcement, a record without controls, and the table is posted anew under
 * it. Two REST calls where posting the announcement took one, and a waiting edit of the table is
 * folded into the new post. An announcement that pings someone (a new host) is posted as before: an
 * edit pings nobody.
 */
export function movesTableBelow(session: Session, news: MessageBody): boolean {
  return session.tableMessageId !== null && session.closedBy === null && (news.allowed_mentions.users ?? []).length === 0;
}

export interface Placed {
  session: Session;
  messageId: string;
}

/** Turns the table's message into `record` and posts the table at its newest below it. Null when there is no table to move. */
export async function placeBelow(slot: TableSlot, record: MessageBody, messenger: Messenger): Promise<Placed | null> {
  const session = slot.latest;
  const current = session ? slot.messageFor(session) : null;
  if (!session || !current) return null;
  await messenger.edit(slot.channelId, current, record).catch((error: unknown) => {
    // Deleted by someone: the table is posted below all the same.
    if (!isUnknownMessage(error)) throw error;
  });
  const messageId = await messenger.post(slot.channelId, tableMessage(session));
  slot.move(current, messageId, record);
  // A click on the old message answered meanwhile may have shown the table on it after the record.
  if (slot.touchedWhileMoving === current) slot.restoreRecord(current);
  slot.touchedWhileMoving = null;
  return { session, messageId };
}
