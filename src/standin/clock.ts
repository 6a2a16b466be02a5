/**
 * The stand-in's time: the wall clock, plus however far a test has moved it on. Everything that
 * happens "after N minutes" on Discord's side (an interaction's token expiring, the 3 s answer
 * window) reads this clock, so a test can cross Discord's 15 minutes without waiting them.
 */
export class StandinClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves Discord's time on by `ms` (never back). */
  advance(ms: number): void {
    if (ms < 0) throw new Error('fake Discord: the clock only moves on');
    this.offsetMs += ms;
  }
}
