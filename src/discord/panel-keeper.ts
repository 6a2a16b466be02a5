import type { Logger } from 'pino';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Locale } from '../i18n/catalog.js';
import { isSeated } from '../table/runner.js';
import type { Session } from '../kernel/session.js';
import { closedPanel, endedPanel, panelMessage } from '../views/panel.js';
import { dealOf, outdatedPanel } from '../views/panel-deal.js';
import type { MessageBody } from '../kernel/views.js';
import { toV2 } from '../views/v2.js';
import type { GameId } from '../kernel/engine.js';
import type { MessagePictures, Sendable, WrittenMessage } from './pictures.js';

/** Edits an ephemeral message through the interaction that showed it (`message`: `@original` or a follow-up's id). */
export type EditThroughInteraction = (applicationId: string, token: string, message: string, body: Sendable) => Promise<WrittenMessage | void>;
/** Deletes an ephemeral message through the interaction that showed it (Discord allows it while the token lives). */
export type DeleteThroughInteraction = (applicationId: string, token: string, message: string) => Promise<void>;

/** Discord lets an interaction's token edit its message for 15 minutes; a margin for the call itself. */
const TOKEN_LIFE_MS = 14 * 60 * 1000;
/** A panel still open this long after its last drawing shrinks to one line while its token can still edit it. */
const SHRINK_AFTER_MS = 13 * 60 * 1000;
const SWEEP_EVERY_MS = 20_000;
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
  /** The panel's message id, when Discord said it: a panel drawn on another message than the kept one is a new panel. */
  messageId?: string;
}

interface OpenPanel extends PanelDrawn {
  sessionId: string;
  game: GameId;
  at: number;
  /** Whether the panel shows its player's turn (its actions), and which deal it shows. */
  acting: boolean;
  deal: number | null;
  /** The panel says a later deal is on (and offers it). */
  outdated: boolean;
  /** The panel's words and controls as last drawn, to redraw it only when they change. */
  shown: string;
  chain: Promise<void>;
}

/**
 * Keeps each player's one private panel per table current, through the token of the interaction
 * that last drew it: when what it says changes (the turn begins, ends or moves on to another
 * player, a bet to face, the board), it is redrawn; in a game whose panel follows the deal (Hold'em:
 * `GameUi.panelDeal`) an old panel says a new deal is on and offers it. A new panel of the same table
 * deletes the player's previous one; a panel that cannot follow any more (its token about to expire,
 * its player gone, the game over) shrinks to one line saying where to look. The calls are
 * interaction webhooks, outside the bot's global REST budget.
 */
export class PanelKeeper {
  private readonly open = new Map<string, Map<string, OpenPanel>>();
  private readonly sweeper: ReturnType<typeof setInterval> | null;

  /** `pictures`: panels are Components V2 messages (with the player's picture); without it, classic embeds. */
  constructor(
    private readonly deps: {
      games: GameCatalog;
      edit: EditThroughInteraction;
      remove?: DeleteThroughInteraction;
      log: Logger;
      now?: () => number;
      pictures?: Pick<MessagePictures, 'panel' | 'text' | 'remember'>;
      /** How often panels near the end of their token are shrunk; 0: only when `sweep` is called. */
      sweepEveryMs?: number;
    },
  ) {
    const every = deps.sweepEveryMs ?? SWEEP_EVERY_MS;
    this.sweeper = every > 0 ? setInterval(() => this.sweep(), every) : null;
    this.sweeper?.unref();
  }

  /** A panel was drawn for `session` (opened, or answered through its own interaction). */
  drawn(panel: PanelDrawn, session: Session): void {
    if (!this.deps.games.plugin(session.game).ui.panel || session.phase !== 'playing' || session.state === null) return;
    let channel = this.open.get(panel.channelId);
    if (!channel) {
      if (this.open.size >= MAX_CHANNELS) this.forgetExpired();
      this.open.set(panel.channelId, (channel = new Map()));
    }
    const previous = channel.get(panel.userId);
    const now = this.now();
    // One live panel per player and table: the one drawn before, on another message, goes while its token can delete it.
    if (previous && !samePanel(previous, panel) && now - previous.at < TOKEN_LIFE_MS) this.delete(previous);
    const kept = previous && samePanel(previous, panel);
    channel.set(panel.userId, {
      ...panel,
      ...(kept && !panel.messageId && previous.messageId ? { messageId: previous.messageId } : {}),
      sessionId: session.id,
      game: session.game,
      at: now,
      acting: actingIn(this.deps.games, session, panel.userId),
      deal: dealOf(this.deps.games, session),
      outdated: false,
      shown: shownOf(panelMessage(this.deps.games, session, panel.userId, panel.locale)),
      chain: kept ? previous.chain : Promise.resolve(),
    });
  }

