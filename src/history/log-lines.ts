import { z } from 'zod';
import type { GameEvent } from '../kernel/engine.js';
import type { LogLineData } from '../kernel/plugin.js';
import type { Translate } from '../i18n/catalog.js';
import { mention } from '../views/format.js';

export type { LogLineData };

const player = z.string();

/** Lines every game's log may hold in the same shape: an automatic move when the timer ran out, a player who left. */
export const commonLineSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('timeout'), player }), z.object({ type: z.literal('left'), player })]);
export type CommonLine = z.infer<typeof commonLineSchema>;

/** The common line of an event (`timeout`, `left` with the player), or null for any other event. */
export function commonLine(event: GameEvent): CommonLine | null {
  if ((event.type === 'timeout' || event.type === 'left') && typeof event.player === 'string' && event.player)
    return { type: event.type, player: event.player };
  return null;
}

export function commonLineText(line: CommonLine, t: Translate): string {
  return line.type === 'timeout' ? t('gamelog.timeout', { player: mention(line.player) }) : t('gamelog.left', { player: mention(line.player) });
}
