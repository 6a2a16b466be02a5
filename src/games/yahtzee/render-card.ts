import type { Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import { THEME } from '../../render/theme.js';
import { wrapName } from '../../render/wrap.js';
import { awayMark } from '../../rules/away.js';
import type { YahtzeeView } from './rules.js';
import { EXTRA_YAHTZEE_BONUS, LOWER_BOXES, UPPER_BONUS_THRESHOLD, UPPER_BOXES, upperBonus, upperSum, type Box } from './scoring.js';

/** The canvas is 600 px wide: shown 320 px wide on a phone, 24 px becomes 12.8 px. */
export const W = 600;
export const PAD = 16;
/** The smallest text on the picture, and the usual one. */
export const SMALL = 24;
const ROW = 40;
const CARD_HEAD = 46;
const HALF = (W - PAD * 2 - 8) / 2;

type Row = { kind: 'box'; box: Box } | { kind: 'upperSum' } | { kind: 'bonus' } | { kind: 'extra' };
/** The card in two halves of eight rows: the upper boxes with their sum and bonus, the lower ones with the Yahtzee bonus. */
const HALVES: Row[][] = [
  [...UPPER_BOXES.map((box) => ({ kind: 'box', box }) as Row), { kind: 'upperSum' }, { kind: 'bonus' }],
  [...LOWER_BOXES.map((box) => ({ kind: 'box', box }) as Row), { kind: 'extra' }],
];

export const cardHeight = (): number => CARD_HEAD + 8 * ROW + ROW + 14;

function rowLabel(row: Row, t: Translate): string {
  if (row.kind === 'box') return t(`yahtzee.box.${row.box}`);
  return t(row.kind === 'upperSum' ? 'pic.yahtzee.upperSum' : row.kind === 'bonus' ? 'pic.yahtzee.bonus' : 'pic.yahtzee.extra');
}

/** What a row holds for the player to act: a score, the points on offer for this roll, or nothing yet. */
function cell(view: YahtzeeView, player: string, row: Row): { text: string; offer: boolean } {
  const card = view.cards[player] ?? {};
  switch (row.kind) {
    case 'box': {
      const scored = card[row.box];
      if (scored !== undefined) return { text: String(scored), offer: false };
      const offer = player === view.player ? view.options.find((o) => o.box === row.box) : undefined;
      return offer ? { text: String(offer.points), offer: true } : { text: '', offer: false };
    }
    case 'upperSum':
      return { text: `${upperSum(card)}/${UPPER_BONUS_THRESHOLD}`, offer: false };
    case 'bonus':
      return { text: upperBonus(card) > 0 ? String(upperBonus(card)) : UPPER_BOXES.every((b) => card[b] !== undefined) ? '0' : '', offer: false };
    case 'extra': {
      const extras = view.extraYahtzees[player] ?? 0;
      return { text: extras > 0 ? String(extras * EXTRA_YAHTZEE_BONUS) : '', offer: false };
    }
  }
}

/** One player's card in full (the player to act: with what this roll would score in yellow), from `top`. */
export function drawCard(p: Painter, view: YahtzeeView, player: string, name: string, t: Translate, top: number): void {
  const height = cardHeight() - 10;
  p.box(PAD, top, W - PAD * 2, height, { fill: THEME.panel, stroke: player === view.player ? THEME.accent : THEME.border, lineWidth: 2, radius: 12 });
  p.text(t('pic.yahtzee.cardOf', { player: name }), PAD + 14, top + CARD_HEAD / 2 + 2, {
    px: 26,
    weight: 700,
    colour: THEME.accent,
    baseline: 'middle',
    maxWidth: W - PAD * 2 - 28,
    minPx: SMALL,
  });
  HALVES.forEach((rows, h) => {
    const x = PAD + 4 + h * (HALF + 0);
    rows.forEach((row, r) => {
      const y = top + CARD_HEAD + r * ROW;
      const summary = row.kind !== 'box';
      if (r % 2 === 0) p.box(x, y, HALF, ROW, { fill: 'rgba(255,255,255,0.04)' });
      p.box(x, y, HALF, row.kind === 'upperSum' ? 2 : 1, { fill: row.kind === 'upperSum' ? THEME.textMuted : THEME.border });
      const value = cell(view, player, row);
      const valueWidth = value.text ? p.measure(value.text, value.offer ? 27 : SMALL + 2, 700) : 0;
      p.text(rowLabel(row, t), x + 10, y + ROW / 2 + 1, {
        px: SMALL,
        weight: summary ? 700 : 400,
        colour: summary ? THEME.textSoft : THEME.text,
        baseline: 'middle',
        maxWidth: HALF - 30 - Math.max(valueWidth, 30),
        minPx: SMALL - 1,
      });
      if (value.text)
        p.text(value.text, x + HALF - 10, y + ROW / 2 + 1, {
          px: value.offer ? 27 : SMALL + 2,
          weight: value.offer ? 700 : 400,
          colour: value.offer ? (value.text === '0' ? 'rgba(245,197,66,0.6)' : THEME.accent) : summary ? THEME.textSoft : THEME.text,
          align: 'right',
          baseline: 'middle',
        });
    });
  });
  p.box(PAD + 4 + HALF - 1, top + CARD_HEAD, 2, 8 * ROW, { fill: THEME.border });
  const y = top + CARD_HEAD + 8 * ROW;
  p.box(PAD + 4, y, W - PAD * 2 - 8, 2, { fill: THEME.textMuted });
  p.text(t('pic.yahtzee.total'), PAD + 14, y + ROW / 2 + 3, { px: 28, weight: 700, baseline: 'middle' });
  p.text(String(view.totals[player] ?? 0), W - PAD - 14, y + ROW / 2 + 3, { px: 28, weight: 700, align: 'right', baseline: 'middle' });
}

/** The players still in the game by total (equal totals share a rank), then those who left. */
export function ranked(view: YahtzeeView): Array<{ id: string; rank: number | null }> {
  const totalOf = (id: string) => view.totals[id] ?? 0;
  const staying = view.order.filter((id) => !view.leavers.includes(id)).sort((a, b) => totalOf(b) - totalOf(a));
  return [
    ...staying.map((id) => ({ id, rank: 1 + staying.filter((o) => totalOf(o) > totalOf(id)).length })),
    ...view.order.filter((id) => view.leavers.includes(id)).map((id) => ({ id, rank: null })),
  ];
}

const NAME_PX = 26;
const LIST_ROW = 38;
const RANK_W = 42;

interface Column {
  label: string;
  width: number;
  value(id: string): { text: string; colour?: string };
}

/** The figures each player's row shows: in play the upper boxes' progress to the bonus and the total; at the end, upper, lower and total. */
function listColumns(p: Painter, view: YahtzeeView, t: Translate): Column[] {
  return figureColumns(view, t).map((c) => ({ ...c, width: Math.max(c.width, Math.ceil(p.measure(c.label, SMALL, 700)) + 14) }));
}

function figureColumns(view: YahtzeeView, t: Translate): Column[] {
  const card = (id: string) => view.cards[id] ?? {};
  const total: Column = { label: t('pic.yahtzee.total'), width: 74, value: (id) => ({ text: String(view.totals[id] ?? 0) }) };
  if (!view.finished) {
    return [
      {
        label: t('pic.yahtzee.upperShort'),
        width: 96,
        value: (id) => {
          const done = UPPER_BOXES.every((b) => card(id)[b] !== undefined);
          const bonus = upperBonus(card(id)) > 0;
          return { text: `${upperSum(card(id))}/${UPPER_BONUS_THRESHOLD}`, colour: bonus ? THEME.good : done ? THEME.textMuted : THEME.textSoft };
        },
      },
      total,
    ];
  }
  const upper = (id: string) => upperSum(card(id)) + upperBonus(card(id));
  return [
    { label: t('pic.yahtzee.upperShort'), width: 72, value: (id) => ({ text: String(upper(id)), colour: THEME.textSoft }) },
    { label: t('pic.yahtzee.lowerShort'), width: 72, value: (id) => ({ text: String((view.totals[id] ?? 0) - upper(id)), colour: THEME.textSoft }) },
    total,
  ];
}

interface ListRow {
  id: string;
  rank: number | null;
  /** The name on its own lines when it does not fit beside the figures. */
  nameLines: string[];
  /** The figures go on a line under the name. */
  below: boolean;
  height: number;
}

/** The ranked list's rows, measured: a name too long for its column gets lines of its own above the figures. */
export function listRows(p: Painter, view: YahtzeeView, names: (id: string) => string, t: Translate): { rows: ListRow[]; height: number } {
  const [first, ...rest] = listColumns(p, view, t);
  const others = rest.reduce((s, c) => s + c.width, 0);
  const rows = ranked(view).map(({ id, rank }) => {
    const label = labelOf(view, id, names(id), t);
    // The name may run up to the first figure's ink (figures are right-aligned in their columns).
    const firstFigure = p.measure(first!.value(id).text, SMALL + 2);
    const fits = p.measure(label, NAME_PX, 700) <= W - PAD * 2 - 28 - RANK_W - others - firstFigure - 20;
    const nameLines = fits ? [label] : wrapName(p, label, NAME_PX, W - PAD * 2 - 28 - RANK_W);
    return { id, rank, nameLines, below: !fits, height: fits ? LIST_ROW : (nameLines.length + 1) * LIST_ROW - 6 };
  });
  return { rows, height: 44 + rows.reduce((s, r) => s + r.height, 0) + 10 };
}

function labelOf(view: YahtzeeView, id: string, name: string, t: Translate): string {
  const mark = view.leavers.includes(id) ? ` ${t('table.leftMark')}` : awayMark(view, id) ? ` ${awayMark(view, id)}` : '';
  return `${name}${mark}`;
}

/** Everyone ranked by total, one row each (the player to act in yellow), with the columns' figures on the right. */
export function drawList(p: Painter, view: YahtzeeView, rows: ListRow[], height: number, t: Translate, top: number): void {
  const columns = listColumns(p, view, t);
  p.box(PAD, top, W - PAD * 2, height - 10, { fill: THEME.panel, radius: 12 });
  const right = W - PAD - 14;
  const title = t(view.finished ? 'yahtzee.ranking' : 'yahtzee.standings');
  const figuresLeft = right - columns.reduce((s, c) => s + c.width, 0);
  p.text(title, PAD + 14, top + 24, { px: SMALL, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: figuresLeft - PAD - 22, minPx: SMALL });
  let x = right;
  for (const c of [...columns].reverse()) {
    p.text(c.label, x, top + 24, { px: SMALL, weight: 700, colour: THEME.textSoft, align: 'right', baseline: 'middle' });
    x -= c.width;
  }
  let y = top + 44;
  for (const row of rows) {
    const gone = view.leavers.includes(row.id);
    const acting = row.id === view.player;
    const colour = gone ? THEME.textMuted : acting ? THEME.accent : THEME.text;
    if (acting) p.box(PAD + 6, y, W - PAD * 2 - 12, row.height, { fill: THEME.panelRaised, radius: 8 });
    const mid = y + LIST_ROW / 2 + 1;
    const trophy = view.finished && row.rank === 1;
    p.text(trophy ? '🏆' : row.rank === null ? '–' : `${row.rank}.`, PAD + 14, mid, { px: NAME_PX, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
    row.nameLines.forEach((line, i) => p.text(line, PAD + 14 + RANK_W, mid + i * LIST_ROW, { px: NAME_PX, weight: 700, colour, baseline: 'middle' }));
    const figuresY = mid + (row.below ? row.nameLines.length * LIST_ROW - 6 : 0);
    let fx = right;
    for (const c of [...columns].reverse()) {
      const value = c.value(row.id);
      const strong = c === columns.at(-1);
      p.text(value.text, fx, figuresY, {
        px: strong ? 28 : SMALL + 2,
        weight: strong ? 700 : 400,
        colour: gone ? THEME.textMuted : (value.colour ?? colour),
        align: 'right',
        baseline: 'middle',
      });
      fx -= c.width;
    }
    y += row.height;
  }
}
