/**
 * How much a player's bets tell about their dice, and how well the computer's reading of them fits.
 * For every round of seeded games, at the challenge, it takes each player's cup and each face they
 * named that round, and compares the dice that actually count for that face with what the reading
 * predicts: with strength 0 (the plain 1/6 per face) and with the strength the computer uses.
 * observed / predicted near 1 means the reading is calibrated for that kind of player.
 *   npx tsx bench/computers/pirate-evidence.ts      (GAMES=300 by default)
 */
import { pathToFileURL } from 'node:url';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { DEFAULT_PIRATE_OPTIONS, pirateComputer } from '../../src/games/pirate/computer.js';
import { countsFor, opponentFaceChance } from '../../src/games/pirate/computer-evidence.js';
import { heuristicPirate } from './pirate-baselines.js';
import { sightOf, type PiratePolicy } from './pirate-match.js';
import { printTable } from '../support.js';

interface Tally {
  observed: number;
  prior: number;
  reading: number;
}

function measure(policy: PiratePolicy, players: number, games: number, seed: string): Tally {
  const tally: Tally = { observed: 0, prior: 0, reading: 0 };
  const strength = DEFAULT_PIRATE_OPTIONS.evidence;
  for (let g = 0; g < games; g++) {
    const dice = seededRng(seed, `dice:${players}:${g}`);
    const moves = seededRng(seed, `moves:${players}:${g}`);
    let state = pirateDice.setup(
      Array.from({ length: players }, (_, i) => `p${i}`),
      { onesWild: true },
      dice,
    );
    while (!state.winner) {
      const player = state.turn!;
      const action = policy(sightOf(state, player), moves);
      if (action.type === 'challenge') {
        for (const [bettor, cup] of Object.entries(state.secret.cups)) {
          const named = new Set(state.history.filter((b) => b.player === bettor).map((b) => b.face));
          for (const face of named) {
            tally.observed += cup.filter((die) => countsFor(die, face, true)).length;
            tally.prior += cup.length * opponentFaceChance(state.history, bettor, face, true, 0);
            tally.reading += cup.length * opponentFaceChance(state.history, bettor, face, true, strength);
          }
        }
      }
      const result = pirateDice.apply(state, player, action, dice);
      if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}`);
      state = result.state;
    }
  }
  return tally;
}

export function benchPirateEvidence(games = 300, seed = 'e1'.repeat(32)): void {
  const rows = [
    [
      'players named faces, all at one table',
      'players',
      'dice counting',
      'plain 1/6 predicts',
      'ratio',
      `reading (strength ${DEFAULT_PIRATE_OPTIONS.evidence}) predicts`,
      'ratio',
    ],
  ];
  for (const [name, policy] of [
    ['heuristic', heuristicPirate],
    ['computer', pirateComputer],
  ] as const) {
    for (const players of [2, 4, 6]) {
      const t = measure(policy, players, games, seed);
      rows.push([
        name,
        String(players),
        t.observed.toFixed(0),
        t.prior.toFixed(0),
        (t.observed / t.prior).toFixed(2),
        t.reading.toFixed(0),
        (t.observed / t.reading).toFixed(2),
      ]);
    }
  }
  printTable(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchPirateEvidence(process.env.GAMES ? Number(process.env.GAMES) : undefined);
}
