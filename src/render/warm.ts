import type { GameCatalog } from '../kernel/catalog.js';
import { rngFromSeed } from '../rng-script.js';
import { LOCALES } from '../kernel/session.js';
import { registeredFontFiles } from './fonts.js';
import { encode, paint } from './picture.js';
import { panelPicture, tablePicture } from './tables.js';
import type { PictureRequest } from './within.js';

/** What warming did: pictures drawn, font files registered, the failures (a renderer that threw: its name and the error), and how long it took. */
export interface Warmed {
  pictures: number;
  fontFiles: number;
  failed: string[];
  ms: number;
}

/** Made-up seats, each named in another script, so the first drawing registers the fonts real names need. */
const SEATS = [
  ['900000000000000001', 'Ann'],
  ['900000000000000002', '博'],
  ['900000000000000003', '찬'],
] as const;

/** A new game of `game` as its setup deals it, for a first drawing: seated players only, no person's data. */
function freshGame(games: GameCatalog, game: string): { state: unknown; players: string[] } {
  const { engine } = games.plugin(game);
  const count = Math.min(engine.maxPlayers, Math.max(engine.minPlayers, SEATS.length));
  const players = SEATS.slice(0, count).map(([id]) => id);
  return { state: engine.setup(players, engine.configSchema.parse({}), rngFromSeed(1)), players };
}

/**
 * One first drawing of every game's table, and of its private panel where it has one, in each
 * language, made once per picture worker as the bot starts: the renderers' modules, the font files
 * their words need, a canvas of each size and the encoder are ready before a table asks for its
 * picture (cold, a busy machine drew the first table after Start later than the deadline).
 */
export async function warmPictures(games: GameCatalog): Promise<Warmed> {
  const started = performance.now();
  const failed: string[] = [];
  let pictures = 0;
  for (const game of games.ids()) {
    if (!games.plugin(game).pictures) continue;
    for (const locale of LOCALES) {
      try {
        const { state, players } = freshGame(games, game);
        const scene = { locale, names: Object.fromEntries(SEATS.map(([id, name]) => [id, name])) };
        const requests = [tablePicture(games, game, state, scene), panelPicture(games, game, state, players[0]!, scene)];
        for (const request of requests.filter((r): r is PictureRequest<unknown> => r !== null)) {
          await encode(paint(request.render(request.view, scene), locale), 'png');
          pictures++;
        }
      } catch (error) {
        failed.push(`${game} (${locale}): ${error instanceof Error ? `${error.name}: ${error.message}` : 'non-error thrown'}`);
      }
    }
  }
  return { pictures, fontFiles: registeredFontFiles(), failed, ms: performance.now() - started };
}
