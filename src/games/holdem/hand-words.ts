import type { Translate } from '../../i18n/catalog.js';
import { categoryOf, ranksOf, type Category } from './evaluator.js';

/** How many of a score's ranks name the hand itself; the ones after them are kickers. */
const NAMED_RANKS: Record<Category, number> = {
  highCard: 1,
  pair: 1,
  twoPair: 2,
  trips: 1,
  straight: 1,
  flush: 1,
  fullHouse: 2,
  quads: 1,
  straightFlush: 1,
  royalFlush: 0,
};

type Rank = number;
const one = (t: Translate, rank: Rank) => t(`holdem.rank.${rank}` as 'holdem.rank.0');
const many = (t: Translate, rank: Rank) => t(`holdem.ranks.${rank}` as 'holdem.ranks.0');

/** "Pair of Jacks", "Two Pair, Kings and Fives", "Full House, Kings full of Fives": a score named in the reader's language, kickers left out. */
export function handWords(score: number, t: Translate): string {
  const [a = 0, b = 0] = ranksOf(score);
  switch (categoryOf(score)) {
    case 'highCard':
      return t('holdem.hand.highCard', { high: one(t, a) });
    case 'pair':
      return t('holdem.hand.pair', { rank: many(t, a) });
    case 'twoPair':
      return t('holdem.hand.twoPair', { high: many(t, a), low: many(t, b) });
    case 'trips':
      return t('holdem.hand.trips', { rank: many(t, a) });
    case 'straight':
      return t('holdem.hand.straight', { high: one(t, a) });
    case 'flush':
      return t('holdem.hand.flush', { high: one(t, a) });
    case 'fullHouse':
      return t('holdem.hand.fullHouse', { trips: many(t, a), pair: many(t, b) });
    case 'quads':
      return t('holdem.hand.quads', { rank: many(t, a) });
    case 'straightFlush':
      return t('holdem.hand.straightFlush', { high: one(t, a) });
    case 'royalFlush':
      return t('holdem.hand.royalFlush');
  }
}

/** Where two scores first differ: the index of the rank that decided, or null when they are equal or the categories differ. */
function decidingRank(winner: number, loser: number): number | null {
  if (categoryOf(winner) !== categoryOf(loser) || winner === loser) return null;
  const w = ranksOf(winner);
  const l = ranksOf(loser);
  const at = w.findIndex((rank, i) => rank !== l[i]);
  return at < 0 ? null : at;
}

/**
 * What decided between the best hand and the best beaten hand: "Pair of Jacks beats Pair of Nines";
 * the kicker is named only when it decided ("Pair of Jacks, King kicker, beats Pair of Jacks, Nine kicker").
 */
export function showdownWords(winner: number, loser: number, t: Translate): string {
  const at = decidingRank(winner, loser);
  const byKicker = at !== null && at >= NAMED_RANKS[categoryOf(winner)];
  const name = (score: number) =>
    byKicker ? t('holdem.hand.kicker', { hand: handWords(score, t), kicker: one(t, ranksOf(score)[at]!) }) : handWords(score, t);
  return t('holdem.beats', { winner: name(winner), loser: name(loser) });
}
