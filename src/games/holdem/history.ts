import type { PlayerId } from '../../kernel/engine.js';
import type { HandStep, StartStep } from './history-steps.js';
import { categoryOf, ranksOf, scoreHand } from './evaluator.js';

/**
 * A finished hand in the PokerStars hand-history text format (play money: no currency), as one
 * player saw it: their own hole cards, the board, every action and the hands shown down, never
 * a hand that was folded. Pure: the same steps and reader always give the same text.
 */
export function pokerStarsHand(steps: readonly HandStep[], handId: string, tableName: string, viewer: PlayerId | null): string {
  const start = steps[0];
  const end = steps.at(-1);
  if (start?.kind !== 'start' || end?.kind !== 'end') throw new Error('pokerStarsHand: the steps are not a whole hand');
  const result = end.result;
  const names = uniqueNames(start);
  const name = (p: PlayerId): string => names.get(p) ?? p;
  // Seat numbers are the table's own (kept when others leave); histories recorded before seats were numbered count places.
  const seatNo = new Map(start.seats.map((s, i) => [s.id, s.no ?? i + 1]));
  const dealt = start.seats.filter((s) => s.dealt);
  const stacks = new Map(start.seats.map((s) => [s.id, s.stack]));
  const lines: string[] = [];

  lines.push(`PokerStars Hand #${handId}:  Hold'em No Limit (${start.smallBlind}/${start.bigBlind}) - ${timestamp(start.at)}`);
  lines.push(`Table '${clean(tableName)}' 9-max (Play Money) Seat #${seatNo.get(start.button)} is the button`);
  for (const s of start.seats) lines.push(`Seat ${seatNo.get(s.id)}: ${name(s.id)} (${s.stack} in chips)${s.dealt ? '' : ' is sitting out'}`);

  let bets = new Map<PlayerId, number>();
  const pay = (p: PlayerId, to: number): number => {
    const paid = to - (bets.get(p) ?? 0);
    bets.set(p, to);
    stacks.set(p, (stacks.get(p) ?? 0) - paid);
    return paid;
  };
  const allIn = (p: PlayerId): string => ((stacks.get(p) ?? 0) === 0 ? ' and is all-in' : '');
  for (const [p, label] of [
    [start.smallBlindPlayer, 'small blind'],
    [start.bigBlindPlayer, 'big blind'],
  ] as const) {
    const amount = start.posted[p] ?? 0;
    if (amount > 0) lines.push(`${name(p)}: posts ${label} ${pay(p, amount)}${allIn(p)}`);
  }
  lines.push('*** HOLE CARDS ***');
  const hero = viewer !== null ? start.hole[viewer] : undefined;
  if (viewer !== null && hero && dealt.some((s) => s.id === viewer)) lines.push(`Dealt to ${name(viewer)} [${hero.join(' ')}]`);

  const lastAct = steps.reduce((at, s, i) => (s.kind === 'act' ? i : at), 0);
  const refundLines = Object.entries(result.refunds)
    .filter(([, amount]) => amount > 0)
    .map(([p, amount]) => `Uncalled bet (${amount}) returned to ${name(p)}`);
  const foldedOn = new Map<PlayerId, string>();
  // Who put chips in before the flop (a blind counts): the others fold "(didn't bet)".
  const voluntary = new Set<PlayerId>(
    Object.entries(start.posted)
      .filter(([, amount]) => amount > 0)
      .map(([p]) => p),
  );
  let toCall = start.bigBlind;
  let board: string[] = [];
  if (lastAct === 0) lines.push(...refundLines);
  steps.forEach((step, i) => {
    if (step.kind === 'act') {
      const p = step.player;
      const to = step.to ?? 0;
      switch (step.move) {
        case 'fold':
          lines.push(`${name(p)}: folds`);
          foldedOn.set(p, step.street);
          break;
        case 'check':
          lines.push(`${name(p)}: checks`);
          break;
        case 'call':
          voluntary.add(p);
          lines.push(`${name(p)}: calls ${pay(p, to)}${allIn(p)}`);
          break;
        case 'bet':
        case 'raise':
        case 'allin': {
          voluntary.add(p);
          const before = toCall;
          pay(p, to);
          toCall = Math.max(toCall, to);
          lines.push(before === 0 ? `${name(p)}: bets ${to}${allIn(p)}` : `${name(p)}: raises ${to - before} to ${to}${allIn(p)}`);
          break;
        }
      }
      if (i === lastAct) lines.push(...refundLines);
    } else if (step.kind === 'street') {
      bets = new Map();
      toCall = 0;
      const before = board;
      board = [...board, ...step.cards];
      const header = `*** ${step.street.toUpperCase()} ***`;
      lines.push(before.length === 0 ? `${header} [${board.join(' ')}]` : `${header} [${before.join(' ')}] [${step.cards.join(' ')}]`);
    }
  });

  const won = new Map<PlayerId, number>();
  for (const pot of result.pots) for (const [p, amount] of Object.entries(pot.shares)) won.set(p, (won.get(p) ?? 0) + amount);
  const potName = (i: number): string => (result.pots.length === 1 ? 'pot' : i === 0 ? 'main pot' : result.pots.length === 2 ? 'side pot' : `side pot-${i}`);
  const collectLines = result.pots
    .map((pot, i) =>
      Object.entries(pot.shares)
        .filter(([, amount]) => amount > 0)
        .map(([p, amount]) => `${name(p)} collected ${amount} from ${potName(i)}`),
    )
    .reverse()
    .flat();
  const shown = new Map(result.shown.map((s) => [s.player, s]));
  if (result.shown.length > 0) {
    lines.push('*** SHOW DOWN ***');
    for (const s of result.shown) lines.push(`${name(s.player)}: shows [${s.cards.join(' ')}] (${describe(s.score)})`);
    lines.push(...collectLines);
  } else {
    lines.push(...collectLines);
    for (const p of won.keys()) lines.push(`${name(p)}: doesn't show hand`);
  }

  lines.push('*** SUMMARY ***');
  const total = result.pots.reduce((a, p) => a + p.amount, 0);
  const split =
    result.pots.length > 1 ? ` ${result.pots.map((pot, i) => `${i === 0 ? 'Main pot' : potName(i).replace('side', 'Side')} ${pot.amount}.`).join(' ')}` : '';
  lines.push(`Total pot ${total}${split} | Rake 0`);
  if (result.board.length > 0) lines.push(`Board [${result.board.join(' ')}]`);
  for (const s of dealt) {
    const p = s.id;
    const roles = [
      p === start.button ? ' (button)' : '',
      p === start.smallBlindPlayer ? ' (small blind)' : '',
      p === start.bigBlindPlayer ? ' (big blind)' : '',
    ].join('');
    const head = `Seat ${seatNo.get(p)}: ${name(p)}${roles}`;
    const down = shown.get(p);
    const folded = foldedOn.get(p);
    if (down) {
      const amount = won.get(p);
      lines.push(`${head} showed [${down.cards.join(' ')}] and ${amount ? `won (${amount})` : 'lost'} with ${describe(down.score)}`);
    } else if (folded) {
      lines.push(`${head} folded ${folded === 'preflop' ? `before Flop${voluntary.has(p) ? '' : " (didn't bet)"}` : `on the ${capitalized(folded)}`}`);
    } else if (won.has(p)) {
      lines.push(`${head} collected (${won.get(p)})`);
    }
  }
  return lines.join('\n');
}

