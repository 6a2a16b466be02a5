import type { APIEmbed } from 'discord-api-types/v10';
import type { Translate } from '../i18n/catalog.js';
import type { Session } from '../table/session.js';
import { COLOURS } from '../views/format.js';
import { playingPart } from './rounds.js';
import { publicFairness, type PublicFairness, type RevealedDraw } from './record.js';
import { pluginFor } from '../games/registry.js';
import type { GameId } from '../games/engine.js';

/** How a game that deals again within one table names each seed's part: by its hand or game number. */
const partsOf = (game: GameId) => pluginFor(game).fair.parts;

/** The command that replays a revealed seed's draws. */
export function verifyCommand(game: GameId, revealed: RevealedDraw): string {
  const extra = pluginFor(game).fair.verifyArgs?.(revealed) ?? [];
  return `npm run verify -- ${[game, revealed.seed, revealed.publicValue, revealed.draws, ...extra].join(' ')}`;
}

export function revealLines(game: GameId, revealed: RevealedDraw, t: Translate): string[] {
  const params = { seed: revealed.seed, value: revealed.publicValue, draws: revealed.draws };
  const parts = partsOf(game);
  const line =
    revealed.round === null || !parts
      ? t('fair.revealed.game', params)
      : parts.noun === 'hand'
        ? t('fair.revealed.hand', { ...params, round: revealed.round })
        : t('fair.revealed.round', { ...params, round: revealed.round });
  return [line, t('fair.verify', { command: verifyCommand(game, revealed) })];
}

function commitmentLine(session: Session, fairness: PublicFairness, t: Translate): string | null {
  const hash = fairness.commitment;
  const parts = partsOf(session.game);
  if (session.phase === 'lobby') return t('fair.commitment.game', { hash });
  if (session.phase !== 'playing') return null;
  if (!parts) return t('fair.commitment.game', { hash });
  const hands = parts.noun === 'hand';
  if (playingPart(session) !== null) return hands ? t('fair.commitment.hand', { hash }) : t('fair.commitment.game', { hash });
  return hands ? t('fair.commitment.nextHand', { hash }) : t('fair.commitment.nextGame', { hash });
}

/**
 * The table's fairness lines: the current seed's commitment while it may still be used, and the last
 * revealed seed once its game (hand) is over. Reads only the public part of the record.
 */
export function fairnessLines(session: Session, t: Translate): string[] {
  const fairness = publicFairness(session.fair);
  if (!fairness) return [];
  const lines: string[] = [];
  const over = (session.phase === 'finished' || session.closedBy !== null) && session.state !== null;
  // A finished game shows its own seed; a running table shows the last hand's until the next one ends.
  const showRevealed = fairness.revealed !== null && (over || (session.phase === 'playing' && playingPart(session) === null));
  if (showRevealed) lines.push(...revealLines(session.game, fairness.revealed!, t));
  const commitment = commitmentLine(session, fairness, t);
  if (commitment) lines.push(commitment);
  return lines;
}

export function fairnessEmbed(session: Session, t: Translate): APIEmbed | null {
  const lines = fairnessLines(session, t);
  if (lines.length === 0) return null;
  return { color: COLOURS.closed, title: t('fair.title'), description: lines.join('\n') };
}

/** When a Hold'em hand (掀棋 game) has just ended and the table plays on: its seed, for the hand's own announcement. */
export function revealedNow(session: Session, previous: Session | null, t: Translate): APIEmbed | null {
  const revealed = session.fair?.revealed;
  if (!revealed || session.phase !== 'playing' || !previous?.fair || previous.fair.revealed?.seed === revealed.seed) return null;
  return { color: COLOURS.closed, title: t('fair.title'), description: revealLines(session.game, revealed, t).join('\n') };
}
