import { ActionRowBuilder, ModalBuilder, TextInputBuilder } from '@discordjs/builders';
import { TextInputStyle, type APIEmbedField } from 'discord-api-types/v10';
import { message, type Translate } from '../../i18n/catalog.js';
import type { Decoded, GameUi, ViewContext } from '../../kernel/views.js';
import { COLOURS, mention, relativeTime } from '../../views/format.js';
import type { HoldemConfig } from './actions.js';
import type { HoldemPrivateView, HoldemPublicView } from './rules.js';
import { showCards } from './cards.js';
import { potsOnTable } from './pots.js';
import { livePlayers, uncalledExcess } from './betting.js';
import { buyInRange, topUpRange } from './seating.js';
import { typedWholeNumber } from '../../input/numbers.js';
import { compactRecord, lastHandField } from './last-hand-view.js';
import { Embed } from '../../views/embed.js';
import { panel } from './panel-view.js';
import { moreChoice } from '../../views/more-select.js';
import { MORE_ITEMS, tableControls } from './controls-view.js';

export { actionRows, quickSizes, type QuickSize } from './controls-view.js';

/** One line of the hand's recent actions; fold and check name no amount. */
function logLine(entry: { player: string; type: string; to?: number | undefined }, t: Translate): string {
  const player = mention(entry.player);
  if (entry.type === 'fold' || entry.type === 'check') return t(`holdem.log.${entry.type}`, { player });
  return t(`holdem.log.${entry.type as 'call' | 'bet' | 'raise' | 'allin'}`, { player, to: entry.to ?? 0 });
}
/** The hand's last moves, each street's headed by its name. */
function streetsLog(entries: ReadonlyArray<{ player: string; type: string; to?: number | undefined; street: string }>, t: Translate, earlier: boolean): string {
  // Earlier moves of the hand are not listed: "…" says so, above a street heading they may belong under.
  const lines: string[] = earlier ? ['…'] : [];
  entries.forEach((entry, i) => {
    if (i === 0 || entries[i - 1]!.street !== entry.street) lines.push(`**${t(`holdem.street.${entry.street as 'preflop' | 'flop' | 'turn' | 'river'}`)}**`);
    lines.push(logLine(entry, t));
  });
  return lines.join('\n');
}
/** Where the hand is: the street's name, and in the words alone (no picture) the board's cards after it. */
function streetLine(hand: NonNullable<HoldemPublicView['hand']>, t: Translate, withBoard: boolean): string {
  const street = t(`holdem.street.${hand.street}`);
  return withBoard && hand.board.length ? t('holdem.streetBoard', { street, cards: showCards(hand.board) }) : `**${street}**`;
}
const AMOUNT_FIELD = 'amount';
/** A number of chips as the reader's language writes it (1,500). */
const chipCount = (n: number, t: Translate): string => new Intl.NumberFormat(t.locale).format(n);

/** One pot ("Pot: 30", bets of this street included), or the main pot and side pots once a live player is all-in for less. */
function potsLine(view: HoldemPublicView, t: Translate): string {
  const hand = view.hand!;
  const allIn = livePlayers(hand).filter((p) => view.seats.find((s) => s.id === p)?.stack === 0);
  const pots = potsOnTable(hand.contributed, uncalledExcess(hand.bets), allIn);
  if (pots.length <= 1) return t('fmt.labelValue', { label: t('holdem.pot'), value: String(view.pot) });
  return pots.map((amount, i) => (i === 0 ? t('holdem.mainPot', { amount }) : t('holdem.sidePot', { n: i, amount }))).join(' · ');
}

