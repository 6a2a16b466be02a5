import { seededRng } from '../../src/fair/seeded-rng.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { pirateComputer } from '../../src/games/pirate/computer.js';
import { heuristicPirate } from './pirate-baselines.js';
import { sightOf } from './pirate-match.js';
const SEED = '77'.repeat(32);
for (const [name, pol] of [['computer', pirateComputer], ['heuristic', heuristicPirate]] as const) for (const n of [2, 4]) {
  const sizes: Record<string, number> = {};
  let rounds = 0;
  for (let g = 0; g < 200; g++) {
    const d = seededRng(SEED, `d${g}`), m = seededRng(SEED, `m${g}`);
    let s = pirateDice.setup(Array.from({ length: n }, (_, i) => `p${i}`), { onesWild: true }, d);
    while (!s.winner) {
      const p = s.turn!;
      const r = pirateDice.apply(s, p, pol(sightOf(s, p), m), d);
      if (!r.ok) throw new Error('x');
      if (r.state.lastReveal && r.state.lastReveal !== s.lastReveal) {
        const l = r.state.lastReveal; const diff = l.actual - l.bet.count;
        const k = diff === 0 ? 'exact' : `${diff > 0 ? 'challenger' : 'bettor'} ${Math.min(3, Math.abs(diff))}${Math.abs(diff) >= 3 ? '+' : ''}`;
        sizes[k] = (sizes[k] ?? 0) + 1; rounds++;
      }
      s = r.state;
    }
  }
  console.log(name, `${n}p`, Object.entries(sizes).sort().map(([k, v]) => `${k}: ${(100 * v / rounds).toFixed(1)}%`).join(', '));
}
