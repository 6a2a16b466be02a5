import type { FakeMessage, InteractionRecord } from './model.js';

/**
 * What Discord does around an interaction's answer, as the stand-in plays it:
 * - the first answer must come within 3 s, or Discord refuses it (10062) and its client shows
 *   "This interaction failed";
 * - callback 5 (deferred reply) shows a "thinking" placeholder that `@original` edits or deletes;
 * - callback 6 (deferred update) acknowledges a click with nothing shown, and `@original` is the
 *   clicked message.
 */

/** Discord's window for the first answer to an interaction. */
export const ANSWER_WINDOW_MS = 3_000;

/** Discord's LOADING message flag: a deferred reply's placeholder ("Parlor is thinking…") until it is edited. */
export const LOADING = 1 << 7;
export const EPHEMERAL = 1 << 6;

/** An interaction answered by a deferral: where the answer was shown in the end. */
export type DeferredRecord = InteractionRecord;

/** The first answer came too late: Discord has given up on the interaction. */
export function isLate(record: InteractionRecord, now: number): boolean {
  return !record.callback && now - record.sentAt > ANSWER_WINDOW_MS;
}

/**
 * The answer is complete as the person sees it: answered at once, or a deferral filled in (its
 * placeholder edited or deleted, its clicked message edited, or a follow-up sent).
 */
export function answerComplete(record: InteractionRecord, editsBefore: number): boolean {
  const type = record.callback?.type;
  if (type === 5) {
    const placeholder = record.messages[0];
    return !placeholder || placeholder.edits > 0 || Boolean(placeholder.deleted) || record.messages.length > 1;
  }
  if (type === 6) return (record.deferredOn?.edits ?? 0) > editsBefore || record.messages.length > 0;
  return Boolean(record.callback);
}

/** What the person who acted sees as the answer, deferred or not: its text and whether only they see it. */
export function finalAnswer(record: InteractionRecord): { text: string; ephemeral: boolean; deferred: boolean } {
  const type = record.callback?.type;
  const shown = (m: FakeMessage) => ({ text: visibleText(m), ephemeral: (m.flags & EPHEMERAL) === EPHEMERAL });
  if (type === 5) {
    const last = record.messages.filter((m) => !m.deleted).at(-1)!;
    return { ...shown(last), deferred: true };
  }
  if (type === 6) {
    const followUp = record.messages.at(-1);
    return { ...(followUp ? shown(followUp) : shown(record.deferredOn!)), deferred: true };
  }
  const data = record.callback?.data ?? {};
  return { text: visibleText(data), ephemeral: type === 4 && (Number(data.flags ?? 0) & EPHEMERAL) === EPHEMERAL, deferred: false };
}

/**
 * The text a person sees in a message: content, embed titles, descriptions and fields, and the
 * Text Displays of a Components V2 message (wherever they are, in a Container say) with the
 * markdown of headings, small text and bold names taken off as Discord's client shows them.
 */
export function visibleText(message: { content?: string; embeds?: any[]; components?: any[] }): string {
  const displays = textDisplays(message.components ?? []).map(plainMarkdown);
  // A V2 message has no content: its text starts with its first Text Display.
  const parts = message.content || displays.length === 0 ? [message.content ?? ''] : [];
  for (const e of message.embeds ?? []) {
    parts.push(e.title ?? '', e.description ?? '');
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  parts.push(...displays);
  return parts.join('\n');
}

/** The contents of the Text Displays among `components`, nested ones included, in order. */
export function textDisplays(components: any[]): string[] {
  return components.flatMap((c) => [
    ...(c?.type === 10 ? [String(c.content ?? '')] : []),
    ...(Array.isArray(c?.components) ? textDisplays(c.components) : []),
    ...(c?.accessory ? textDisplays([c.accessory]) : []),
  ]);
}

/** The markdown the V2 conversion adds (a `### ` title, `-# ` small text, a `**name**` line) taken off, as in the embed it came from. */
const plainMarkdown = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/^(###|-#) /, '').replace(/^\*\*(.+)\*\*$/, '$1'))
    .join('\n');
