import type { PlayerId } from '../../kernel/engine.js';

export interface Relation {
  xian: PlayerId;
  kou: PlayerId;
  /** Whether the 掀 player was already 够 (3 or more 柱) when they 掀'd. */
  wasGou: boolean;
}

export interface Payment {
  from: PlayerId;
  to: PlayerId;
  amount: number;
  reason: 'gou' | 'ci' | 'xian';
}

export const isGou = (zhu: number): boolean => zhu >= 3 && zhu < 6;
export const isCi = (zhu: number): boolean => zhu >= 6;
const notGou = (zhu: number): boolean => zhu < 3;

/** Whether `player` is 够 but collects no 够 payments: they lifted (掀) while already 够 and ended below 瓷. */
export function forfeitsGouPay(player: PlayerId, zhu: Readonly<Record<PlayerId, number>>, relations: readonly Relation[]): boolean {
  return relations.some((r) => r.xian === player && r.wasGou) && !isCi(zhu[player] ?? 0);
}

/**
 * The 够 players who collect nothing for it (see `forfeitsGouPay`), named in the settlement only when
 * someone under 3 柱 would otherwise have paid them.
 */
export function unpaidGou(players: readonly PlayerId[], zhu: Readonly<Record<PlayerId, number>>, relations: readonly Relation[]): PlayerId[] {
  if (!players.some((p) => notGou(zhu[p] ?? 0))) return [];
  return players.filter((p) => isGou(zhu[p] ?? 0) && forfeitsGouPay(p, zhu, relations));
}

/**
 * docs/rules/xianqi.md, "Settlement". Every player under 3 柱 pays 1 to each 够 player and 3 to each 瓷 player, except that a
 * player who 掀'd while already 够 and ends below 瓷 collects no 够 payments. Each 掀 made while
 * not 够 by a player still not 够 at the end costs the 掀 player 1 to that 扣 player.
 * Payments move chips between players only, so the changes always sum to zero.
 */
export function settle(
  players: readonly PlayerId[],
  zhu: Readonly<Record<PlayerId, number>>,
  relations: readonly Relation[],
): { payments: Payment[]; changes: Record<PlayerId, number> } {
  const payments: Payment[] = [];
  const forfeitsGou = (p: PlayerId) => forfeitsGouPay(p, zhu, relations);
  for (const payer of players.filter((p) => notGou(zhu[p] ?? 0))) {
    for (const earner of players) {
      const z = zhu[earner] ?? 0;
      if (isCi(z)) payments.push({ from: payer, to: earner, amount: 3, reason: 'ci' });
      else if (isGou(z) && !forfeitsGou(earner)) payments.push({ from: payer, to: earner, amount: 1, reason: 'gou' });
    }
  }
  for (const r of relations) {
    if (!r.wasGou && notGou(zhu[r.xian] ?? 0)) payments.push({ from: r.xian, to: r.kou, amount: 1, reason: 'xian' });
  }
  const changes: Record<PlayerId, number> = Object.fromEntries(players.map((p) => [p, 0]));
  for (const pay of payments) {
    changes[pay.from]! -= pay.amount;
    changes[pay.to]! += pay.amount;
  }
  return { payments, changes };
}
