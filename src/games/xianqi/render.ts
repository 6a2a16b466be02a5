import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../render/public.js';
import { drawPiece, drawPieceBack } from '../../render/pieces.js';
import { columns } from '../../render/layout.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import type { Play } from './actions.js';
import { actorOf, type XianqiPrivateView, type XianqiPublicView } from './rules.js';
import { colourOf, KINDS, kindOf, singleRank, type Piece } from './pieces.js';
import { isCi, isGou } from './settlement.js';
import { pieceName } from './piece-words.js';
import { awayMark } from '../away.js';

const W = 800;
const PAD = 16;
const HEADER = 54;
const SEAT_H = 146;
const PLAY_H = 146;

/** The height of a line in the relations and settlement panel. */
const LINE = 34;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A piece with its name in the table's language under it. */
function pieceWithName(p: Painter, piece: Piece, cx: number, cy: number, r: number, t: Translate, labelWidth = r * 2 + 12): void {
  drawPiece(p, KINDS[kindOf(piece)], colourOf(piece) === 'r', cx, cy, r);
  p.text(t(`pic.xianqi.piece.${kindOf(piece)}`), cx, cy + r + 18, {
    px: 22,
    weight: 700,
    colour: THEME.textSoft,
    align: 'center',
    baseline: 'middle',
    maxWidth: labelWidth,
    minPx: 17,
  });
}

function phaseLine(view: XianqiPublicView, name: (id: string) => string, t: Translate): string {
  switch (view.phase) {
    case 'decide':
      return t('xianqi.decide', { player: name(view.starter) });
    case 'ask':
      return t('xianqi.ask', { kou: name(view.kou!), player: name(view.asking[0]!) });
    case 'play':
      return view.round.count === null
        ? t('xianqi.lead', { player: name(view.round.toAct) })
        : t('xianqi.follow', { player: name(view.round.toAct), count: view.round.count });
    default:
      return '';
  }
}

function seatPanel(p: Painter, view: XianqiPublicView, id: string, label: string, x: number, y: number, w: number, t: Translate): void {
  const turn = actorOf(view) === id;
  const zhu = view.zhu[id] ?? 0;
  const gone = view.leavers.includes(id);
  p.box(x, y, w, SEAT_H, { fill: turn ? THEME.panelRaised : THEME.panel, stroke: turn ? THEME.accent : THEME.border, lineWidth: turn ? 4 : 2, radius: 12 });
  const marks = `${view.activeXian === id ? '🔥' : ''}${awayMark(view, id)}`;
  p.text(`${marks}${label}${gone ? ` ${t('table.leftMark')}` : ''}`, x + 14, y + 12, {
    px: 26,
    weight: 700,
    colour: gone ? THEME.textMuted : turn ? THEME.accent : THEME.text,
    baseline: 'top',
    maxWidth: w - 28,
    minPx: 19,
  });
  const zhuWidth = p.text(t('pic.xianqi.zhu', { zhu }), x + 14, y + 48, { px: 27, weight: 700, baseline: 'top' });
  const status = isCi(zhu) ? t('pic.xianqi.ci') : isGou(zhu) ? t('pic.xianqi.gou') : '';
  const chips = view.ledger[id] ?? 0;
  const chipsWidth = p.text(t('pic.xianqi.chips', { chips: signed(chips) }), x + w - 14, y + 64, {
    px: 23,
    weight: 700,
    colour: chips > 0 ? THEME.good : chips < 0 ? THEME.bad : THEME.textSoft,
    align: 'right',
    baseline: 'middle',
    maxWidth: 120,
    minPx: 18,
  });
  if (status)
    p.pill(status, x + 22 + zhuWidth, y + 48, {
      px: 21,
      fill: isCi(zhu) ? THEME.bad : THEME.good,
      colour: THEME.accentText,
      height: 31,
      maxWidth: w - zhuWidth - chipsWidth - 46,
    });
  const pieces = view.handSizes[id] ?? 0;
  for (let i = 0; i < Math.min(pieces, 8); i++) drawPieceBack(p, x + 26 + i * 11, y + 114, 11);
  p.text(t('pic.xianqi.inHand', { count: pieces }), x + 26 + Math.min(pieces, 8) * 11 + (pieces ? 10 : -12), y + 114, {
    px: 23,
    colour: THEME.textSoft,
    baseline: 'middle',
    maxWidth: w - 40 - Math.min(pieces, 8) * 11,
    minPx: 18,
  });
}

