/**
 * Strength of the Pirate Dice computer against the two baselines, through the real engine.
 *   npx tsx bench/computers/pirate.ts            (GAMES=10000 COMPARISON_GAMES=2000 by default)
 * Every row plays fresh seeded games; the computer's place in the list handed to setup rotates and
 * the engine's public order roll then seats everyone, so the computer sits everywhere.
 */
import { pathToFileURL } from 'node:url';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { choosePirateMove, DEFAULT_PIRATE_OPTIONS, pirateComputer, type PirateComputerOptions } from '../../src/games/pirate/computer.js';
import { heuristicPirate, randomPirate } from './pirate-baselines.js';
import { playPirateGame, sightOf, type PiratePolicy } from './pirate-match.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { printTable } from '../support.js';

export interface PirateBenchOptions {
  /** Games per headline row (the targets). */
  games?: number;
  /** Games per row comparing variants of the computer with each other. */
  comparisonGames?: number;
  /** 64 hex digits; every game's dice and moves derive from it. */
  seed?: string;
}

export interface PirateBenchRow {
  label: string;
  players: number;
  onesWild: boolean;
  games: number;
  wins: number;
  share: number;
  low: number;
  high: number;
  /** What a player with no edge would win: 1 / players. */
  fair: number;
  target: number | null;
  /** Share of games in which the player measured sat first (the engine's order roll decides). */
  satFirst: number;
}

export interface PirateBenchReport {
  rows: PirateBenchRow[];
  decisionMs: { p50: number; p99: number; max: number; count: number };
  seconds: number;
}

interface Matchup {
  label: string;
  hero: PiratePolicy;
  villain: PiratePolicy;
  players: number;
  onesWild: boolean;
  target: number | null;
  comparison?: boolean;
  timed?: boolean;
}

const variant =
  (options: Partial<PirateComputerOptions>): PiratePolicy =>
  (sight, rng) =>
    choosePirateMove(sight, rng, { ...DEFAULT_PIRATE_OPTIONS, ...options });

const probability = variant({ criterion: 'probability' });
const expectedLossRelative = variant({ criterion: 'expected-loss', relative: 1 });
const noReading = variant({ evidence: 0 });
const heldTies = variant({ preferHeld: true });
/** The computer before it climbed: every bet the smallest raise (it opened at one die). */
const oneDie = variant({ climb: { open: 2, raise: 2 } });
const openOnBest = variant({ openOnBest: true });

const MATCHUPS: Matchup[] = [
  { label: 'computer vs 3 random', hero: pirateComputer, villain: randomPirate, players: 4, onesWild: true, target: 0.6, timed: true },
  { label: 'computer vs 3 heuristic', hero: pirateComputer, villain: heuristicPirate, players: 4, onesWild: true, target: 0.35, timed: true },
  { label: 'computer vs heuristic', hero: pirateComputer, villain: heuristicPirate, players: 2, onesWild: true, target: 0.6, timed: true },
  {
    label: 'computer vs 3 heuristic, ones not wild',
    hero: pirateComputer,
    villain: heuristicPirate,
    players: 4,
    onesWild: false,
    target: null,
    comparison: true,
    timed: true,
  },
  {
    label: 'computer vs heuristic, ones not wild',
    hero: pirateComputer,
    villain: heuristicPirate,
    players: 2,
    onesWild: false,
    target: null,
    comparison: true,
    timed: true,
  },
  { label: 'computer vs 3 one die at a time', hero: pirateComputer, villain: oneDie, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'computer vs one die at a time', hero: pirateComputer, villain: oneDie, players: 2, onesWild: true, target: null, comparison: true },
  { label: 'one die at a time vs 3 heuristic', hero: oneDie, villain: heuristicPirate, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'opening on its best face vs 3 heuristic', hero: openOnBest, villain: heuristicPirate, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'computer vs opening on its best face', hero: pirateComputer, villain: openOnBest, players: 2, onesWild: true, target: null, comparison: true },
  { label: 'baseline: heuristic vs 3 random', hero: heuristicPirate, villain: randomPirate, players: 4, onesWild: true, target: null },
  { label: 'baseline: heuristic vs random', hero: heuristicPirate, villain: randomPirate, players: 2, onesWild: true, target: null },
  {
    label: 'harness check: heuristic vs 3 heuristic',
    hero: heuristicPirate,
    villain: heuristicPirate,
    players: 4,
    onesWild: true,
    target: null,
    comparison: true,
  },
  { label: 'no bet reading vs 3 heuristic', hero: noReading, villain: heuristicPirate, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'no bet reading vs heuristic', hero: noReading, villain: heuristicPirate, players: 2, onesWild: true, target: null, comparison: true },
  { label: 'computer vs 3 no bet reading', hero: pirateComputer, villain: noReading, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'computer vs no bet reading', hero: pirateComputer, villain: noReading, players: 2, onesWild: true, target: null, comparison: true },
  { label: 'ties to the held face vs 3 heuristic', hero: heldTies, villain: heuristicPirate, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'computer vs 3 ties to the held face', hero: pirateComputer, villain: heldTies, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'computer vs ties to the held face', hero: pirateComputer, villain: heldTies, players: 2, onesWild: true, target: null, comparison: true },
  { label: 'probability vs 3 heuristic', hero: probability, villain: heuristicPirate, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'probability vs heuristic', hero: probability, villain: heuristicPirate, players: 2, onesWild: true, target: null, comparison: true },
  { label: 'computer vs 3 probability', hero: pirateComputer, villain: probability, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'probability vs 3 computer', hero: probability, villain: pirateComputer, players: 4, onesWild: true, target: null, comparison: true },
  { label: 'computer vs probability', hero: pirateComputer, villain: probability, players: 2, onesWild: true, target: null, comparison: true },
  {
    label: 'computer vs 3 expected loss less theirs',
    hero: pirateComputer,
    villain: expectedLossRelative,
    players: 4,
    onesWild: true,
    target: null,
    comparison: true,
  },
  {
    label: 'computer vs expected loss less theirs',
    hero: pirateComputer,
    villain: expectedLossRelative,
    players: 2,
    onesWild: true,
    target: null,
    comparison: true,
  },
];

