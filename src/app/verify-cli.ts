import { pathToFileURL } from 'node:url';
import type { GameCatalog } from '../kernel/catalog.js';
import { gameCatalog } from './catalog.js';
import { discordIdTime, fingerprint, HEX_64 } from '../fair/commitment.js';
import { replayDraws } from '../fair/verify.js';

/**
 * npm run verify -- <game> <seed> <public-value> [draws] [extra words the table's command shows] [hash]
 * Replays every draw of a finished game (Hold'em hand) from the seed the table revealed, and checks
 * what a player can: the seed against the hash shown before the game, and that the public value is
 * an id Discord made (and when), not a value the server knew when it committed.
 */
const usage = (games: GameCatalog): string => `usage: npm run verify -- <${games.ids().join('|')}> <seed> <public-value> [draws] [extra] [hash]`;

/** The verifier over the games of `games`; the exit code (0 verified, 1 not verified, 2 a usage or replay problem). */
export function verifyCli(games: GameCatalog, args: string[]): number {
  const [game, seed, publicValue, ...rest] = args;
  if (!game || !seed || publicValue === undefined || !games.isGameId(game)) {
    console.error(usage(games));
    return 2;
  }
  const hash = rest.find((a) => HEX_64.test(a.toLowerCase()))?.toLowerCase();
  const draws = rest.find((a) => /^\d+$/.test(a));
  const extra = rest.filter((a) => a !== draws && a.toLowerCase() !== hash);
  try {
    const result = replayDraws(games, game, seed.toLowerCase(), publicValue, { ...(draws ? { draws: Number(draws) } : {}), args: extra });
    const problems: string[] = [];
    console.log(`game: ${game}`);
    console.log(`seed: ${seed.toLowerCase()}`);
    console.log(`sha256(seed) = ${result.commitment}   (the table showed it as ${fingerprint(result.commitment)}… before the game)`);
    if (hash !== undefined) {
      const same = hash === result.commitment;
      console.log(same ? 'hash: matches the seed' : `hash: ${hash} does NOT match the seed`);
      if (!same) problems.push('the seed does not match the hash');
    }
    const made = discordIdTime(publicValue);
    console.log(`public value: ${publicValue}`);
    if (made)
      console.log(`public value: a Discord id, made by Discord at ${made.toISOString()} (after the hash appeared, so the seed could not be chosen against it)`);
    else {
      console.log('public value: NOT a Discord id: a label known in advance, so the seed could have been chosen against it');
      problems.push('the public value was known in advance');
    }
    for (const line of games.plugin(game).fair.describe(result.replay)) console.log(line);
    console.log(`stream words read: ${result.draws}${draws && Number(draws) !== result.draws ? ` (the table recorded ${draws}: they differ)` : ''}`);
    if (draws && Number(draws) !== result.draws) problems.push('the number of draws differs');
    console.log(problems.length ? `NOT verified: ${problems.join('; ')}` : 'verified');
    return problems.length ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

// `npm run verify`: the built-in games. A process with more games (a test's) calls `verifyCli` with its own catalog.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = verifyCli(gameCatalog(), process.argv.slice(2));
