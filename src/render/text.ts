/** Characters that would reorder or hide text around a name (bidi overrides, controls, zero-width joiners kept for emoji). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A display name made safe to draw on one line: no controls or direction overrides, spaces collapsed. */
export function cleanLabel(raw: string): string {
  return raw.replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
}

/** Undoes the markdown escapes and mention breakers that text views add to organiser text (e.g. 博饼 prize names). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~`|[\]()])/g, '$1').replace(/\u200b/g, '');
}

let segmenter: Intl.Segmenter | undefined;
/** User-perceived characters: an emoji with its modifiers or a Hangul syllable is one. */
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * The longest start of `text` that fits `maxWidth` with an ellipsis, cut between graphemes;
 * `text` itself when it fits.
 */
export function ellipsize(text: string, maxWidth: number, width: (s: string) => number): string {
  if (width(text) <= maxWidth) return text;
  const parts = graphemes(text);
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (width(`${parts.slice(0, mid).join('').trimEnd()}…`) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${parts.slice(0, lo).join('').trimEnd()}…`;
}

/** Groups digits the table language's way (1,980 · 1,980 · 1,980): every language here groups by thousands with commas. */
export const chips = (n: number): string => n.toLocaleString('en-US');

/** Drops markdown emphasis (**bold**) that catalog lines carry for Discord's text views. */
export const withoutMarkdown = (text: string): string => text.replace(/\*\*|__/g, '');
