import type { Translate } from '../i18n/catalog.js';
import type { MessageBody } from '../kernel/views.js';
import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { COLOURS } from './format.js';
import { discordIdTime } from '../fair/commitment.js';
import type { RevealedDraw } from '../kernel/fair-record.js';
import type { RevealEntry } from '../fair/shelf.js';
import { partName, verifyCommand } from './fairness.js';

/** Reveals shown under one Verify click, newest first. */
export const DETAILS_REVEALS = 3;

/** Where a public value came from, as a reader can check it: a Discord id and when Discord made it, or a label known in advance. */
function sourceLine(value: string, t: Translate): string {
  const made = discordIdTime(value);
  return made ? t('fair.details.made', { time: `<t:${Math.floor(made.getTime() / 1000)}:f>` }) : t('fair.details.label');
}

/** One revealed seed in full: hash, seed, public value and where it came from, draws, and the command that checks them. */
export function revealDetails(games: GameCatalog, game: GameId, revealed: RevealedDraw, t: Translate): string {
  return [
    `**${partName(games, game, revealed.round, t)}**`,
    t('fair.details.hash', { hash: revealed.commitment }),
    t('fair.details.seed', { seed: revealed.seed }),
    t('fair.details.value', { value: revealed.publicValue }),
    sourceLine(revealed.publicValue, t),
    t('fair.details.draws', { draws: revealed.draws }),
    `\`\`\`\n${verifyCommand(games, game, revealed)}\n\`\`\``,
  ].join('\n');
}

/**
 * What the Verify button shows privately: the full hash of the seed still secret (when the table is
 * the one clicked and still uses it), then the newest revealed seeds of that table in full.
 */
export function verifyDetails(
  games: GameCatalog,
  current: { game: GameId; commitment: string } | null,
  reveals: readonly RevealEntry[],
  t: Translate,
): MessageBody {
  const blocks: string[] = [];
  if (current) blocks.push(t('fair.details.current', { hash: current.commitment }));
  for (const entry of reveals.slice(0, DETAILS_REVEALS)) if (games.isGameId(entry.game)) blocks.push(revealDetails(games, entry.game, entry.revealed, t));
  if (!reveals.length) blocks.push(t('fair.details.noneYet'));
  blocks.push(t('fair.details.how'));
  return { embeds: [{ color: COLOURS.closed, title: t('fair.title'), description: blocks.join('\n\n') }], components: [], allowed_mentions: { parse: [] } };
}
