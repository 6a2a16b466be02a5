import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../render/public.js';
import { drawCard, drawCardBack, drawCardSlot } from '../../render/cards.js';
import { ellipseSlots, type Point } from '../../render/layout.js';
import { nameOf } from '../../render/names.js';
import { chips } from '../../render/text.js';
import { THEME } from '../../render/theme.js';
import type { HoldemPrivateView, HoldemPublicView } from './rules.js';
import { categoryOf, scoreHand } from './evaluator.js';
import { livePlayers, uncalledExcess } from './betting.js';
import { potsOnTable } from './pots.js';
import { bestFive } from './render-best.js';

const W = 800;
const H = 610;
const HEADER = 46;
const CX = 400;
const CY = HEADER + 278;
const SEAT_W = 192;
const SEAT_H = 78;
const BOARD_CARD = { w: 64, h: 90, gap: 8 };
/** The words in the table's centre stay clear of the seats on its sides. */
const CENTRE_W = 396;

type Tone = 'muted' | 'accent' | 'bad' | 'good';
const TONE: Record<Tone, string> = { muted: THEME.textMuted, accent: THEME.accent, bad: THEME.bad, good: THEME.good };

interface SeatModel {
  name: string;
  stack: number;
  button: boolean;
  blind: 'SB' | 'BB' | null;
  toAct: boolean;
  cards: { face: false } | { face: true; cards: string[]; marked: readonly string[] } | null;
  bet: number;
  note: { text: string; tone: Tone } | null;
  dim: boolean;
  /** Below the seat at a showdown: the hand's name. */
  handName: string | null;
}

const SUIT_TEXT: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
export const cardText = (card: string): string => `${card[0] === 'T' ? '10' : card[0]}${SUIT_TEXT[card[1]!]}`;
const cardsText = (cards: readonly string[], t: Translate): string => (cards.length ? cards.map(cardText).join(' ') : t('pic.holdem.noBoard'));

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

/** The player's last move this street, as a short word ("Raise"), when nothing more important is shown. */
function lastMove(view: HoldemPublicView, id: string, t: Translate): string | null {
  const hand = view.hand;
  const entry = hand?.log.filter((e) => e.player === id && e.street === hand.street).at(-1);
  if (!entry) return null;
  const type = entry.type as 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin';
  return ['fold', 'check', 'call', 'bet', 'raise', 'allin'].includes(type) ? t(`pic.holdem.act.${type}`) : null;
}

function seatModels(view: HoldemPublicView, scene: Scene, t: Translate): SeatModel[] {
  const hand = view.hand;
  const last = hand ? null : view.lastHand;
  return view.seats.map((seat, i) => {
    const id = seat.id;
    const dealt = hand?.players.includes(id) ?? false;
    const live = dealt && !hand!.folded.includes(id);
    const shown = hand ? hand.shownHoles[id] : last?.shown.find((s) => s.player === id)?.cards;
    const board = hand ? hand.board : (last?.board ?? []);
    let cards: SeatModel['cards'] = null;
    let handName: string | null = null;
    if (shown) {
      const five = board.length >= 3 ? bestFive([...shown, ...board]) : shown;
      cards = { face: true, cards: shown, marked: board.length >= 3 ? five : [] };
      if (board.length >= 3) handName = t(`holdem.cat.${categoryOf(scoreHand([...shown, ...board]))}`);
    } else if (live) cards = { face: false };
    const note = statusNote(view, id, t);
    const move = live ? lastMove(view, id, t) : null;
    const won = last ? last.pots.reduce((sum, pot) => sum + (pot.shares[id] ?? 0), 0) : 0;
    return {
      name: nameOf(scene, t, id, i),
      stack: seat.stack,
      button: view.button === id,
      blind: hand?.smallBlind === id ? 'SB' : hand?.bigBlind === id ? 'BB' : null,
      toAct: hand?.toAct === id,
      cards,
      bet: hand?.bets[id] ?? 0,
      note: note ?? (move ? { text: move, tone: 'accent' } : won > 0 ? { text: `+${chips(won)}`, tone: 'good' } : null),
      dim: hand ? dealt && !live : seat.sittingOut || seat.leaving,
      handName,
    };
  });
}

