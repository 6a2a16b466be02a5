import type { ButtonInteraction, ModalMessageModalSubmitInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { HandlerDeps } from './deps.js';
import type { PanelVersions, TypedForms } from './recent.js';
import type { GameCatalog } from '../kernel/catalog.js';

/** A click on a button or select, or a modal submitted from a message's button. */
export type ComponentClick = ButtonInteraction | StringSelectMenuInteraction | ModalMessageModalSubmitInteraction;

/** Every interaction that carries one of Parlor's custom ids: a click, or any submitted form. */
export type Routed = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** Where a click came from: the public table, or a player's ephemeral panel. */
export type Origin = 'table' | 'panel';

/** What a click handler needs beyond the shared dependencies: which moment each panel shows, and what refused forms held. */
export type ClickDeps = HandlerDeps & { panels: PanelVersions; typed?: TypedForms };

/**
 * One family of custom ids (a prefix of src/ids/custom-id.ts, or a group of a prefix's verbs) and
 * what answers it. The router offers an interaction to each family in turn; the first whose `takes`
 * and `parse` claim it runs. No two families claim the same id, so their order decides nothing.
 */
export interface Family<I extends Routed, Id> {
  /** For the log and the tests. */
  readonly name: string;
  /** The kinds of interaction its ids come on. */
  takes(interaction: Routed): interaction is I;
  /** The id decoded, or null: not this family's. */
  parse(interaction: I, games: GameCatalog): Id | null;
  /** Answers the interaction; what it says is the outcome the router logs and counts. */
  run(interaction: I, id: Id, deps: ClickDeps): Promise<string>;
  /** A slow answer is deferred as a public placeholder (it opens a table), not a private one. */
  readonly answersInPublic?: boolean;
}

export const isComponentClick = (interaction: Routed): interaction is ComponentClick =>
  interaction.isButton() || interaction.isStringSelectMenu() || interaction.isFromMessage();
