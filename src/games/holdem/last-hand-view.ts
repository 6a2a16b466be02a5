import type { APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../../i18n/catalog.js';
import { mention } from '../../views/format.js';
import type { HandResult } from './actions.js';
import type { HoldemPublicView } from './rules.js';
import { showCards } from './cards.js';
import { oddsLines } from './equity-view.js';
import { handWords, showdownWords } from './hand-words.js';

/** What won a pot at showdown: the winning hand against the best hand it beat, or the hand the winners split with. */
function potDecision(shown: HandResult['shown'], pot: HandResult['pots'][number], t: Translate): string | null {
  const scoreOf = new Map(shown.map((s) => [s.player, s.score]));
  const winners = Object.keys(pot.shares).filter((p) => (pot.shares[p] ?? 0) > 0 && scoreOf.has(p));
  const best = winners.length ? scoreOf.get(winners[0]!)! : null;
  if (best === null) return null;
  const beaten = Math.max(-1, ...pot.eligible.filter((p) => !winners.includes(p) && scoreOf.has(p)).map((p) => scoreOf.get(p)!));
  return beaten >= 0 && beaten < best ? showdownWords(best, beaten, t) : handWords(best, t);
}

/**
 * How a hand ended, for the table between hands and the channel: the board, the hands shown (not in
 * `brief`, beside the picture that shows them), who won each pot and with what, and the equity lines.
 */
export function lastHandField(view: HoldemPublicView, t: Translate, brief = false): APIEmbedField | null {
  const last = view.lastHand;
  if (!last) return null;
  const lines: string[] = [];
  if (last.shown.length > 0) {
    if (last.board.length && !brief) lines.push(showCards(last.board));
    for (const s of brief ? [] : last.shown)
      lines.push(t('holdem.shows', { player: mention(s.player), cards: showCards(s.cards), hand: handWords(s.score, t) }));
    last.pots.forEach((pot, i) => {
      const winners = Object.entries(pot.shares).map(([p, amount]) => `${mention(p)} ${amount}`);
      const name = last.pots.length === 1 ? t('holdem.pot') : i === 0 ? t('holdem.mainPotName') : t('holdem.sidePotName', { n: i });
      const decided = potDecision(last.shown, pot, t);
      lines.push(
        t('holdem.potWon', { pot: name, amount: pot.amount, players: `${winners.join(t('fmt.list'))}${decided ? t('fmt.paren', { text: decided }) : ''}` }),
      );
    });
  } else {
    const pot = last.pots[0]!;
    lines.push(t('holdem.foldWin', { player: mention(Object.keys(pot.shares)[0]!), amount: pot.amount }));
  }
  for (const [p, amount] of Object.entries(last.refunds)) lines.push(t('holdem.refund', { player: mention(p), amount }));
  lines.push(...oddsLines(last, t, 1024 - lines.join('\n').length - 1));
  return { name: t('holdem.lastHand', { n: last.handNo }), value: lines.join('\n').slice(0, 1024) };
}