/** Unit vector from a seat towards the table's centre. */
function inward(at: Point): Point {
  const dx = CX - at.x;
  const dy = CY - at.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
}

function drawSeat(p: Painter, at: Point, seat: SeatModel, fourColour: boolean): void {
  const h = seat.handName ? SEAT_H + 30 : SEAT_H;
  const x = at.x - SEAT_W / 2;
  const y = at.y - h / 2;
  const dir = inward(at);
  // Cards go on the side of the seat facing the table: face-down ones tuck under it, face-up ones stand clear.
  const above = at.y >= CY - 20;
  let reachY = h / 2;
  if (seat.cards) {
    const face = seat.cards.face;
    const cw = face ? 48 : 36;
    const ch = face ? 68 : 50;
    const overlap = face ? 4 : 14;
    const tuck = face ? -3 : 18;
    const left = at.x - (cw * 2 - overlap) / 2;
    const top = above ? y - ch + tuck : y + h - tuck;
    for (let i = 0; i < 2; i++) {
      const cx = left + i * (cw - overlap);
      if (seat.cards.face) {
        const card = seat.cards.cards[i]!;
        const marked = seat.cards.marked;
        drawCard(p, card, cx, top, cw, ch, { fourColour, marked: marked.includes(card), dim: marked.length > 0 && !marked.includes(card) });
      } else drawCardBack(p, cx, top, cw, ch);
    }
    reachY += ch - tuck;
  }
  p.box(x, y, SEAT_W, h, {
    fill: seat.toAct ? THEME.panelRaised : THEME.panel,
    stroke: seat.toAct ? THEME.accent : THEME.border,
    lineWidth: seat.toAct ? 4 : 2,
    radius: 12,
  });
  const textColour = seat.dim ? THEME.textMuted : THEME.text;
  p.text(seat.name, x + 10, y + 8, { px: 26, weight: 700, colour: seat.toAct ? THEME.accent : textColour, baseline: 'top', maxWidth: SEAT_W - 20, minPx: 20 });
  const stackWidth = p.text(chips(seat.stack), x + 10, y + 43, {
    px: 26,
    colour: textColour,
    baseline: 'top',
    maxWidth: seat.note ? 80 : SEAT_W - 20,
    minPx: 20,
  });
  if (seat.note)
    p.text(seat.note.text, x + SEAT_W - 10, y + 45, {
      px: 23,
      weight: 700,
      colour: TONE[seat.note.tone],
      align: 'right',
      baseline: 'top',
      maxWidth: SEAT_W - 26 - stackWidth,
      minPx: 18,
    });
  if (seat.handName) p.text(seat.handName, x + 10, y + 76, { px: 23, weight: 700, colour: THEME.accent, baseline: 'top', maxWidth: SEAT_W - 20, minPx: 18 });
  if (seat.dim) p.box(x, y, SEAT_W, h, { fill: 'rgba(27,30,35,0.35)', radius: 12 });
  // The button and the blinds sit on the seat's corners.
  if (seat.button) {
    p.circle(x + SEAT_W - 4, y + 2, 16, { fill: '#ffffff', stroke: THEME.background, lineWidth: 2 });
    p.text('D', x + SEAT_W - 4, y + 3, { px: 21, weight: 700, colour: THEME.background, align: 'center', baseline: 'middle' });
  }
  if (seat.blind) p.pill(seat.blind, x - 8, y - 21, { px: 19, fill: THEME.info, colour: '#ffffff', height: 27, padX: 7 });
  // In front of the seat, past its cards: its bet this street.
  const reach = Math.min(Math.abs((SEAT_W / 2 + 8) / (dir.x || 1e-9)), Math.abs((reachY + 6) / (dir.y || 1e-9)));
  const spot = { x: at.x + dir.x * (reach + 34), y: at.y + dir.y * (reach + 20) };
  if (seat.bet > 0) drawBet(p, spot, chips(seat.bet));
}

function drawBet(p: Painter, at: Point, amount: string): void {
  const width = p.measure(amount, 25, 700) + 42;
  const left = at.x - width / 2;
  p.box(left, at.y - 17, width, 34, { fill: 'rgba(10,30,20,0.75)', radius: 17 });
  p.circle(left + 17, at.y, 11, { fill: THEME.chip, stroke: THEME.chipEdge, lineWidth: 3 });
  p.text(amount, left + 34, at.y + 1, { px: 25, weight: 700, colour: THEME.text, baseline: 'middle' });
}

