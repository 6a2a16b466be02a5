import type { GameEvent, PlayerId } from '../games/engine.js';
import { engineFor } from '../games/registry.js';
import type { Session } from '../store/session.js';
import type { PirateState } from '../games/pirate/actions.js';
import type { YahtzeeState } from '../games/yahtzee/actions.js';
import type { BobingState } from '../games/bobing/actions.js';
import type { HoldemState } from '../games/holdem/actions.js';
import type { XianqiState } from '../games/xianqi/actions.js';
import type { ZhuangyuanKind } from '../games/bobing/classify.js';
import { total } from '../games/yahtzee/scoring.js';
import { kindRank, type Best, type Counter, type GameResult, type PlayerResult } from './figures.js';

/** Collects what one transition adds, per person. */
class Tally {
  private readonly byPlayer = new Map<PlayerId, PlayerResult>();

  add(userId: PlayerId, counter: Counter, value: number): void {
    const entry = this.entry(userId);
    entry.add[counter] = (entry.add[counter] ?? 0) + value;
  }

  best(userId: PlayerId, best: Best, value: number): void {
    const entry = this.entry(userId);
    entry.best[best] = Math.max(entry.best[best] ?? value, value);
  }

  /** A game played to its end: every participant played it (leavers too), only the winners won. */
  played(players: readonly PlayerId[], winners: readonly PlayerId[]): void {
    for (const p of players) {
      this.add(p, 'played', 1);
      this.add(p, 'won', winners.includes(p) ? 1 : 0);
    }
  }

  get players(): PlayerResult[] {
    return [...this.byPlayer.values()];
  }

  private entry(userId: PlayerId): PlayerResult {
    let entry = this.byPlayer.get(userId);
    if (!entry) this.byPlayer.set(userId, (entry = { userId, add: {}, best: {} }));
    return entry;
  }
}

/** The game ended in this transition (by play, or because everyone left), not closed half-way. */
function gameEnded(previous: Session, next: Session): boolean {
  if (previous.phase !== 'playing' || next.state === null) return false;
  const engine = engineFor(next.game);
  return engine.outcome(next.state) !== null && engine.outcome(previous.state) === null;
}

const eventsOf = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

function pirate(previous: Session, next: Session, events: readonly GameEvent[], tally: Tally): void {
  // A challenge is won by the challenger when the bet was more than the dice showed.
  for (const e of eventsOf(events, 'challenged')) if ((e.actual as number) < (e.bet as number)) tally.add(e.challenger as string, 'challengesWon', 1);
  if (!gameEnded(previous, next)) return;
  const s = next.state as PirateState;
  tally.played(s.seats, s.winner ? [s.winner] : []);
}

function yahtzee(previous: Session, next: Session, tally: Tally): void {
  if (!gameEnded(previous, next)) return;
  const s = next.state as YahtzeeState;
  tally.played(s.order, engineFor('yahtzee').outcome(s)?.winners ?? []);
  // A leaver's card is unfinished: it counts neither for the best nor the average score.
  for (const p of s.order.filter((p) => !s.leavers.includes(p))) {
    const score = total(s.cards[p] ?? {}, s.extraYahtzees[p] ?? 0);
    tally.add(p, 'scored', 1);
    tally.add(p, 'scoreSum', score);
    tally.best(p, 'bestScore', score);
  }
}

function bobing(previous: Session, next: Session, events: readonly GameEvent[], tally: Tally): void {
  for (const e of eventsOf(events, 'rolled')) if (e.kind) tally.best(e.player as string, 'bestKind', kindRank(e.kind as ZhuangyuanKind));
  if (!gameEnded(previous, next)) return;
  const s = next.state as BobingState;
  tally.played(s.order, s.champion ? [s.champion.player] : []);
  for (const holder of s.holders) if (!s.leavers.includes(holder.player)) tally.add(holder.player, 'zhuangyuanWon', 1);
}

function holdem(previous: Session, next: Session, tally: Tally): void {
  const before = previous.state as HoldemState | null;
  const after = next.state as HoldemState | null;
  const hand = after?.lastHand;
  if (after && hand && hand.handNo !== before?.lastHand?.handNo) {
    const dealt = before?.hand && before.handNo === hand.handNo ? before.hand.players : hand.pots.flatMap((pot) => pot.eligible);
    for (const p of new Set(dealt)) tally.add(p, 'handsPlayed', 1);
    const winners = new Set(hand.pots.flatMap((pot) => Object.entries(pot.shares).filter(([, amount]) => amount > 0).map(([p]) => p)));
    for (const p of winners) tally.add(p, 'handsWon', 1);
  }
  // A cash table has no winner of its own: it counts as won for whoever leaves it up on chips.
  if (after && previous.phase === 'playing' && next.phase === 'finished') {
    for (const [p, entry] of Object.entries(after.ledger)) {
      const stack = after.seats.find((seat) => seat.id === p)?.stack ?? 0;
      const net = stack + entry.cashedOut - entry.boughtIn;
      tally.add(p, 'played', 1);
      tally.add(p, 'won', net > 0 ? 1 : 0);
      tally.add(p, 'net', net);
    }
  }
}

function xianqi(next: Session, events: readonly GameEvent[], tally: Tally): void {
  const s = next.state as XianqiState | null;
  if (!s) return;
  for (const e of eventsOf(events, 'settled')) {
    const changes = e.changes as Record<PlayerId, number>;
    tally.played(s.seats, s.seats.filter((p) => !s.leavers.includes(p) && (changes[p] ?? 0) > 0));
    for (const p of s.seats) tally.add(p, 'net', changes[p] ?? 0);
  }
}

/**
 * What a committed transition adds to the server's stats, or null when nothing. Pure: the same
 * transition always gives the same result, and the store applies it only with the commit itself.
 */
export function gameResult(previous: Session, next: Session, events: readonly GameEvent[], at: number): GameResult | null {
  if (!next.guildId || previous.id !== next.id) return null;
  const tally = new Tally();
  switch (next.game) {
    case 'pirate':
      pirate(previous, next, events, tally);
      break;
    case 'yahtzee':
      yahtzee(previous, next, tally);
      break;
    case 'bobing':
      bobing(previous, next, events, tally);
      break;
    case 'holdem':
      holdem(previous, next, tally);
      break;
    case 'xianqi':
      xianqi(next, events, tally);
      break;
  }
  const players = tally.players;
  return players.length === 0 ? null : { guildId: next.guildId, game: next.game, at, players };
}
