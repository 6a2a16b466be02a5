import type { PlayerId } from '../../kernel/engine.js';

export interface Pot {
  amount: number;
  /** Players who may win it: still in the hand and in for the pot's whole layer. */
  eligible: PlayerId[];
}

/**
 * Peels the hand's contributions into a main pot and side pots, layer by layer from the
 * smallest live contribution up (docs/rules/holdem.md, "Pots"). Folded players' chips stay in the layers they reached,
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
 * clockwise order from the button (docs/rules/holdem.md, "Showdown": the odd chip to the first winner clockwise from the button).
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

/**
 * The pots as they stand during the betting, for the table: a layer up to each live all-in
 * player's contribution, and everything above the last one. The part of the street's highest
 * bet nobody has matched (`uncalled`) still belongs to its bettor and is left out: it is not a
 * side pot. Amounts only; who may win each is settled at showdown by `buildPots`.
 */
export function potsOnTable(
  contributed: Readonly<Record<PlayerId, number>>,
  uncalled: { player: PlayerId; amount: number } | null,
  allInLive: readonly PlayerId[],
): number[] {
  const counted = { ...contributed };
  if (uncalled) counted[uncalled.player] = (counted[uncalled.player] ?? 0) - uncalled.amount;
  const caps = [...new Set(allInLive.map((p) => counted[p] ?? 0))].filter((c) => c > 0).sort((a, b) => a - b);
  const layer = (floor: number, cap: number) => Object.values(counted).reduce((sum, c) => sum + Math.max(0, Math.min(c, cap) - floor), 0);
  const amounts: number[] = [];
  let floor = 0;
  for (const cap of caps) {
    const amount = layer(floor, cap);
    if (amount > 0) amounts.push(amount);
    floor = cap;
  }
  const rest = layer(floor, Infinity);
  if (rest > 0) amounts.push(rest);
  return amounts;
}
