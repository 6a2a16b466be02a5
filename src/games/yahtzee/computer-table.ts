/**
 * The value tables of the optimal strategy, one per Joker rule, generated into the repository by
 * `npm run gen:yahtzee` (computer-solve.ts) and read from beside this module on first use: Float32
 * little-endian in `stateIndex` order, Brotli-compressed. A worker thread that imports the policy
 * reads them the same way (the build copies them to dist/ with the other non-TypeScript files).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { STATE_COUNT } from './computer-states.js';
import type { JokerRule } from './scoring.js';

export const tableFile = (rule: JokerRule): URL => new URL(`./computer-values-${rule}.f32.br`, import.meta.url);

/** Float32 little-endian, Brotli at its best compression (deterministic, so regenerating changes no byte). */
export function encodeTable(values: Float64Array): Buffer {
  const raw = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => raw.writeFloatLE(v, i * 4));
  return brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
}

export function decodeTable(compressed: Buffer): Float32Array {
  const raw = brotliDecompressSync(compressed);
  if (raw.length !== STATE_COUNT * 4) throw new Error(`Yahtzee value table: ${raw.length} bytes, expected ${STATE_COUNT * 4}`);
  const values = new Float32Array(STATE_COUNT);
  for (let i = 0; i < STATE_COUNT; i++) values[i] = raw.readFloatLE(i * 4);
  return values;
}

const loaded = new Map<JokerRule, Float32Array>();

/** The table for `rule`, read once per process (or worker). */
export function valueTable(rule: JokerRule): Float32Array {
  let values = loaded.get(rule);
  if (!values) {
    values = decodeTable(readFileSync(tableFile(rule)));
    loaded.set(rule, values);
  }
  return values;
}
