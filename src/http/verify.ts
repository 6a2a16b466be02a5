import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** An Ed25519 public key as SubjectPublicKeyInfo DER is this fixed prefix and then the 32 raw bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Discord signs each interaction it sends; a signature older than this is refused (a replay). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** How far ahead of this machine's clock a signature's timestamp may be (the clocks are not exactly equal). */
export const SIGNATURE_FUTURE_SKEW_MS = 10_000;

/** The application's public key (64 hex digits, as the Developer Portal shows it) as a key node:crypto verifies with. */
export function publicKeyFromHex(hex: string): KeyObject {
  const raw = Buffer.from(hex, 'hex');
  if (raw.length !== 32) throw new Error('an Ed25519 public key is 32 bytes (64 hexadecimal digits)');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

export type Verdict = 'ok' | 'missing' | 'bad-signature' | 'stale';

/**
 * Discord's signature over an interaction: Ed25519 of the `X-Signature-Timestamp` header followed by
 * the raw body, in `X-Signature-Ed25519` (hex). The timestamp (Unix seconds) must be recent, so an
 * interaction recorded once cannot be delivered again later.
 */
export function verifySignature(key: KeyObject, signature: string | undefined, timestamp: string | undefined, rawBody: Buffer, nowMs: number): Verdict {
  if (!signature || !timestamp) return 'missing';
  if (!/^[0-9a-fA-F]{128}$/.test(signature) || !/^\d{1,12}$/.test(timestamp)) return 'bad-signature';
  const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), rawBody]);
  if (!verify(null, signed, key, Buffer.from(signature, 'hex'))) return 'bad-signature';
  const ageMs = nowMs - Number(timestamp) * 1000;
  if (ageMs > SIGNATURE_MAX_AGE_MS || ageMs < -SIGNATURE_FUTURE_SKEW_MS) return 'stale';
  return 'ok';
}
