import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { FakeDiscord, FakeMessage, FakeUser } from '../../src/standin/server.js';
import { answerText, controlOf, isEphemeralAnswer } from './fake-discord/driver.js';
import { fingerprint } from '../../src/fair/commitment.js';

const LONG_HEX = /[0-9a-f]{64}/i;
const TSX = import.meta.resolve('tsx');
const VERIFY = fileURLToPath(new URL('../../src/app/verify-cli.ts', import.meta.url));

/** No public message (post, edit or interaction response anyone can see) carries a 64-digit hex value. */
export function expectNoLongHexInPublic(fake: FakeDiscord, from = 0): number {
  const bodies = fake.publicBodies(from);
  for (const b of bodies) expect(b.text, `a public message to ${b.path}`).not.toMatch(LONG_HEX);
  return bodies.length;
}

/**
 * Clicks 🔐 Verify on `message`: the answer is private and holds the revealed seed of `revealed` in
 * full with its verify command, which the real verifier then accepts. Returns the verifier's output.
 */
export async function verifyThroughButton(
  fake: FakeDiscord,
  user: FakeUser,
  message: FakeMessage,
  revealed: { seed: string; commitment: string; publicValue: string },
  verifier: { script?: string; scripted?: boolean } = {},
): Promise<string> {
  const answer = await fake.click(user, message, controlOf(message, /^h1:fair:/));
  expect(isEphemeralAnswer(answer)).toBe(true);
  const text = answerText(answer);
  expect(text).toContain(revealed.seed);
  expect(text).toContain(revealed.commitment);
  expect(text).toContain(revealed.publicValue);
  const command = new RegExp(`npm run verify -- ([^\\n\`]*${revealed.seed}[^\\n\`]*)`).exec(text)?.[1];
  expect(command, 'the verify command next to the seed').toBeDefined();
  const args = ['--import', TSX, verifier.script ?? VERIFY, ...command!.trim().split(' ')];
  // A test's scripted deck or dice replace the seed's draws (the seed is still committed and revealed): only the count can differ.
  const stdout = await promisify(execFile)(process.execPath, args).then(
    (done) => done.stdout,
    (error: { stdout?: string }) => (verifier.scripted ? (error.stdout ?? '') : Promise.reject(error)),
  );
  expect(stdout).toContain(`sha256(seed) = ${revealed.commitment}`);
  expect(stdout).toContain('hash: matches the seed');
  expect(stdout).toContain('public value: a Discord id');
  // Scripted draws never read the seed's stream, so only a real game's replay must match its count.
  if (!verifier.scripted) expect(stdout).toMatch(/\nverified\n/);
  return stdout;
}

/** The table shows the seed's hash by its first 12 digits only. */
export const expectFingerprint = (text: string, commitment: string): void => {
  expect(text).toContain(fingerprint(commitment));
  expect(text).not.toContain(commitment);
};
