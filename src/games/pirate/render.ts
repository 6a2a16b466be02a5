import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../kernel/public.js';
import { drawDie, RED_DIE } from '../../render/dice.js';
import { measuringPainter } from '../../render/measure.js';
import { wrapLines } from '../../render/wrap.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import type { PiratePublicView } from './rules.js';
import { betWidth, BODY, countWidth, drawBet, drawCount, fitsWhole, drawLines, header, INNER, PAD, SMALL, stack, W, type Block } from './render-parts.js';
import { revealBlock } from './render-reveal.js';

export { renderPiratePanel } from './render-panel.js';

const betText = (b: { count: number; face: number }) => `${b.count} × ${b.face}`;

const CELL_H = 78;
const ROW_H = 52;
const SEAT_GAP = 10;
const CELL_W = (INNER - 12) / 2;
const nameStyle = (maxWidth: number) => ({ px: BODY, weight: 700, baseline: 'middle', maxWidth, minPx: SMALL }) as const;

/**
 * The seats in turn order with the dice under each cup: two to a row, the name above the cup, when
 * every name fits there; else one to a row with the cup on the right; else, for a name too long
 * even so, one to a row with the name above the cup.
 */
function seatsBlock(m: Painter, view: PiratePublicView, names: readonly string[], t: Translate): Block {
  const seat = (id: string) => {
    const dice = view.dice[id] ?? 0;
    return { out: dice === 0, turn: view.turn === id && !view.winner, count: dice === 0 ? t('pirate.out') : t('pirate.dice', { count: dice }) };
  };
  const countW = Math.max(...view.seats.map((id) => countWidth(m, seat(id).count, seat(id).out)));
  const fitAll = (maxWidth: number) => names.every((n) => fitsWhole(m, n, nameStyle(maxWidth)));
  const layout = fitAll(CELL_W - 28) ? 'grid' : fitAll(INNER - 28 - countW - 16) ? 'rows' : 'tall';
  const perRow = layout === 'grid' ? 2 : 1;
  const w = layout === 'grid' ? CELL_W : INNER;
  const h = layout === 'rows' ? ROW_H : CELL_H;
  return {
    height: Math.ceil(view.seats.length / perRow) * (h + SEAT_GAP) - SEAT_GAP,
    draw(p, top) {
      view.seats.forEach((id, i) => {
        const s = seat(id);
        const x = PAD + (i % perRow) * (CELL_W + 12);
        const y = top + Math.floor(i / perRow) * (h + SEAT_GAP);
        p.box(x, y, w, h, {
          fill: s.turn ? THEME.panelRaised : THEME.panel,
          stroke: s.turn ? THEME.accent : THEME.border,
          lineWidth: s.turn ? 4 : 2,
          radius: 12,
        });
        const colour = s.out ? THEME.textMuted : s.turn ? THEME.accent : THEME.text;
        if (layout === 'rows') {
          p.text(names[i]!, x + 14, y + h / 2 + 1, { ...nameStyle(w - 28 - countW - 16), colour });
          drawCount(p, s.count, s.out, x + w - 14, y + h / 2, 'right');
        } else {
          p.text(names[i]!, x + 14, y + 22, { ...nameStyle(w - 28), colour });
          drawCount(p, s.count, s.out, x + 14, y + 55, 'left');
        }
      });
    },
  };
}

const BAND_X = PAD + 20;
const BAND_W = INNER - 40;
const RED = 32;

