import type { Rng } from '../rng.js';
import type { Session } from '../table/session.js';
import { commitmentOf, newSeed } from './commitment.js';
import type { FairDraw, FairRecord } from './record.js';
import { playingPart, roundNumber } from './rounds.js';
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
}

export const freshDraw = (): FairDraw => {
  const seed = newSeed();
  return { seed, commitment: commitmentOf(seed), publicValue: null, draws: 0 };
};

/** A hand the turn timer deals has no click: its public value is this fixed label, so a Deal click is the stronger choice. */
export const timerPublicValue = (session: Session): string => `timer-${(roundNumber(session) ?? 0) + 1}`;

/**
 * Provably fair draws: every game (Hold'em hand, 掀棋 game) draws from its own committed seed.
 * `scripted` (tests only) replaces the draws themselves while the seeds are still committed and revealed.
 */
export class FairDraws implements DrawSource {
  constructor(private readonly options: { scripted?: Rng; fallback: Rng }) {}

  opened(session: Session): Session {
    return { ...session, fair: { current: freshDraw(), revealed: session.fair?.revealed ?? null } };
  }

  change(session: Session, interactionId: string | undefined): { rng: Rng; record(next: Session): Session } {
    const fair = session.fair;
    // A record written before fair draws existed: this game finishes on the plain source; the next one is committed.
    if (!fair) return { rng: this.options.fallback, record: (next) => (playingPart(next) === null ? this.opened(next) : next) };
    const publicValue = fair.current.publicValue ?? interactionId ?? timerPublicValue(session);
    let seeded: PositionedRng | null = null;
    const stream = (): PositionedRng => (seeded ??= seededRng(fair.current.seed, publicValue, fair.current.draws));
    const rng: Rng = this.options.scripted ?? { int: (n) => stream().int(n) };
    return {
      rng,
      record: (next) => {
        const before = playingPart(session);
        const after = playingPart(next);
        let current = fair.current;
        if (seeded !== null || (before === null && after !== null)) {
          current = { ...current, publicValue, draws: seeded?.position ?? current.draws };
        }
        const record: FairRecord = current.publicValue !== null && after === null ? reveal(current, next) : { ...fair, current };
        return { ...next, fair: record };
      },
    };
  }
}

/** The game (hand) is over: its seed becomes public, and the next one is drawn and committed at once. */
function reveal(used: FairDraw, next: Session): FairRecord {
  return { current: freshDraw(), revealed: { ...used, publicValue: used.publicValue!, round: roundNumber(next) } };
}
