import { recentHands } from '../history/hands.js';
import { recentReveals } from '../fair/shelf.js';
import { revealDetails } from '../views/fair-details.js';
import type { GameId } from '../kernel/engine.js';
import { withSeatNames } from '../computers/names.js';
import { viewContext } from '../views/context.js';
import { COLOURS } from '../views/format.js';
import { lastHandMessage } from '../views/history.js';
import { HANDS_FILE_ID } from '../ids/custom-id.js';
import type { MessageBody } from '../kernel/views.js';
import { asReply } from './respond.js';
import { userLocale } from './caller.js';
import type { ComponentClick } from './family.js';
import type { HandlerDeps } from './deps.js';

const REVEALS_READ = 40;

/**
 * A record's "Details" (a finished Hold'em hand), privately, in the reader's language: the hand as
 * the table told it while it is the table's last one, with its revealed seed; after that, the
 * reader's own history of that hand (as they saw it), and the button for their last hands.
 */
export async function showRecordDetails(interaction: ComponentClick, deps: HandlerDeps, sessionId: string, part: number): Promise<string> {
  const { t, locale } = userLocale(interaction);
  const session = await deps.runner.load(interaction.channelId);
  const same = session && session.id === sessionId && session.state !== null ? session : null;
  const { engine, ui } = same ? deps.games.plugin(same.game) : { engine: null, ui: null };
  const details = same && engine && ui?.recordDetails ? ui.recordDetails(engine.publicView(same.state), part, viewContext(deps.games, same, locale)) : null;
  const reveal = (await recentReveals(deps.history, interaction.channelId, REVEALS_READ))
    .filter((entry) => entry.sessionId === sessionId && entry.revealed.round === part && deps.games.isGameId(entry.game))
    .at(-1);
  const fair = reveal
    ? [{ color: COLOURS.closed, title: t('fair.title'), description: revealDetails(deps.games, reveal.game as GameId, reveal.revealed, t) }]
    : [];
  const download = [{ type: 1, components: [{ type: 2, style: 2, label: t('history.download'), custom_id: HANDS_FILE_ID }] }] as MessageBody['components'];
  let body: MessageBody;
  if (details) body = { embeds: [...details.embeds, ...fair], components: download, allowed_mentions: { parse: [] } };
  else {
    // The table has moved on: the reader's own record of that hand, if they were dealt in.
    const mine = (await recentHands(deps.games, deps.history, interaction.channelId, interaction.user.id, 10)).find((hand) => hand.no === part);
    const own = mine ? lastHandMessage(mine.text, mine.no, t) : { embeds: [], components: download, allowed_mentions: { parse: [] as [] } };
    body = { ...own, content: t('holdem.details.gone', { n: part }), embeds: [...own.embeds, ...fair] };
  }
  await interaction.reply(asReply(withSeatNames(body, session ?? { players: [], locale }), { ephemeral: true }));
  return details ? 'record' : 'record-gone';
}
