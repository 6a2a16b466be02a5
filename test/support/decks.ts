import { fullDeck, type Card } from '../../src/games/holdem/cards.js';

/**
 * The draws that make the injected shuffle (Fisher–Yates over the fresh deck, from the top
 * index down) produce a deck starting with `top`; the rest follows in any order.
 */
export function drawsForDeck(top: readonly Card[]): number[] {
  return drawsForOrder(fullDeck(), top);
}

/** The draws that make the injected shuffle of `fresh` start with `top` (the rest in any order). */
export function drawsForOrder<T>(fresh: readonly T[], top: readonly T[]): number[] {
  const target = [...top, ...fresh.filter((c) => !top.includes(c))];
  const deck = [...fresh];
  const draws: number[] = [];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = deck.indexOf(target[i]!);
    if (j > i) throw new Error('drawsForDeck: inconsistent deck');
    draws.push(j);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return draws;
}

/**
 * A deck for one hand: `holes` lists each player's two cards in dealing order (from the seat
 * after the button round to the button), then the five board cards.
 */
export function handDeck(holes: ReadonlyArray<readonly [Card, Card]>, board: readonly Card[]): Card[] {
  return [...holes.map((h) => h[0]), ...holes.map((h) => h[1]), ...board];
}
