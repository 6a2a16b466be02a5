import { ActionRowBuilder, StringSelectMenuBuilder } from '@discordjs/builders';
import type { ActionRow, ViewContext } from '../kernel/views.js';

/** The game control (`g:more`) of a table's "More" menu: the chosen option is the name of the control it stands for. */
export const MORE = 'more';

/** One thing the "More" menu offers: the game control it stands for (`g:<value>`), its words and emoji. */
export interface MoreItem {
  value: string;
  label: string;
  description?: string;
  emoji?: string;
}

/**
 * The controls a table does not need at a glance, behind one menu, so that a table in play shows
 * at most five controls on a phone. Null when there is nothing to offer.
 */
export function moreSelect(items: readonly MoreItem[], ctx: ViewContext): ActionRow | null {
  if (items.length === 0) return null;
  const select = new StringSelectMenuBuilder()
    .setCustomId(ctx.control('g', MORE))
    .setPlaceholder(ctx.t('table.more'))
    .addOptions(
      items.slice(0, 25).map((item) => ({
        label: item.label.slice(0, 100),
        value: item.value,
        ...(item.description ? { description: item.description.slice(0, 100) } : {}),
        ...(item.emoji ? { emoji: { name: item.emoji } } : {}),
      })),
    );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON();
}

/** The control a "More" choice stands for, as the game's own decode reads it (`g:<value>`), or null for anything else. */
export function moreChoice(args: readonly string[], values: readonly string[], offered: readonly string[]): string | null {
  if (args[0] !== MORE) return null;
  const chosen = values[0];
  return chosen && offered.includes(chosen) ? chosen : null;
}
