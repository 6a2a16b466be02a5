import { gameIds, isGameId, pluginFor } from '../games/registry.js';
import { replayDraws } from './verify.js';

/**
 * npm run verify -- <game> <seed> <public-value> [draws] [extra words the table's command shows]
 * Replays every draw of a finished game (Hold'em hand) from the seed the table revealed.
 */
const usage = (): string => `usage: npm run verify -- <${gameIds().join('|')}> <seed> <public-value> [draws] [extra]`;

function main(args: string[]): number {
  const [game, seed, publicValue, ...rest] = args;
  if (!game || !seed || publicValue === undefined || !isGameId(game)) {
    console.error(usage());
    return 2;
  }
  const draws = rest.find((a) => /^\d+$/.test(a));
  const extra = rest.filter((a) => a !== draws);
  try {
    const result = replayDraws(game, seed.toLowerCase(), publicValue, { ...(draws ? { draws: Number(draws) } : {}), args: extra });
    console.log(`game: ${game}`);
    console.log(`seed: ${seed.toLowerCase()}`);
    console.log(`public value: ${publicValue}`);
    console.log(`sha256(seed) = ${result.commitment}   (compare with the hash the table showed before the game)`);
    for (const line of pluginFor(game).fair.describe(result.replay)) console.log(line);
    console.log(`stream words read: ${result.draws}${draws && Number(draws) !== result.draws ? ` (the table recorded ${draws}: they differ)` : ''}`);
    return draws && Number(draws) !== result.draws ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