/** The winner; or the bet to beat, large, and who made it (or who opens); with the dice in play and what the red die adds. */
function bandBlock(m: Painter, view: PiratePublicView, name: (id: string) => string, t: Translate, withRedDie: boolean): Block {
  if (view.winner) {
    const won = `🏆 ${t('table.winner', { player: name(view.winner) })}`;
    return {
      height: 96,
      draw(p, top) {
        p.box(PAD, top, INNER, 96, { fill: THEME.felt, radius: 14 });
        p.text(won, W / 2, top + 49, { px: 34, weight: 700, colour: THEME.accent, align: 'center', baseline: 'middle', maxWidth: BAND_W, minPx: BODY });
      },
    };
  }
  const inPlay = t('pic.pirate.inPlay', { count: view.diceInPlay });
  const redDie = t('pic.pirate.redDie');
  const infoW = Math.max(m.measure(inPlay, BODY, 700), withRedDie ? RED + 12 + m.measure(redDie, SMALL) : 0);
  const info = (p: Painter, y: number, align: 'left' | 'right') => {
    const x = align === 'left' ? BAND_X : BAND_X + BAND_W;
    p.text(inPlay, x, y + 17, { px: BODY, weight: 700, align, baseline: 'middle', maxWidth: BAND_W, minPx: SMALL });
    if (!withRedDie) return;
    const textW = m.measure(redDie, SMALL);
    const dieX = align === 'left' ? BAND_X : x - textW - 12 - RED;
    drawDie(p, 1, dieX, y + 38, RED, RED_DIE);
    p.text(redDie, dieX + RED + 12, y + 38 + RED / 2 + 1, { px: SMALL, colour: THEME.textSoft, baseline: 'middle', maxWidth: BAND_W - RED - 12, minPx: SMALL });
  };
  const INFO_H = withRedDie ? 74 : 34;
  if (!view.bet) {
    const lines = wrapLines(m, t('pirate.noBet', { player: name(view.starter) }), 28, BAND_W, 700);
    const height = 16 + lines.length * 36 + 8 + INFO_H + 14;
    return {
      height,
      draw(p, top) {
        p.box(PAD, top, INNER, height, { fill: THEME.felt, radius: 14 });
        drawLines(p, lines, BAND_X, top + 16 + 18, 28, 36);
        info(p, top + 16 + lines.length * 36 + 8, 'left');
      },
    };
  }
  const bet = view.bet;
  const label = `${t('pirate.currentBet')} · ${name(bet.player)}`;
  const BIG = 64;
  // The dice in play beside the bet when there is room, else under it.
  const beside = betWidth(m, bet, BIG) + 24 + infoW <= BAND_W;
  const height = 14 + 32 + 6 + BIG + 8 + (beside ? 0 : INFO_H + 4) + 14;
  return {
    height,
    draw(p, top) {
      p.box(PAD, top, INNER, height, { fill: THEME.felt, radius: 14 });
      p.text(label, BAND_X, top + 14 + 16, { px: SMALL, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: BAND_W, minPx: SMALL });
      const betTop = top + 14 + 32 + 6;
      drawBet(p, bet, BAND_X, betTop + BIG / 2, BIG);
      if (beside) info(p, betTop + (BIG - INFO_H) / 2 + 2, 'right');
      else info(p, betTop + BIG + 12, 'left');
    },
  };
}

const SMALL_DIE = 32;

/** The bets made this round before the current one, the latest that fit on one line ("…" when earlier ones are left out). */
function historyBlock(m: Painter, view: PiratePublicView, t: Translate): Block {
  const label = t('fmt.labelValue', { label: t('pirate.history'), value: '' }).trimEnd();
  const labelW = m.measure(label, SMALL);
  const earlier = view.history.slice(0, -1);
  const ellipsisW = m.measure('…', SMALL, 700) + 12;
  let room = INNER - labelW - 14 - ellipsisW;
  const shown: typeof earlier = [];
  for (const bet of [...earlier].reverse()) {
    const w = betWidth(m, bet, SMALL_DIE) + 22;
    if (w > room) break;
    room -= w;
    shown.unshift(bet);
  }
  return {
    height: 40,
    draw(p, top) {
      const mid = top + 20;
      let x = PAD + p.text(label, PAD, mid + 1, { px: SMALL, colour: THEME.textSoft, baseline: 'middle' }) + 14;
      if (shown.length < earlier.length) x += p.text('…', x, mid + 1, { px: SMALL, weight: 700, colour: THEME.textSoft, baseline: 'middle' }) + 12;
      for (const bet of shown) x += drawBet(p, bet, x, mid, SMALL_DIE) + 22;
    },
  };
}

/**
 * The table for a phone first (640 px wide, shown at half size): the seats and their dice, the bet to
 * beat, large, and the bets before it; until the next round's first bet (and at the end), the last
 * challenge with every cup opened, grouped by face, in place of the seats.
 */
export function renderPirateTable(view: Public<PiratePublicView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const m = measuringPainter(scene.locale);
  const names = view.seats.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[view.seats.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const showReveal = view.lastReveal !== null && (view.winner !== null || view.history.length === 0);
  const body = stack(
    [
      header(m, view.winner ? t('pirate.titleOver') : t('pirate.title', { round: view.round }), t(view.onesWild ? 'pirate.wildOn' : 'pirate.wildOff')),
      showReveal ? revealBlock(m, view, names, name, t) : seatsBlock(m, view, names, t),
      // The opened cups show the red die and what it adds; the band need not say it again.
      bandBlock(m, view, name, t, !showReveal),
      !view.winner && view.history.length > 1 ? historyBlock(m, view, t) : null,
    ],
    12,
  );
  const seatsAlt = view.seats.map((id) => `${name(id)} ${t('pirate.dice', { count: view.dice[id] ?? 0 })}`).join(t('fmt.list'));
  const alt = view.winner
    ? t('pic.pirate.altOver', { player: name(view.winner) })
    : t('pic.pirate.alt', { round: view.round, seats: seatsAlt, bet: view.bet ? betText(view.bet) : t('pic.pirate.none'), centre: view.centre });
  return { width: W, height: body.height + 16, alt, draw: (p) => body.draw(p, 0) };
}
