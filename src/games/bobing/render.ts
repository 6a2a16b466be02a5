import { translator, type Translate } from '../../i18n/catalog.js';
import type { Painter } from '../../render/painter.js';
import type { Picture, Scene } from '../../render/picture.js';
import type { Public } from '../../kernel/public.js';
import { drawDie, drawDiceRow } from '../../render/dice.js';
import { nameOf } from '../../render/names.js';
import { THEME } from '../../render/theme.js';
import type { BobingState, RollRecord } from './actions.js';
import { FORM_ORDER } from './prizes.js';
import { measuringPainter } from '../../render/measure.js';
import { Flow, type Words } from './render-flow.js';
import { afterHeadline, championText, leftText, plainPrizeName, resultLine, rollHeadline, rolledBy, winningsOf } from './render-words.js';

/**
 * Drawn for a phone first: 600 px wide, shown about 320 px wide there, so every word is drawn at
 * 23 px or more (12 px on the phone) and every die at 32 px or more (17 px). One column: the newest
 * roll large in its bowl with what it won, the prize board as tiles, the 状元 holders, three earlier
 * rolls and each person's winnings in short rows. Nothing is cut: long names and prize names wrap.
 */
const W = 500;
/** Sizes below are written for a 600 px canvas and scaled to this one: the same layout, fewer pixels (and bytes). */
const u = (n: number) => Math.round((n * W) / 600);
const PAD = u(12);
/** A panel's inner padding and the width inside it. */
const IN = u(14);
const INNER = W - 2 * PAD - 2 * IN;
const GAP = u(10);
/** The dice of holders and earlier rolls: 17 px on a phone. */
const DIE = u(32);
const DIE_GAP = u(4);
const DICE_W = 6 * DIE + 5 * DIE_GAP;
/** Text beside a row of dice. */
const BESIDE_X = PAD + IN + DICE_W + u(14);
const BESIDE_W = W - PAD - IN - BESIDE_X;
const BOWL_R = u(88);
/** The bowl's dice: 21 px on a phone. */
const BOWL_DIE = u(40);
const RED_FOUR = { redFour: true };
/** Earlier rolls in the picture, with the rolls made for away players since (the text view lists five; a phone has room for two). */
const RECENT_SHOWN = 2;
const TILE_H = u(58);
const TILE_COLUMNS = 3;
const TILE_GAP = u(8);

/** The smallest words are 21 px: 12.4 px on a phone. */
const TITLE: Words = { px: u(28), weight: 700, lineHeight: u(36) };
const HEAD: Words = { px: u(24), weight: 700, colour: THEME.textSoft, lineHeight: u(32) };
const BODY: Words = { px: u(24), lineHeight: u(31) };
const BOLD: Words = { ...BODY, weight: 700 };
const SMALL: Words = { px: u(23), colour: THEME.textSoft, lineHeight: u(30) };
const BIG: Words = { px: u(32), weight: 700, colour: THEME.accent, lineHeight: u(40) };
const TURN: Words = { px: u(26), weight: 700, lineHeight: u(34) };

/** The bowl with the six dice of a roll in it. */
function drawBowl(p: Painter, dice: readonly number[] | null, cx: number, cy: number): void {
  p.circle(cx, cy, BOWL_R, { fill: '#f3f6fa', stroke: '#2f5fa8', lineWidth: u(6) });
  if (!dice) return;
  // Where the dice lie, for a bowl of radius 100 with 44 px dice, scaled to this one.
  const spots = [
    [-58, -30],
    [-8, -48],
    [40, -26],
    [-46, 22],
    [4, 8],
    [30, 44],
  ] as const;
  const k = BOWL_R / 100;
  dice.forEach((d, i) => drawDie(p, d, cx + (spots[i]![0] + 10) * k - BOWL_DIE / 2, cy + (spots[i]![1] + 4) * k - BOWL_DIE / 2, BOWL_DIE, RED_FOUR));
}

interface Table {
  s: BobingState;
  t: Translate;
  name: (id: string) => string;
  f: Flow;
}

/** The title, and the legend of the red fours when it fits beside it (the words beside the picture carry it too). */
function header({ s, t, f }: Table): void {
  const title = s.finished ? t('bobing.titleOver') : t('bobing.title', { n: s.rolls + 1 });
  const legend = t('pic.bobing.fours');
  const titleW = f.m.measure(title, TITLE.px, TITLE.weight);
  const legendW = f.m.measure(legend, SMALL.px);
  const top = f.y;
  f.y += f.words(title, PAD, top, W - 2 * PAD, TITLE);
  if (PAD + titleW + u(24) + DIE + u(8) + legendW <= W - PAD) {
    const mid = top + TITLE.lineHeight / 2;
    f.add((p) => {
      drawDie(p, 4, W - PAD - legendW - u(8) - DIE, mid - DIE / 2, DIE, RED_FOUR);
      p.text(legend, W - PAD, mid, { px: SMALL.px, colour: THEME.textSoft, align: 'right', baseline: 'middle' });
    });
  }
  f.y += u(8);
}

