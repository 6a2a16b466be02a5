import { Embed } from '../../views/embed.js';
import type { Translate } from '../../i18n/catalog.js';
import type { ViewContext } from '../../views/types.js';
import { COLOURS } from '../../views/format.js';
import type { HoldemPrivateView } from './rules.js';
import { showCards } from './cards.js';
import type { Category } from './evaluator.js';
import { actionRows } from './controls-view.js';

const categoryName = (t: Translate, category: Category) => t(`holdem.cat.${category}`);

/** A player's private panel: the hand it shows, their cards, and on their turn the same actions as the table, so reading and acting is one place. */
export function panel(view: HoldemPrivateView, ctx: ViewContext) {
  const { t } = ctx;
  const seat = view.seats.find((s) => s.id === view.me);
  const lines: string[] = [];
  if (view.hand) lines.push(`**${t('holdem.lastHand', { n: view.handNo })}**`);
  if (view.hole) {
    if (view.best !== null) lines.push(t('holdem.bestHand', { hand: categoryName(t, view.best) }));
    if (view.hand?.board.length) lines.push(t('fmt.labelValue', { label: t('holdem.board'), value: showCards(view.hand.board) }));
  } else lines.push(view.hand ? t('holdem.notDealt') : t('holdem.panelBetween'));
  if (seat) lines.push(t('holdem.yourStack', { stack: seat.stack }));
  const myTurn = view.hand?.toAct === view.me && view.legal !== null;
  if (myTurn) lines.push(view.legal!.canCheck ? t('holdem.yourTurnFree') : t('holdem.yourTurn', { amount: view.legal!.toCall }));
  const embed = new Embed()
    .setColor(COLOURS.playing)
    .setTitle(view.hole ? t('fmt.labelValue', { label: t('holdem.yourCards'), value: showCards(view.hole) }) : t('holdem.yourCards'))
    .setDescription(lines.join('\n'));
  return { embeds: [embed.toJSON()], components: myTurn ? actionRows(view, ctx) : [] };
}
