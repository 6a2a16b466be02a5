import { createHash } from 'node:crypto';
import type { PictureFormat } from './picture.js';

/** Bump when any picture's drawing changes, so cached pictures of the old drawing are not served. */
export const RENDER_VERSION = 6;

/** JSON with object keys sorted, so the same data gives the same text however it was built. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The content key of a picture: what it is, how it is drawn and encoded, and every input it is drawn from. */
export function pictureKey(name: string, format: PictureFormat, inputs: unknown): string {
  return createHash('sha256')
    .update(`${RENDER_VERSION}|${name}|${format}|${canonicalJson(inputs)}`)
    .digest('base64url');
}

export interface EncodedPicture {
  bytes: Buffer;
  alt: string;
  format: PictureFormat;
  width: number;
  height: number;
}

/**
 * Encoded pictures by content key, least recently used dropped first. Holds the promise, so a
 * picture asked for twice while it is being encoded is encoded once; a failed one is forgotten.
 */
export class PictureCache {
  private readonly entries = new Map<string, Promise<EncodedPicture>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries = 512,
    readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The picture under `key`, made by `make` when it is not held. */
  get(key: string, make: () => Promise<EncodedPicture>): { picture: Promise<EncodedPicture>; cached: boolean } {
    const held = this.entries.get(key);
    if (held) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, held);
      return { picture: held, cached: true };
    }
    this.misses++;
    const made = make();
    this.entries.set(key, made);
    made.then(
      (picture) => {
        if (this.entries.get(key) !== made) return;
        this.sizes.set(key, picture.bytes.length);
        this.bytes += picture.bytes.length;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === made) this.entries.delete(key);
      },
    );
    this.trim();
    return { picture: made, cached: false };
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= this.sizes.get(key) ?? 0;
      this.sizes.delete(key);
    }
  }
}
