import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/** The headers Discord signs an interaction request with. */
export const SIGNATURE_HEADER = 'x-signature-ed25519';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';

/**
 * The application's Ed25519 key pair as Discord holds it: the public key is what the Developer
 * Portal shows (hex of the raw 32 bytes, the bot's DISCORD_PUBLIC_KEY); the private key signs each
 * request, over the timestamp followed by the raw body.
 */
export class SigningKeys {
  private readonly privateKey: KeyObject;
  readonly publicKeyHex: string;

  constructor() {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    this.privateKey = privateKey;
    // An SPKI DER of an Ed25519 key ends with the raw 32-byte key.
    this.publicKeyHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  }

  /** The hex signature Discord puts in X-Signature-Ed25519 for `body` sent at `timestamp` (unix seconds). */
  sign(timestamp: string, body: string): string {
    return sign(null, Buffer.from(timestamp + body, 'utf8'), this.privateKey).toString('hex');
  }

  /** The two signature headers for `body`, sent now (or at `at`, epoch ms). */
  headers(body: string, at = Date.now()): Record<string, string> {
    const timestamp = String(Math.floor(at / 1000));
    return { [SIGNATURE_HEADER]: this.sign(timestamp, body), [TIMESTAMP_HEADER]: timestamp };
  }
}