/** What a seat played this round: its pieces face up with their names, or face-down pieces. */
function playCell(p: Painter, play: Play | undefined, best: boolean, x: number, y: number, w: number, t: Translate): void {
  p.box(x, y, w, PLAY_H, { fill: 'rgba(255,255,255,0.04)', stroke: best ? THEME.accent : 'rgba(255,255,255,0.1)', lineWidth: best ? 3 : 1.5, radius: 12 });
  if (!play) return;
  const n = play.count;
  const r = n > 2 ? 32 : 36;
  const gap = n > 2 ? 12 : 22;
  const span = n * (r * 2) + (n - 1) * gap;
  const left = x + (w - span) / 2 + r;
  for (let i = 0; i < n; i++) {
    const cx = left + i * (r * 2 + gap);
    if (play.face === 'up') pieceWithName(p, play.pieces[i]!, cx, y + 54, r, t, r * 2 + gap - 6);
    else drawPieceBack(p, cx, y + 54, r);
  }
  if (play.face === 'down')
    p.text(t('xianqi.discard', { count: n }), x + w / 2, y + 120, {
      px: 22,
      colour: THEME.textSoft,
      align: 'center',
      baseline: 'middle',
      maxWidth: w - 16,
      minPx: 17,
    });
}

export function renderXianqiTable(view: Public<XianqiPublicView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const names = view.seats.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[view.seats.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const playing = view.phase === 'decide' || view.phase === 'ask' || view.phase === 'play';
  const settlement = !playing ? view.lastSettlement : null;
  const relations = view.relations.map((r) => `${t('xianqi.relationLine', { xian: name(r.xian), kou: name(r.kou) })}${r.wasGou ? t('xianqi.alreadyGou') : ''}`);
  const cols = columns(PAD, W - PAD * 2, 3, 12);
  const hasStatus = playing || view.phase === 'over';
  const seatsTop = HEADER + (hasStatus ? 72 : 8);
  const playsTop = seatsTop + SEAT_H + 12;
  const infoTop = playing ? playsTop + PLAY_H + 12 : seatsTop + SEAT_H + 12;
  const settlementLines = settlement
    ? [
        ...(settlement.reason === 'black' && settlement.blackHands.length
          ? [t('xianqi.blackHand', { players: settlement.blackHands.map(name).join(' ') })]
          : []),
        Object.entries(settlement.changes)
          .map(([id, c]) => t('xianqi.change', { player: name(id), change: signed(c) }))
          .join(' · '),
        ...settlement.payments.map((pay) => t(`xianqi.payment.${pay.reason}`, { from: name(pay.from), to: name(pay.to), amount: pay.amount })),
      ]
    : [];
  const infoLines = relations.length + (settlement ? settlementLines.length + 1 : 0);
  const height = infoTop + (infoLines ? 26 + infoLines * LINE + (relations.length ? LINE : 0) : 0) + 8;
  const phase = phaseLine(view, name, t);
  const seatsAlt = view.seats.map((id) => `${name(id)} ${t('pic.xianqi.zhu', { zhu: view.zhu[id] ?? 0 })}`).join(t('fmt.list'));
  const alt = playing
    ? t('pic.xianqi.alt', { game: view.gameNo, round: view.roundNo, seats: seatsAlt, phase })
    : t('pic.xianqi.altBetween', {
        game: view.gameNo,
        changes: settlement ? t(`xianqi.reason.${settlement.reason}`) : '',
        chips: view.seats.map((id) => `${name(id)} ${signed(view.ledger[id] ?? 0)}`).join(t('fmt.list')),
      });
  return {
    width: W,
    height,
    alt,
    draw(p) {
      p.text(playing ? t('xianqi.title', { game: view.gameNo, round: view.roundNo }) : t('xianqi.titleBetween', { game: view.gameNo }), PAD, HEADER / 2 + 2, {
        px: 30,
        weight: 700,
        baseline: 'middle',
        maxWidth: W - PAD * 2,
        minPx: 22,
      });
      const status = playing
        ? `${view.lastRound ? `${t('xianqi.lastRound', { round: view.roundNo - 1, player: name(view.lastRound.winner), count: view.lastRound.count })} · ` : ''}${phase}`
        : view.phase === 'over'
          ? t('xianqi.over', { player: view.leavers.map(name).join(' ') })
          : '';
      if (status)
        p.paragraph(status, PAD, HEADER + 16, {
          px: 23,
          weight: 700,
          colour: THEME.textSoft,
          baseline: 'middle',
          maxWidth: W - PAD * 2,
          lineHeight: 29,
          maxLines: 2,
        });
      view.seats.forEach((id, i) => seatPanel(p, view, id, names[i]!, cols.x[i]!, seatsTop, cols.width, t));
      if (playing) {
        view.seats.forEach((id, i) => {
          const play = view.round.plays.find((pl) => pl.player === id);
          playCell(p, play, view.round.best?.player === id && view.round.plays.length > 0, cols.x[i]!, playsTop, cols.width, t);
        });
      }
      let y = infoTop;
      if (infoLines) p.box(PAD, y, W - PAD * 2, height - y - 8, { fill: THEME.panel, radius: 12 });
      y += 26;
      if (relations.length) {
        p.text(t('xianqi.relations'), PAD + 14, y, { px: 22, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: W - PAD * 2 - 28, minPx: 18 });
        y += LINE;
        for (const line of relations) {
          p.text(line, PAD + 14, y, { px: 24, weight: 700, baseline: 'middle', maxWidth: W - PAD * 2 - 28, minPx: 18 });
          y += LINE;
        }
      }
      if (settlement) {
        p.text(t('xianqi.settlement', { game: settlement.gameNo, reason: t(`xianqi.reason.${settlement.reason}`) }), PAD + 14, y, {
          px: 24,
          weight: 700,
          colour: THEME.accent,
          baseline: 'middle',
          maxWidth: W - PAD * 2 - 28,
          minPx: 18,
        });
        y += LINE;
        for (const line of settlementLines) {
          p.text(line, PAD + 14, y, { px: 23, baseline: 'middle', maxWidth: W - PAD * 2 - 28, minPx: 18 });
          y += LINE;
        }
      }
    },
  };
}

/** The player's own pieces, sorted by rank (highest first), with their names; their face-down pieces under them. */
export function renderXianqiPanel(view: XianqiPrivateView, scene: Scene): Picture {
  const t = translator(scene.locale);
  const hand = [...view.hand].sort((a, b) => singleRank(b) - singleRank(a) || a.localeCompare(b));
  const discards = view.myDiscards;
  const height = discards.length ? 350 : 230;
  return {
    width: W,
    height,
    alt: t('pic.xianqi.panelAlt', { pieces: hand.map((piece) => pieceName(piece, t)).join(t('fmt.list')) || t('xianqi.empty') }),
    draw(p) {
      p.text(t('xianqi.yourHand'), PAD, 32, { px: 28, weight: 700, baseline: 'middle' });
      if (hand.length === 0) p.text(t('xianqi.empty'), W / 2, 120, { px: 28, weight: 700, colour: THEME.textSoft, align: 'center', baseline: 'middle' });
      const step = Math.min(96, (W - PAD * 2) / Math.max(hand.length, 1));
      const r = Math.min(40, step / 2 - 6);
      hand.forEach((piece, i) => pieceWithName(p, piece, PAD + step / 2 + i * step, 104, r, t, step - 6));
      if (discards.length) {
        p.text(t('pic.xianqi.yourDiscards'), PAD, 232, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle', maxWidth: W - PAD * 2, minPx: 18 });
        discards.forEach((piece, i) => pieceWithName(p, piece, PAD + 40 + i * 90, 282, 30, t));
      }
    },
  };
}
