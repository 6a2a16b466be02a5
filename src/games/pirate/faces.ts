/**
 * A die face in the words Discord shows beside and instead of the pictures: a keycap emoji (5️⃣).
 * Discord draws an emoji as an image as tall as the line, where ⚀ to ⚅ are characters of the
 * text's font and come out as tiny squares on a phone. A digit reads the same in every language
 * ("3 × 5️⃣", "3 个 5️⃣", "5️⃣ 3개") and, being a number, takes no particle of its own in Korean.
 */
export const FACE_TEXT: readonly string[] = ['1️⃣', '2️⃣', '3️⃣', '4️⃣', '5️⃣', '6️⃣'];

export const dieFace = (face: number): string => FACE_TEXT[face - 1] ?? '?';

export const diceRow = (dice: readonly number[]): string => (dice.length ? dice.map(dieFace).join(' ') : '—');
