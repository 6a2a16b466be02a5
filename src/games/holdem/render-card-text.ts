import type { Translate } from '../../i18n/catalog.js';

const SUIT_TEXT: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };

/** A card for a picture's alt text: "10♥". */
export const cardText = (card: string): string => `${card[0] === 'T' ? '10' : card[0]}${SUIT_TEXT[card[1]!]}`;
export const cardsText = (cards: readonly string[], t: Translate): string => (cards.length ? cards.map(cardText).join(' ') : t('pic.holdem.noBoard'));
