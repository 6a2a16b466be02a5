import { createHmac } from 'node:crypto';
import type { PositionedRng } from '../rng.js';

export type { PositionedRng };

const WORDS_PER_BLOCK = 8;
const WORD_RANGE = 2 ** 32;

/**
 * Block `index` of the stream: HMAC-SHA256 keyed with the 32 seed bytes over the public value
 * (UTF-8), one zero byte, and the block index as 8 bytes big-endian. Each block is eight 32-bit words.
 */
export function streamBlock(seed: Buffer, publicValue: string, index: number): Buffer {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(index));
  return createHmac('sha256', seed)
    .update(Buffer.from(publicValue, 'utf8'))
    .update(Buffer.from([0]))
    .update(counter)
    .digest();
}

/**
 * The draws of one game (one Hold'em hand): `int(n)` reads 32-bit words from the seed's stream and
 * keeps the first below the largest multiple of n (rejection sampling), so every result is exactly
 * equally likely. `position` resumes a stream where an earlier change left it.
 */
export function seededRng(seedHex: string, publicValue: string, position = 0): PositionedRng {
  const seed = Buffer.from(seedHex, 'hex');
  let at = position;
  let block: { index: number; bytes: Buffer } | null = null;
  const nextWord = (): number => {
    const index = Math.floor(at / WORDS_PER_BLOCK);
    if (block?.index !== index) block = { index, bytes: streamBlock(seed, publicValue, index) };
    const word = block.bytes.readUInt32BE((at % WORDS_PER_BLOCK) * 4);
    at++;
    return word;
  };
  return {
    get position() {
      return at;
    },
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > WORD_RANGE)
        throw new RangeError(`int(${maxExclusive}): the bound must be a whole number from 1 to 2^32`);
      const limit = WORD_RANGE - (WORD_RANGE % maxExclusive);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}
