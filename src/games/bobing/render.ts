import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../render/public.js';
import { drawDie, drawDiceRow } from '../../render/dice.js';
import { nameOf } from '../../render/names.js';
import { unescapeMarkdown, withoutMarkdown } from '../../render/text.js';
import { THEME } from '../../render/theme.js';
import type { BobingState, RollRecord } from './actions.js';
import { FORM_ORDER } from './prizes.js';

const W = 800;
const PAD = 16;
const HEADER = 54;
const BOWL_BAND = 232;
/** The height of a section's title row (prizes left, holders, earlier rolls, winnings). */
const SECTION_HEAD = 42;
const RED_FOUR = { redFour: true };
/** Four earlier rolls (the text view lists five): their dice and names at a size a phone reads, within 120 KB. */
const RECENT_SHOWN = 4;
const HOLDER_ROW = 62;
const OLDER_ROW = 38;
const WIN_ROW = 36;

const prizeName = (s: BobingState, tier: keyof BobingState['prizes']): string | null => {
  const name = s.prizes[tier].name;
  return name ? unescapeMarkdown(name) : null;
};

/** What a roll won, as the text view words it (without its markdown). */
function resultLine(r: RollRecord, s: BobingState, name: (id: string) => string, t: Translate): string {
  const kind = r.kind ? t(`bobing.kind.${r.kind}`) : '';
  const prize = (tier: keyof BobingState['prizes']) => (prizeName(s, tier) ? ` (${prizeName(s, tier)})` : '');
  switch (r.result) {
    case 'none':
      return t('bobing.result.none');
    case 'won':
      return t('bobing.result.won', { tier: t(`bobing.tier.${r.tier!}`), name: prize(r.tier!) });
    case 'used-up':
      return t('bobing.result.usedUp', { tier: t(`bobing.tier.${r.tier!}`) });
    case 'held':
      return withoutMarkdown(t(s.finished ? 'bobing.result.heldFinal' : 'bobing.result.held', { kind, player: name(r.player), name: prize('zhuangyuan') }));
    case 'took-over':
      return withoutMarkdown(t('bobing.result.tookOver', { kind, player: name(r.player), from: name(r.from ?? '') }));
    case 'not-enough':
      return t('bobing.result.notEnough', { kind });
    case 'no-prize':
      return t('bobing.result.noPrize', { kind });
  }
}

function rolledBy(r: RollRecord, name: (id: string) => string, t: Translate): string {
  const who = t('bobing.rolled', { player: name(r.player) });
  return r.away ? `${who} ${t('bobing.autoAway')}` : r.auto ? `${who} ${t('bobing.auto')}` : who;
}

/** The bowl with the six dice of a roll in it. */
function drawBowl(p: Painter, dice: readonly number[] | null, cx: number, cy: number): void {
  p.circle(cx, cy, 100, { fill: '#f3f6fa', stroke: '#2f5fa8', lineWidth: 6 });
  if (!dice) return;
  const size = 44;
  const spots = [
    [-58, -30],
    [-8, -48],
    [40, -26],
    [-46, 22],
    [4, 8],
    [30, 44],
  ] as const;
  dice.forEach((d, i) => drawDie(p, d, cx + spots[i]![0] - size / 2 + 10, cy + spots[i]![1] - size / 2 + 4, size, RED_FOUR));
}

function winningsOf(s: BobingState, id: string, t: Translate): string {
  const won = FORM_ORDER.filter((tier) => tier !== 'zhuangyuan' && (s.winnings[id]?.[tier] ?? 0) > 0).map(
    (tier) => `${t(`bobing.short.${tier}`)}×${s.winnings[id]![tier]}`,
  );
  const held = s.holders.filter((h) => h.player === id).length;
  if (held) won.unshift(`${t('bobing.short.zhuangyuan')}×${held}`);
  return won.join(' ') || t('bobing.nothingWon');
}

