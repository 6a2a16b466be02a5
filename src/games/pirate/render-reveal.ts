import type { Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import { drawDie, RED_DIE } from '../../render/dice.js';
import { THEME } from '../../render/theme.js';
import type { PiratePublicView } from './rules.js';
import { pack, wrapLines } from '../../render/wrap.js';
import { BODY, countWidth, DIE, drawBet, drawCount, drawLines, fitsWhole, INNER, PAD, SMALL, W, type Block } from './render-parts.js';

/** Dice of one face in an opened cup: drawn as one die and "×3". */
interface Group {
  face: number;
  count: number;
  counted: boolean;
}

/** A cup's dice by face: those that counted for the bet first (ringed), then the others (faded); lowest face first in each. */
export function groupsOf(cup: readonly number[], counts: (face: number) => boolean): Group[] {
  const groups = [1, 2, 3, 4, 5, 6].map((face) => ({ face, count: cup.filter((d) => d === face).length, counted: counts(face) })).filter((g) => g.count > 0);
  return [...groups.filter((g) => g.counted), ...groups.filter((g) => !g.counted)];
}

const GROUP_GAP = 16;
const RESULT_DIE = 48;
/** Beyond a ringed die's ring (4 px) before its count. */
const LABEL_GAP = 8;

const groupWidth = (m: Painter, g: Group) => DIE + (g.count > 1 ? LABEL_GAP + m.measure(`×${g.count}`, BODY, 700) : 0);
const groupsWidth = (m: Painter, groups: readonly Group[]) => groups.reduce((w, g) => w + groupWidth(m, g), 0) + GROUP_GAP * Math.max(0, groups.length - 1);

function drawGroups(p: Painter, groups: readonly Group[], x: number, mid: number): void {
  let left = x;
  for (const g of groups) {
    drawDie(p, g.face, left, mid - DIE / 2, DIE, g.counted ? { marked: true } : { dim: true });
    if (g.count > 1) {
      p.text(`×${g.count}`, left + DIE + LABEL_GAP, mid + 1, { px: BODY, weight: 700, colour: g.counted ? THEME.text : THEME.textSoft, baseline: 'middle' });
    }
    left += groupWidth(p, g) + GROUP_GAP;
  }
}

interface Row {
  id: string;
  name: string;
  groups: Group[];
  count: string;
  out: boolean;
  nameWidth: number;
  /** On two lines, the dice count under the name, beside the cup: the name is too long to share its line. */
  countBelow: boolean;
}

const ROW_PAD = 14;
const ONE_LINE = 52;
const TWO_LINES = 90;
const ROW_GAP = 8;

/**
 * The last challenge with the seats: what was bet and what there was, then one row per player with
 * their opened cup grouped by face (one die and a count per face, so 15 dice fit a phone) and the
 * dice they have now; the red die, who lost dice and who is out. A name that leaves no room for the
 * dice beside it gets a line of its own.
 */
export function revealBlock(m: Painter, view: PiratePublicView, names: readonly string[], name: (id: string) => string, t: Translate): Block {
  const r = view.lastReveal!;
  const counts = (face: number) => face === r.bet.face || (view.onesWild && face === 1);
  const rows: Row[] = view.seats.map((id, i) => {
    const dice = view.dice[id] ?? 0;
    const label = dice === 0 ? t('pirate.out') : t('pirate.dice', { count: dice });
    const groups = groupsOf(r.cups[id] ?? [], counts);
    return { id, name: names[i]!, groups, count: label, out: dice === 0, nameWidth: m.measure(names[i]!, BODY, 700), countBelow: false };
  });
  const rowInner = INNER - ROW_PAD * 2;
  const countW = Math.max(...rows.map((row) => countWidth(m, row.count, row.out)));
  const groupsMax = Math.max(...rows.map((row) => groupsWidth(m, row.groups)));
  // The widest name that still leaves room on its line for the widest cup and the dice count.
  const cap = rowInner - countW - groupsMax - 36;
  const nameCol = Math.max(0, ...rows.filter((row) => row.nameWidth <= cap).map((row) => row.nameWidth));
  const diceX = PAD + ROW_PAD + (nameCol > 0 ? nameCol + 20 : 0);
  const oneLine = (row: Row) => (row.groups.length === 0 ? row.nameWidth <= rowInner - countW - 16 : row.nameWidth <= cap);
  for (const row of rows) {
    const rowCountW = countWidth(m, row.count, row.out);
    const beside = fitsWhole(m, row.name, { px: BODY, weight: 700, maxWidth: rowInner - rowCountW - 16, minPx: SMALL });
    row.countBelow = !oneLine(row) && !beside && diceX - PAD - ROW_PAD + groupsWidth(m, row.groups) + 16 + rowCountW <= rowInner;
  }
  const rowsHeight = rows.reduce((h, row) => h + (oneLine(row) ? ONE_LINE : TWO_LINES) + ROW_GAP, 0) - ROW_GAP;

  const title = t('pirate.reveal', { round: r.round });
  const line = t('pic.pirate.challenge', { challenger: name(r.challenger), bettor: name(r.bet.player) });
  const actual = t('pic.pirate.actual', { count: r.actual });
  const lines = wrapLines(m, line, BODY, INNER, 700);
  const losses = pack(
    m,
    Object.entries(r.losses).map(([id, n]) => t('pirate.lossLine', { player: name(id), count: Math.min(n, r.cups[id]?.length ?? n) })),
    BODY,
    INNER,
    700,
  );
  const eliminated = pack(
    m,
    r.eliminated.map((id) => t('pirate.eliminated', { player: name(id) })),
    SMALL,
    INNER,
    400,
  );
  const TITLE_H = 34;
  const LINE_H = 34;
  const RESULT_H = 64;
  const RED_H = 48;
  const above = TITLE_H + lines.length * LINE_H + RESULT_H + 8;
  const height = above + rowsHeight + 8 + RED_H + 4 + losses.length * LINE_H + eliminated.length * 32;

  return {
    height,
    draw(p, top) {
      p.text(title, PAD, top + TITLE_H / 2, { px: SMALL, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: INNER, minPx: SMALL });
      drawLines(p, lines, PAD, top + TITLE_H + LINE_H / 2, BODY, LINE_H);
      // The bet and what there was, side by side and large: the outcome at a glance.
      const mid = top + TITLE_H + lines.length * LINE_H + RESULT_H / 2;
      const betW = drawBet(p, r.bet, PAD, mid, RESULT_DIE);
      const arrowW = p.text('→', PAD + betW + 18, mid + 1, { px: 32, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
      const resultX = PAD + betW + 36 + arrowW;
      p.text(actual, resultX, mid + 1, { px: 34, weight: 700, colour: THEME.accent, baseline: 'middle', maxWidth: W - PAD - resultX, minPx: SMALL });
      let y = top + above;
      for (const row of rows) {
        const h = oneLine(row) ? ONE_LINE : TWO_LINES;
        drawRow(p, row, view, y, h === ONE_LINE, diceX);
        y += h + ROW_GAP;
      }
      y += 8;
      drawDie(p, 1, diceX, y + (RED_H - DIE) / 2, DIE, { ...RED_DIE, marked: true });
      p.text(t('pic.pirate.redDie'), diceX + DIE + 16, y + RED_H / 2 + 1, {
        px: SMALL,
        colour: THEME.textSoft,
        baseline: 'middle',
        maxWidth: W - PAD - diceX - DIE - 16,
        minPx: SMALL,
      });
      y += RED_H + 4;
      for (const l of losses) {
        p.text(l, PAD, y + LINE_H / 2, { px: BODY, weight: 700, colour: THEME.bad, baseline: 'middle', maxWidth: INNER, minPx: SMALL });
        y += LINE_H;
      }
      for (const l of eliminated) {
        p.text(l, PAD, y + 16, { px: SMALL, colour: THEME.textSoft, baseline: 'middle', maxWidth: INNER, minPx: SMALL });
        y += 32;
      }
    },
  };
}

/** One player's row: name, opened cup and dice now on one line, or the name and dice now above the cup. */
function drawRow(p: Painter, row: Row, view: PiratePublicView, top: number, oneLine: boolean, diceX: number): void {
  const turn = view.turn === row.id && !view.winner;
  p.box(PAD, top, INNER, oneLine ? ONE_LINE : TWO_LINES, {
    fill: turn ? THEME.panelRaised : THEME.panel,
    stroke: turn ? THEME.accent : THEME.border,
    lineWidth: turn ? 4 : 2,
    radius: 12,
  });
  const right = W - PAD - ROW_PAD;
  const nameMid = top + (oneLine ? ONE_LINE / 2 : 24);
  const countW = countWidth(p, row.count, row.out);
  p.text(row.name, PAD + ROW_PAD, nameMid + 1, {
    px: BODY,
    weight: 700,
    colour: row.out ? THEME.textMuted : turn ? THEME.accent : THEME.text,
    baseline: 'middle',
    maxWidth: oneLine && row.groups.length > 0 ? diceX - PAD - ROW_PAD - 16 : right - (row.countBelow ? 0 : countW + 16) - PAD - ROW_PAD,
    minPx: SMALL,
  });
  const diceMid = oneLine ? nameMid : top + 24 + 40;
  drawCount(p, row.count, row.out, right, row.countBelow ? diceMid : nameMid, 'right');
  drawGroups(p, row.groups, diceX, diceMid);
}
