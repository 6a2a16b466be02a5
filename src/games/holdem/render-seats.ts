import type { Painter } from '../../render/painter.js';
import { drawCard } from '../../render/cards.js';
import { chips } from '../../render/text.js';
import { THEME } from '../../render/theme.js';
import { wrapLines, wrapName } from '../../render/wrap.js';
import { TONE, type SeatModel } from './render-seat-model.js';

/**
 * The seats as a phone reads them: a grid of two columns under the board, one cell per seat (name,
 * then stack, bet and status), and a full-width row for each hand shown face up (its two cards, the
 * name, the hand in words). Sizes are for a 480 px canvas shown 320 px wide (2/3): 18 px is 12 on a phone.
 */
export const SEATS_W = 480;
const PAD = 8;
const GAP = 6;
const CELL_W = (SEATS_W - PAD * 2 - GAP) / 2;
const FULL_W = SEATS_W - PAD * 2;
const INSET = 10;
const LINE = 28;
const NAME_PX = 22;
const NAME_MIN_PX = 19;
const STACK_PX = 21;
const SMALL_PX = 19;
const BUTTON_R = 13;
const CHIP_R = 8;
const HOLE = { w: 50, h: 70, gap: 6 };
/** Where a shown row's words start, right of its two cards. */
const FULL_TEXT_LEFT = INSET + HOLE.w * 2 + HOLE.gap + 12;

interface SeatPlan {
  seat: SeatModel;
  x: number;
  y: number;
  w: number;
  h: number;
  nameLines: string[];
  namePx: number;
  /** The status does not fit beside the stack and bet: it gets a line of its own. */
  noteBelow: boolean;
  handLines: string[];
}

const textLeft = (plan: Pick<SeatPlan, 'seat'>) => (plan.seat.shown ? FULL_TEXT_LEFT : INSET);
const textWidth = (full: boolean) => (full ? FULL_W - FULL_TEXT_LEFT - INSET : CELL_W - INSET * 2);
const betWidth = (m: Painter, bet: number) => CHIP_R * 2 + 6 + m.measure(chips(bet), SMALL_PX, 700);

/** A name on one line, a little smaller if that is all it takes, else on two lines at full size. */
function nameLayout(m: Painter, name: string, width: number): { lines: string[]; px: number } {
  for (let px = NAME_PX; px >= NAME_MIN_PX; px--) if (m.measure(name, px, 700) <= width) return { lines: [name], px };
  // Names break between words, else after a hyphen, underscore or dot ("Evangeline_ / Nightshade").
  const lines = wrapName(m, name, NAME_PX, width);
  // A name longer than two lines (a 32-character name without spaces) keeps two: the second is cut when drawn.
  return { lines: lines.length > 2 ? [lines[0]!, lines.slice(1).join('')] : lines, px: NAME_PX };
}

function planSeat(m: Painter, seat: SeatModel, x: number, y: number): SeatPlan {
  const full = seat.shown !== null;
  const width = textWidth(full);
  const name = nameLayout(m, seat.name, seat.button ? width - BUTTON_R * 2 - 8 : width);
  const used = m.measure(chips(seat.stack), STACK_PX, 400) + (seat.bet > 0 ? 12 + betWidth(m, seat.bet) : 0);
  const noteBelow = seat.note !== null && used + 12 + m.measure(seat.note.text, SMALL_PX, 700) > width;
  const handLines = seat.handWords ? wrapLines(m, seat.handWords, SMALL_PX, width, 700) : [];
  const lines = name.lines.length + 1 + (noteBelow ? 1 : 0) + handLines.length;
  const textH = 8 + lines * LINE + 6;
  const h = full ? Math.max(textH, HOLE.h + INSET * 2) : textH;
  return { seat, x, y, w: full ? FULL_W : CELL_W, h, nameLines: name.lines, namePx: name.px, noteBelow, handLines };
}

