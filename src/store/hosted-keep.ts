/** What a token reaches: its `@original` and its follow-ups (those since deleted in `gone`). */
interface Reaching {
  original: string | null;
  sent: readonly string[];
  gone?: readonly string[] | undefined;
}

/** Tokens kept per table (newest last): more than enough, since only fresh ones are ever used. */
export const KEPT_TOKENS = 8;

/** The public messages a token can still edit or delete: its `@original` and its follow-ups not deleted since. */
const reaches = (held: Reaching): readonly string[] => {
  const sent = held.gone ? held.sent.filter((m) => !held.gone!.includes(m)) : held.sent;
  return held.original ? [held.original, ...sent] : sent;
};

/**
 * The tokens a table keeps (newest last), at most `max`. Past it, the first to go is the oldest token
 * whose every message a newer one also reaches (an ephemeral answer's, which reaches none, say), so
 * that no message loses the last token able to edit or delete it; the newest is always kept (its
 * follow-ups). Only when every token is the last to reach some message does the oldest go. Without
 * this, opening panels (each an ephemeral answer with a token of its own) pushed out the one token
 * that reached a table posted anew as a follow-up, and that table could no longer be edited.
 */
export function tokensToKeep<T extends Reaching>(tokens: readonly T[], max = KEPT_TOKENS): T[] {
  const kept = [...tokens];
  while (kept.length > max) {
    const spare = kept.findIndex((held, i) => i < kept.length - 1 && reaches(held).every((m) => kept.slice(i + 1).some((newer) => reaches(newer).includes(m))));
    kept.splice(Math.max(spare, 0), 1);
  }
  return kept;
}
