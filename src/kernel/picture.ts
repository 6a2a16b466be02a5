import type { Locale } from '../i18n/catalog.js';
import type { PlayerId } from './engine.js';

/** What the platform knows and may show besides the game's view: all of it public. */
export interface Scene {
  locale: Locale;
  /** Display names of the seated players (server nicknames or user names). */
  names: Readonly<Record<PlayerId, string>>;
  /** Hold'em: spades black, hearts red, diamonds blue, clubs green. */
  fourColour?: boolean;
}

/**
 * A picture as a game hands it to the platform: its size, its alt text in the table's language,
 * and how to paint it with the renderer's painter (src/render/painter.ts), which the kernel only carries.
 */
export interface Picture {
  width: number;
  height: number;
  alt: string;
  draw(painter: never): void;
}
