import type { GameCatalog } from '../kernel/catalog.js';
import type { Session } from '../kernel/session.js';
import { tableBodies, type TableBodies } from '../views/table.js';
import type { MessageBody } from '../kernel/views.js';
import type { MessagePictures, Sendable } from './pictures.js';
import type { PlacementDress } from './table-placement.js';

/**
 * The publisher's table messages as sent. Each committed session's table is built once (its public
 * view, its message and the words beside its picture) and reused by its picture, its edit, a post of
 * it below an announcement and the announcement itself.
 */
export class TableDress implements PlacementDress {
  /** Sessions are never changed in place (every change is a new object), so an object's table stays right. */
  private readonly built = new WeakMap<Session, TableBodies>();

  constructor(
    private readonly games: GameCatalog,
    private readonly pictures: MessagePictures | undefined,
  ) {}

  bodies(session: Session): TableBodies {
    let bodies = this.built.get(session);
    if (!bodies) this.built.set(session, (bodies = tableBodies(this.games, session)));
    return bodies;
  }

  /**
   * The public views an announcement of the change to `session` reads: the table's own, built now for
   * the edit or post that follows; the one before, as it was built when it was published.
   */
  viewsFor(session: Session): (of: Session) => unknown {
    return (of) => (of === session ? this.bodies(of).view : (this.built.get(of)?.view ?? this.games.engine(of.game).publicView(of.state)));
  }

  /** The table message as sent: V2 with its picture, or classic for a table message posted before V2. */
  message(session: Session, messageId: string | null, v2: boolean): Promise<Sendable> | Sendable {
    const { message, caption, view } = this.bodies(session);
    const pictures = this.pictures;
    return pictures ? pictures.table(session, message, { messageId, layout: v2 ? 'v2' : 'classic', caption: () => caption, view }) : message;
  }

  /** A table posted anew below an announcement. */
  table(session: Session): Promise<Sendable> | Sendable {
    return this.message(session, null, true);
  }

  /** The record left on the old message: it drops the table's picture, so a later edit of that message must not count on keeping it. */
  record(session: Session, body: MessageBody, v2: boolean, messageId: string): Sendable {
    const pictures = this.pictures;
    if (!v2 || !pictures) return body;
    pictures.forget(messageId);
    return pictures.text(session, body);
  }
}
