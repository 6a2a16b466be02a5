/** A 52-card deck: rank (2-9, T, J, Q, K, A) then suit (s, h, d, c), `As`, `Td`. */
const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
export const DECK: readonly string[] = [...RANKS].flatMap((rank) => [...SUITS].map((suit) => `${rank}${suit}`));

/** A card's rank, 2 to 14; an ace is 1 when aces are low. */
export const rankOf = (card: string, acesLow: boolean): number => {
  const rank = RANKS.indexOf(card[0]!) + 2;
  return rank === 14 && acesLow ? 1 : rank;
};

const SUIT_SIGNS: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
export const showCard = (card: string): string => `${card[0] === 'T' ? '10' : card[0]}${SUIT_SIGNS[card[1]!] ?? '?'}`;
/** A rank as shown: 2-10, J, Q, K, A (1 and 14 are both the ace). */
export const showRank = (rank: number): string => (rank === 1 || rank === 14 ? 'A' : rank === 10 ? '10' : rank > 10 ? 'JQK'[rank - 11]! : String(rank));
