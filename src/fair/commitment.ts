import { createHash, randomBytes } from 'node:crypto';

export const SEED_BYTES = 32;
export const HEX_64 = /^[0-9a-f]{64}$/;

/** A new secret seed: 32 bytes from node:crypto, as 64 lowercase hex digits. */
export const newSeed = (): string => randomBytes(SEED_BYTES).toString('hex');

/** The commitment shown before the game: SHA-256 of the 32 seed bytes (not of its hex text), as hex. */
export const commitmentOf = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