  /** A committed change of the table: the open panels it concerns are redrawn, but `answeredBy`'s, which the change's own answer redraws. */
  changed(session: Session, answeredBy?: string): void {
    const channel = this.open.get(session.channelId);
    if (!channel) return;
    const now = this.now();
    for (const [userId, panel] of channel) {
      if (userId === answeredBy) continue;
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
        this.send(panel, closedPanel(this.deps.games, session.game, panel.locale), session, false);
        channel.delete(userId);
        continue;
      }
      const redrawn = this.redraw(panel, session);
      if (redrawn) this.send(panel, redrawn.body, session, redrawn.cards);
    }
    if (channel.size === 0) this.open.delete(session.channelId);
  }

  /**
   * Panels whose token is near its end shrink to one line saying where a new one is, while the token
   * can still edit them: after that Discord lets nobody change them, and they would go on showing an old moment.
   */
  sweep(): void {
    const now = this.now();
    for (const [channelId, channel] of this.open) {
      for (const [userId, panel] of channel) {
        if (now - panel.at < SHRINK_AFTER_MS) continue;
        channel.delete(userId);
        if (now - panel.at < TOKEN_LIFE_MS) this.send(panel, closedPanel(this.deps.games, panel.game, panel.locale), null, false);
      }
      if (channel.size === 0) this.open.delete(channelId);
    }
  }

  /** Stops the sweep (shutdown, tests). */
  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /** How many panels are kept now (tests, metrics). */
  get size(): number {
    let count = 0;
    for (const channel of this.open.values()) count += channel.size;
    return count;
  }

  /** What the panel should show now (and whether it shows the player's own cards), when that differs from what it shows; null otherwise. */
  private redraw(panel: OpenPanel, session: Session): { body: MessageBody; cards: boolean } | null {
    const acting = actingIn(this.deps.games, session, panel.userId);
    const deal = dealOf(this.deps.games, session);
    const newDeal = deal !== panel.deal;
    let redrawn: { body: MessageBody; cards: boolean } | null = null;
    if (acting && (newDeal || panel.outdated || !panel.acting)) {
      redrawn = { body: panelMessage(this.deps.games, session, panel.userId, panel.locale), cards: true };
      Object.assign(panel, { deal, outdated: false });
    } else if (newDeal && !panel.outdated && panel.deal !== null) {
      redrawn = { body: outdatedPanel(this.deps.games, session, panel.deal, panel.locale), cards: false };
      panel.outdated = true;
    } else if (!panel.outdated) {
      // The same deal: redrawn when its words or controls changed (the turn moved on, a bet to face).
      const body = panelMessage(this.deps.games, session, panel.userId, panel.locale);
      if (shownOf(body) !== panel.shown) redrawn = { body, cards: true };
    }
    panel.acting = acting;
    if (redrawn) panel.shown = shownOf(redrawn.body);
    return redrawn;
  }

  /** One edit at a time per panel, in order; dressed as the panel was sent (V2, with the player's picture when it shows their cards). */
  private send(panel: OpenPanel, body: MessageBody, session: Session | null, cards: boolean): void {
    const { pictures } = this.deps;
    const messageId = panel.messageId ?? null;
    const dressed = async (): Promise<Sendable> => {
      if (!pictures) return { ...body, content: body.content ?? '' };
      if (!session) return closedV2(body);
      return cards ? pictures.panel(session, panel.userId, panel.locale, body, { messageId, layout: 'v2' }) : pictures.text(session, body);
    };
    panel.chain = panel.chain
      .then(async () => {
        const sent = await dressed();
        const written = await this.deps.edit(panel.applicationId, panel.token, panel.message, sent);
        pictures?.remember(messageId, sent, written || null);
      })
      .catch((error: unknown) => this.deps.log.info({ err: error, channelId: panel.channelId }, 'could not redraw a private panel'));
  }

  /** Deletes a panel no longer kept (a newer one replaced it); gone already (dismissed), nothing to do. */
  private delete(panel: OpenPanel): void {
    const remove = this.deps.remove;
    if (!remove) return void this.send(panel, closedPanel(this.deps.games, panel.game, panel.locale), null, false);
    panel.chain = panel.chain
      .then(() => remove(panel.applicationId, panel.token, panel.message))
      .catch((error: unknown) => this.deps.log.debug({ err: error, channelId: panel.channelId }, 'could not delete an old private panel'));
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

/** A V2 message of words alone, for a panel (a V2 message) whose table is not at hand. */
const closedV2 = (body: MessageBody): Sendable => ({ ...toV2(body), keep: [], files: [] });

/** Whether two drawings are of the same message: the same id, or (ids unknown) the same token's same message. */
function samePanel(kept: PanelDrawn, drawn: PanelDrawn): boolean {
  if (kept.messageId && drawn.messageId) return kept.messageId === drawn.messageId;
  return kept.token === drawn.token && kept.message === drawn.message;
}

/** A panel's words and controls, to tell whether a redraw would change anything. */
const shownOf = (body: MessageBody): string => JSON.stringify([body.content ?? '', body.embeds, body.components]);

/** Whether it is the player's turn: they are among those who must act now. */
function actingIn(games: GameCatalog, session: Session, userId: string): boolean {
  if (session.phase !== 'playing' || session.state === null || session.turnToken === null) return false;
  return games.engine(session.game).actors(session.state).includes(userId);
}
