import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../kernel/public.js';
import { drawCard, drawCardSlot } from '../../render/cards.js';
import { nameOf } from '../../render/names.js';
import { measuringPainter } from '../../render/measure.js';
import { pack, wrapLines } from '../../render/wrap.js';
import { chips } from '../../render/text.js';
import { THEME } from '../../render/theme.js';
import type { HoldemPublicView } from './rules.js';
import { livePlayers, uncalledExcess } from './betting.js';
import { potsOnTable } from './pots.js';
import { bestFive } from './render-best.js';
import { cardsText } from './render-card-text.js';
import { seatModels } from './render-seat-model.js';
import { drawSeat, planSeats, SEATS_W } from './render-seats.js';

export { renderHoldemPanel } from './render-panel.js';

/**
 * Phone first: the picture is 480 px wide and shown about 320 px wide on a phone, so every size here
 * is 3/2 of what a phone shows (18 px is 12). The board and the pot are large at the top; the seats
 * follow as a two-column grid (see render-seats.ts) instead of an oval, which at this width could not
 * hold nine names and stacks large enough to read.
 */
const W = SEATS_W;
const PAD = 8;
const HEADER = 44;
const FELT_TOP = HEADER + 4;
const BOARD_CARD = { w: 80, h: 112, gap: 10 };
const CENTRE_PX = 23;
const CENTRE_LINE = 31;
const CENTRE_W = W - PAD * 2 - 24;

/** Main pot and side pots while the hand is played, as the text view counts them. */
function potPieces(view: HoldemPublicView, t: Translate): string[] {
  const hand = view.hand!;
  const allIn = livePlayers(hand).filter((p) => view.seats.find((s) => s.id === p)?.stack === 0);
  const pots = potsOnTable(hand.contributed, uncalledExcess(hand.bets), allIn);
  if (pots.length <= 1) return [`${t('holdem.pot')} ${chips(view.pot)}`];
  return pots.map((amount, i) => (i === 0 ? t('holdem.mainPot', { amount: chips(amount) }) : t('holdem.sidePot', { n: i, amount: chips(amount) })));
}

/** Who took each pot of the last hand, as the words beside the picture say it (the hands are named in the seats' rows). */
function resultLines(view: HoldemPublicView, names: (id: string) => string, t: Translate): string[] {
  const last = view.lastHand!;
  if (last.shown.length === 0) {
    const pot = last.pots[0]!;
    return [t('pic.holdem.wins', { player: names(Object.keys(pot.shares)[0]!), amount: chips(pot.amount) })];
  }
  return last.pots.map((pot, i) => {
    const winners = Object.entries(pot.shares).map(([id, amount]) => `${names(id)} ${chips(amount)}`);
    const name = last.pots.length === 1 ? t('holdem.pot') : i === 0 ? t('holdem.mainPotName') : t('holdem.sidePotName', { n: i });
    return t('holdem.potWon', { pot: name, amount: chips(pot.amount), players: winners.join(', ') });
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

function drawBoard(p: Painter, board: readonly string[], marked: readonly string[], fourColour: boolean, top: number): void {
  const total = BOARD_CARD.w * 5 + BOARD_CARD.gap * 4;
  const left = (W - total) / 2;
  for (let i = 0; i < 5; i++) {
    const x = left + i * (BOARD_CARD.w + BOARD_CARD.gap);
    const card = board[i];
    if (card)
      drawCard(p, card, x, top, BOARD_CARD.w, BOARD_CARD.h, { fourColour, marked: marked.includes(card), dim: marked.length > 0 && !marked.includes(card) });
    else drawCardSlot(p, x, top, BOARD_CARD.w, BOARD_CARD.h);
  }
}

export function renderHoldemTable(view: Public<HoldemPublicView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const m = measuringPainter(scene.locale);
  const fourColour = scene.fourColour ?? false;
  const seats = seatModels(view, scene, t);
  const nameById = (id: string) => seats[view.seats.findIndex((s) => s.id === id)]?.name ?? nameOf(scene, t, id, 0);
  const hand = view.hand;
  const board = hand ? hand.board : (view.lastHand?.board ?? []);
  const marked = hand ? [] : winningFive(view);
  const showBoard = hand !== null || board.length > 0;
  const centre = hand
    ? pack(m, potPieces(view, t), CENTRE_PX, CENTRE_W, 700)
    : (view.lastHand ? resultLines(view, nameById, t) : [t('pic.holdem.idle')]).flatMap((line) => wrapLines(m, line, CENTRE_PX, CENTRE_W, 700));
  const boardTop = FELT_TOP + 14;
  const centreTop = showBoard ? boardTop + BOARD_CARD.h + 12 : FELT_TOP + 12;
  const feltBottom = centreTop + centre.length * CENTRE_LINE + 8;
  const { plans, bottom } = planSeats(m, seats, feltBottom + 8);
  const alt = hand
    ? hand.toAct
      ? t('pic.holdem.alt', { n: view.handNo, board: cardsText(board, t), pot: chips(view.pot), player: nameById(hand.toAct) })
      : t('pic.holdem.altNoTurn', { n: view.handNo, board: cardsText(board, t), pot: chips(view.pot) })
    : view.lastHand
      ? t('pic.holdem.altBetween', { n: view.lastHand.handNo, result: resultLines(view, nameById, t).join('; ') })
      : t('pic.holdem.altIdle');
  return {
    width: W,
    height: Math.ceil(bottom + PAD),
    alt,
    draw(p) {
      const title = hand
        ? t('holdem.title', { n: view.handNo, sb: chips(view.smallBlind), bb: chips(view.bigBlind) })
        : t('holdem.titleBetween', { sb: chips(view.smallBlind), bb: chips(view.bigBlind) });
      p.text(title, PAD + 4, HEADER / 2 + 2, { px: 21, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: W - PAD * 2 - 8, minPx: 19 });
      p.box(PAD, FELT_TOP, W - PAD * 2, feltBottom - FELT_TOP, { fill: THEME.felt, stroke: THEME.feltEdge, lineWidth: 3, radius: 18 });
      if (showBoard) drawBoard(p, board, marked, fourColour, boardTop);
      centre.forEach((line, i) =>
        p.text(line, W / 2, centreTop + i * CENTRE_LINE + 2, {
          px: CENTRE_PX,
          weight: 700,
          colour: hand ? THEME.text : THEME.accent,
          align: 'center',
          baseline: 'top',
        }),
      );
      for (const plan of plans) drawSeat(p, plan, fourColour);
    },
  };
}
