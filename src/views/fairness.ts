import type { APIEmbed } from 'discord-api-types/v10';
import type { Translate } from '../i18n/catalog.js';
import type { Session } from '../kernel/session.js';
import { COLOURS } from './format.js';
import { playingPart } from '../fair/rounds.js';
import { publicFairness, type PublicFairness, type RevealedDraw } from '../kernel/fair-record.js';
import { fingerprint } from '../fair/commitment.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { GameId } from '../kernel/engine.js';

/** How a game that deals again within one table names each seed's part: by its hand or game number. */
const partsOf = (games: GameCatalog, game: GameId) => games.plugin(game).fair.parts;

/** The command that replays a revealed seed's draws and checks it against its commitment. */
export function verifyCommand(games: GameCatalog, game: GameId, revealed: RevealedDraw): string {
  const extra = games.plugin(game).fair.verifyArgs?.(revealed) ?? [];
  return `npm run verify -- ${[game, revealed.seed, revealed.publicValue, revealed.draws, ...extra, revealed.commitment].join(' ')}`;
}

/** Which game (hand) a revealed seed was for, in words: "hand 4", "game 2", or the game itself. */
export function partName(games: GameCatalog, game: GameId, round: number | null, t: Translate): string {
  const parts = partsOf(games, game);
  if (round === null || !parts) return t('fair.part.game');
  return parts.noun === 'hand' ? t('fair.part.hand', { round }) : t('fair.part.round', { round });
}

/** The public line for a revealed seed: which game (hand) it was, never the seed itself (the Verify button shows it). */
export const revealLine = (games: GameCatalog, game: GameId, revealed: RevealedDraw, t: Translate): string =>
  t('fair.revealed', { part: partName(games, game, revealed.round, t), hash: fingerprint(revealed.commitment) });

function commitmentLine(games: GameCatalog, session: Session, fairness: PublicFairness, t: Translate): string | null {
  const hash = fingerprint(fairness.commitment);
  const parts = partsOf(games, session.game);
  if (session.phase === 'lobby') return t('fair.commitment.game', { hash });
  if (session.phase !== 'playing') return null;
  if (!parts) return t('fair.commitment.game', { hash });
  const hands = parts.noun === 'hand';
  if (playingPart(games, session) !== null) return hands ? t('fair.commitment.hand', { hash }) : t('fair.commitment.game', { hash });
  return hands ? t('fair.commitment.nextHand', { hash }) : t('fair.commitment.nextGame', { hash });
}

/**
 * The table's fairness lines: the current seed's fingerprint while it may still be used, and which
 * game (hand) was last revealed once it is over. Reads only the public part of the record; the full
 * values are behind the Verify button.
 */
export function fairnessLines(games: GameCatalog, session: Session, t: Translate): string[] {
  const fairness = publicFairness(session.fair);
  if (!fairness) return [];
  const lines: string[] = [];
  const over = (session.phase === 'finished' || session.closedBy !== null) && session.state !== null;
  // A finished game shows its own seed; a running table shows the last hand's until the next one ends.
  const showRevealed = fairness.revealed !== null && (over || (session.phase === 'playing' && playingPart(games, session) === null));
  if (showRevealed) lines.push(revealLine(games, session.game, fairness.revealed!, t));
  const commitment = commitmentLine(games, session, fairness, t);
  if (commitment) lines.push(commitment);
  return lines;
}

export function fairnessEmbed(games: GameCatalog, session: Session, t: Translate): APIEmbed | null {
  const lines = fairnessLines(games, session, t);
  if (lines.length === 0) return null;
  return { color: COLOURS.closed, title: t('fair.title'), description: lines.join('\n') };
}

/**
 * When a Hold'em hand (掀棋 game) has just ended and the table plays on: which one was revealed and
 * the next seed's fingerprint, for the hand's own announcement (whose id may witness that next seed).
 */
export function revealedNow(games: GameCatalog, session: Session, previous: Session | null, t: Translate): APIEmbed | null {
  const revealed = session.fair?.revealed;
  if (!revealed || session.phase !== 'playing' || !previous?.fair || previous.fair.revealed?.seed === revealed.seed) return null;
  return { color: COLOURS.closed, title: t('fair.title'), description: fairnessLines(games, session, t).join('\n') };
}
