import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../render/public.js';
import { drawDiceRow } from '../../render/dice.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import type { YahtzeeView } from './rules.js';
import { EXTRA_YAHTZEE_BONUS, LOWER_BOXES, UPPER_BONUS_THRESHOLD, UPPER_BOXES, upperBonus, upperSum, type Box } from './scoring.js';
import { awayMark } from '../away.js';

const W = 800;
const PAD = 16;
const HEADER = 54;
const TURN_BAND = 136;
const ROW = 36;
const HEAD_ROW = 48;
const LABEL_W = 264;
/** The roll's dice in the turn band, and the gap between them. */
const DIE = 56;
const DIE_GAP = 12;
/** Below this a column shows the upper sum without "/63" (the bonus row says 63). */
const NARROW_COLUMN = 90;

type Row = { kind: 'box'; box: Box } | { kind: 'upperSum' } | { kind: 'bonus' } | { kind: 'extra' } | { kind: 'total' };
const ROWS: Row[] = [
  ...UPPER_BOXES.map((box) => ({ kind: 'box', box }) as Row),
  { kind: 'upperSum' },
  { kind: 'bonus' },
  ...LOWER_BOXES.map((box) => ({ kind: 'box', box }) as Row),
  { kind: 'extra' },
  { kind: 'total' },
];

function rowLabel(row: Row, t: Translate): string {
  switch (row.kind) {
    case 'box':
      return t(`yahtzee.box.${row.box}`);
    case 'upperSum':
      return t('pic.yahtzee.upperSum');
    case 'bonus':
      return t('pic.yahtzee.bonus');
    case 'extra':
      return t('pic.yahtzee.extra');
    case 'total':
      return t('pic.yahtzee.total');
  }
}

/** What a cell holds: a score, a point on offer for this roll, or nothing yet. */
function cell(view: YahtzeeView, player: string, row: Row, narrow: boolean): { text: string; offer: boolean } {
  const card = view.cards[player] ?? {};
  switch (row.kind) {
    case 'box': {
      const scored = card[row.box];
      if (scored !== undefined) return { text: String(scored), offer: false };
      const offer = player === view.player ? view.options.find((o) => o.box === row.box) : undefined;
      return offer ? { text: String(offer.points), offer: true } : { text: '', offer: false };
    }
    case 'upperSum':
      return { text: narrow ? String(upperSum(card)) : `${upperSum(card)}/${UPPER_BONUS_THRESHOLD}`, offer: false };
    case 'bonus':
      return { text: upperBonus(card) > 0 ? String(upperBonus(card)) : UPPER_BOXES.every((b) => card[b] !== undefined) ? '0' : '', offer: false };
    case 'extra': {
      const extras = view.extraYahtzees[player] ?? 0;
      return { text: extras > 0 ? String(extras * EXTRA_YAHTZEE_BONUS) : '', offer: false };
    }
    case 'total':
      return { text: String(view.totals[player] ?? 0), offer: false };
  }
}

function lastLine(view: YahtzeeView, name: (id: string) => string, t: Translate): string | null {
  const last = view.last;
  if (!last) return null;
  const params = { player: name(last.player), points: last.points, box: t(`yahtzee.box.${last.box}`) };
  const text = t(last.away ? 'yahtzee.lastAway' : last.auto ? 'yahtzee.lastAuto' : 'yahtzee.last', params);
  return last.extra ? `${text} ${t('yahtzee.lastExtra')}` : text;
}

function turnBand(p: Painter, view: YahtzeeView, name: (id: string) => string, t: Translate, top: number): void {
  p.box(PAD, top, W - PAD * 2, TURN_BAND - 10, { fill: THEME.felt, radius: 14 });
  const last = view.last;
  const lastText = lastLine(view, name, t);
  if (view.player && view.turn.rolls > 0) {
    const { dice, held } = view.turn;
    p.text(t('pic.yahtzee.rolling', { player: name(view.player), rolls: view.turn.rolls }), PAD + 18, top + 24, {
      px: 26,
      weight: 700,
      baseline: 'middle',
      maxWidth: 370,
      minPx: 20,
    });
    drawDiceRow(p, dice, PAD + 18, top + 40, DIE, DIE_GAP, (_, i) => ({ marked: held[i] }));
    dice.forEach((_, i) => {
      if (held[i])
        p.pill(t('pic.yahtzee.held'), PAD + 18 + i * (DIE + DIE_GAP) + DIE / 2, top + 99, {
          px: 20,
          fill: THEME.accent,
          colour: THEME.accentText,
          align: 'center',
          height: 25,
          padX: 6,
          maxWidth: DIE + DIE_GAP - 2,
        });
    });
  } else if (view.player) {
    p.text(t('pic.yahtzee.toRoll', { player: name(view.player) }), PAD + 18, top + TURN_BAND / 2 - 5, {
      px: 30,
      weight: 700,
      baseline: 'middle',
      maxWidth: 370,
      minPx: 22,
    });
  } else {
    const best = Math.max(...view.order.filter((p) => !view.leavers.includes(p)).map((p) => view.totals[p] ?? 0));
    const winners = view.order.filter((p) => !view.leavers.includes(p) && (view.totals[p] ?? 0) === best).map(name);
    p.text(`🏆 ${winners.join(', ')} · ${best}`, PAD + 18, top + TURN_BAND / 2 - 5, {
      px: 32,
      weight: 700,
      colour: THEME.accent,
      baseline: 'middle',
      maxWidth: W - PAD * 2 - 40,
      minPx: 22,
    });
    return;
  }
  // The last score written, on the right: its dice small, then what was scored.
  if (last && lastText) {
    const x = 420;
    drawDiceRow(p, last.dice, x, top + 14, 34, 7);
    p.paragraph(lastText, x, top + 60, {
      px: 22,
      colour: THEME.textSoft,
      baseline: 'top',
      maxWidth: W - PAD - 14 - x,
      lineHeight: 27,
      maxLines: 2,
    });
  }
}

