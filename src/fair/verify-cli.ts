import { GAME_IDS } from '../store/session.js';
import type { GameId } from '../games/engine.js';
import { showCards } from '../games/holdem/cards.js';
import { replayDraws, type Verification } from './verify.js';

/**
 * npm run verify -- <game> <seed> <public-value> [draws] [first]
 * Replays every draw of a finished game (Hold'em hand) from the seed the table revealed.
 */
const USAGE = 'usage: npm run verify -- <pirate|yahtzee|bobing|holdem|xianqi> <seed> <public-value> [draws] [first]';

function describe(game: GameId, result: Verification): string[] {
  const { replay } = result;
  switch (replay.kind) {
    case 'dice':
      return [`dice, in the order rolled (${replay.dice.length}):`, ...chunks(replay.dice.map(String), 20).map((row) => row.join(' '))];
    case 'deck':
      return [
        'the deck, dealt from the front: one card to each player from the seat after the button, then a second round; the board comes from the rest in order',
        showCards(replay.deck),
        replay.deck.join(' '),
      ];
    case 'pile':
      return [
        ...(replay.firstStarterSeat === null ? [] : [`first round-start player: seat ${replay.firstStarterSeat + 1} of 3`]),
        'the pile, dealt 8 pieces to each seat in order:',
        ...chunks(replay.pile, 8).map((hand, i) => `seat ${i + 1}: ${hand.join(' ')}`),
      ];
  }
  void game;
}

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

function main(args: string[]): number {
  const [game, seed, publicValue, ...rest] = args;
  if (!game || !seed || publicValue === undefined || !(GAME_IDS as readonly string[]).includes(game)) {
    console.error(USAGE);
    return 2;
  }
  const draws = rest.find((a) => /^\d+$/.test(a));
  const firstGame = rest.includes('first');
  try {
    const result = replayDraws(game as GameId, seed.toLowerCase(), publicValue, { ...(draws ? { draws: Number(draws) } : {}), firstGame });
    console.log(`game: ${game}`);
    console.log(`seed: ${seed.toLowerCase()}`);
    console.log(`public value: ${publicValue}`);
    console.log(`sha256(seed) = ${result.commitment}   (compare with the hash the table showed before the game)`);
    for (const line of describe(game as GameId, result)) console.log(line);
    console.log(`stream words read: ${result.draws}${draws && Number(draws) !== result.draws ? ` (the table recorded ${draws}: they differ)` : ''}`);
    return draws && Number(draws) !== result.draws ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
