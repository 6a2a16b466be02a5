/**
 * The computer players' worker thread: takes decisions, answers with the policy's action, one at a
 * time. A thread of its own, so it assembles its own catalog: the built-in games (a game passed to
 * the app at start is decided in the main thread, src/app/thinker.ts).
 */
import { parentPort } from 'node:worker_threads';
import { decideNow, type DecisionAnswer, type DecisionJob } from '../computers/decide.js';
import { gameCatalog } from './catalog.js';

const games = gameCatalog();

parentPort!.on('message', (job: DecisionJob) => {
  try {
    const action = decideNow(games, job.decision);
    parentPort!.postMessage({ id: job.id, result: action } satisfies DecisionAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies DecisionAnswer);
  }
});