function seatLine(view: HoldemPublicView, id: string, t: Translate): string {
  const seat = view.seats.find((s) => s.id === id)!;
  const hand = view.hand;
  const marks: string[] = [];
  if (view.button === id) marks.push('🔘');
  if (hand?.smallBlind === id) marks.push('SB');
  if (hand?.bigBlind === id) marks.push('BB');
  const notes: string[] = [];
  const dealt = hand?.players.includes(id) ?? false;
  if (hand && dealt) {
    if (hand.folded.includes(id)) notes.push(t('holdem.folded'));
    else if (seat.stack === 0) notes.push(t('holdem.allIn'));
    if (hand.bets[id]) notes.push(t('holdem.bet', { amount: hand.bets[id]! }));
    if (hand.shownHoles[id]) notes.push(showCards(hand.shownHoles[id]!));
  } else if (hand) notes.push(t('holdem.waiting'));
  if (seat.leaving) notes.push(t('holdem.leaving'));
  else if (seat.sittingOut) notes.push(t('holdem.sittingOut'));
  else if (seat.stack === 0 && !dealt) notes.push(t('holdem.busted'));
  const turn = hand?.toAct === id ? '▶ ' : '';
  const name = hand?.folded.includes(id) ? `~~${mention(id)}~~` : mention(id);
  return `${turn}${marks.join(' ')}${marks.length ? ' ' : ''}${name} · ${seat.stack}${notes.length ? ` · ${notes.join(' · ')}` : ''}`;
}

/** Each player's buy-ins against what they hold now and what they took away when they left. */
function ledgerLines(view: HoldemPublicView, t: Translate): string {
  const lines = Object.entries(view.ledger).map(([p, entry]) => {
    const seat = view.seats.find((s) => s.id === p);
    const player = mention(p);
    const signed = (n: number) => (n > 0 ? `+${n}` : n);
    // A player who left during a hand takes their stack when it ends (their hand is folded).
    if (!seat || seat.leaving) {
      const cashedOut = entry.cashedOut + (seat?.stack ?? 0);
      return t('holdem.ledgerLineLeft', { player, boughtIn: entry.boughtIn, cashedOut, net: signed(cashedOut - entry.boughtIn) });
    }
    // Chips in the hand count as the player's while they are still in it; a folded hand's are lost.
    const inHand = view.hand && !view.hand.folded.includes(p) ? (view.hand.contributed[p] ?? 0) : 0;
    const stack = seat.stack + inHand;
    const net = signed(stack + entry.cashedOut - entry.boughtIn);
    if (entry.cashedOut > 0) return t('holdem.ledgerLineBack', { player, boughtIn: entry.boughtIn, cashedOut: entry.cashedOut, stack, net });
    return t('holdem.ledgerLine', { player, boughtIn: entry.boughtIn, stack, net });
  });
  return (lines.join('\n') || t('holdem.ledgerEmpty')).slice(0, 1024);
}

/** Why no hand is dealt: who sits out, who has no chips, or that only one player is seated. */
function idleReasons(view: HoldemPublicView, t: Translate): string[] {
  const seated = view.seats.filter((s) => !s.leaving);
  const out = seated.filter((s) => s.sittingOut).map((s) => mention(s.id));
  const broke = seated.filter((s) => !s.sittingOut && s.stack === 0).map((s) => mention(s.id));
  const reasons: string[] = [];
  if (out.length) reasons.push(t('holdem.idleSittingOut', { players: out.join(t('fmt.list')) }));
  if (broke.length) reasons.push(t('holdem.idleNoChips', { players: broke.join(t('fmt.list')) }));
  if (seated.length < 2) reasons.push(t('holdem.idleAlone'));
  return reasons;
}

/** Who acts and what they face, with the timer; between hands, when the next one comes or why it does not. */
function turnLines(view: HoldemPublicView, ctx: ViewContext): string[] {
  const { t } = ctx;
  const hand = view.hand;
  const lines: string[] = [];
  if (hand) {
    if (hand.toAct && view.legal) {
      lines.push(
        view.legal.canCheck
          ? t('holdem.toActFree', { player: mention(hand.toAct) })
          : t('holdem.toAct', { player: mention(hand.toAct), amount: view.legal.toCall }),
      );
      if (ctx.session.deadline) lines.push(t('table.turnEnds', { when: relativeTime(ctx.session.deadline) }));
    }
  } else {
    if (ctx.session.deadline) lines.push(t('holdem.between', { when: relativeTime(ctx.session.deadline) }));
    else if (view.unattended && view.seats.filter((s) => s.stack > 0 && !s.sittingOut && !s.leaving).length >= 2) lines.push(t('holdem.unattended'));
    else lines.push(t('holdem.betweenIdle'), ...idleReasons(view, t));
  }
  return lines;
}

