/**
 * The publisher's REST calls in flight, at most `limit` at once. A call may step out while it
 * waits for something that is not Discord (a table's picture being drawn), so its place serves
 * another call meanwhile; once ready it comes back ahead of any call not yet started.
 */
export class RestCalls {
  private inFlight = 0;
  private steppedOut = 0;
  private readonly ready: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  get count(): number {
    return this.inFlight;
  }

  /** Whether a new call may start now. */
  get free(): boolean {
    return this.inFlight < this.limit;
  }

  /** No call in flight and none stepped out. */
  get idle(): boolean {
    return this.inFlight === 0 && this.steppedOut === 0;
  }

  take(): void {
    this.inFlight++;
  }

  /** A call ended: its place goes to a call coming back first. */
  release(): void {
    const next = this.ready.shift();
    if (next) next();
    else this.inFlight--;
  }

  /** Gives up this call's place while `made` is awaited (`freed` may start another call), then takes a place back. */
  async stepOut<T>(made: Promise<T>, freed: () => void): Promise<T> {
    this.steppedOut++;
    this.release();
    freed();
    try {
      return await made;
    } finally {
      await new Promise<void>((resolve) => {
        if (this.free) {
          this.inFlight++;
          resolve();
        } else this.ready.push(resolve);
      });
      this.steppedOut--;
    }
  }
}
