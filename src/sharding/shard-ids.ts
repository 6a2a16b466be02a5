/** The largest shard id accepted; Discord's largest bots run a few thousand shards. */
const MAX_SHARD_ID = 99_999;

export class ShardIdsError extends Error {}

/**
 * Reads a list of shard ids as operators write it: ranges and single ids separated by commas,
 * `16-31` or `16,17,20-23`. Returns them sorted, each once. Throws a ShardIdsError saying what is wrong.
 */
export function parseShardIds(text: string): number[] {
  const ids = new Set<number>();
  for (const rawPart of text.split(',')) {
    const part = rawPart.trim();
    const match = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(part);
    if (!match) throw new ShardIdsError(`has "${part}", which is neither a shard id nor a range like 16-31`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first) throw new ShardIdsError(`has the range ${part}, which ends before it starts`);
    if (last > MAX_SHARD_ID) throw new ShardIdsError(`names shard ${last}; the largest accepted is ${MAX_SHARD_ID}`);
    for (let id = first; id <= last; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The ids as ranges, the way parseShardIds reads them: [0, 1, 2, 5] → "0-2,5". */
export function formatShardIds(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * The shards of one process among equal ranges: process `index` of a StatefulSet (or of N compose
 * services) runs shards index × perProcess up to the next range, the last range cut at `count`.
 */
export function shardRangeOf(index: number, perProcess: number, count: number): number[] {
  const first = index * perProcess;
  if (first >= count) {
    throw new ShardIdsError(`is ${index}: with ${perProcess} shards per process it would start at shard ${first}, past the last shard (${count - 1})`);
  }
  const last = Math.min(first + perProcess, count) - 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** A process index as given: a whole number, or a StatefulSet pod's name ending in one (`parlor-3` → 3). */
export function parseProcessIndex(text: string): number {
  const match = /^(?:.*-)?(\d{1,5})$/.exec(text.trim());
  if (!match) throw new ShardIdsError(`is "${text}", neither a whole number nor a name ending in -<number> (a StatefulSet pod's name, e.g. parlor-3)`);
  return Number(match[1]);
}
