// Generates the Yahtzee computer's value tables (one per Joker rule) into src/games/yahtzee/:
// npm run gen:yahtzee. Prints each table's build time, size and exact expected score.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { solveValues } from '../src/games/yahtzee/computer-solve.js';
import { STATE_COUNT, stateIndex } from '../src/games/yahtzee/computer-states.js';
import { encodeTable, tableFile } from '../src/games/yahtzee/computer-table.js';

for (const rule of ['free', 'forced'] as const) {
  const started = performance.now();
  const values = solveValues(rule);
  const seconds = (performance.now() - started) / 1000;
  const bytes = encodeTable(values);
  const file = fileURLToPath(tableFile(rule));
  writeFileSync(file, bytes);
  console.log(
    `${rule}: ${STATE_COUNT} states solved in ${seconds.toFixed(1)} s; expected score ${values[stateIndex(0, 0, false)]!.toFixed(10)}; ${file}: ${bytes.length} bytes`,
  );
}