/** The hand's players who were dealt in. */
export const dealtPlayers = (start: StartStep): PlayerId[] => start.seats.filter((s) => s.dealt).map((s) => s.id);

const capitalized = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

/** A name a tracker can read: one line, no brackets or colons, and unique at the table. */
function uniqueNames(start: StartStep): Map<PlayerId, string> {
  const taken = new Map<string, number>();
  const names = new Map<PlayerId, string>();
  for (const seat of start.seats) {
    const base =
      clean(seat.name)
        .replace(/[:[\]()]/g, '')
        .trim() || 'Player';
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    names.set(seat.id, count === 1 ? base : `${base} ${count}`);
  }
  return names;
}

const clean = (text: string): string => text.replace(/[\r\n\t']+/g, ' ');

const ET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function timestamp(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  const utc = `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  const part = Object.fromEntries(ET.formatToParts(d).map((p) => [p.type, p.value]));
  return `${utc} UTC [${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}:${part.second} ET]`;
}

const RANK_NAMES = ['Deuce', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const rank = (r: number): string => RANK_NAMES[r]!;
const plural = (r: number): string => (r === 4 ? 'Sixes' : `${rank(r)}s`);
/** The low end of a straight topped by `top` (the wheel runs Ace to Five). */
const straightFrom = (top: number): string => `${top === 3 ? 'Ace' : rank(top - 4)} to ${rank(top)}`;

/** How PokerStars names a hand: "a pair of Aces", "two pair, Kings and Fours", "a straight, Nine to King"... */
export function describe(score: number): string {
  const r = ranksOf(score);
  switch (categoryOf(score)) {
    case 'highCard':
      return `high card ${rank(r[0]!)}`;
    case 'pair':
      return `a pair of ${plural(r[0]!)}`;
    case 'twoPair':
      return `two pair, ${plural(r[0]!)} and ${plural(r[1]!)}`;
    case 'trips':
      return `three of a kind, ${plural(r[0]!)}`;
    case 'straight':
      return `a straight, ${straightFrom(r[0]!)}`;
    case 'flush':
      return `a flush, ${rank(r[0]!)} high`;
    case 'fullHouse':
      return `a full house, ${plural(r[0]!)} full of ${plural(r[1]!)}`;
    case 'quads':
      return `four of a kind, ${plural(r[0]!)}`;
    case 'straightFlush':
      return `a straight flush, ${straightFrom(r[0]!)}`;
    case 'royalFlush':
      return 'a Royal Flush';
  }
}

/** For tests and callers holding cards rather than scores. */
export const describeCards = (cards: readonly string[]): string => describe(scoreHand(cards));
