// Prints, for every golden state of every game (the largest and busiest tables and panels), how small
// its smallest word and its smallest die, card or piece come out on a phone (picture shown 320 px wide),
// and any text drawn over another or cut: `npm run pictures:legibility [game]`. Exits 1 below the goal.
import { describeDrawn, legibilityOf, LEGIBLE, meetsGoal, PHONE_WIDTH, recordPicture, type Smallest } from '../src/render/legibility.js';
import { GOLDEN_LOCALES, RENDER_CASES } from '../test/support/render-cases.js';

const only = process.argv[2];
const cell = (s: Smallest | null): string => (s ? `${s.shown.toFixed(1).padStart(5)} px ${s.what}` : '    – ');
const perGame = new Map<string, { word: number; item: number }>();
let failing = 0;

console.log(
  `Goal at ${PHONE_WIDTH} px wide: words ≥ ${LEGIBLE.wordPx} px, dice, card indices and pieces ≥ ${LEGIBLE.itemPx} px; nothing over anything, nothing cut.\n`,
);
for (const c of RENDER_CASES.filter((r) => !only || r.game === only)) {
  for (const locale of GOLDEN_LOCALES) {
    const picture = c.picture(locale);
    const report = legibilityOf(recordPicture(picture, locale), picture.width);
    const ok = meetsGoal(report) && report.overlaps.length === 0 && report.cut.length === 0;
    if (!ok) failing += 1;
    const best = perGame.get(c.game) ?? { word: Infinity, item: Infinity };
    perGame.set(c.game, {
      word: Math.min(best.word, report.smallestWord?.shown ?? Infinity),
      item: Math.min(best.item, report.smallestItem?.shown ?? Infinity),
    });
    console.log(
      `${ok ? '  ' : '✗ '}${`${c.game}/${c.name}.${locale}`.padEnd(34)} word ${cell(report.smallestWord).padEnd(44)} item ${cell(report.smallestItem)}`,
    );
    for (const [a, b] of report.overlaps.slice(0, 5)) console.log(`      overlap: ${describeDrawn(a)} × ${describeDrawn(b)}`);
    for (const t of report.cut.slice(0, 5)) console.log(`      cut: ${JSON.stringify(t.wanted)} → ${JSON.stringify(t.text)}`);
  }
}
console.log('\nSmallest on a phone, per game:');
for (const [game, s] of perGame)
  console.log(`  ${game.padEnd(8)} words ${s.word.toFixed(1)} px   dice/cards/pieces ${s.item === Infinity ? '–' : `${s.item.toFixed(1)} px`}`);
console.log(failing ? `\n${failing} picture(s) below the goal or with overlaps or cuts.` : '\nEvery picture meets the goal.');
process.exitCode = failing ? 1 : 0;