export function renderBobingTable(view: Public<BobingState>, scene: Scene): Picture {
  const s: BobingState = view;
  const t = translator(scene.locale);
  const names = s.order.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[s.order.indexOf(id)] ?? nameOf(scene, t, id, 0);
  // As the text view: the newest roll a player made in full; rolls made since for away players, one line each.
  const own = s.recent.findIndex((r) => !r.away);
  const mainAt = own === -1 ? 0 : own;
  const main = s.recent[mainAt];
  const awayRolls = s.recent.slice(0, mainAt).reverse();
  const older = s.finished ? [] : s.recent.slice(mainAt + 1, mainAt + 1 + RECENT_SHOWN);
  const tiers = FORM_ORDER.filter((tier) => s.prizes[tier].count > 0);
  const showHolders = s.prizes.zhuangyuan.count > 0;
  const leftColumn = s.finished ? 0 : SECTION_HEAD + tiers.length * 38;
  const rightColumn =
    (showHolders ? SECTION_HEAD + Math.max(1, s.holders.length) * HOLDER_ROW + 8 : 0) + (older.length ? SECTION_HEAD + older.length * OLDER_ROW : 0);
  const midTop = HEADER + BOWL_BAND + 8;
  const winTop = midTop + Math.max(leftColumn, rightColumn) + 8;
  const perRow = s.order.length > 8 ? 3 : 2;
  const winRows = Math.ceil(s.order.length / perRow);
  const height = winTop + SECTION_HEAD + winRows * WIN_ROW + 12;

  const leftText = tiers.map((tier) => `${t(`bobing.short.${tier}`)} ${s.left[tier] ?? 0}/${s.prizes[tier].count}`).join(t('fmt.list'));
  const championText = s.champion
    ? withoutMarkdown(t('bobing.champion', { player: name(s.champion.player), kind: t(`bobing.kind.${s.champion.kind}`) })).replace(/^🏆\s*/, '')
    : t(s.prizes.zhuangyuan.count === 0 ? 'bobing.noChampion' : 'bobing.nobodyCrowned');
  const alt = s.finished
    ? t('pic.bobing.altOver', { champion: championText, winnings: s.order.map((id) => `${name(id)} ${winningsOf(s, id, t)}`).join('; ') })
    : main
      ? t('pic.bobing.alt', { n: main.seq, player: name(main.player), dice: main.dice.join(' '), result: resultLine(main, s, name, t), left: leftText })
      : t('pic.bobing.altStart', { player: name(s.order[s.current]!), left: leftText });

  return {
    width: W,
    height,
    alt,
    draw(p) {
      p.text(s.finished ? t('bobing.titleOver') : t('bobing.title', { n: s.rolls + 1 }), PAD, HEADER / 2 + 2, {
        px: 30,
        weight: 700,
        baseline: 'middle',
        maxWidth: 460,
        minPx: 22,
      });
      const legend = t('pic.bobing.fours');
      const legendWidth = p.measure(legend, 22);
      drawDie(p, 4, W - PAD - legendWidth - 38, HEADER / 2 - 13, 28, RED_FOUR);
      p.text(legend, W - PAD, HEADER / 2 + 2, { px: 22, colour: THEME.textSoft, align: 'right', baseline: 'middle' });

      // The bowl, the roll in it, and what it won.
      p.box(PAD, HEADER, W - PAD * 2, BOWL_BAND - 8, { fill: main?.tier === 'zhuangyuan' ? '#6b2a1e' : THEME.felt, radius: 14 });
      drawBowl(p, main?.dice ?? null, PAD + 122, HEADER + BOWL_BAND / 2 - 4);
      const x = PAD + 244;
      const textWidth = W - PAD - 16 - x;
      let y = HEADER + 30;
      if (main) {
        p.text(rolledBy(main, name, t), x, y, { px: 24, colour: THEME.textSoft, baseline: 'middle', maxWidth: textWidth, minPx: 19 });
        y += 40;
        if (main.tier)
          p.text(t(main.kind ? `bobing.kind.${main.kind}` : `bobing.tier.${main.tier}`), x, y, {
            px: 34,
            weight: 700,
            colour: THEME.accent,
            baseline: 'middle',
            maxWidth: textWidth,
            minPx: 22,
          });
        y += main.tier ? 40 : 0;
        y +=
          (p.paragraph(resultLine(main, s, name, t), x, y, { px: 23, weight: 700, baseline: 'middle', maxWidth: textWidth, lineHeight: 29, maxLines: 2 }) - 1) *
            29 +
          32;
      }
      for (const r of awayRolls.slice(-2)) {
        drawDiceRow(p, r.dice, x, y - 13, 26, 4, () => RED_FOUR);
        p.text(`${name(r.player)}: ${resultLine(r, s, name, t)}`, x + 190, y, {
          px: 22,
          colour: THEME.textSoft,
          baseline: 'middle',
          maxWidth: textWidth - 190,
          minPx: 18,
        });
        y += 32;
      }
      const next = s.finished ? championText : t('bobing.turn', { player: name(s.order[s.current]!) });
      p.text(s.finished && s.champion ? `🏆 ${next}` : next, x, HEADER + BOWL_BAND - 38, {
        px: 27,
        weight: 700,
        colour: s.finished ? THEME.accent : THEME.text,
        baseline: 'middle',
        maxWidth: textWidth,
        minPx: 20,
      });

      // Left: the prize board. Right: the 状元 holders and the rolls before.
      const colW = (W - PAD * 2 - 16) / 2;
      if (!s.finished) {
        p.box(PAD, midTop, colW, leftColumn, { fill: THEME.panel, radius: 12 });
        p.text(t('bobing.left'), PAD + 14, midTop + 22, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
        tiers.forEach((tier, i) => {
          const ty = midTop + SECTION_HEAD + i * 38 + 17;
          const left = s.left[tier] ?? 0;
          const total = s.prizes[tier].count;
          const label = `${t(`bobing.short.${tier}`)}${prizeName(s, tier) ? ` · ${prizeName(s, tier)}` : ''}`;
          p.text(label, PAD + 14, ty, {
            px: 25,
            weight: 700,
            colour: left ? THEME.text : THEME.textMuted,
            baseline: 'middle',
            maxWidth: colW - 196,
            minPx: 19,
          });
          const barX = PAD + colW - 186;
          p.box(barX, ty - 8, 80, 16, { fill: THEME.background, radius: 8 });
          if (left) p.box(barX, ty - 8, Math.max(16, (80 * left) / total), 16, { fill: tier === 'zhuangyuan' ? THEME.bad : THEME.good, radius: 8 });
          p.text(`${left}/${total}`, PAD + colW - 14, ty, {
            px: 26,
            weight: 700,
            colour: left ? THEME.text : THEME.textMuted,
            align: 'right',
            baseline: 'middle',
          });
        });
      }
      let ry = midTop;
      const rx = s.finished ? PAD : PAD + colW + 16;
      const rw = s.finished ? W - PAD * 2 : colW;
      if (showHolders) {
        const h = SECTION_HEAD + Math.max(1, s.holders.length) * HOLDER_ROW;
        p.box(rx, ry, rw, h, { fill: THEME.panel, radius: 12 });
        p.text(t(s.finished ? 'bobing.holdersFinal' : 'bobing.holders'), rx + 14, ry + 22, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
        if (s.holders.length === 0) p.text(t('bobing.noHolder'), rx + 14, ry + SECTION_HEAD + 22, { px: 24, colour: THEME.textMuted, baseline: 'middle' });
        s.holders.forEach((hold, i) => {
          const hy = ry + SECTION_HEAD + i * HOLDER_ROW;
          drawDiceRow(p, hold.dice, rx + 12, hy, 28, 4, () => RED_FOUR);
          p.text(name(hold.player), rx + 208, hy + 15, { px: 23, weight: 700, baseline: 'middle', maxWidth: rw - 220, minPx: 18 });
          p.text(t(`bobing.kind.${hold.kind}`), rx + 14, hy + 45, { px: 22, colour: THEME.accent, baseline: 'middle', maxWidth: rw - 28, minPx: 18 });
        });
        ry += h + 8;
      }
      if (older.length) {
        p.box(rx, ry, rw, SECTION_HEAD + older.length * OLDER_ROW, { fill: THEME.panel, radius: 12 });
        p.text(t('bobing.recent'), rx + 14, ry + 22, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
        older.forEach((r, i) => {
          const oy = ry + SECTION_HEAD + i * OLDER_ROW;
          drawDiceRow(p, r.dice, rx + 12, oy + 4, 28, 4, () => RED_FOUR);
          p.text(`${name(r.player)}${r.tier ? ` · ${t(`bobing.short.${r.tier}`)}` : ''}`, rx + 208, oy + 18, {
            px: 23,
            baseline: 'middle',
            maxWidth: rw - 220,
            minPx: 18,
          });
        });
      }

      // Who has won what.
      p.box(PAD, winTop, W - PAD * 2, height - winTop - 8, { fill: THEME.panel, radius: 12 });
      p.text(t(s.finished ? 'bobing.results' : 'bobing.winnings'), PAD + 14, winTop + 22, { px: 24, weight: 700, colour: THEME.textSoft, baseline: 'middle' });
      const cellW = (W - PAD * 2 - 28) / perRow;
      s.order.forEach((id, i) => {
        const cx = PAD + 14 + (i % perRow) * cellW;
        const cy = winTop + SECTION_HEAD + Math.floor(i / perRow) * WIN_ROW + 15;
        const gone = s.leavers.includes(id);
        const nameWidth = p.text(`${names[i]}${gone ? ` ${t('table.leftMark')}` : ''}`, cx, cy, {
          px: 23,
          weight: 700,
          colour: gone ? THEME.textMuted : THEME.text,
          baseline: 'middle',
          maxWidth: cellW * 0.42,
          minPx: 19,
        });
        p.text(winningsOf(s, id, t), cx + nameWidth + 10, cy, {
          px: 23,
          colour: THEME.accent,
          baseline: 'middle',
          maxWidth: cellW - nameWidth - 20,
          minPx: 18,
        });
      });
    },
  };
}