/** Shown hands first, each on a row of its own, then the other seats two to a row, in table order. */
export function planSeats(m: Painter, seats: readonly SeatModel[], top: number): { plans: SeatPlan[]; bottom: number } {
  const plans: SeatPlan[] = [];
  let y = top;
  for (const seat of seats.filter((s) => s.shown)) {
    const plan = planSeat(m, seat, PAD, y);
    plans.push(plan);
    y += plan.h + GAP;
  }
  const rest = seats.filter((s) => !s.shown);
  for (let i = 0; i < rest.length; i += 2) {
    const pair = rest.slice(i, i + 2).map((seat, j) => planSeat(m, seat, PAD + j * (CELL_W + GAP), y));
    const h = Math.max(...pair.map((p) => p.h));
    for (const plan of pair) plans.push({ ...plan, h });
    y += h + GAP;
  }
  return { plans, bottom: y - GAP };
}

function drawBet(p: Painter, x: number, y: number, amount: number): void {
  p.circle(x + CHIP_R, y + LINE / 2 - 1, CHIP_R, { fill: THEME.chip, stroke: THEME.chipEdge, lineWidth: 2 });
  p.text(chips(amount), x + CHIP_R * 2 + 6, y + 3, { px: SMALL_PX, weight: 700, colour: THEME.text, baseline: 'top' });
}

export function drawSeat(p: Painter, plan: SeatPlan, fourColour: boolean): void {
  const { seat, x, y, w, h } = plan;
  p.box(x, y, w, h, {
    fill: seat.toAct ? THEME.panelRaised : THEME.panel,
    stroke: seat.toAct ? THEME.accent : seat.winner ? THEME.good : THEME.border,
    lineWidth: seat.toAct || seat.winner ? 3 : 2,
    radius: 10,
  });
  if (seat.shown)
    seat.shown.cards.forEach((card, i) => {
      const marked = seat.shown!.marked;
      drawCard(p, card, x + INSET + i * (HOLE.w + HOLE.gap), y + INSET, HOLE.w, HOLE.h, {
        fourColour,
        marked: marked.includes(card),
        dim: marked.length > 0 && !marked.includes(card),
      });
    });
  const left = x + textLeft(plan);
  const width = textWidth(seat.shown !== null);
  const colour = seat.dim ? THEME.textMuted : THEME.text;
  let lineY = y + 8;
  plan.nameLines.forEach((line, i) => {
    const room = i === 0 && seat.button ? width - BUTTON_R * 2 - 8 : width;
    p.text(line, left, lineY, {
      px: plan.namePx,
      weight: 700,
      colour: seat.toAct ? THEME.accent : colour,
      baseline: 'top',
      maxWidth: room,
      minPx: plan.namePx,
    });
    lineY += LINE;
  });
  if (seat.button) {
    const cx = x + w - INSET - BUTTON_R;
    const cy = y + 8 + LINE / 2 - 1;
    p.circle(cx, cy, BUTTON_R, { fill: '#ffffff' });
    p.text('D', cx, cy + 1, { px: SMALL_PX, weight: 700, colour: THEME.background, align: 'center', baseline: 'middle' });
  }
  const stackWidth = p.text(chips(seat.stack), left, lineY + 2, { px: STACK_PX, colour, baseline: 'top' });
  if (seat.bet > 0) drawBet(p, left + stackWidth + 12, lineY, seat.bet);
  if (seat.note) {
    const noteY = plan.noteBelow ? lineY + LINE : lineY;
    const style = { px: SMALL_PX, weight: 700, colour: TONE[seat.note.tone], baseline: 'top' } as const;
    if (plan.noteBelow) p.text(seat.note.text, left, noteY + 3, { ...style, maxWidth: width, minPx: SMALL_PX });
    else p.text(seat.note.text, left + width, noteY + 3, { ...style, align: 'right' });
  }
  lineY += LINE * (plan.noteBelow ? 2 : 1);
  for (const line of plan.handLines) {
    p.text(line, left, lineY + 2, { px: SMALL_PX, weight: 700, colour: THEME.accent, baseline: 'top' });
    lineY += LINE;
  }
  if (seat.dim) p.box(x, y, w, h, { fill: 'rgba(27,30,35,0.35)', radius: 10 });
}
