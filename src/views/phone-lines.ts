/**
 * How many lines a text takes at a phone's width (a message about 320 px wide): about 38 Latin
 * characters or 20 CJK characters a line. Markdown marks take no room; a mention shows as "@" and
 * a display name (`nameWidth` characters wide, as it is unknown when the words are made).
 */
export const PHONE_LINE = 38;
const WIDE = PHONE_LINE / 20;

/** CJK ideographs, kana, Hangul, full-width forms and emoji: about twice a Latin letter's width. */
const isWide = (ch: string): boolean => /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{1f000}-\u{1faff}\u2600-\u27bf]/u.test(ch);

/** The text as it reads on screen: no markdown marks, mentions as names. */
export function shownText(text: string, nameWidth = 12): string {
  return text
    .replace(/<@!?\d+>/g, `@${'n'.repeat(nameWidth)}`)
    .replace(/^(#{1,3}|-#) /gm, '')
    .replace(/\*\*|~~|__|`/g, '');
}

const widthOf = (word: string): number => [...word].reduce((sum, ch) => sum + (isWide(ch) ? WIDE : 1), 0);

/** The lines one paragraph wraps into: words kept whole where they fit, a wide character a word of its own. */
function wrapped(paragraph: string): number {
  const words =
    paragraph.match(
      /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu,
    ) ?? [];
  let lines = 1;
  let used = 0;
  for (const word of words) {
    const width = widthOf(word.trimEnd());
    const room = PHONE_LINE - used;
    if (width <= room) used += widthOf(word);
    else if (width > PHONE_LINE) {
      // A word longer than a line is broken where the line ends.
      const total = used + width;
      lines += Math.floor(total / PHONE_LINE);
      used = total % PHONE_LINE;
    } else {
      lines++;
      used = widthOf(word);
    }
  }
  return lines;
}

/** Lines of `text` at a phone's width; an empty text takes none. */
export function phoneLines(text: string, nameWidth = 12): number {
  const shown = shownText(text, nameWidth).trim();
  if (!shown) return 0;
  return shown.split('\n').reduce((sum, paragraph) => sum + wrapped(paragraph), 0);
}
