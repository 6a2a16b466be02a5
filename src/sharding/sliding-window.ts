/** At most `perWindow` grants in any `windowMs`, in this process only (the shared budget's stand-by while Redis is away). */
export class SlidingWindow {
  private readonly granted: number[] = [];

  constructor(
    readonly perWindow: number,
    readonly windowMs: number,
  ) {}

  /** 0: granted at `now`; otherwise the ms until a grant may be made. */
  take(now: number): number {
    while (this.granted.length > 0 && this.granted[0]! <= now - this.windowMs) this.granted.shift();
    if (this.granted.length < this.perWindow) {
      this.granted.push(now);
      return 0;
    }
    return Math.max(1, this.granted[0]! + this.windowMs - now);
  }
}
