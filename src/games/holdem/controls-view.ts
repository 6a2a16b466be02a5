import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle } from 'discord-api-types/v10';
import type { ActionRow, ViewContext } from '../../kernel/views.js';
import { moreSelect, type MoreItem } from '../../views/more-select.js';
import type { HoldemPublicView } from './rules.js';

export type QuickSize = { size: 'min' | 'half' | 'pot'; to: number };

/**
 * Bet sizes offered as buttons, each named for what it is: the minimum, half the pot and the pot,
 * each only when legal and below the all-in. A size equal to a smaller-named one is offered once,
 * under that name, so a label never shifts onto another size.
 */
export function quickSizes(view: HoldemPublicView): QuickSize[] {
  const hand = view.hand;
  const legal = view.legal;
  if (!hand || !legal?.canRaise || !hand.toAct) return [];
  const afterCall = view.pot + (hand.amountToCall - (hand.bets[hand.toAct] ?? 0));
  const candidates: QuickSize[] = [
    { size: 'min', to: legal.minTo },
    { size: 'half', to: hand.amountToCall + Math.floor(afterCall / 2) },
    { size: 'pot', to: hand.amountToCall + afterCall },
  ];
  const offered: QuickSize[] = [];
  for (const c of candidates) {
    if (c.to < legal.minTo || c.to >= legal.maxTo || offered.some((o) => o.to === c.to)) continue;
    offered.push(c);
  }
  return offered;
}

export function actionRows(view: HoldemPublicView, ctx: ViewContext): ActionRow[] {
  const { t } = ctx;
  const legal = view.legal;
  const hand = view.hand;
  if (!hand || !legal) return [];
  const first: ButtonBuilder[] = [];
  if (!legal.canCheck) first.push(new ButtonBuilder().setCustomId(ctx.control('g', 'fold')).setStyle(ButtonStyle.Danger).setLabel(t('holdem.fold')));
  first.push(
    legal.canCheck
      ? new ButtonBuilder().setCustomId(ctx.control('g', 'check')).setStyle(ButtonStyle.Secondary).setLabel(t('holdem.check'))
      : new ButtonBuilder()
          .setCustomId(ctx.control('g', 'call'))
          .setStyle(ButtonStyle.Primary)
          .setLabel(t('holdem.call', { amount: legal.toCall })),
  );
  const labels = { min: hand.amountToCall === 0 ? 'holdem.betMin' : 'holdem.raiseMin', half: 'holdem.halfPot', pot: 'holdem.potSize' } as const;
  for (const { size, to } of quickSizes(view)) {
    first.push(
      new ButtonBuilder()
        .setCustomId(ctx.control('g', 'raise', String(to)))
        .setStyle(ButtonStyle.Success)
        .setLabel(t(labels[size], { to })),
    );
  }
  const second: ButtonBuilder[] = [];
  if (legal.canRaise) {
    second.push(
      new ButtonBuilder()
        .setCustomId(ctx.control('g', 'allin'))
        .setStyle(ButtonStyle.Danger)
        .setLabel(t('holdem.allin', { to: legal.maxTo })),
    );
    second.push(new ButtonBuilder().setCustomId(ctx.control('g', 'raisebox')).setStyle(ButtonStyle.Secondary).setLabel(t('holdem.raiseBox')));
  }
  const rows = [new ActionRowBuilder<ButtonBuilder>().addComponents(first).toJSON()];
  if (second.length) rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(second).toJSON());
  return rows;
}

/** The most seats a Hold'em table has. */
const SEATS = 9;

/** What the "More" menu holds at a Hold'em table: the seat's own business, never needed at a glance. */
export const MORE_ITEMS = ['topup', 'sitout', 'back', 'ledger'] as const;

/**
 * The table's own controls, at most three (with "My cards" and Verify, five): "Deal next hand"
 * between hands, "Sit down" while a seat is free, and one "More" menu (top up, sit out, I'm back
 * while someone sits out, the ledger). The betting lives in the private panel of the player to act.
 */
export function tableControls(view: HoldemPublicView, ctx: ViewContext): ActionRow[] {
  const { t } = ctx;
  const buttons: ButtonBuilder[] = [];
  if (!view.hand && view.seats.filter((s) => s.stack > 0 && !s.sittingOut && !s.leaving).length >= 2)
    buttons.push(new ButtonBuilder().setCustomId(ctx.control('g', 'deal')).setStyle(ButtonStyle.Primary).setLabel(t('holdem.deal')));
  // Only while a seat is free; during a hand it does not draw the eye from the game.
  if (view.seats.length < SEATS)
    buttons.push(
      new ButtonBuilder()
        .setCustomId(ctx.control('g', 'sit'))
        .setStyle(view.hand ? ButtonStyle.Secondary : ButtonStyle.Success)
        .setLabel(t('holdem.sit')),
    );
  const items: MoreItem[] = [
    { value: 'topup', label: t('holdem.topup'), emoji: '💰' },
    { value: 'sitout', label: t('holdem.sitout'), emoji: '⏸️' },
    // "I'm back" only while someone sits out (by choice or after timeouts): nobody else has a use for it.
    ...(view.seats.some((seat) => seat.sittingOut) ? [{ value: 'back', label: t('button.back'), emoji: '▶️' }] : []),
    { value: 'ledger', label: t('holdem.ledgerButton'), emoji: '📒' },
  ];
  const rows: ActionRow[] = buttons.length ? [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON()] : [];
  const more = moreSelect(items, ctx);
  if (more) rows.push(more);
  return rows;
}
