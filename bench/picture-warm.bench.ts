// npx tsx bench/picture-warm.bench.ts: what warming a picture worker buys the first table. For a few
// rounds, a fresh worker draws a Pirate Dice table at once (cold: the thread starts, loads the
// renderers and the fonts its words need), and another fresh worker is warmed first (src/render/warm.ts)
// and then draws the same table. Prints the load average beside each round: on a shared machine the
// figures move with it.
import { loadavg } from 'node:os';
import { pirateDice } from '../src/games/pirate/rules.js';
import { PicturePool } from '../src/render/pool.js';
import { tablePicture } from '../src/render/tables.js';
import { rngFromSeed } from '../src/rng-script.js';
import { GAMES } from '../test/support/games.js';
import { PICTURE_WORKER } from '../src/app/workers.js';

const ROUNDS = 3;
const players = ['100000000000000001', '100000000000000002', '100000000000000003'];
const state = pirateDice.setup(players, { onesWild: true }, rngFromSeed(4));
const request = tablePicture(GAMES, 'pirate', state, { locale: 'ko', names: { [players[0]!]: 'Ann', [players[1]!]: '보', [players[2]!]: '陈' } })!;

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

console.log(`picture-warm · ${ROUNDS} rounds · one worker each · node ${process.version}`);
console.log('load 1 min   cold first table ms   warming ms (drawing in the thread)   first table after warming ms');
for (let round = 0; round < ROUNDS; round++) {
  const cold = new PicturePool(PICTURE_WORKER, 1);
  const [, coldMs] = await timed(() => cold.draw(request, 'png'));
  await cold.close();
  const warm = new PicturePool(PICTURE_WORKER, 1);
  const [warmed, warmMs] = await timed(() => warm.warm());
  const [, afterMs] = await timed(() => warm.draw(request, 'png'));
  await warm.close();
  const line = [
    loadavg()[0]!.toFixed(1).padStart(11),
    coldMs.toFixed(0).padStart(21),
    `${warmMs.toFixed(0)} (${warmed.threads[0]!.ms.toFixed(0)})`.padStart(37),
    afterMs.toFixed(0).padStart(30),
  ];
  console.log(line.join(' '));
}
