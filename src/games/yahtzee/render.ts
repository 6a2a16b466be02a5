import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../kernel/public.js';
import { drawDiceRow } from '../../render/dice.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import { measuringPainter } from '../../render/measure.js';
import { wrapLines } from '../../render/wrap.js';
import type { YahtzeeView } from './rules.js';
import { BOXES } from './scoring.js';
import { cardHeight, drawCard, drawList, listRows, PAD, ranked, SMALL, W } from './render-card.js';

/**
 * Drawn for a phone first (600 px wide, shown about 320): the dice of the turn large, with their
 * held marks; the card of the player to act in full, with what this roll would score; and everyone
 * ranked by total with their upper boxes' progress to the bonus. Once the game is over: the winner
 * and everyone's upper, lower and total. Other players' box-by-box cards are left to their own turns.
 */
const HEADER = 54;
const TITLE_PX = 30;
const DIE = 76;
const DIE_GAP = 20;
const LINE = 30;
const HELD_H = 34;

function lastLine(view: YahtzeeView, name: (id: string) => string, t: Translate): string | null {
  const last = view.last;
  if (!last) return null;
  const params = { player: name(last.player), points: last.points, box: t(`yahtzee.box.${last.box}`) };
  const text = t(last.away ? 'yahtzee.lastAway' : last.auto ? 'yahtzee.lastAuto' : 'yahtzee.last', params);
  return last.extra ? `${text} ${t('yahtzee.lastExtra')}` : text;
}

/** The band's words, measured: who is rolling (or to roll, or who won), and the last score written. */
interface Band {
  heading: string[];
  headingPx: number;
  dice: boolean;
  held: boolean;
  last: string[];
  height: number;
}

function band(p: Painter, view: YahtzeeView, name: (id: string) => string, t: Translate): Band {
  const inner = W - PAD * 2 - 36;
  const rolling = view.player !== null && view.turn.rolls > 0;
  let heading: string;
  if (view.player)
    heading = rolling
      ? t('pic.yahtzee.rolling', { player: name(view.player), rolls: view.turn.rolls })
      : t('pic.yahtzee.toRoll', { player: name(view.player) });
  else {
    const best = ranked(view).filter((r) => r.rank === 1);
    const top = view.totals[best[0]?.id ?? ''] ?? 0;
    heading = `🏆 ${best.map((r) => name(r.id)).join(t('fmt.list'))} · ${top}`;
  }
  const headingPx = view.player ? TITLE_PX : 34;
  const lines = wrapLines(p, heading, headingPx, inner, 700);
  const last = view.player ? lastLine(view, name, t) : null;
  // The box names (葫芦, 小顺) stay whole on a Chinese line.
  const lastLines = last ? wrapLines(p, last, SMALL, inner, 400, { keep: BOXES.map((b) => t(`yahtzee.box.${b}`)) }) : [];
  const held = rolling && view.turn.held.some(Boolean);
  const height = 14 + lines.length * (headingPx + 8) + (rolling ? DIE + 14 + (held ? HELD_H + 10 : 0) : 0) + lastLines.length * LINE + 14;
  return { heading: lines, headingPx, dice: rolling, held, last: lastLines, height };
}

function drawBand(p: Painter, view: YahtzeeView, b: Band, t: Translate, top: number): void {
  p.box(PAD, top, W - PAD * 2, b.height, { fill: THEME.felt, radius: 14 });
  const left = PAD + 18;
  let y = top + 14 + (b.headingPx + 8) / 2;
  for (const line of b.heading) {
    p.text(line, left, y, { px: b.headingPx, weight: 700, colour: view.player ? THEME.text : THEME.accent, baseline: 'middle' });
    y += b.headingPx + 8;
  }
  y -= (b.headingPx + 8) / 2;
  if (b.dice) {
    const { dice, held } = view.turn;
    const span = dice.length * DIE + (dice.length - 1) * DIE_GAP;
    const x0 = (W - span) / 2;
    drawDiceRow(p, dice, x0, y + 6, DIE, DIE_GAP, (_, i) => ({ marked: held[i] }));
    y += DIE + 14;
    dice.forEach((_, i) => {
      if (held[i])
        p.pill(t('pic.yahtzee.held'), x0 + i * (DIE + DIE_GAP) + DIE / 2, y + 2, {
          px: SMALL,
          fill: THEME.accent,
          colour: THEME.accentText,
          align: 'center',
          height: HELD_H,
          padX: 8,
        });
    });
    if (b.held) y += HELD_H + 10;
  }
  for (const line of b.last) {
    p.text(line, left, y + LINE / 2, { px: SMALL, colour: THEME.textSoft, baseline: 'middle' });
    y += LINE;
  }
}

export function renderYahtzeeTable(view: Public<YahtzeeView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const names = view.order.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[view.order.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const measurer = measuringPainter(scene.locale);
  const title = view.finished ? t('yahtzee.titleOver') : t('yahtzee.title', { round: view.round });
  const titleLines = wrapLines(measurer, title, TITLE_PX, W - PAD * 2, 700);
  const bandTop = HEADER + (titleLines.length - 1) * (TITLE_PX + 8);
  const turn = band(measurer, view, name, t);
  const cardTop = bandTop + turn.height + 12;
  const withCard = view.player !== null;
  const listTop = cardTop + (withCard ? cardHeight() : 0);
  const list = listRows(measurer, view, name, t);
  const offers = view.options.length > 0;
  const legend = offers ? wrapLines(measurer, t('pic.yahtzee.offer'), SMALL, W - PAD * 2 - 8) : [];
  const height = listTop + list.height + legend.length * LINE + (legend.length ? 10 : 0);

  const totals = view.order.map((id) => `${name(id)} ${view.totals[id] ?? 0}`).join(t('fmt.list'));
  let alt = view.finished ? t('pic.yahtzee.altOver', { totals }) : t('pic.yahtzee.alt', { round: view.round, totals });
  if (view.player && view.turn.rolls > 0)
    alt += ` ${t('pic.yahtzee.altDice', { player: name(view.player), dice: view.turn.dice.join(' '), rolls: view.turn.rolls })}`;
  return {
    width: W,
    height,
    alt,
    draw(p) {
      titleLines.forEach((line, i) => p.text(line, PAD, HEADER / 2 + 2 + i * (TITLE_PX + 8), { px: TITLE_PX, weight: 700, baseline: 'middle' }));
      drawBand(p, view, turn, t, bandTop);
      if (view.player) drawCard(p, view, view.player, name(view.player), t, cardTop);
      drawList(p, view, list.rows, list.height, t, listTop);
      legend.forEach((line, i) => p.text(line, PAD + 4, listTop + list.height + LINE / 2 + i * LINE, { px: SMALL, colour: THEME.accent, baseline: 'middle' }));
    },
  };
}