/** Wilson score interval at 95%. */
export function wilson(wins: number, games: number): { low: number; high: number } {
  const z = 1.96;
  const p = wins / games;
  const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
  return { low: centre - half, high: centre + half };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function playRow(matchup: Matchup, games: number, seed: string, times: number[]): PirateBenchRow {
  let wins = 0;
  let first = 0;
  for (let g = 0; g < games; g++) {
    const ids = Array.from({ length: matchup.players }, (_, i) => `seat${i}`);
    const hero = ids[g % matchup.players]!;
    const players = ids.map((id) => ({ id, policy: id === hero ? matchup.hero : matchup.villain, timed: id === hero && matchup.timed === true }));
    const tag = `${matchup.label}:${g}`;
    const result = playPirateGame(players, matchup.onesWild, seededRng(seed, `dice:${tag}`), seededRng(seed, `moves:${tag}`));
    if (result.winner === hero) wins++;
    if (result.seats[0] === hero) first++;
    const heroTimes = result.decisionMs[hero];
    if (heroTimes) for (const t of heroTimes) times.push(t);
  }
  const { low, high } = wilson(wins, games);
  return {
    label: matchup.label,
    players: matchup.players,
    onesWild: matchup.onesWild,
    games,
    wins,
    share: wins / games,
    low,
    high,
    fair: 1 / matchup.players,
    target: matchup.target,
    satFirst: first / games,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** How fast a round goes when four copies of `policy` play: bets per challenge, and the count of each game's first bet. */
function pace(policy: PiratePolicy, games: number, seed: string): { betsPerRound: number; opening: number } {
  let bets = 0;
  let rounds = 0;
  let openings = 0;
  for (let g = 0; g < games; g++) {
    const moveRng = seededRng(seed, `pace-moves:${g}`);
    let state = pirateDice.setup(['a', 'b', 'c', 'd'], { onesWild: true }, seededRng(seed, `pace-dice:${g}`));
    const diceRng = seededRng(seed, `pace-dice-rounds:${g}`);
    while (!state.winner) {
      const player = state.turn!;
      const action = policy(sightOf(state, player), moveRng);
      if (action.type === 'bet') {
        bets++;
        if (!state.bet && state.round === 1) openings += action.count;
      } else rounds++;
      const result = pirateDice.apply(state, player, pirateDice.actionSchema.parse(action), diceRng);
      if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}`);
      state = result.state;
    }
  }
  return { betsPerRound: bets / rounds, opening: openings / games };
}

export async function benchPirate(options: PirateBenchOptions = {}): Promise<PirateBenchReport> {
  const games = options.games ?? 10_000;
  const comparisonGames = options.comparisonGames ?? 2_000;
  const seed = options.seed ?? 'b0'.repeat(32);
  const start = performance.now();
  const times: number[] = [];
  const rows: PirateBenchRow[] = [];
  const table: string[][] = [['matchup', 'players', 'games', 'wins', 'share', '95% interval', 'fair', 'target', 'sat 1st', 'seconds']];
  for (const matchup of MATCHUPS) {
    const rowStart = performance.now();
    const row = playRow(matchup, matchup.comparison ? comparisonGames : games, seed, times);
    rows.push(row);
    process.stderr.write(`${row.label} (${row.players} players): ${pct(row.share)} of ${row.games}\n`);
    const met = row.target === null ? '' : `${row.low >= row.target ? '>=' : 'MISSED '}${pct(row.target)}`;
    table.push([
      row.label,
      String(row.players),
      String(row.games),
      String(row.wins),
      pct(row.share),
      `${pct(row.low)}–${pct(row.high)}`,
      pct(row.fair),
      met,
      pct(row.satFirst),
      ((performance.now() - rowStart) / 1000).toFixed(0),
    ]);
  }
  printTable(table);
  for (const [name, policy] of [
    ['computer', pirateComputer],
    ['one die at a time', oneDie],
  ] as const) {
    const { betsPerRound, opening } = pace(policy, Math.max(100, Math.round(comparisonGames / 10)), seed);
    console.log(
      `${name}, 4 copies at a table: ${betsPerRound.toFixed(1)} bets a round, first bet of a game ${opening.toFixed(1)} dice on average (28 in play)`,
    );
  }
  times.sort((a, b) => a - b);
  const decisionMs = { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? NaN, count: times.length };
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `computer decision time per move: p50 ${decisionMs.p50.toFixed(3)} ms, p99 ${decisionMs.p99.toFixed(3)} ms, max ${decisionMs.max.toFixed(2)} ms over ${decisionMs.count} moves`,
  );
  console.log(`whole run: ${seconds.toFixed(0)} s`);
  return { rows, decisionMs, seconds };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchPirate({
    games: process.env.GAMES ? Number(process.env.GAMES) : undefined,
    comparisonGames: process.env.COMPARISON_GAMES ? Number(process.env.COMPARISON_GAMES) : undefined,
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
