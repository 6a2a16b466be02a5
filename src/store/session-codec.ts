import { Buffer } from 'node:buffer';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { CorruptSessionError, decodeSession, type Session } from '../kernel/session.js';

/**
 * How a session travels to Redis. A small record is its JSON as is (it starts with "{"). A record
 * whose JSON passes COMPRESS_ABOVE bytes is one format byte, then the JSON compressed with raw DEFLATE:
 * sessions repeat the same keys and player ids many times, so a 9-seat Hold'em hand shrinks from
 * about 6 KB to about 1.3 KB. Below the threshold compression is not worth its price: deflating a
 * 1.5 KB Pirate Dice record saves 1 KB of memory but costs about 15 µs on every move.
 */
const DEFLATED_JSON = 0x01;
const PLAIN_JSON = 0x7b; // "{"
/**
 * Just under 2 KB: Redis keeps a string with a header of a few bytes, and jemalloc rounds an allocation
 * past 2,048 bytes up to 2,560, so a plain record of 2,041 to 2,048 bytes would cost 512 bytes more
 * than one of 2,040 (bench:records, the largest 3-player Pirate Dice record: 3,040 bytes of MEMORY
 * USAGE with the threshold at 2,048, 2,528 at 2,040).
 */
export const COMPRESS_ABOVE = 2040;

/** A record as Redis takes it: the JSON string itself when it is small (no copy into a Buffer), else the compressed bytes. */
export type StoredRecord = string | Buffer;

export const encodeSession = (session: Session): StoredRecord => packJson(JSON.stringify(session));

export const decodeStoredSession = (channelId: string, stored: Buffer): Session => decodeSession(channelId, unpackJson(channelId, stored));

export function packJson(json: string): StoredRecord {
  if (Buffer.byteLength(json) <= COMPRESS_ABOVE) return json;
  return Buffer.concat([Buffer.of(DEFLATED_JSON), deflateRawSync(json)]);
}

/** The bytes a record takes in Redis. */
export const recordBytes = (record: StoredRecord): number => (typeof record === 'string' ? Buffer.byteLength(record) : record.length);

export function unpackJson(channelId: string, stored: Buffer): string {
  if (stored[0] === PLAIN_JSON) return stored.toString('utf8');
  if (stored[0] !== DEFLATED_JSON) throw new CorruptSessionError(channelId, 'unknown record format');
  try {
    return inflateRawSync(stored.subarray(1)).toString('utf8');
  } catch {
    throw new CorruptSessionError(channelId, 'compressed record does not inflate');
  }
}
