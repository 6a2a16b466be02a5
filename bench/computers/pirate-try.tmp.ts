import { seededRng } from '../../src/fair/seeded-rng.js';
import { choosePirateMove, DEFAULT_PIRATE_OPTIONS, type PirateComputerOptions } from '../../src/games/pirate/computer.js';
import { heuristicPirate } from './pirate-baselines.js';
import { playPirateGame, type PiratePolicy } from './pirate-match.js';
import { pirateDice } from '../../src/games/pirate/rules.js';

const v = (o: Partial<PirateComputerOptions>): PiratePolicy => (s, r) => choosePirateMove(s, r, { ...DEFAULT_PIRATE_OPTIONS, ...o });
const old = v({ climb: { open: 2, raise: 2 } });
const N = Number(process.env.N ?? 600);
const ROWS = (process.env.ROWS ?? "h4,o4").split(",");
const climbs = (process.env.CLIMBS ?? '1/1').split(',').map((c) => { const [open, raise, pick] = c.split('/'); return { open: Number(open), raise: Number(raise), pick: pick === 'best' }; });
function row(label: string, hero: PiratePolicy, villain: PiratePolicy, players: number) {
  let wins = 0, rounds = 0;
  for (let g = 0; g < N; g++) {
    const ids = Array.from({ length: players }, (_, i) => `seat${i}`);
    const h = ids[g % players]!;
    const r = playPirateGame(ids.map((id) => ({ id, policy: id === h ? hero : villain })), true, seededRng('b0'.repeat(32), `dice:${label}:${g}`), seededRng('b0'.repeat(32), `moves:${label}:${g}`));
    if (r.winner === h) wins++;
    rounds += r.rounds;
  }
  return `${(100 * wins / N).toFixed(1)}%`;
}
/** Bets per round when everyone plays the same policy (4 players). */
function pace(p: PiratePolicy) {
  let bets = 0, rounds = 0; const opens: number[] = [];
  for (let g = 0; g < 100; g++) {
    const rng = seededRng('c1'.repeat(32), `pace:${g}`);
    let s = pirateDice.setup(['a','b','c','d'], { onesWild: true }, rng);
    while (!s.winner) {
      const pl = s.turn!;
      const a = p({ player: pl, table: pirateDice.publicView(s), own: pirateDice.playerView(s, pl) }, rng);
      if (a.type === 'bet') { bets++; if (!s.bet && s.round === 1) opens.push(a.count); } else rounds++;
      const res = pirateDice.apply(s, pl, a, rng); if (!res.ok) throw new Error('x'); s = res.state;
    }
  }
  return `${(bets / rounds).toFixed(1)} bets/round, first open avg ${(opens.reduce((a,b)=>a+b,0)/opens.length).toFixed(1)}`;
}
for (const c of climbs) {
  const p = v({ climb: { open: c.open, raise: c.raise }, openOnBest: c.pick });
  const out: string[] = [];
  if (ROWS.includes('h4')) out.push(`vs3H ${row('h4', p, heuristicPirate, 4)}`);
  if (ROWS.includes('h2')) out.push(`vsH ${row('h2', p, heuristicPirate, 2)}`);
  if (ROWS.includes('o4')) out.push(`vs3old ${row('o4', p, old, 4)}`);
  if (ROWS.includes('o2')) out.push(`vsold ${row('o2', p, old, 2)}`);
  if (ROWS.includes('pace')) out.push(pace(p));
  console.log(`climb ${c.open}/${c.raise}/${c.pick}: ${out.join(' ')}`);
}
