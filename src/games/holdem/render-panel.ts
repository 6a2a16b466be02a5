import { translator } from '../../i18n/catalog.js';
import type { Picture, Scene } from '../../render/picture.js';
import { drawCard, drawCardSlot } from '../../render/cards.js';
import { measuringPainter } from '../../render/measure.js';
import { wrapLines } from '../../render/wrap.js';
import { chips } from '../../render/text.js';
import { THEME } from '../../render/theme.js';
import type { HoldemPrivateView } from './rules.js';
import { scoreHand } from './evaluator.js';
import { handWords } from './hand-words.js';
import { bestFive } from './render-best.js';
import { cardsText } from './render-card-text.js';

/** Sizes for a 480 px canvas shown about 320 px wide on a phone (2/3): 18 px is 12 there. */
const W = 480;
const PAD = 8;
const HEADER = 44;
const HOLE = { w: 96, h: 134, gap: 8 };
const BOARD = { w: 46, h: 68, gap: 5 };
const BEST_PX = 22;
const BEST_LINE = 30;

/**
 * The player's own panel: their two cards large, the board beside them, and from the flop on their
 * best hand in the words the text uses ("Pair of Eights"); no line at all before the flop.
 */
export function renderHoldemPanel(view: HoldemPrivateView, scene: Scene): Picture {
  const t = translator(scene.locale);
  const m = measuringPainter(scene.locale);
  const fourColour = scene.fourColour ?? false;
  const hole = view.hole;
  const board = view.hand?.board ?? [];
  const seat = view.seats.find((s) => s.id === view.me);
  const made = hole && board.length >= 3 ? [...hole, ...board] : null;
  const five = made ? bestFive(made) : [];
  const best = made ? t('holdem.bestHand', { hand: handWords(scoreHand(made), t) }) : '';
  const bestLines = best ? wrapLines(m, best, BEST_PX, W - PAD * 2 - 8, 700) : [];
  const title = t('holdem.yourCards');
  const stack = seat ? t('holdem.yourStack', { stack: chips(seat.stack) }) : '';
  // Title and stack share the header when they fit side by side; else the stack goes under the title.
  const together = m.measure(title, 21, 700) + 24 + m.measure(stack, 21, 700) <= W - PAD * 2 - 8;
  const header = together || !stack ? HEADER : HEADER + 30;
  const cardsTop = header + 8;
  const height = hole ? cardsTop + HOLE.h + (bestLines.length ? 10 + (bestLines.length - 1) * BEST_LINE + 26 : 0) + 10 : header + 48;
  const alt = hole ? t('pic.holdem.panelAlt', { cards: cardsText(hole, t), best }).trimEnd() : t('holdem.notDealt');
  return {
    width: W,
    height,
    alt,
    draw(p) {
      p.text(title, PAD + 4, HEADER / 2 + 2, { px: 21, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
      if (stack)
        p.text(stack, together ? W - PAD - 4 : PAD + 4, together ? HEADER / 2 + 2 : HEADER / 2 + 32, {
          px: 21,
          weight: 700,
          align: together ? 'right' : 'left',
          baseline: 'middle',
        });
      if (!hole) {
        p.text(t('holdem.notDealt'), W / 2, header + 22, { px: 22, weight: 700, align: 'center', baseline: 'middle' });
        return;
      }
      hole.forEach((card, i) => drawCard(p, card, PAD + i * (HOLE.w + HOLE.gap), cardsTop, HOLE.w, HOLE.h, { fourColour, marked: five.includes(card) }));
      const boardLeft = PAD + HOLE.w * 2 + HOLE.gap + 12;
      p.text(t('holdem.board'), boardLeft, cardsTop + 4, { px: 19, weight: 700, colour: THEME.textSoft, baseline: 'top' });
      const boardTop = cardsTop + HOLE.h - BOARD.h;
      for (let i = 0; i < 5; i++) {
        const x = boardLeft + i * (BOARD.w + BOARD.gap);
        const card = board[i];
        if (card) drawCard(p, card, x, boardTop, BOARD.w, BOARD.h, { fourColour, marked: five.includes(card), dim: five.length > 0 && !five.includes(card) });
        else drawCardSlot(p, x, boardTop, BOARD.w, BOARD.h);
      }
      bestLines.forEach((line, i) =>
        p.text(line, PAD + 4, cardsTop + HOLE.h + 10 + i * BEST_LINE, { px: BEST_PX, weight: 700, colour: THEME.accent, baseline: 'top' }),
      );
    },
  };
}
