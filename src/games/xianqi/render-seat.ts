import type { Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import { drawPiece, drawPieceBack } from '../../render/pieces.js';
import { THEME } from '../../render/theme.js';
import { wrapName } from '../../render/wrap.js';
import { awayMark } from '../../rules/away.js';
import type { Play } from './actions.js';
import { colourOf, KINDS, kindOf, type Piece } from './pieces.js';
import { actorOf, type XianqiPublicView } from './rules.js';
import { isCi, isGou } from './settlement.js';

/** The canvas is 600 px wide: shown 320 px wide on a phone, 24 px becomes 12.8 px and a piece of radius 30 has a 17 px character. */
export const W = 600;
export const PAD = 16;
export const SMALL = 24;
const NAME_PX = 28;
const NAME_LINE = 36;
const ZHU_LINE = 42;
/** A piece played this round, and its name under it. */
const PLAY_R = 30;
const LABEL_GAP = 20;
const PLAY_H = PLAY_R * 2 + LABEL_GAP + SMALL + 14;

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A piece with its name in the table's language under it. */
export function pieceWithName(p: Painter, piece: Piece, cx: number, cy: number, r: number, t: Translate): void {
  drawPiece(p, KINDS[kindOf(piece)], colourOf(piece) === 'r', cx, cy, r);
  p.text(t(`pic.xianqi.piece.${kindOf(piece)}`), cx, cy + r + LABEL_GAP, {
    px: SMALL,
    weight: 700,
    colour: THEME.textSoft,
    align: 'center',
    baseline: 'middle',
  });
}

/** How far apart pieces with their names are drawn: far enough that the widest name keeps clear of the next. */
export function pitchOf(p: Painter, pieces: readonly Piece[], r: number, t: Translate): number {
  const widest = Math.max(0, ...pieces.map((piece) => p.measure(t(`pic.xianqi.piece.${kindOf(piece)}`), SMALL, 700)));
  return Math.max(r * 2 + 14, widest + 14);
}

/** A seat's row, measured: its name lines (the chips beside the last one, or under it when there is no room), and its play this round. */
export interface SeatLayout {
  id: string;
  nameLines: string[];
  /** The chips go on the 柱 line when the name leaves them no room. */
  chipsBelow: boolean;
  play: Play | undefined;
  height: number;
}

const inner = W - PAD * 2 - 28;

function nameLabel(view: XianqiPublicView, id: string, name: string, t: Translate): string {
  const marks = `${view.activeXian === id ? '🔥' : ''}${awayMark(view, id)}`;
  return `${marks}${name}${view.leavers.includes(id) ? ` ${t('table.leftMark')}` : ''}`;
}

const chipsText = (view: XianqiPublicView, id: string, t: Translate) => t('pic.xianqi.chips', { chips: signed(view.ledger[id] ?? 0) });

export function seatLayout(p: Painter, view: XianqiPublicView, id: string, name: string, playing: boolean, t: Translate): SeatLayout {
  const label = nameLabel(view, id, name, t);
  const chipsWidth = p.measure(chipsText(view, id, t), SMALL, 700);
  const oneLine = p.measure(label, NAME_PX, 700) + 20 + chipsWidth <= inner;
  const nameLines = oneLine ? [label] : wrapName(p, label, NAME_PX, inner);
  const play = playing ? view.round.plays.find((pl) => pl.player === id) : undefined;
  const height = 12 + nameLines.length * NAME_LINE + ZHU_LINE + (play ? PLAY_H : 0) + 12;
  return { id, nameLines, chipsBelow: !oneLine, play, height };
}

/** One seat: name, chips, 柱 with its 够/瓷 badge, the pieces in hand, and what it played this round. */
export function drawSeat(p: Painter, view: XianqiPublicView, s: SeatLayout, playing: boolean, t: Translate, top: number): void {
  const turn = actorOf(view) === s.id;
  const gone = view.leavers.includes(s.id);
  p.box(PAD, top, W - PAD * 2, s.height, {
    fill: turn ? THEME.panelRaised : THEME.panel,
    stroke: turn ? THEME.accent : THEME.border,
    lineWidth: turn ? 4 : 2,
    radius: 12,
  });
  const left = PAD + 14;
  const right = W - PAD - 14;
  let y = top + 12 + NAME_LINE / 2;
  s.nameLines.forEach((line, i) =>
    p.text(line, left, y + i * NAME_LINE, { px: NAME_PX, weight: 700, colour: gone ? THEME.textMuted : turn ? THEME.accent : THEME.text, baseline: 'middle' }),
  );
  const chips = view.ledger[s.id] ?? 0;
  const chipsStyle = {
    px: SMALL,
    weight: 700,
    colour: chips > 0 ? THEME.good : chips < 0 ? THEME.bad : THEME.textSoft,
    align: 'right',
    baseline: 'middle',
  } as const;
  if (!s.chipsBelow) p.text(chipsText(view, s.id, t), right, y, chipsStyle);
  y += s.nameLines.length * NAME_LINE - NAME_LINE / 2 + ZHU_LINE / 2;
  const zhu = view.zhu[s.id] ?? 0;
  const x = left + p.text(t('pic.xianqi.zhu', { zhu }), left, y, { px: NAME_PX, weight: 700, baseline: 'middle' }) + 14;
  const status = isCi(zhu) ? t('pic.xianqi.ci') : isGou(zhu) ? t('pic.xianqi.gou') : '';
  if (status) p.pill(status, x, y - 18, { px: SMALL, fill: isCi(zhu) ? THEME.bad : THEME.good, colour: THEME.accentText, height: 36, padX: 12 });
  const tail = [playing ? t('pic.xianqi.inHand', { count: view.handSizes[s.id] ?? 0 }) : '', s.chipsBelow ? chipsText(view, s.id, t) : ''].filter(Boolean);
  if (s.chipsBelow) p.text(tail.pop()!, right, y, chipsStyle);
  if (tail.length)
    p.text(tail[0]!, s.chipsBelow ? right - p.measure(chipsText(view, s.id, t), SMALL, 700) - 20 : right, y, {
      px: SMALL,
      colour: THEME.textSoft,
      align: 'right',
      baseline: 'middle',
    });
  if (s.play) drawPlay(p, s.play, view.round.best?.player === s.id, t, top + 12 + s.nameLines.length * NAME_LINE + ZHU_LINE);
}

/** What a seat played this round: its pieces face up with their names, or face-down pieces and how many. */
function drawPlay(p: Painter, play: Play, best: boolean, t: Translate, top: number): void {
  p.box(PAD + 8, top, W - PAD * 2 - 16, PLAY_H - 4, {
    fill: 'rgba(255,255,255,0.04)',
    stroke: best ? THEME.accent : 'rgba(255,255,255,0.1)',
    lineWidth: best ? 3 : 1.5,
    radius: 10,
  });
  const cy = top + 8 + PLAY_R;
  const x0 = PAD + 22 + PLAY_R;
  if (play.face === 'up') {
    const pitch = pitchOf(p, play.pieces, PLAY_R, t);
    play.pieces.forEach((piece, i) => pieceWithName(p, piece, x0 - PLAY_R + pitch / 2 + i * pitch, cy, PLAY_R, t));
    return;
  }
  for (let i = 0; i < play.count; i++) drawPieceBack(p, x0 + i * (PLAY_R * 2 + 10), cy, PLAY_R);
  const textLeft = x0 - PLAY_R + play.count * (PLAY_R * 2 + 10) + 10;
  p.text(t('xianqi.discard', { count: play.count }), textLeft, cy, {
    px: SMALL,
    colour: THEME.textSoft,
    baseline: 'middle',
    maxWidth: W - PAD - 22 - textLeft,
    minPx: SMALL,
  });
}
