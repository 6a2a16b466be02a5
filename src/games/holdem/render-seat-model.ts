import type { Translate } from '../../i18n/catalog.js';
import type { Scene } from '../../render/picture.js';
import { nameOf } from '../../render/names.js';
import { chips } from '../../render/text.js';
import { THEME } from '../../render/theme.js';
import type { HoldemPublicView } from './rules.js';
import { scoreHand } from './evaluator.js';
import { handWords } from './hand-words.js';
import { bestFive } from './render-best.js';

export type Tone = 'muted' | 'accent' | 'bad' | 'good';
export const TONE: Record<Tone, string> = { muted: THEME.textMuted, accent: THEME.accent, bad: THEME.bad, good: THEME.good };

/** One seat as the picture shows it: what a player at the table needs to read of it, nothing more. */
export interface SeatModel {
  name: string;
  stack: number;
  button: boolean;
  toAct: boolean;
  /** Face-up hole cards (a showdown, or hands turned up in an all-in), with the ones that make the hand marked. */
  shown: { cards: string[]; marked: readonly string[] } | null;
  /** The shown hand in the words the text uses ("Pair of Eights"), once there is a board to make it. */
  handWords: string | null;
  bet: number;
  note: { text: string; tone: Tone } | null;
  dim: boolean;
  /** Took chips from a pot in the last hand. */
  winner: boolean;
}

function statusNote(view: HoldemPublicView, id: string, t: Translate): SeatModel['note'] {
  const seat = view.seats.find((s) => s.id === id)!;
  const hand = view.hand;
  const dealt = hand?.players.includes(id) ?? false;
  if (seat.leaving) return { text: t('holdem.leaving'), tone: 'muted' };
  if (hand && dealt && hand.folded.includes(id)) return { text: t('holdem.folded'), tone: 'muted' };
  if (hand && dealt && seat.stack === 0) return { text: t('holdem.allIn'), tone: 'bad' };
  if (seat.sittingOut) return { text: t('holdem.sittingOut'), tone: 'muted' };
  if (hand && !dealt) return { text: t('holdem.waiting'), tone: 'muted' };
  if (!dealt && seat.stack === 0) return { text: t('holdem.busted'), tone: 'muted' };
  return null;
}

/** The player's last move this street, as a short word ("Raise"). */
function lastMove(view: HoldemPublicView, id: string, t: Translate): string | null {
  const hand = view.hand;
  const entry = hand?.log.filter((e) => e.player === id && e.street === hand.street).at(-1);
  if (!entry) return null;
  const type = entry.type as 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin';
  return ['fold', 'check', 'call', 'bet', 'raise', 'allin'].includes(type) ? t(`pic.holdem.act.${type}`) : null;
}

/** What the last hand did to a player's stack: all they took from its pots less all they put in. */
function netNote(view: HoldemPublicView, id: string, t: Translate): SeatModel['note'] {
  const last = view.lastHand;
  const put = last?.contributed?.[id];
  if (!last || put === undefined) return null;
  const net = last.pots.reduce((sum, pot) => sum + (pot.shares[id] ?? 0), 0) - put;
  if (net === 0) return null;
  return { text: t('pic.holdem.net', { amount: net > 0 ? `+${chips(net)}` : `−${chips(-net)}` }), tone: net > 0 ? 'good' : 'bad' };
}

export function seatModels(view: HoldemPublicView, scene: Scene, t: Translate): SeatModel[] {
  const hand = view.hand;
  const last = hand ? null : view.lastHand;
  const board = hand ? hand.board : (last?.board ?? []);
  return view.seats.map((seat, i) => {
    const id = seat.id;
    const dealt = hand?.players.includes(id) ?? false;
    const live = dealt && !hand!.folded.includes(id);
    const cards = hand ? hand.shownHoles[id] : last?.shown.find((s) => s.player === id)?.cards;
    const made = cards && board.length >= 3 ? [...cards, ...board] : null;
    const move = live ? lastMove(view, id, t) : null;
    const blind = hand?.smallBlind === id ? 'SB' : hand?.bigBlind === id ? 'BB' : null;
    const note =
      (last ? netNote(view, id, t) : null) ??
      statusNote(view, id, t) ??
      (move ? { text: move, tone: 'accent' as const } : blind ? { text: blind, tone: 'muted' as const } : null);
    return {
      name: nameOf(scene, t, id, i),
      stack: seat.stack,
      button: view.button === id,
      toAct: hand?.toAct === id,
      shown: cards ? { cards, marked: made ? bestFive(made) : [] } : null,
      handWords: made ? handWords(scoreHand(made), t) : null,
      bet: hand?.bets[id] ?? 0,
      note,
      dim: hand ? dealt && !live : seat.sittingOut || seat.leaving,
      winner: last ? last.pots.some((pot) => (pot.shares[id] ?? 0) > 0) : false,
    };
  });
}
