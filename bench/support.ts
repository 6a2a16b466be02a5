import type { Redis } from 'ioredis';

/** Prints rows as a table: the first column left-aligned, the figures right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
}

/** Runs a bench against Redis, then removes every key it wrote under `prefix` and disconnects. */
export function runAgainstRedis(main: () => Promise<void>, redis: Redis, prefix: string): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });
}
