import type { PlayerId } from '../engine.js';

export interface Pot {
  amount: number;
  /** Players who may win it: still in the hand and in for the pot's whole layer. */
  eligible: PlayerId[];
}

/**
 * Peels the hand's contributions into a main pot and side pots, layer by layer from the
 * smallest live contribution up (13.4). Folded players' chips stay in the layers they reached,
 * but folded players are eligible for none. Layers with the same eligible players merge.
 */
export function buildPots(contributed: Readonly<Record<PlayerId, number>>, live: readonly PlayerId[]): Pot[] {
  const caps = [...new Set(live.map((p) => contributed[p] ?? 0))].filter((c) => c > 0).sort((a, b) => a - b);
  const pots: Pot[] = [];
  let floor = 0;
  for (const cap of caps) {
    let amount = 0;
    for (const c of Object.values(contributed)) amount += Math.max(0, Math.min(c, cap) - floor);
    const eligible = live.filter((p) => (contributed[p] ?? 0) >= cap);
    const previous = pots[pots.length - 1];
    if (previous && previous.eligible.length === eligible.length) previous.amount += amount;
    else if (amount > 0) pots.push({ amount, eligible });
    floor = cap;
  }
  // Chips above every live player's contribution (a folded player's, in theory) go to the top pot.
  const total = Object.values(contributed).reduce((a, b) => a + b, 0);
  const counted = pots.reduce((a, p) => a + p.amount, 0);
  if (total > counted && pots.length > 0) pots[pots.length - 1]!.amount += total - counted;
  return pots;
}

/**
 * Splits a pot among its winners. Chips that do not divide go one at a time to the winners in
 * clockwise order from the button (13.5: the odd chip to the first winner clockwise from the button).
 */
export function splitPot(amount: number, winners: readonly PlayerId[], clockwiseFromButton: readonly PlayerId[]): Record<PlayerId, number> {
  const share = Math.floor(amount / winners.length);
  let odd = amount - share * winners.length;
  const shares: Record<PlayerId, number> = Object.fromEntries(winners.map((w) => [w, share]));
  for (const p of clockwiseFromButton) {
    if (odd === 0) break;
    if (winners.includes(p)) {
      shares[p]! += 1;
      odd--;
    }
  }
  return shares;
}
