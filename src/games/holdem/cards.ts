import { shuffle, type Rng } from '../../rng.js';

/** A card as two characters: rank (2-9, T, J, Q, K, A) and suit (s, h, d, c), e.g. "As", "Td". */
export type Card = string;

export const RANKS = '23456789TJQKA';
export const SUITS = 'shdc';
export const CARD_PATTERN = /^[2-9TJQKA][shdc]$/;

/** 0..51: rank * 4 + suit, with rank 0 for a deuce and 12 for an ace. */
export const cardCode = (card: Card): number => RANKS.indexOf(card[0]!) * 4 + SUITS.indexOf(card[1]!);

export const fullDeck = (): Card[] => [...RANKS].flatMap((r) => [...SUITS].map((s) => `${r}${s}`));

/** A shuffled deck from the injected source; cards are dealt from the front. */
export const shuffledDeck = (rng: Rng): Card[] => shuffle(rng, fullDeck());

const SUIT_SYMBOLS: Record<string, string> = { s: '♠️', h: '♥️', d: '♦️', c: '♣️' };
/** "A♠️", "10♥️": hearts and diamonds show red. */
export const showCard = (card: Card): string => `${card[0] === 'T' ? '10' : card[0]}${SUIT_SYMBOLS[card[1]!]}`;
export const showCards = (cards: readonly Card[]): string => cards.map(showCard).join(' ');
