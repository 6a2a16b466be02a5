import type { Logger } from 'pino';
import type { EncodedPicture } from './cache.js';
import type { PicturePool } from './pool.js';
import type { RenderOptions } from './within.js';

/**
 * Warms the picture workers as the bot starts, without holding up its start: one line in the log
 * says how long it took (each thread's share, the pictures drawn, the font files loaded), and a
 * renderer that threw while warming is said once, by name.
 */
export function warmPool(pool: PicturePool, log: Logger): void {
  pool.warm().then(
    (warmed) => {
      const failed = warmed.threads.flatMap((thread) => thread.failed);
      const each = warmed.threads.map((thread) => Math.round(thread.ms));
      const fields = {
        threads: pool.size,
        ms: Math.round(warmed.ms),
        msPerThread: each,
        pictures: warmed.threads[0]?.pictures,
        fontFiles: warmed.threads[0]?.fontFiles,
      };
      if (failed.length > 0) log.warn({ ...fields, failed: [...new Set(failed)] }, 'picture workers warmed, but some first pictures could not be drawn');
      else log.info(fields, 'picture workers warmed: every game drawn once');
    },
    (error: unknown) => {
      // Shut down before warming was done: nothing to say.
      if (!pool.closed) log.warn({ err: error }, 'picture workers could not be warmed: the first pictures are drawn cold');
    },
  );
}

type Draw = NonNullable<RenderOptions['draw']>;

/**
 * Testing only (TEST_PICTURE_DELAY_MS): every picture takes `ms` longer, as on a machine too busy to
 * draw within the deadline. 0: `draw` itself.
 */
export function slowedDown(draw: Draw, ms: number | undefined): Draw {
  if (!ms) return draw;
  return async (request, format): Promise<EncodedPicture> => {
    const picture = await draw(request, format);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return picture;
  };
}
