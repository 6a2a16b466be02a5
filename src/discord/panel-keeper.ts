import type { Logger } from 'pino';
import { engineFor, pluginFor } from '../games/registry.js';
import type { Locale } from '../i18n/catalog.js';
import { isSeated } from '../table/runner.js';
import type { Session } from '../table/session.js';
import { endedPanel, panelMessage } from '../views/panel.js';
import { dealOf, outdatedPanel } from '../views/panel-deal.js';
import type { MessageBody } from '../views/types.js';
import type { MessagePictures, Sendable } from './pictures.js';

/** Edits an ephemeral message through the interaction that showed it (`message`: `@original` or a follow-up's id). */
export type EditThroughInteraction = (applicationId: string, token: string, message: string, body: Sendable) => Promise<void>;

/** Discord lets an interaction's token edit its message for 15 minutes; a margin for the call itself. */
const TOKEN_LIFE_MS = 14 * 60 * 1000;
const MAX_CHANNELS = 10_000;

/** The interaction that last drew a panel: who, where, and with which token. */
export interface PanelDrawn {
  channelId: string;
  userId: string;
  locale: Locale;
  applicationId: string;
  token: string;
  /** The panel's message for that token: `@original`, or a follow-up's id. */
  message: string;
}

interface OpenPanel extends PanelDrawn {
  sessionId: string;
  at: number;
  /** Whether the panel shows its player's turn (its actions), and which deal it shows. */
  acting: boolean;
  deal: number | null;
  /** The panel says a later deal is on (and offers it). */
  outdated: boolean;
  chain: Promise<void>;
}

/**
 * Keeps open private panels current, through the token of the interaction that last drew each one:
 * when the player's turn begins the panel shows its actions, when it ends they go, and in a game
 * whose panel follows the deal (Hold'em: `GameUi.panelDeal`) an old panel says a new deal is on and offers it.
 * Only those moments cost a call (an interaction webhook, outside the bot's global REST budget).
 */
export class PanelKeeper {
  private readonly open = new Map<string, Map<string, OpenPanel>>();

  /** `pictures`: panels are Components V2 messages (with the player's picture); without it, classic embeds. */
  constructor(private readonly deps: { edit: EditThroughInteraction; log: Logger; now?: () => number; pictures?: Pick<MessagePictures, 'panel' | 'text'> }) {}

  /** A panel was drawn for `session` (opened, or answered through its own interaction). */
  drawn(panel: PanelDrawn, session: Session): void {
    if (!pluginFor(session.game).ui.panel || session.phase !== 'playing' || session.state === null) return;
    let channel = this.open.get(panel.channelId);
    if (!channel) {
      if (this.open.size >= MAX_CHANNELS) this.forgetExpired();
      this.open.set(panel.channelId, (channel = new Map()));
    }
    const previous = channel.get(panel.userId);
    channel.set(panel.userId, {
      ...panel,
      sessionId: session.id,
      at: this.now(),
      acting: actingIn(session, panel.userId),
      deal: dealOf(session),
      outdated: false,
      chain: previous?.chain ?? Promise.resolve(),
    });
  }

  /** A committed change of the table: the open panels it concerns are redrawn. */
  changed(session: Session): void {
    const channel = this.open.get(session.channelId);
    if (!channel) return;
    const now = this.now();
    for (const [userId, panel] of channel) {
      if (now - panel.at > TOKEN_LIFE_MS) {
        channel.delete(userId);
        continue;
      }
      // The game is over (ended, closed, or followed by another): the panel says so, once.
      if (session.id !== panel.sessionId || session.phase !== 'playing' || session.closedBy !== null) {
        this.send(panel, endedPanel(panel.locale), session, false);
        channel.delete(userId);
        continue;
      }
      if (!isSeated(session, userId)) {
        channel.delete(userId);
        continue;
      }
      const redrawn = this.redraw(panel, session);
      if (redrawn) this.send(panel, redrawn.body, session, redrawn.cards);
    }
    if (channel.size === 0) this.open.delete(session.channelId);
  }

  /** What the panel should show now (and whether it shows the player's own cards), when that differs from what it shows; null otherwise. */
  private redraw(panel: OpenPanel, session: Session): { body: MessageBody; cards: boolean } | null {
    const acting = actingIn(session, panel.userId);
    const deal = dealOf(session);
    const newDeal = deal !== panel.deal;
    let redrawn: { body: MessageBody; cards: boolean } | null = null;
    if (acting && (newDeal || panel.outdated || !panel.acting)) {
      redrawn = { body: panelMessage(session, panel.userId, panel.locale), cards: true };
      Object.assign(panel, { deal, outdated: false });
    } else if (newDeal && !panel.outdated && panel.deal !== null) {
      redrawn = { body: outdatedPanel(session, panel.deal, panel.locale), cards: false };
      panel.outdated = true;
    } else if (!acting && panel.acting && !panel.outdated) {
      redrawn = { body: panelMessage(session, panel.userId, panel.locale), cards: true };
    }
    panel.acting = acting;
    return redrawn;
  }

  /** One edit at a time per panel, in order; dressed as the panel was sent (V2, with the player's picture when it shows their cards). */
  private send(panel: OpenPanel, body: MessageBody, session: Session, cards: boolean): void {
    const { pictures } = this.deps;
    const dressed = async (): Promise<Sendable> => {
      if (!pictures) return { ...body, content: body.content ?? '' };
      return cards ? pictures.panel(session, panel.userId, panel.locale, body, { messageId: null, layout: 'v2' }) : pictures.text(session, body);
    };
    panel.chain = panel.chain
      .then(async () => this.deps.edit(panel.applicationId, panel.token, panel.message, await dressed()))
      .catch((error: unknown) => this.deps.log.info({ err: error, channelId: panel.channelId }, 'could not redraw a private panel'));
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [channelId, channel] of this.open) {
      for (const [userId, panel] of channel) if (now - panel.at > TOKEN_LIFE_MS) channel.delete(userId);
      if (channel.size === 0) this.open.delete(channelId);
    }
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }
}

/** Whether it is the player's turn: they are among those who must act now. */
function actingIn(session: Session, userId: string): boolean {
  if (session.phase !== 'playing' || session.state === null || session.turnToken === null) return false;
  return engineFor(session.game).actors(session.state).includes(userId);
}
