import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../kernel/public.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import { measuringPainter } from '../../render/measure.js';
import { wrapLines } from '../../render/wrap.js';
import type { XianqiPrivateView, XianqiPublicView } from './rules.js';
import { singleRank } from './pieces.js';
import { pieceName } from './piece-words.js';
import { drawSeat, PAD, pieceWithName, seatLayout, signed, SMALL, W } from './render-seat.js';

/** 掀棋's words that a Chinese line never splits, though it may break between any other two characters. */
const XIANQI_TERMS = ['掀扣关系', '掀扣', '未够', '已够', '够棋', '瓷棋', '黑棋', '扣棋', '掀棋', '筹码'];
/** `text` broken into lines of at most `width`, never inside 掀棋's words. */
const wrapWords = (p: Painter, text: string, px: number, width: number, weight: 400 | 700 = 400) =>
  wrapLines(p, text, px, width, weight, { keep: XIANQI_TERMS });

/**
 * Drawn for a phone first (600 px wide, shown about 320): one row per seat, full width, with its
 * name, chips, 柱 and 够/瓷 badge, pieces in hand and what it played this round, the pieces large
 * with their names; then 掀扣 and the settlement, every line wrapped, nothing cut.
 */
const HEADER = 54;
const TITLE_PX = 30;
const LINE = 32;
const GAP = 10;

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

/** A block of wrapped lines: a heading in its colour, then lines, each wrapped to the width. */
interface Block {
  lines: Array<{ text: string; bold: boolean; colour: string }>;
}

function block(p: Painter, heading: { text: string; colour: string } | null, lines: string[], bold: boolean): Block {
  const width = W - PAD * 2 - 28;
  const out: Block['lines'] = [];
  if (heading) for (const l of wrapWords(p, heading.text, SMALL, width, 700)) out.push({ text: l, bold: true, colour: heading.colour });
  for (const line of lines) for (const l of wrapWords(p, line, SMALL, width, bold ? 700 : 400)) out.push({ text: l, bold, colour: THEME.text });
  return { lines: out };
}

const blockHeight = (b: Block) => (b.lines.length ? 14 + b.lines.length * LINE + 10 : 0);

function drawBlock(p: Painter, b: Block, top: number): void {
  if (!b.lines.length) return;
  p.box(PAD, top, W - PAD * 2, blockHeight(b), { fill: THEME.panel, radius: 12 });
  b.lines.forEach((l, i) =>
    p.text(l.text, PAD + 14, top + 14 + LINE / 2 + i * LINE, { px: SMALL, weight: l.bold ? 700 : 400, colour: l.colour, baseline: 'middle' }),
  );
}

export function renderXianqiTable(view: Public<XianqiPublicView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const m = measuringPainter(scene.locale);
  const names = view.seats.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[view.seats.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const playing = view.phase === 'decide' || view.phase === 'ask' || view.phase === 'play';
  const settlement = !playing ? view.lastSettlement : null;
  const phase = phaseLine(view, name, t);

  const title = playing ? t('xianqi.title', { game: view.gameNo, round: view.roundNo }) : t('xianqi.titleBetween', { game: view.gameNo });
  const titleLines = wrapWords(m, title, TITLE_PX, W - PAD * 2, 700);
  const status = playing
    ? `${view.lastRound ? `${t('xianqi.lastRound', { round: view.roundNo - 1, player: name(view.lastRound.winner), count: view.lastRound.count })} · ` : ''}${phase}`
    : view.phase === 'over'
      ? t('xianqi.over', { player: view.leavers.map(name).join(' ') })
      : '';
  const statusLines = status ? wrapWords(m, status, SMALL, W - PAD * 2, 700) : [];
  const seats = view.seats.map((id, i) => seatLayout(m, view, id, names[i]!, playing, t));
  const relations = view.relations.map((r) => `${t('xianqi.relationLine', { xian: name(r.xian), kou: name(r.kou) })}${r.wasGou ? t('xianqi.alreadyGou') : ''}`);
  const relationBlock = block(m, relations.length ? { text: t('xianqi.relations'), colour: THEME.textSoft } : null, relations, true);
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
  const settlementBlock = block(
    m,
    settlement ? { text: t('xianqi.settlement', { game: settlement.gameNo, reason: t(`xianqi.reason.${settlement.reason}`) }), colour: THEME.accent } : null,
    settlementLines,
    false,
  );

  const statusTop = HEADER + (titleLines.length - 1) * (TITLE_PX + 8);
  const seatsTop = statusTop + (statusLines.length ? statusLines.length * LINE + 8 : 0);
  const seatTops: number[] = [];
  let y = seatsTop;
  for (const s of seats) {
    seatTops.push(y);
    y += s.height + GAP;
  }
  const relationsTop = y;
  if (relationBlock.lines.length) y += blockHeight(relationBlock) + GAP;
  const settlementTop = y;
  if (settlementBlock.lines.length) y += blockHeight(settlementBlock) + GAP;
  const height = y + 6 - GAP;

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
      titleLines.forEach((line, i) => p.text(line, PAD, HEADER / 2 + 2 + i * (TITLE_PX + 8), { px: TITLE_PX, weight: 700, baseline: 'middle' }));
      statusLines.forEach((line, i) =>
        p.text(line, PAD, statusTop + LINE / 2 + i * LINE, { px: SMALL, weight: 700, colour: THEME.textSoft, baseline: 'middle' }),
      );
      seats.forEach((s, i) => drawSeat(p, view, s, playing, t, seatTops[i]!));
      drawBlock(p, relationBlock, relationsTop);
      drawBlock(p, settlementBlock, settlementTop);
    },
  };
}

