import type { Rng } from '../rng.js';
import type { Session } from '../kernel/session.js';
import { commitmentOf, DISCORD_ID, fingerprint, newSeed } from './commitment.js';
import type { FairDraw, FairRecord } from '../kernel/fair-record.js';
import { playingPart, roundNumber } from './rounds.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { seededRng, type PositionedRng } from './seeded-rng.js';

/** The runner's hook: which random source one change draws from, and how the written session records it. */
export interface DrawSource {
  /** A new table (or a lobby again): a seed is drawn now and its commitment shown at once. */
  opened(session: Session): Session;
  /**
   * One change of `session`. `interactionId` is the click (or command) that caused it: when the
   * change starts a game or hand, it becomes the public value mixed into the draws.
   */
  change(session: Session, interactionId: string | undefined): { rng: Rng; record(next: Session): Session };
  /**
   * A message made from `shown` was posted with id `messageId` and reads `text`: when it is the
   * first one since the stored seed was committed and shows that seed's fingerprint, the stored
   * session with it as the seed's witness; null when nothing changes.
   */
  witnessed(stored: Session, shown: Session, messageId: string, text: string): Session | null;
}

export const freshDraw = (): FairDraw => {
  const seed = newSeed();
  return { seed, commitment: commitmentOf(seed), publicValue: null, draws: 0 };
};

/**
 * A game (hand) that no click starts (the turn timer deals it) mixes in the id of the first message
 * posted after its seed was committed: Discord made that id after the commitment existed. Only when
 * no such message was recorded (posting failed) does it fall back to a label known in advance, which
 * the verifier reports as such.
 */
export const timerPublicValue = (games: GameCatalog, session: Session): string =>
  session.fair?.current.witness ?? `timer-${(roundNumber(games, session) ?? 0) + 1}`;

/** Whether a public value was made by Discord (an interaction or message id) rather than known in advance. */
export const isWitnessed = (publicValue: string): boolean => DISCORD_ID.test(publicValue);

/**
 * Provably fair draws: every game (Hold'em hand, 掀棋 game) draws from its own committed seed.
 * `scripted` (tests only) replaces the draws themselves while the seeds are still committed and revealed.
 */
export class FairDraws implements DrawSource {
  constructor(private readonly options: { games: GameCatalog; scripted?: Rng; fallback: Rng }) {}

  opened(session: Session): Session {
    return { ...session, fair: { current: freshDraw(), revealed: session.fair?.revealed ?? null } };
  }

  change(session: Session, interactionId: string | undefined): { rng: Rng; record(next: Session): Session } {
    const fair = session.fair;
    // A record written before fair draws existed: this game finishes on the plain source; the next one is committed.
    if (!fair) return { rng: this.options.fallback, record: (next) => (playingPart(this.options.games, next) === null ? this.opened(next) : next) };
    const publicValue = fair.current.publicValue ?? interactionId ?? timerPublicValue(this.options.games, session);
    let seeded: PositionedRng | null = null;
    const stream = (): PositionedRng => (seeded ??= seededRng(fair.current.seed, publicValue, fair.current.draws));
    const rng: Rng = this.options.scripted ?? { int: (n) => stream().int(n) };
    return {
      rng,
      record: (next) => {
        const before = playingPart(this.options.games, session);
        const after = playingPart(this.options.games, next);
        let current = fair.current;
        if (seeded !== null || (before === null && after !== null)) {
          current = { ...current, publicValue, draws: seeded?.position ?? current.draws };
        }
        const record: FairRecord = current.publicValue !== null && after === null ? reveal(this.options.games, current, next) : { ...fair, current };
        return { ...next, fair: record };
      },
    };
  }

  witnessed(stored: Session, shown: Session, messageId: string, text: string): Session | null {
    const current = stored.fair?.current;
    if (!current || !DISCORD_ID.test(messageId) || current.publicValue !== null || current.witness) return null;
    if (shown.fair?.current.commitment !== current.commitment || !text.includes(fingerprint(current.commitment))) return null;
    return { ...stored, fair: { ...stored.fair!, current: { ...current, witness: messageId } } };
  }
}

/** The game (hand) is over: its seed becomes public, and the next one is drawn and committed at once. */
function reveal(games: GameCatalog, used: FairDraw, next: Session): FairRecord {
  return { current: freshDraw(), revealed: { ...used, publicValue: used.publicValue!, round: roundNumber(games, next) } };
}
