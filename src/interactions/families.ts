import type { HandlerDeps } from './deps.js';
import type { ClickDeps, Family, Routed } from './family.js';
import { userLocale } from './caller.js';
import { tell } from './respond.js';
import { gameControls } from './control-game.js';
import { lobbyControls } from './control-lobby.js';
import { panelControls } from './control-panel.js';
import { againControls } from './control-again.js';
import { helpControls } from './control-help.js';
import { boardPages } from './board-page.js';
import { histories } from './history-click.js';
import { forgetAnswers } from './forget-confirm.js';
import { setupForms } from './setup-form.js';
import { formRetries } from './form-retry.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** An interaction a family took on: what it runs with the dependencies. */
export interface Claim {
  readonly family: string;
  readonly answersInPublic: boolean;
  run(deps: ClickDeps): Promise<string>;
}

/** A family as the router sees it: whatever its id's shape, it claims an interaction or lets it pass. */
export interface Offer {
  readonly name: string;
  claim(interaction: Routed, games: GameCatalog): Claim | null;
}

export const offer = <I extends Routed, Id>(family: Family<I, Id>): Offer => ({
  name: family.name,
  claim(interaction, games) {
    if (!family.takes(interaction)) return null;
    const id = family.parse(interaction, games);
    if (id === null) return null;
    return { family: family.name, answersInPublic: family.answersInPublic === true, run: (deps) => family.run(interaction, id, deps) };
  },
});

/** Every custom-id family, the most clicked first (each claims only its own ids, so the order only saves decoding). */
export const FAMILIES: readonly Offer[] = [
  offer(gameControls),
  offer(panelControls),
  offer(lobbyControls),
  offer(againControls),
  offer(helpControls),
  offer(boardPages),
  offer(histories),
  offer(forgetAnswers),
  offer(setupForms),
  offer(formRetries),
];

/** The first family that claims the interaction, or null when none does. */
export function claim(interaction: Routed, games: GameCatalog, families: readonly Offer[] = FAMILIES): Claim | null {
  for (const family of families) {
    const claimed = family.claim(interaction, games);
    if (claimed) return claimed;
  }
  return null;
}

/** An id no family claims (an old kind, or one tampered with): said to be unknown, and logged. */
export async function answerUnclaimed(interaction: Routed, deps: Pick<HandlerDeps, 'log'>): Promise<string> {
  deps.log.warn({ interactionId: interaction.id, customId: interaction.customId.slice(0, 100) }, 'unrecognised custom_id');
  await tell(interaction, userLocale(interaction).t('error.unknownButton'));
  return 'malformed';
}
