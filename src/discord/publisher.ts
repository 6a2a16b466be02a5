import type { Logger } from 'pino';
import type { Session } from '../store/session.js';
import { announcement, tableMessage, turnPing } from '../views/table.js';
import type { Messenger } from './messenger.js';
import { playersToPing } from './ping-policy.js';

/**
 * Keeps the channel in step with a committed change: edits the table message when the
 * change did not come through a click on it, and pings whoever must act next (only them).
 * Failures here are logged, never surfaced: the change itself is already safely stored.
 */
export class Publisher {
  /** The last turn ping per channel, removed when the next one is sent. Lost on restart: only cosmetic. */
  private readonly lastPing = new Map<string, string>();

  constructor(
    private readonly messenger: Messenger,
    private readonly log: Logger,
  ) {}

  /** `actor`: who made the change (never pinged for it); none for a timer. */
  async published(session: Session, previous: Session | null, options: { tableAlreadyUpdated: boolean; actor?: string }): Promise<void> {
    if (!options.tableAlreadyUpdated && session.tableMessageId) {
      await this.messenger.edit(session.channelId, session.tableMessageId, tableMessage(session)).catch((error: unknown) => {
        this.log.warn({ err: error, channelId: session.channelId }, 'could not edit the table message');
      });
    }
    const news = announcement(session, previous);
    if (news) {
      await this.messenger.post(session.channelId, news).catch((error: unknown) => {
        this.log.warn({ err: error, channelId: session.channelId }, 'could not post the announcement');
      });
    }
    await this.pingIfTurnChanged(session, previous, options.actor ?? null);
  }

  private async pingIfTurnChanged(session: Session, previous: Session | null, actor: string | null): Promise<void> {
    const actors = playersToPing(session, previous, actor);
    if (actors.length === 0) return;
    try {
      const id = await this.messenger.post(session.channelId, turnPing(session, actors));
      const old = this.lastPing.get(session.channelId);
      this.lastPing.set(session.channelId, id);
      if (old) await this.messenger.remove(session.channelId, old).catch(() => undefined);
    } catch (error) {
      this.log.warn({ err: error, channelId: session.channelId }, 'could not send the turn ping');
    }
  }
}
