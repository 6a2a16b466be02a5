/**
 * Reading what people type into forms, as they mean it: full-width digits and punctuation
 * (１２／３，４) are the same numbers and separators as ASCII ones, and a length is counted in
 * the characters people see (an emoji is one), not in UTF-16 code units.
 */

/** Folds full-width and other compatibility forms to their plain ones (NFKC): １２ → 12, ／ → /, ＝ → =. */
export const folded = (typed: string): string => typed.normalize('NFKC');

/**
 * A whole number typed by a person: digits (full-width ones too), optionally grouped by commas
 * in threes (1,000), at most `maxDigits` digits; null for anything else.
 */
export function typedWholeNumber(typed: string | undefined, maxDigits = 10): number | null {
  if (typed === undefined) return null;
  const text = folded(typed).trim();
  if (!/^\d+$/.test(text) && !/^\d{1,3}(,\d{3})+$/.test(text)) return null;
  const digits = text.replace(/,/g, '');
  return digits.length <= maxDigits ? Number(digits) : null;
}

/** Several numbers typed in a row, separated by spaces, slashes or commas (full-width or ideographic ones too). */
export const typedList = (typed: string): string[] =>
  folded(typed)
    .trim()
    .split(/[\s/,、]+/)
    .filter(Boolean);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters a person sees: grapheme clusters (👨‍👩‍👧 and 🇰🇷 are one each). */
export const visibleLength = (text: string): number => [...graphemes.segment(text)].length;

/** The first `max` visible characters of a text, never cutting an emoji or a letter with its marks in half. */
export function visibleSlice(text: string, max: number): string {
  let out = '';
  let n = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (n++ === max) break;
    out += segment;
  }
  return out;
}
