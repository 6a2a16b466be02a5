import { createHash, randomBytes } from 'node:crypto';
import { DISCORD_ID, HEX_64 } from '../kernel/fair-record.js';

export { DISCORD_ID, HEX_64 };

export const SEED_BYTES = 32;
/** A Discord id (snowflake): made by Discord, its top 42 bits the milliseconds since 2015. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/** When Discord made the id, or null for anything that is not one. */
export const discordIdTime = (id: string): Date | null => (DISCORD_ID.test(id) ? new Date(Number((BigInt(id) >> 22n) + DISCORD_EPOCH)) : null);

/** How tables show a commitment: its first 12 hex digits (48 bits), enough to hold the server to it. */
export const FINGERPRINT_LENGTH = 12;
export const fingerprint = (hash: string): string => hash.slice(0, FINGERPRINT_LENGTH);

/** A new secret seed: 32 bytes from node:crypto, as 64 lowercase hex digits. */
export const newSeed = (): string => randomBytes(SEED_BYTES).toString('hex');

/** The commitment shown before the game: SHA-256 of the 32 seed bytes (not of its hex text), as hex. */
export const commitmentOf = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
