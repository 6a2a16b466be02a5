import type { APIEmbed } from 'discord-api-types/v10';
import type { Translate } from '../i18n/catalog.js';
import type { Session } from '../store/session.js';
import { COLOURS } from '../views/format.js';
import { playingPart } from './rounds.js';
import { publicFairness, type PublicFairness, type RevealedDraw } from './record.js';

/** Games that deal again within one table name each seed by its hand (Hold'em) or game (掀棋) number. */
const DEALS_PER_TABLE: ReadonlySet<Session['game']> = new Set(['holdem', 'xianqi']);

/** The command that replays a revealed seed's draws. */
export function verifyCommand(game: Session['game'], revealed: RevealedDraw): string {
  const first = game === 'xianqi' && revealed.round === 1 ? ' first' : '';
  return `npm run verify -- ${game} ${revealed.seed} ${revealed.publicValue} ${revealed.draws}${first}`;
}

export function revealLines(game: Session['game'], revealed: RevealedDraw, t: Translate): string[] {
  const params = { seed: revealed.seed, value: revealed.publicValue, draws: revealed.draws };
  const line =
    revealed.round === null || !DEALS_PER_TABLE.has(game)
      ? t('fair.revealed.game', params)
      : game === 'holdem'
        ? t('fair.revealed.hand', { ...params, round: revealed.round })
        : t('fair.revealed.round', { ...params, round: revealed.round });
  return [line, t('fair.verify', { command: verifyCommand(game, revealed) })];
}

function commitmentLine(session: Session, fairness: PublicFairness, t: Translate): string | null {
  const hash = fairness.commitment;
  const part = playingPart(session);
  if (session.phase === 'lobby') return t('fair.commitment.game', { hash });
  if (session.phase !== 'playing') return null;
  if (!DEALS_PER_TABLE.has(session.game)) return t('fair.commitment.game', { hash });
  if (part !== null) return session.game === 'holdem' ? t('fair.commitment.hand', { hash }) : t('fair.commitment.game', { hash });
  return session.game === 'holdem' ? t('fair.commitment.nextHand', { hash }) : t('fair.commitment.nextGame', { hash });
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
