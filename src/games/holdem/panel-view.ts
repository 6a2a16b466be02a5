import { Embed } from '../../views/embed.js';
import type { ViewContext } from '../../kernel/views.js';
import { COLOURS } from '../../views/format.js';
import type { HoldemPrivateView } from './rules.js';
import { showCards } from './cards.js';
import { scoreHand } from './evaluator.js';
import { handWords } from './hand-words.js';
import { actionRows } from './controls-view.js';

/** A player's private panel: the hand it shows, their cards, and on their turn the same actions as the table, so reading and acting is one place. */
export function panel(view: HoldemPrivateView, ctx: ViewContext) {
  const { t } = ctx;
  const seat = view.seats.find((s) => s.id === view.me);
  const lines: string[] = [];
  if (view.hand) lines.push(`**${t('holdem.lastHand', { n: view.handNo })}**`);
  if (view.hole) {
    // In the same words as the panel's picture and the showdown: "Pair of Eights", not "One pair".
    if (view.best !== null && view.hand) lines.push(t('holdem.bestHand', { hand: handWords(scoreHand([...view.hole, ...view.hand.board]), t) }));
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
