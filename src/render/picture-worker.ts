/**
 * The picture worker thread's work: draws and encodes pictures named like "holdem.table", one at a
 * time; warms up when asked. The thread's entry (src/app/picture-thread.ts) assembles its games.
 */
import type { MessagePort } from 'node:worker_threads';
import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Locale } from '../i18n/catalog.js';
import { encode, paint, type Picture, type PictureFormat, type Scene } from './picture.js';
import { warmPictures, type Warmed } from './warm.js';

export interface PictureJob {
  id: number;
  /** `<game>.table` or `<game>.panel`. */
  name: string;
  /** The view the main thread made: for a table, its public view (publicViewOf); for a panel, the player's own. */
  view: unknown;
  scene: Scene;
  format: PictureFormat;
}
/** Draw every game once (see warm.ts), so the first table does not pay for loading fonts and renderers. */
export interface WarmJob {
  id: number;
  warm: true;
}
export type PictureAnswer =
  { id: number; bytes: Uint8Array; alt: string; width: number; height: number; ms: number } | { id: number; error: string } | { id: number; warmed: Warmed };

function renderer(games: GameCatalog, name: string): (view: unknown, scene: Scene) => Picture {
  const [game, kind] = name.split('.') as [GameId, string];
  const pictures = games.plugin(game).pictures;
  const draw = kind === 'table' ? pictures?.table : kind === 'panel' ? pictures?.panel : undefined;
  if (!draw) throw new Error(`no picture named ${name}`);
  return draw as (view: unknown, scene: Scene) => Picture;
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : 'non-error thrown');

/** Answers the jobs that come on `port` (the worker's parentPort) for the games of `games`. */
export function servePictures(games: GameCatalog, port: Pick<MessagePort, 'on' | 'postMessage'>): void {
  port.on('message', (job: PictureJob | WarmJob) => {
    const started = performance.now();
    void (async () => {
      try {
        if ('warm' in job) {
          port.postMessage({ id: job.id, warmed: await warmPictures(games) } satisfies PictureAnswer);
          return;
        }
        const picture = renderer(games, job.name)(job.view, job.scene);
        // A copy of our own to hand over: the encoder's buffer is native memory, which cannot be transferred.
        const bytes = new Uint8Array(await encode(paint(picture, job.scene.locale as Locale), job.format));
        const answer: PictureAnswer = { id: job.id, bytes, alt: picture.alt, width: picture.width, height: picture.height, ms: performance.now() - started };
        port.postMessage(answer, [bytes.buffer]);
      } catch (error) {
        port.postMessage({ id: job.id, error: describe(error) } satisfies PictureAnswer);
      }
    })();
  });
}