const words = (view: HoldemPublicView, lines: string[], fields: APIEmbedField[], t: Translate) =>
  new Embed()
    .setColor(view.hand ? COLOURS.playing : COLOURS.lobby)
    .setTitle(
      view.hand
        ? t('holdem.title', { n: view.handNo, sb: view.smallBlind, bb: view.bigBlind })
        : t('holdem.titleBetween', { sb: view.smallBlind, bb: view.bigBlind }),
    )
    .setDescription(lines.join('\n') || '\u200b')
    .addFields(fields)
    .toJSON();

/**
 * Beside the picture (seats, stacks, bets, the board, the pots, the hands shown): the last move,
 * who acts and what they face, the timer; between hands, who won what and the equity lines, which
 * the picture does not show.
 */
function caption(view: HoldemPublicView, ctx: ViewContext) {
  const { t } = ctx;
  const lastMove = view.hand?.log.at(-1);
  const lines = [...(view.hand ? [streetLine(view.hand, t, false)] : []), ...(lastMove ? [logLine(lastMove, t)] : []), ...turnLines(view, ctx)];
  const result = view.hand ? null : lastHandField(view, t, true);
  return { embeds: [words(view, lines, result ? [result] : [], t)] };
}

function table(view: HoldemPublicView, ctx: ViewContext) {
  const { t } = ctx;
  const hand = view.hand;
  const lines: string[] = [];
  if (hand) lines.push(streetLine(hand, t, true), potsLine(view, t));
  lines.push(...turnLines(view, ctx));
  const fields: APIEmbedField[] = [
    {
      name: t('holdem.seats'),
      value:
        view.seats
          .map((s) => seatLine(view, s.id, t))
          .join('\n')
          .slice(0, 1024) || '—',
    },
  ];
  if (hand && hand.log.length) {
    fields.push({
      name: t('holdem.recent'),
      value: streetsLog(hand.log.slice(-6), t, hand.actions > 6),
    });
  }
  const last = !hand ? lastHandField(view, t) : null;
  if (last) fields.push(last);
  const embed = words(view, lines, fields, t);
  return { embeds: [embed], components: tableControls(view, ctx) };
}

function decode(args: string[], values: string[], fields?: Record<string, string>): Decoded {
  const chosen = moreChoice(args, values, MORE_ITEMS);
  if (chosen) return decode([chosen], [], fields);
  const [kind, arg] = args;
  const amount = fields ? typedWholeNumber(fields[AMOUNT_FIELD]) : undefined;
  if (fields && amount === null) return { invalid: { key: 'holdem.badAmount' } };
  switch (kind) {
    case 'fold':
    case 'check':
    case 'call':
    case 'allin':
    case 'sitout':
    case 'back':
    case 'deal':
      return { action: { type: kind } };
    case 'raise':
      if (amount !== undefined) return { action: { type: 'raise', to: amount } };
      return arg && /^\d{1,10}$/.test(arg) ? { action: { type: 'raise', to: Number(arg) } } : null;
    case 'raisebox':
      return { modal: 'raise' };
    case 'sit':
      return amount !== undefined ? { action: { type: 'sit', buyIn: amount } } : { modal: 'sit' };
    case 'topup':
      return amount !== undefined ? { action: { type: 'topup', amount } } : { modal: 'topup' };
    case 'ledger':
      return { info: 'ledger' };
    default:
      return null;
  }
}

/** An amount form; `typed` (what a refused one held) fills it in again instead of the suggested amount. */
function amountModal(customId: string, title: string, label: string, value: number, typed?: Record<string, string>): ReturnType<ModalBuilder['toJSON']> {
  const again = typed?.[AMOUNT_FIELD]?.trim().slice(0, 10);
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(title)
    .addComponents(
      new ActionRowBuilder<TextInputBuilder>().addComponents(
        new TextInputBuilder()
          .setCustomId(AMOUNT_FIELD)
          .setLabel(label.slice(0, 45))
          .setStyle(TextInputStyle.Short)
          .setRequired(true)
          .setMaxLength(10)
          .setValue(again || String(value)),
      ),
    )
    .toJSON();
}

