import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../render/public.js';
import { drawCup, drawDie, drawDiceRow, RED_DIE } from '../../render/dice.js';
import { columns } from '../../render/layout.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import type { PiratePrivateView, PiratePublicView } from './rules.js';

const W = 800;
const PAD = 16;
const HEADER = 54;
const SEAT_H = 92;
const BAND_H = 132;

const betText = (b: { count: number; face: number }) => `${b.count} × ${b.face}`;

function header(p: Painter, title: string, right: string): void {
  const titleWidth = p.text(title, PAD, HEADER / 2 + 2, { px: 30, weight: 700, baseline: 'middle', maxWidth: 420, minPx: 22 });
  p.text(right, W - PAD, HEADER / 2 + 2, {
    px: 24,
    colour: THEME.textSoft,
    align: 'right',
    baseline: 'middle',
    maxWidth: W - PAD * 2 - titleWidth - 24,
    minPx: 18,
  });
}

/** "7 ×" and a die showing the face: a bet as players see it on the table. */
function drawBet(p: Painter, bet: { count: number; face: number }, x: number, mid: number, dieSize: number): number {
  const px = Math.round(dieSize * 0.78);
  const w = p.text(`${bet.count} ×`, x, mid + 2, { px, weight: 700, baseline: 'middle' });
  drawDie(p, bet.face, x + w + 10, mid - dieSize / 2, dieSize);
  return w + 10 + dieSize;
}

function seatsGrid(p: Painter, view: PiratePublicView, names: string[], t: Translate, top: number): number {
  const perRow = view.seats.length <= 4 ? 2 : 3;
  const cols = columns(PAD, W - PAD * 2, perRow, 12);
  view.seats.forEach((id, i) => {
    const x = cols.x[i % perRow]!;
    const y = top + Math.floor(i / perRow) * (SEAT_H + 10);
    const dice = view.dice[id] ?? 0;
    const turn = view.turn === id && !view.winner;
    const out = dice === 0;
    p.box(x, y, cols.width, SEAT_H, {
      fill: turn ? THEME.panelRaised : THEME.panel,
      stroke: turn ? THEME.accent : THEME.border,
      lineWidth: turn ? 4 : 2,
      radius: 12,
    });
    p.text(names[i]!, x + 14, y + 10, {
      px: 26,
      weight: 700,
      colour: out ? THEME.textMuted : turn ? THEME.accent : THEME.text,
      baseline: 'top',
      maxWidth: cols.width - 28,
      minPx: 20,
    });
    if (out) p.text(t('pirate.out'), x + 14, y + 52, { px: 26, weight: 700, colour: THEME.textMuted, baseline: 'top' });
    else {
      drawCup(p, x + 32, y + SEAT_H - 10, 38, 34);
      p.text(t('pirate.dice', { count: dice }), x + 64, y + 52, {
        px: 28,
        weight: 700,
        colour: THEME.text,
        baseline: 'top',
        maxWidth: cols.width - 78,
        minPx: 20,
      });
    }
  });
  return top + Math.ceil(view.seats.length / perRow) * (SEAT_H + 10) - 10;
}

function betBand(p: Painter, view: PiratePublicView, name: (id: string) => string, t: Translate, top: number): void {
  p.box(PAD, top, W - PAD * 2, BAND_H, { fill: THEME.felt, radius: 14 });
  const mid = top + BAND_H / 2;
  if (view.winner) {
    p.text(`🏆 ${t('table.winner', { player: name(view.winner) })}`, W / 2, mid, {
      px: 36,
      weight: 700,
      colour: THEME.accent,
      align: 'center',
      baseline: 'middle',
      maxWidth: W - 80,
      minPx: 24,
    });
    return;
  }
  const left = PAD + 20;
  if (view.bet) {
    p.text(`${t('pirate.currentBet')} · ${name(view.bet.player)}`, left, top + 14, {
      px: 24,
      weight: 700,
      colour: THEME.textSoft,
      baseline: 'top',
      maxWidth: 370,
      minPx: 19,
    });
    drawBet(p, view.bet, left, mid + 18, 68);
  } else {
    const noBet = t('pirate.noBet', { player: name(view.starter) });
    p.paragraph(noBet, left, p.measure(noBet, 27, 700) <= 360 ? mid : mid - 17, {
      px: 27,
      weight: 700,
      baseline: 'middle',
      maxWidth: 360,
      lineHeight: 34,
      maxLines: 2,
    });
  }
  // The centre pile and the red die, on the right of the band.
  const right = W - PAD - 20;
  drawDie(p, 1, right - 60, top + 16, 60, RED_DIE);
  p.text(t('pic.pirate.centre', { count: view.centre }), right - 76, top + 18, {
    px: 26,
    weight: 700,
    align: 'right',
    baseline: 'top',
    maxWidth: 270,
    minPx: 20,
  });
  // Beside a bet (a die and its count on the left) these lines have more room than beside the two-line "no bet yet".
  const room = view.bet ? 440 : 300;
  p.text(t('pic.pirate.redDie'), right - 76, top + 52, { px: 22, colour: THEME.textSoft, align: 'right', baseline: 'top', maxWidth: room, minPx: 18 });
  p.text(t('pic.pirate.inPlay', { count: view.diceInPlay }), right, top + 94, {
    px: 22,
    colour: THEME.textSoft,
    align: 'right',
    baseline: 'top',
    maxWidth: room + 60,
    minPx: 18,
  });
}

