/** Ids as Discord makes them (snowflakes), increasing, so later things sort after earlier ones. */
export class Snowflakes {
  private last = 1_400_000_000_000_100_000n;

  next(): string {
    this.last += 1n;
    return this.last.toString();
  }
}