const PANEL_PER_ROW = 4;
const HAND_R = 40;
const DISCARD_R = 32;

/** Rows of at most four pieces with their names: their centres and the height they take. */
function pieceRows(count: number, r: number): { height: number; centre(i: number): { x: number; y: number } } {
  const pitch = (W - PAD * 2) / PANEL_PER_ROW;
  const rowH = r * 2 + 20 + SMALL + 16;
  return {
    height: Math.ceil(count / PANEL_PER_ROW) * rowH,
    centre: (i) => ({ x: PAD + pitch / 2 + (i % PANEL_PER_ROW) * pitch, y: r + 4 + Math.floor(i / PANEL_PER_ROW) * rowH }),
  };
}

/** The player's own pieces, sorted by rank (highest first), with their names; their face-down pieces under them. */
export function renderXianqiPanel(view: XianqiPrivateView, scene: Scene): Picture {
  const t = translator(scene.locale);
  const m = measuringPainter(scene.locale);
  const hand = [...view.hand].sort((a, b) => singleRank(b) - singleRank(a) || a.localeCompare(b));
  const discards = view.myDiscards;
  const handRows = pieceRows(hand.length, HAND_R);
  const discardRows = pieceRows(discards.length, DISCARD_R);
  const handTop = 64;
  const handHeight = hand.length ? handRows.height : 56;
  const discardTitle = handTop + handHeight + 16;
  const discardTitleLines = discards.length ? wrapWords(m, t('pic.xianqi.yourDiscards'), SMALL, W - PAD * 2, 700) : [];
  const discardTop = discardTitle + discardTitleLines.length * LINE + 8;
  // The last row's bottom margin trimmed to the picture's edge padding.
  const height = (discards.length ? discardTop + discardRows.height : handTop + handHeight) - 8;
  return {
    width: W,
    height,
    alt: t('pic.xianqi.panelAlt', { pieces: hand.map((piece) => pieceName(piece, t)).join(t('fmt.list')) || t('xianqi.empty') }),
    draw(p) {
      p.text(t('xianqi.yourHand'), PAD, 34, { px: 30, weight: 700, baseline: 'middle' });
      if (hand.length === 0)
        p.text(t('xianqi.empty'), W / 2, handTop + 24, { px: 28, weight: 700, colour: THEME.textSoft, align: 'center', baseline: 'middle' });
      hand.forEach((piece, i) => {
        const c = handRows.centre(i);
        pieceWithName(p, piece, c.x, handTop + c.y, HAND_R, t);
      });
      discardTitleLines.forEach((line, i) =>
        p.text(line, PAD, discardTitle + LINE / 2 + i * LINE, { px: SMALL, weight: 700, colour: THEME.textSoft, baseline: 'middle' }),
      );
      discards.forEach((piece, i) => {
        const c = discardRows.centre(i);
        pieceWithName(p, piece, c.x, discardTop + c.y, DISCARD_R, t);
      });
    },
  };
}
