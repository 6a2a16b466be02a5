/**
 * One lane per key: tasks given the same key run one after another, in the order given; other
 * keys run alongside. The runner keys by channel, so clicks on one table in this process never
 * race each other's compare-and-set (which stays for other processes).
 */
export class Lanes {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` once every earlier task of `key` has settled; `waited` says whether any had to be waited for. */
  run<T>(key: string, task: (waited: boolean) => Promise<T>): Promise<T> {
    const before = this.tails.get(key);
    const result = before
      ? before.then(
          () => task(true),
          () => task(true),
        )
      : task(false);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have work queued or running (for tests and logs). */
  get busy(): number {
    return this.tails.size;
  }
}