function scoreCard(p: Painter, view: YahtzeeView, names: string[], t: Translate, top: number): void {
  const players = view.order;
  const colW = (W - PAD * 2 - 8 - LABEL_W) / players.length;
  const left = PAD + LABEL_W;
  const height = HEAD_ROW + ROWS.length * ROW;
  p.box(PAD, top, W - PAD * 2, height, { fill: THEME.panel, radius: 12 });
  players.forEach((id, i) => {
    const x = left + i * colW;
    const left_ = view.leavers.includes(id);
    if (id === view.player) p.box(x + 2, top + 2, colW - 4, height - 4, { fill: THEME.panelRaised, stroke: THEME.accent, lineWidth: 3, radius: 10 });
    const mark = left_ ? ` ${t('table.leftMark')}` : awayMark(view, id) ? ` ${awayMark(view, id)}` : '';
    p.text(`${names[i]}${mark}`, x + colW / 2, top + HEAD_ROW / 2 + 1, {
      px: colW > 120 ? 26 : 24,
      weight: 700,
      colour: left_ ? THEME.textMuted : id === view.player ? THEME.accent : THEME.text,
      align: 'center',
      baseline: 'middle',
      maxWidth: colW - 8,
      minPx: 17,
    });
  });
  ROWS.forEach((row, r) => {
    const y = top + HEAD_ROW + r * ROW;
    const strong = row.kind === 'total';
    const summary = row.kind !== 'box';
    if (r % 2 === 0) p.box(PAD + 4, y, LABEL_W - 4, ROW, { fill: 'rgba(255,255,255,0.04)' });
    p.box(PAD + 4, y, W - PAD * 2 - 8, 1, { fill: THEME.border });
    if (row.kind === 'upperSum' || row.kind === 'total') p.box(PAD + 4, y, W - PAD * 2 - 8, 2, { fill: THEME.textMuted });
    p.text(rowLabel(row, t), PAD + 12, y + ROW / 2 + 1, {
      px: strong ? 26 : 24,
      weight: strong || summary ? 700 : 400,
      colour: summary && !strong ? THEME.textSoft : THEME.text,
      baseline: 'middle',
      maxWidth: LABEL_W - 20,
      minPx: 19,
    });
    players.forEach((id, i) => {
      const value = cell(view, id, row, colW < NARROW_COLUMN);
      if (!value.text) return;
      const x = left + i * colW + colW / 2;
      if (value.offer) {
        p.text(value.text, x, y + ROW / 2 + 1, {
          px: 27,
          weight: 700,
          colour: value.text === '0' ? 'rgba(245,197,66,0.55)' : THEME.accent,
          align: 'center',
          baseline: 'middle',
        });
      } else {
        p.text(value.text, x, y + ROW / 2 + 1, {
          px: strong ? 28 : row.kind === 'upperSum' ? 24 : 27,
          weight: strong ? 700 : 400,
          colour: view.leavers.includes(id) ? THEME.textMuted : row.kind === 'upperSum' ? THEME.textSoft : THEME.text,
          align: 'center',
          baseline: 'middle',
          maxWidth: colW - 6,
          minPx: 19,
        });
      }
    });
  });
}

export function renderYahtzeeTable(view: Public<YahtzeeView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const names = view.order.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[view.order.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const totals = view.order.map((id) => `${name(id)} ${view.totals[id] ?? 0}`).join(t('fmt.list'));
  const cardTop = HEADER + TURN_BAND;
  const offers = view.options.length > 0;
  const height = cardTop + HEAD_ROW + ROWS.length * ROW + (offers ? 46 : 14);
  let alt = view.finished ? t('pic.yahtzee.altOver', { totals }) : t('pic.yahtzee.alt', { round: view.round, totals });
  if (view.player && view.turn.rolls > 0)
    alt += ` ${t('pic.yahtzee.altDice', { player: name(view.player), dice: view.turn.dice.join(' '), rolls: view.turn.rolls })}`;
  return {
    width: W,
    height,
    alt,
    draw(p) {
      p.text(view.finished ? t('yahtzee.titleOver') : t('yahtzee.title', { round: view.round }), PAD, HEADER / 2 + 2, {
        px: 30,
        weight: 700,
        baseline: 'middle',
        maxWidth: 380,
        minPx: 22,
      });
      p.text(t(view.joker === 'forced' ? 'yahtzee.jokerForced' : 'yahtzee.jokerFree'), W - PAD, HEADER / 2 + 2, {
        px: 24,
        colour: THEME.textSoft,
        align: 'right',
        baseline: 'middle',
        maxWidth: 370,
        minPx: 18,
      });
      turnBand(p, view, name, t, HEADER);
      scoreCard(p, view, names, t, cardTop);
      if (offers) {
        p.text(t('pic.yahtzee.offer'), PAD + 4, height - 23, { px: 22, colour: THEME.accent, baseline: 'middle', maxWidth: W - PAD * 2 - 8, minPx: 18 });
      }
    },
  };
}