export const holdemUi: GameUi<HoldemPublicView, HoldemPrivateView> = {
  table,
  caption,
  panel,
  decode,
  panelLabel: 'holdem.panel',
  panelDeal: {
    of: (view) => view.handNo,
    notice: (shown, now, t) => ({ text: t('holdem.newDeal', { shown, n: now }), button: t('holdem.newCards') }),
  },
  /** The amount forms; when the action cannot apply now, the reason instead of a form. */
  modal(name, view, ctx, typed) {
    const { t } = ctx;
    switch (name) {
      case 'sit': {
        const range = buyInRange(view, view.me, ctx.now);
        if (!range.ok) return { refusal: range.rejection };
        // Back within the hour: the form says what they must bring (at least the stack they left with).
        const title = range.leftWith !== undefined ? t('holdem.sitBackTitle', { stack: range.leftWith }) : t('holdem.sitTitle');
        return amountModal(ctx.control('g', 'sit'), title, t('holdem.sitLabel', { min: range.min, max: range.max }), range.max, typed);
      }
      case 'topup': {
        const range = topUpRange(view, view.me);
        if (!range.ok) return { refusal: range.rejection };
        return amountModal(ctx.control('g', 'topup'), t('holdem.topupTitle'), t('holdem.topupLabel', { min: range.min, max: range.max }), range.max, typed);
      }
      default: {
        const legal = view.legal;
        if (!view.hand) return { refusal: message('holdem.noHand') };
        if (view.hand.toAct !== view.me || !legal) return { refusal: message('error.notYourTurn') };
        if (!legal.canRaise) return { refusal: message('holdem.cannotRaise', { amount: legal.toCall }) };
        return amountModal(
          ctx.control('g', 'raise'),
          t('holdem.raiseTitle'),
          t('holdem.raiseLabel', { min: legal.minTo, max: legal.maxTo }),
          legal.minTo,
          typed,
        );
      }
    }
  },
  info(_name, view, ctx) {
    return { embeds: [new Embed().setColor(COLOURS.lobby).setTitle(ctx.t('holdem.ledger')).setDescription(ledgerLines(view, ctx.t)).toJSON()] };
  },
  closedSummary: (view, ctx) => [{ name: ctx.t('holdem.ledger'), value: ledgerLines(view, ctx.t) }],
  /**
   * Every finished hand leaves a short record (at most three lines on a phone: who took what, and with
   * which hand), its details one click away; the table keeps only the newest one in the channel.
   */
  announce(before, after, ctx) {
    if (!after.lastHand || after.lastHand.handNo === before?.lastHand?.handNo) return null;
    return {
      embeds: [new Embed().setColor(COLOURS.finished).setDescription(compactRecord(after, ctx.t)!).toJSON()],
      details: after.lastHand.handNo,
    };
  },
  /** A hand's details, as its record's button shows them: the board, the hands shown, every pot, the equity. */
  recordDetails(view, part, ctx) {
    if (view.lastHand?.handNo !== part) return null;
    const field = lastHandField(view, ctx.t)!;
    return { embeds: [new Embed().setColor(COLOURS.finished).setTitle(field.name).setDescription(field.value).toJSON()] };
  },
  confirm(action, t) {
    switch ((action as { type: string }).type) {
      case 'sit': {
        const count = (action as { buyIn: number }).buyIn;
        return t('holdem.sat', { count, amount: chipCount(count, t) });
      }
      case 'topup': {
        const count = (action as { amount: number }).amount;
        return t('holdem.toppedUp', { count, amount: chipCount(count, t) });
      }
      case 'sitout':
        return t('holdem.satOut');
      case 'back':
        return t('notice.backDone');
      default:
        return '';
    }
  },
  settings: (t, config) => {
    const c = config as HoldemConfig;
    return [t('holdem.settings', { sb: c.smallBlind, bb: c.bigBlind, min: c.minBuyIn, max: c.maxBuyIn })];
  },
  rules: (t) => t('rules.holdem'),
};
