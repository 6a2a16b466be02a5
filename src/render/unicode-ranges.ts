/** A sorted list of inclusive code point ranges, each naming the font file that holds it. */
export interface RangeTable<Value> {
  starts: Uint32Array;
  ends: Uint32Array;
  values: Value[];
}

/** Reads a CSS unicode-range list ("U+0-ff,U+131,U+4e00-4e0f") into [start, end] pairs. */
export function parseUnicodeRange(list: string): Array<[number, number]> {
  return list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return [start, to === undefined ? start : parseInt(to, 16)];
  });
}

export function rangeTable<Value>(entries: ReadonlyArray<{ ranges: ReadonlyArray<[number, number]>; value: Value }>): RangeTable<Value> {
  const all = entries.flatMap((e) => e.ranges.map(([start, end]) => ({ start, end, value: e.value }))).sort((a, b) => a.start - b.start);
  return { starts: Uint32Array.from(all.map((r) => r.start)), ends: Uint32Array.from(all.map((r) => r.end)), values: all.map((r) => r.value) };
}

/** The value whose range holds `codePoint`, or undefined. */
export function lookup<Value>(table: RangeTable<Value>, codePoint: number): Value | undefined {
  let lo = 0;
  let hi = table.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (table.starts[mid]! > codePoint) hi = mid - 1;
    else if (table.ends[mid]! < codePoint) lo = mid + 1;
    else return table.values[mid];
  }
  return undefined;
}
