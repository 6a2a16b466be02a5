/** The picture worker thread: draws and encodes pictures named like "holdem.table", one at a time; warms up when asked. */
import { parentPort } from 'node:worker_threads';
import type { GameId } from '../kernel/engine.js';
import { pluginFor } from '../games/registry.js';
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

function renderer(name: string): (view: unknown, scene: Scene) => Picture {
  const [game, kind] = name.split('.') as [GameId, string];
  const pictures = pluginFor(game).pictures;
  const draw = kind === 'table' ? pictures?.table : kind === 'panel' ? pictures?.panel : undefined;
  if (!draw) throw new Error(`no picture named ${name}`);
  return draw as (view: unknown, scene: Scene) => Picture;
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : 'non-error thrown');

parentPort!.on('message', (job: PictureJob | WarmJob) => {
  const started = performance.now();
  void (async () => {
    try {
      if ('warm' in job) {
        parentPort!.postMessage({ id: job.id, warmed: await warmPictures() } satisfies PictureAnswer);
        return;
      }
      const picture = renderer(job.name)(job.view, job.scene);
      // A copy of our own to hand over: the encoder's buffer is native memory, which cannot be transferred.
      const bytes = new Uint8Array(await encode(paint(picture, job.scene.locale as Locale), job.format));
      const answer: PictureAnswer = { id: job.id, bytes, alt: picture.alt, width: picture.width, height: picture.height, ms: performance.now() - started };
      parentPort!.postMessage(answer, [bytes.buffer]);
    } catch (error) {
      parentPort!.postMessage({ id: job.id, error: describe(error) } satisfies PictureAnswer);
    }
  })();
});