/** The newest roll a player made in full (as the text view), and the rolls made since for away players. */
function rollsShown(s: BobingState): { main: RollRecord | undefined; away: RollRecord[]; older: RollRecord[] } {
  const own = s.recent.findIndex((r) => !r.away);
  const mainAt = own === -1 ? 0 : own;
  return {
    main: s.recent[mainAt],
    away: s.recent.slice(0, mainAt).reverse().slice(-2),
    // Fewer earlier rolls when rolls were made for away players since (those are shown first).
    older: s.finished ? [] : s.recent.slice(mainAt + 1, mainAt + 1 + Math.max(0, RECENT_SHOWN - Math.min(2, mainAt))),
  };
}

/** A row of dice with words beside them, side by side when they fit on one line, else one under another; as tall as the taller of the two. */
function diceRow(f: Flow, dice: readonly number[], words: Array<{ text: string; style: Words }>): void {
  const top = f.y;
  const widths = words.map((w) => f.m.measure(w.text, w.style.px, w.style.weight));
  const oneLine = widths.reduce((a, b) => a + b, 0) + (words.length - 1) * u(10) <= BESIDE_W;
  const lineH = Math.max(...words.map((w) => w.style.lineHeight));
  const lines = words.map((w) => ({ lines: f.wrap(w.text, BESIDE_W, w.style), style: w.style }));
  const textH = oneLine ? lineH : lines.reduce((h, l) => h + l.lines.length * l.style.lineHeight, 0);
  const h = Math.max(DIE, textH);
  f.add((p) => drawDiceRow(p, dice, PAD + IN, top + (h - DIE) / 2, DIE, DIE_GAP, () => RED_FOUR));
  let y = top + (h - textH) / 2;
  if (oneLine) {
    let x = BESIDE_X;
    words.forEach((w, i) => {
      f.lines([w.text], x, y, { ...w.style, lineHeight: lineH });
      x += widths[i]! + u(10);
    });
  } else for (const l of lines) y += f.lines(l.lines, BESIDE_X, y, l.style);
  f.y = top + h;
}

/** The bowl and the roll in it, what it won, rolls made since for away players, whose roll it is or the 状元 of the game. */
function rollBand(table: Table): void {
  const { s, t, name, f } = table;
  const { main, away } = rollsShown(s);
  const top = f.y;
  const fill = main?.tier === 'zhuangyuan' ? '#6b2a1e' : THEME.felt;
  f.panel(
    PAD,
    top,
    W - 2 * PAD,
    fill,
    () => {
      const bowlTop = top + IN;
      const bowlH = BOWL_R * 2 + u(6);
      f.add((p) => drawBowl(p, main?.dice ?? null, PAD + IN + BOWL_R + u(3), bowlTop + BOWL_R + u(3)));
      const x = PAD + IN + bowlH + u(14);
      const width = W - PAD - IN - x;
      const column: Array<{ text: string; style: Words; gap: number }> = [];
      const turn = s.finished ? championText(s, name, t) : t('bobing.turn', { player: name(s.order[s.current]!) });
      const turnLine = { text: s.finished && s.champion ? `🏆 ${turn}` : turn, style: { ...TURN, colour: s.finished ? THEME.accent : THEME.text }, gap: 0 };
      if (main) {
        column.push({ text: rolledBy(main, name, t), style: SMALL, gap: u(4) });
        const headline = rollHeadline(main, t);
        if (headline) column.push({ text: headline, style: BIG, gap: u(4) });
        column.push({ text: headline ? afterHeadline(main, s, name, t) : resultLine(main, s, name, t), style: BOLD, gap: u(12) });
      }
      const lay = (entries: typeof column) => entries.map((c) => ({ ...c, lines: f.wrap(c.text, width, c.style) }));
      const heightOf = (laid: ReturnType<typeof lay>) => laid.reduce((h, c) => h + c.lines.length * c.style.lineHeight + c.gap, 0);
      // Whose roll it is beside the bowl when it fits there and no away player's roll comes between; else under it all.
      const withTurn = lay([...column, turnLine]);
      const turnBeside = (!main || away.length === 0) && heightOf(withTurn) <= bowlH;
      const laid = turnBeside ? withTurn : lay(column);
      let y = bowlTop + Math.max(0, (bowlH - heightOf(laid)) / 2);
      for (const c of laid) y += f.lines(c.lines, x, y, c.style) + c.gap;
      f.y = Math.max(bowlTop + bowlH, y) + GAP;
      // Rolls made since for away players, short (the words beside the picture say what each won).
      for (const r of away) {
        diceRow(f, r.dice, [{ text: `💤 ${name(r.player)}${shortResult(r, s, t)}`, style: BODY }]);
        f.y += GAP;
      }
      if (!turnBeside) f.y += f.words(turnLine.text, PAD + IN, f.y, INNER, turnLine.style);
    },
    IN - u(4),
  );
  f.y += GAP;
}

