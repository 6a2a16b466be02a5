import type { Outcome, PlayerId } from '../kernel/engine.js';
import type { GameTable } from '../kernel/plugin.js';
import type { FigureKind, FigureTally, PlayerResult } from '../kernel/stats.js';

/**
 * Collects what one transition adds, per person, to the figures a game declared: adding to a
 * figure kept as a best (or the other way round), or to one the game never declared, is a bug.
 */
export class Tally<Figure extends string> implements FigureTally<Figure> {
  private readonly byPlayer = new Map<PlayerId, PlayerResult>();

  constructor(private readonly figures: { readonly [F in Figure]: FigureKind }) {}

  add(userId: PlayerId, figure: Figure, value: number): void {
    this.check(figure, 'add');
    const entry = this.entry(userId);
    entry.add[figure] = (entry.add[figure] ?? 0) + value;
  }

  best(userId: PlayerId, figure: Figure, value: number): void {
    this.check(figure, 'best');
    const entry = this.entry(userId);
    entry.best[figure] = Math.max(entry.best[figure] ?? value, value);
  }

  /** A game played to its end: every participant played it (leavers too), only the winners won. */
  played(this: Tally<Figure | 'played' | 'won'>, players: readonly PlayerId[], winners: readonly PlayerId[]): void {
    for (const p of players) {
      this.add(p, 'played', 1);
      this.add(p, 'won', winners.includes(p) ? 1 : 0);
    }
  }

  get players(): PlayerResult[] {
    return [...this.byPlayer.values()];
  }

  private check(figure: string, mode: FigureKind['mode']): void {
    const figures: Readonly<Record<string, FigureKind>> = this.figures;
    const kind = figures[figure];
    if (kind?.mode !== mode) throw new Error(`figure ${figure} is not declared as kept by ${mode}`);
  }

  private entry(userId: PlayerId): PlayerResult {
    let entry = this.byPlayer.get(userId);
    if (!entry) this.byPlayer.set(userId, (entry = { userId, add: {}, best: {} }));
    return entry;
  }
}

/** The game ended in this change (by play, or because everyone left), not closed half-way. */
export function gameEnded<State>(engine: { outcome(state: State): Outcome | null }, change: { previous: GameTable<State>; next: GameTable<State> }): boolean {
  const { previous, next } = change;
  if (previous.phase !== 'playing' || next.state === null) return false;
  return engine.outcome(next.state) !== null && (previous.state === null || engine.outcome(previous.state) === null);
}
