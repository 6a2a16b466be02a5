import type { APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../../i18n/catalog.js';
import { mention } from '../../views/format.js';
import type { HandResult } from './actions.js';
import type { HoldemPublicView } from './rules.js';
import { showCards } from './cards.js';
import { oddsLines } from './equity-view.js';
import { handWords, showdownWords } from './hand-words.js';
import { phoneLines } from '../../views/phone-lines.js';

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

/** The most lines a finished hand's record takes in the channel at a phone's width. */
export const RECORD_LINES = 3;

/** What each winner took from the hand, all pots together, in the order the pots name them. */
function takings(last: HandResult): Array<[string, number]> {
  const won = new Map<string, number>();
  for (const pot of last.pots) for (const [p, amount] of Object.entries(pot.shares)) if (amount > 0) won.set(p, (won.get(p) ?? 0) + amount);
  return [...won];
}

/**
 * A finished hand as the channel keeps it: at most three lines on a phone. The hand's number and
 * who took what; at a showdown, the hand that won the main pot. Everything else (the hands shown,
 * each pot, the equity) is one click away, in the details.
 */
export function compactRecord(view: HoldemPublicView, t: Translate): string | null {
  const last = view.lastHand;
  if (!last) return null;
  const head = `**${t('holdem.lastHand', { n: last.handNo })}**`;
  if (last.shown.length === 0) {
    const pot = last.pots[0]!;
    return fitted([`${head} · ${t('holdem.foldWin', { player: mention(Object.keys(pot.shares)[0]!), amount: pot.amount })}`]);
  }
  const winners = takings(last).map(([p, amount]) => t('holdem.record.won', { player: mention(p), amount }));
  const decided = last.pots[0] ? potDecision(last.shown, last.pots[0], t) : null;
  // Fewer winners named until the words fit: the details name them all.
  for (let named = winners.length; named >= 1; named--) {
    const who = `${head} · ${winners.slice(0, named).join(' · ')}${named < winners.length ? ' …' : ''}`;
    if (phoneLines(who) > RECORD_LINES) continue;
    return fitted(decided && phoneLines(`${who}\n${decided}`) <= RECORD_LINES ? [who, decided] : [who]);
  }
  return fitted([`${head} · ${winners[0]!}`]);
}

/** The lines, cut word by word (a mention is never split) with "…" where they would run past the record's lines. */
function fitted(lines: string[]): string {
  let text = lines.join('\n');
  while (phoneLines(text) > RECORD_LINES) {
    const cut = Math.max(text.lastIndexOf(' '), text.lastIndexOf('\n'));
    if (cut <= 0) break;
    text = `${text.slice(0, cut).replace(/…$/, '')}…`;
  }
  return text;
}