/** A panel the width of the picture from the flow's `y`, around what `body` lays out from its `top`; `after` below it. */
function card(f: Flow, body: (top: number) => void, padBottom: number, after = GAP): void {
  const top = f.y;
  f.panel(PAD, top, W - 2 * PAD, THEME.panel, () => body(top), padBottom);
  f.y += after;
}

/** A panel with its heading, then what `body` lays out under it. */
function section(f: Flow, heading: string, body: () => void, padBottom = IN, after = GAP): void {
  card(
    f,
    (top) => {
      f.y += IN - u(6) + f.words(heading, PAD + IN, top + IN - u(6), INNER, HEAD) + u(4);
      body();
    },
    padBottom,
    after,
  );
}

/** What is left of each tier as tiles of three, then the organiser's prize names in full. */
function prizeBoard({ s, t, f }: Table): void {
  const tiers = FORM_ORDER.filter((tier) => s.prizes[tier].count > 0);
  section(f, t('bobing.left'), () => {
    const tileW = (INNER - (TILE_COLUMNS - 1) * TILE_GAP) / TILE_COLUMNS;
    const tilesTop = f.y;
    tiers.forEach((tier, i) => {
      const x = PAD + IN + (i % TILE_COLUMNS) * (tileW + TILE_GAP);
      const y = tilesTop + Math.floor(i / TILE_COLUMNS) * (TILE_H + TILE_GAP);
      const left = s.left[tier] ?? 0;
      const total = s.prizes[tier].count;
      const colour = left ? THEME.text : THEME.textMuted;
      f.add((p) => {
        p.box(x, y, tileW, TILE_H, { fill: THEME.panelRaised, radius: u(10) });
        p.text(t(`bobing.short.${tier}`), x + u(12), y + u(21), { px: u(24), weight: 700, colour, baseline: 'middle' });
        p.text(`${left}/${total}`, x + tileW - u(12), y + u(21), { px: u(26), weight: 700, colour, align: 'right', baseline: 'middle' });
        p.box(x + u(12), y + u(41), tileW - u(24), u(10), { fill: THEME.background, radius: u(5) });
        if (left)
          p.box(x + u(12), y + u(41), Math.max(u(10), ((tileW - u(24)) * left) / total), u(10), {
            fill: tier === 'zhuangyuan' ? THEME.bad : THEME.good,
            radius: u(5),
          });
      });
    });
    f.y = tilesTop + Math.ceil(tiers.length / TILE_COLUMNS) * (TILE_H + TILE_GAP) - TILE_GAP;
    // The organiser's names of the prizes still to be won, in full.
    const named = tiers.filter((tier) => (s.left[tier] ?? 0) > 0 && plainPrizeName(s, tier));
    if (named.length) f.y += u(6);
    for (const tier of named) {
      const line = t('fmt.labelValue', { label: t(`bobing.short.${tier}`), value: plainPrizeName(s, tier)! });
      f.y += f.words(line, PAD + IN, f.y, INNER, SMALL);
    }
  });
}

/** A panel with a heading and rows of dice with words beside them (the 状元 holders, the earlier rolls). */
function diceSection(f: Flow, heading: string, rows: Array<{ dice: readonly number[]; words: Array<{ text: string; style: Words }> }>): void {
  section(f, heading, () =>
    rows.forEach((row, i) => {
      if (i) f.y += u(8);
      diceRow(f, row.dice, row.words);
    }),
  );
}

function holders({ s, t, name, f }: Table): void {
  const heading = t(s.finished ? 'bobing.holdersFinal' : 'bobing.holders');
  if (s.holders.length === 0) {
    // One line when nobody holds one yet: the heading and "Nobody yet".
    const nobody = t('bobing.noHolder');
    card(
      f,
      (top) => {
        const headW = f.m.measure(heading, HEAD.px, HEAD.weight);
        const y = top + IN - u(6);
        f.y = y + f.words(heading, PAD + IN, y, INNER, HEAD);
        if (headW + u(14) + f.m.measure(nobody, BODY.px) <= INNER)
          f.lines([nobody], PAD + IN + headW + u(14), y, { ...BODY, colour: THEME.textMuted, lineHeight: HEAD.lineHeight });
        else f.y += f.words(nobody, PAD + IN, f.y, INNER, { ...BODY, colour: THEME.textMuted });
      },
      IN - u(6),
    );
    return;
  }
  diceSection(
    f,
    heading,
    s.holders.map((h) => ({
      dice: h.dice,
      words: [
        { text: name(h.player), style: BOLD },
        { text: t(`bobing.kind.${h.kind}`), style: { ...SMALL, colour: THEME.accent } },
      ],
    })),
  );
}

