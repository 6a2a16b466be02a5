import { recentReveals, type RevealEntry } from '../fair/shelf.js';
import { verifyDetails } from '../views/fair-details.js';
import { asReply } from './respond.js';
import { userLocale } from './caller.js';
import type { ComponentClick } from './family.js';
import type { HandlerDeps } from './deps.js';

/** Reveals read back for one Verify click: the table's own are among the channel's newest. */
const SHELF_READ = 40;

/**
 * The 🔐 Verify button, privately: the full hash of the seed the table clicked still uses, and its
 * newest revealed seeds with the command that checks them. Never goes stale.
 */
export async function showFair(interaction: ComponentClick, deps: HandlerDeps, sessionId: string): Promise<string> {
  const { t } = userLocale(interaction);
  const [session, shelved] = await Promise.all([deps.runner.load(interaction.channelId), recentReveals(deps.history, interaction.channelId, SHELF_READ)]);
  const same = session && session.id === sessionId ? session : null;
  let reveals: RevealEntry[] = shelved.filter((entry) => entry.sessionId === sessionId);
  // The shelf is written after the commit: the record itself has the newest reveal first.
  const newest = same?.fair?.revealed;
  if (same && newest && !reveals.some((entry) => entry.revealed.seed === newest.seed))
    reveals = [{ sessionId, game: same.game, at: same.updatedAt, revealed: newest }, ...reveals];
  const current = same?.fair && same.phase !== 'finished' && !same.closedBy ? { game: same.game, commitment: same.fair.current.commitment } : null;
  await interaction.reply(asReply(verifyDetails(deps.games, current, reveals, t), { ephemeral: true }));
  return 'fair';
}