function drawTableSurface(p: Painter): void {
  const ctx = p.ctx;
  ctx.beginPath();
  ctx.ellipse(CX, CY, 292, 190, 0, 0, Math.PI * 2);
  ctx.fillStyle = THEME.rail;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(CX, CY, 278, 176, 0, 0, Math.PI * 2);
  ctx.fillStyle = THEME.felt;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = THEME.feltEdge;
  ctx.beginPath();
  ctx.ellipse(CX, CY, 258, 158, 0, 0, Math.PI * 2);
  ctx.stroke();
}

function drawBoard(p: Painter, board: readonly string[], marked: readonly string[], fourColour: boolean, top: number): void {
  const total = BOARD_CARD.w * 5 + BOARD_CARD.gap * 4;
  const left = CX - total / 2;
  for (let i = 0; i < 5; i++) {
    const x = left + i * (BOARD_CARD.w + BOARD_CARD.gap);
    const card = board[i];
    if (card)
      drawCard(p, card, x, top, BOARD_CARD.w, BOARD_CARD.h, { fourColour, marked: marked.includes(card), dim: marked.length > 0 && !marked.includes(card) });
    else drawCardSlot(p, x, top, BOARD_CARD.w, BOARD_CARD.h);
  }
}

/** Main pot and side pots while the hand is played, as the text view counts them. */
function potLines(view: HoldemPublicView, t: Translate): string[] {
  const hand = view.hand!;
  const allIn = livePlayers(hand).filter((p) => view.seats.find((s) => s.id === p)?.stack === 0);
  const pots = potsOnTable(hand.contributed, uncalledExcess(hand.bets), allIn);
  if (pots.length <= 1) return [`${t('holdem.pot')} ${chips(view.pot)}`];
  return pots.map((amount, i) => (i === 0 ? t('holdem.mainPot', { amount: chips(amount) }) : t('holdem.sidePot', { n: i, amount: chips(amount) })));
}

/** How the last hand ended: who took each pot, with what. */
function resultLines(view: HoldemPublicView, names: (id: string) => string, t: Translate): string[] {
  const last = view.lastHand!;
  if (last.shown.length === 0) {
    const pot = last.pots[0]!;
    return [t('pic.holdem.wins', { player: names(Object.keys(pot.shares)[0]!), amount: chips(pot.amount) })];
  }
  return last.pots.map((pot, i) => {
    const winners = Object.entries(pot.shares).map(([id, amount]) => `${names(id)} ${chips(amount)}`);
    const best = last.shown.find((s) => s.player === Object.keys(pot.shares)[0]);
    const name = last.pots.length === 1 ? t('holdem.pot') : i === 0 ? t('holdem.mainPotName') : t('holdem.sidePotName', { n: i });
    return t('holdem.potWon', {
      pot: name,
      amount: chips(pot.amount),
      players: `${winners.join(', ')}${best ? ` (${t(`holdem.cat.${categoryOf(best.score)}`)})` : ''}`,
    });
  });
}

/** The cards of the main pot's winner that made their hand, marked on the board at a showdown. */
function winningFive(view: HoldemPublicView): string[] {
  const last = view.lastHand;
  if (!last || last.shown.length === 0 || last.board.length < 3) return [];
  const winner = Object.keys(last.pots[0]?.shares ?? {})[0];
  const shown = last.shown.find((s) => s.player === winner);
  return shown ? bestFive([...shown.cards, ...last.board]) : [];
}