function historyRow(p: Painter, view: PiratePublicView, t: Translate, top: number): void {
  const label = `${t('pirate.history')}:`;
  let x = PAD + 4 + p.text(label, PAD + 4, top + 19, { px: 23, colour: THEME.textSoft, baseline: 'middle' }) + 14;
  for (const bet of view.history.slice(-8)) {
    if (x > W - 130) break;
    x += drawBet(p, bet, x, top + 19, 32) + 20;
  }
}

const REVEAL_ROW = 50;

function revealHeight(view: PiratePublicView): number {
  const r = view.lastReveal;
  return r ? 92 + (Object.keys(r.cups).length + 1) * REVEAL_ROW + 54 + r.eliminated.length * 32 : 0;
}

/** The last challenge: every cup opened, the dice that counted for the bet marked, the red die counted too. */
function revealSection(p: Painter, view: PiratePublicView, name: (id: string) => string, t: Translate, top: number): void {
  const r = view.lastReveal!;
  p.box(PAD, top, W - PAD * 2, revealHeight(view) - 8, { fill: THEME.panel, stroke: THEME.border, radius: 14 });
  p.text(t('pirate.reveal', { round: r.round }), PAD + 16, top + 24, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
  const line = t('pic.pirate.challenge', { challenger: name(r.challenger), bettor: name(r.bet.player), actual: r.actual });
  const betWidth = 116;
  p.text(line, PAD + 16, top + 62, { px: 26, weight: 700, baseline: 'middle', maxWidth: W - PAD * 2 - 48 - betWidth, minPx: 19 });
  drawBet(p, r.bet, W - PAD - 16 - betWidth, top + 62, 36);
  const counts = (die: number) => die === r.bet.face || (view.onesWild && die === 1);
  let y = top + 88;
  const diceLeft = PAD + 206;
  for (const [id, cup] of Object.entries(r.cups)) {
    p.text(name(id), PAD + 16, y + REVEAL_ROW / 2, { px: 25, weight: 700, baseline: 'middle', maxWidth: 182, minPx: 19 });
    const dice = [...cup].sort((a, b) => a - b);
    const size = Math.min(40, Math.floor((W - PAD - 16 - diceLeft + 6) / dice.length) - 6);
    drawDiceRow(p, dice, diceLeft, y + (REVEAL_ROW - size) / 2, size, 6, (die) => (counts(die) ? { marked: true } : { dim: true }));
    y += REVEAL_ROW;
  }
  drawDie(p, 1, diceLeft, y + 5, 40, { ...RED_DIE, marked: true });
  p.text(t('pic.pirate.redDie'), diceLeft + 56, y + REVEAL_ROW / 2, { px: 23, colour: THEME.textSoft, baseline: 'middle', maxWidth: 500, minPx: 18 });
  y += REVEAL_ROW + 4;
  const losses = Object.entries(r.losses)
    .map(([id, n]) => t('pirate.lossLine', { player: name(id), count: n }))
    .join(' · ');
  p.text(losses, PAD + 16, y + 14, { px: 25, weight: 700, colour: THEME.bad, baseline: 'middle', maxWidth: W - PAD * 2 - 32, minPx: 19 });
  r.eliminated.forEach((id, i) =>
    p.text(t('pirate.eliminated', { player: name(id) }), PAD + 16, y + 46 + i * 32, {
      px: 24,
      colour: THEME.textSoft,
      baseline: 'middle',
      maxWidth: W - PAD * 2 - 32,
      minPx: 19,
    }),
  );
}

export function renderPirateTable(view: Public<PiratePublicView>, scene: Scene): Picture {
  const t = translator(scene.locale);
  const names = view.seats.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[view.seats.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const seatRows = Math.ceil(view.seats.length / (view.seats.length <= 4 ? 2 : 3));
  const seatsBottom = HEADER + seatRows * (SEAT_H + 10) - 10;
  const bandTop = seatsBottom + 14;
  const showHistory = !view.winner && view.history.length > 1;
  const revealTop = bandTop + BAND_H + (showHistory ? 50 : 0) + 14;
  const height = revealTop + revealHeight(view) + (view.lastReveal ? 6 : 0);
  const seatsAlt = view.seats.map((id) => `${name(id)} ${t('pirate.dice', { count: view.dice[id] ?? 0 })}`).join(t('fmt.list'));
  const alt = view.winner
    ? t('pic.pirate.altOver', { player: name(view.winner) })
    : t('pic.pirate.alt', { round: view.round, seats: seatsAlt, bet: view.bet ? betText(view.bet) : t('pic.pirate.none'), centre: view.centre });
  return {
    width: W,
    height,
    alt,
    draw(p) {
      header(p, view.winner ? t('pirate.titleOver') : t('pirate.title', { round: view.round }), t(view.onesWild ? 'pirate.wildOn' : 'pirate.wildOff'));
      seatsGrid(p, view, names, t, HEADER);
      betBand(p, view, name, t, bandTop);
      if (showHistory) historyRow(p, view, t, bandTop + BAND_H + 8);
      if (view.lastReveal) revealSection(p, view, name, t, revealTop);
    },
  };
}

/** The player's own dice, grouped by face with how many of each; wild ones marked when ones are wild. */
export function renderPiratePanel(view: PiratePrivateView, scene: Scene): Picture {
  const t = translator(scene.locale);
  const groups = [1, 2, 3, 4, 5, 6].map((face) => ({ face, count: view.myDice.filter((d) => d === face).length })).filter((g) => g.count > 0);
  return {
    width: W,
    height: 256,
    alt: t('pic.pirate.panelAlt', { dice: view.myDice.join(' ') || t('pic.pirate.none') }),
    draw(p) {
      header(p, t('pirate.yourDice'), t(view.onesWild ? 'pirate.wildOn' : 'pirate.wildOff'));
      if (groups.length === 0) {
        p.text(t('pirate.youAreOut'), W / 2, 140, { px: 30, weight: 700, align: 'center', baseline: 'middle', maxWidth: W - 40, minPx: 22 });
        return;
      }
      const cols = columns(PAD, W - PAD * 2, Math.max(groups.length, 3), 14);
      groups.forEach((g, i) => {
        const x = cols.x[i]!;
        const wild = view.onesWild && g.face === 1;
        p.box(x, 62, cols.width, 130, { fill: THEME.panel, stroke: wild ? THEME.accent : THEME.border, radius: 14 });
        const size = Math.min(74, cols.width * 0.5);
        if (cols.width - size - 40 >= 24) {
          drawDie(p, g.face, x + 18, 62 + (130 - size) / 2, size);
          p.text(`× ${g.count}`, x + 30 + size, 62 + 65, { px: 40, weight: 700, baseline: 'middle', maxWidth: cols.width - size - 40, minPx: 20 });
        } else {
          // Six faces: too narrow for the count beside the die, so it goes under it.
          const stacked = Math.min(56, cols.width - 28);
          drawDie(p, g.face, x + (cols.width - stacked) / 2, 62 + 10, stacked);
          p.text(`× ${g.count}`, x + cols.width / 2, 62 + 10 + stacked + (130 - 10 - stacked) / 2, {
            px: 30,
            weight: 700,
            align: 'center',
            baseline: 'middle',
            maxWidth: cols.width - 12,
            minPx: 18,
          });
        }
      });
      if (view.bet) {
        const label = `${t('pirate.currentBet')}:`;
        const w = p.text(label, PAD, 226, { px: 25, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
        drawBet(p, view.bet, PAD + w + 12, 226, 36);
      }
    },
  };
}