/** A roll in the short list: its tier, and why it won nothing when that tier had no prize for it (as the text view). */
function shortResult(r: RollRecord, s: BobingState, t: Translate): string {
  if (!r.tier) return '';
  const tier = t(`bobing.short.${r.tier}`);
  if (r.result !== 'used-up' && r.result !== 'no-prize') return ` · ${tier}`;
  return ` · ${tier}${t('fmt.paren', { text: s.prizes[r.tier].count === 0 ? t('bobing.noPrizeSet') : t('bobing.noneLeft') })}`;
}

function earlierRolls({ s, t, name, f }: Table): void {
  const { older } = rollsShown(s);
  if (!older.length) return;
  diceSection(
    f,
    t('bobing.recent'),
    older.map((r) => ({ dice: r.dice, words: [{ text: `${name(r.player)}${shortResult(r, s, t)}`, style: BODY }] })),
  );
}

/** Who has won what: two short columns during the game; one row each with the prize names once it is over. */
function winnings({ s, t, name, f }: Table): void {
  const columns = !s.finished && s.order.length > 3 ? 2 : 1;
  const cellW = (INNER - (columns - 1) * u(16)) / columns;
  const win: Words = { ...BODY, colour: THEME.accent };
  section(
    f,
    t(s.finished ? 'bobing.results' : 'bobing.winnings'),
    () => {
      for (let row = 0; row * columns < s.order.length; row += 1) {
        const rowTop = f.y;
        let rowH = 0;
        s.order.slice(row * columns, row * columns + columns).forEach((id, col) => {
          const x = PAD + IN + col * (cellW + u(16));
          const gone = s.leavers.includes(id);
          const who = `${name(id)}${gone ? ` ${t('table.leftMark')}` : ''}`;
          const person: Words = { ...BOLD, colour: gone ? THEME.textMuted : THEME.text };
          const what = winningsOf(s, id, t, s.finished);
          const whoW = f.m.measure(who, person.px, person.weight);
          let h: number;
          if (whoW + u(12) + f.m.measure(what, win.px) <= cellW) {
            f.lines([who], x, rowTop, person);
            h = f.lines([what], x + whoW + u(12), rowTop, win);
          } else {
            h = f.words(who, x, rowTop, cellW, person);
            h += f.words(what, x, rowTop + h, cellW, win);
          }
          rowH = Math.max(rowH, h);
        });
        f.y = rowTop + rowH + u(4);
      }
    },
    IN - u(10),
    PAD - GAP,
  );
}

function altText(s: BobingState, name: (id: string) => string, t: Translate): string {
  const { main } = rollsShown(s);
  if (s.finished)
    return t('pic.bobing.altOver', {
      champion: championText(s, name, t),
      winnings: s.order.map((id) => `${name(id)} ${winningsOf(s, id, t, true)}`).join('; '),
    });
  if (main)
    return t('pic.bobing.alt', {
      n: main.seq,
      player: name(main.player),
      dice: main.dice.join(' '),
      result: resultLine(main, s, name, t),
      left: leftText(s, t),
    });
  return t('pic.bobing.altStart', { player: name(s.order[s.current]!), left: leftText(s, t) });
}

export function renderBobingTable(view: Public<BobingState>, scene: Scene): Picture {
  const s: BobingState = view;
  const t = translator(scene.locale);
  const names = s.order.map((id, i) => nameOf(scene, t, id, i));
  const name = (id: string) => names[s.order.indexOf(id)] ?? nameOf(scene, t, id, 0);
  const f = new Flow(measuringPainter(scene.locale), u(10));
  const table: Table = { s, t, name, f };
  header(table);
  rollBand(table);
  if (!s.finished) prizeBoard(table);
  // Once over, a single 状元 rolled last is the bowl's roll: it is not drawn twice.
  const { main } = rollsShown(s);
  const onlyHolderInBowl = s.finished && s.holders.length === 1 && s.holders[0]!.seq === main?.seq;
  if (s.prizes.zhuangyuan.count > 0 && !onlyHolderInBowl) holders(table);
  earlierRolls(table);
  winnings(table);
  const steps = f.steps;
  return {
    width: W,
    height: Math.ceil(f.y),
    alt: altText(s, name, t),
    draw(p) {
      for (const step of steps) step(p);
    },
  };
}