export function renderHoldemTable(view: Public<HoldemPublicView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const fourColour = scene.fourColour ?? false;
  const seats = seatModels(view, scene, t);
  const nameById = (id: string) => seats[view.seats.findIndex((s) => s.id === id)]?.name ?? nameOf(scene, t, id, 0);
  const hand = view.hand;
  const board = hand ? hand.board : (view.lastHand?.board ?? []);
  const marked = hand ? [] : winningFive(view);
  const centre = hand ? potLines(view, t) : view.lastHand ? resultLines(view, nameById, t) : [t('pic.holdem.idle')];
  const alt = hand
    ? hand.toAct
      ? t('pic.holdem.alt', { n: view.handNo, board: cardsText(board, t), pot: chips(view.pot), player: nameById(hand.toAct) })
      : t('pic.holdem.altNoTurn', { n: view.handNo, board: cardsText(board, t), pot: chips(view.pot) })
    : view.lastHand
      ? t('pic.holdem.altBetween', { n: view.lastHand.handNo, result: centre.join('; ') })
      : t('pic.holdem.altIdle');
  return {
    width: W,
    height: H,
    alt,
    draw(p) {
      const title = hand
        ? t('holdem.title', { n: view.handNo, sb: chips(view.smallBlind), bb: chips(view.bigBlind) })
        : t('holdem.titleBetween', { sb: chips(view.smallBlind), bb: chips(view.bigBlind) });
      p.text(title, 16, HEADER / 2 + 2, { px: 26, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: W - 32, minPx: 20 });
      drawTableSurface(p);
      const boardTop = CY - 72;
      if (hand || board.length) drawBoard(p, board, marked, fourColour, boardTop);
      const lineHeight = centre.length > 2 ? 28 : 33;
      const centreTop = hand || board.length ? boardTop + BOARD_CARD.h + 28 : CY;
      // A single line (the pot, one winner) wraps onto a second line rather than shrinking.
      if (centre.length === 1)
        p.paragraph(centre[0]!, CX, centreTop, {
          px: 28,
          weight: 700,
          colour: hand ? THEME.text : THEME.accent,
          align: 'center',
          baseline: 'middle',
          maxWidth: CENTRE_W,
          lineHeight: 33,
          maxLines: 2,
        });
      else
        centre.slice(0, 4).forEach((line, i) => {
          const y = centreTop + i * lineHeight;
          p.text(line, CX, y, {
            px: centre.length > 2 ? 24 : 29,
            weight: 700,
            colour: hand ? THEME.text : THEME.accent,
            align: 'center',
            baseline: 'middle',
            maxWidth: CENTRE_W,
            minPx: 19,
          });
        });
      const slots = ellipseSlots(seats.length, CX, CY, 302, 222);
      seats.forEach((seat, i) => drawSeat(p, slots[i]!, seat, fourColour));
    },
  };
}

/** The player's own panel: their two cards large, the board, their best hand and stack. */
export function renderHoldemPanel(view: HoldemPrivateView, scene: Scene): Picture {
  const t = translator(scene.locale);
  const fourColour = scene.fourColour ?? false;
  const hole = view.hole;
  const board = view.hand?.board ?? [];
  const seat = view.seats.find((s) => s.id === view.me);
  const five = hole && board.length >= 3 ? bestFive([...hole, ...board]) : [];
  const best = hole && view.best ? t('holdem.bestHand', { hand: t(`holdem.cat.${view.best}`) }) : '';
  const alt = hole ? t('pic.holdem.panelAlt', { cards: cardsText(hole, t), best }) : t('holdem.notDealt');
  return {
    width: W,
    height: 300,
    alt,
    draw(p) {
      p.text(t('holdem.yourCards'), 24, 36, { px: 28, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: 360, minPx: 22 });
      if (!hole) {
        p.text(t('holdem.notDealt'), W / 2, 150, { px: 30, weight: 700, align: 'center', baseline: 'middle', maxWidth: W - 48, minPx: 22 });
      } else {
        hole.forEach((card, i) => drawCard(p, card, 24 + i * 132, 64, 120, 168, { fourColour, marked: five.includes(card) }));
        const left = 310;
        p.text(t('holdem.board'), left, 82, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
        for (let i = 0; i < 5; i++) {
          const x = left + i * 94;
          const card = board[i];
          if (card) drawCard(p, card, x, 104, 84, 118, { fourColour, marked: five.includes(card), dim: five.length > 0 && !five.includes(card) });
          else drawCardSlot(p, x, 104, 84, 118);
        }
        if (best) p.text(best, left, 260, { px: 30, weight: 700, colour: THEME.accent, baseline: 'middle', maxWidth: W - left - 24, minPx: 22 });
      }
      if (seat)
        p.text(t('holdem.yourStack', { stack: chips(seat.stack) }), W - 24, 36, {
          px: 28,
          weight: 700,
          align: 'right',
          baseline: 'middle',
          maxWidth: 380,
          minPx: 22,
        });
    },
  };
}
