import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder } from '@discordjs/builders';
import { ButtonStyle } from 'discord-api-types/v10';
import type { PiratePrivateView } from './rules.js';
import type { ActionRow, ViewContext } from '../../kernel/views.js';
import type { Translate } from '../../i18n/catalog.js';
import { COLOURS, mention } from '../../views/format.js';
import { diceRow, dieFace } from './faces.js';
import { isValidBet } from './dice.js';
import { matches } from './computer-odds.js';
import { holdChance, percent } from './chance.js';
import { Embed } from '../../views/embed.js';

const FACES: readonly number[] = [1, 2, 3, 4, 5, 6];
const MAX_SELECT_OPTIONS = 25;
const MAX_BUTTONS_PER_ROW = 3;
/** Count menus a face may need: 31 counts (30 dice and the red one) fill two. */
const MAX_COUNT_MENUS = 2;

/** A bet the player may place now, with the chance it holds by their own dice. */
export interface OfferedBet {
  face: number;
  count: number;
  chance: number;
}

/** Your dice grouped by face with how many of each: 1️⃣×3 4️⃣×2. */
function groupedDice(dice: readonly number[]): string {
  if (dice.length === 0) return diceRow([]);
  return FACES.map((face) => ({ face, n: dice.filter((d) => d === face).length }))
    .filter((g) => g.n > 0)
    .map((g) => `${dieFace(g.face)}×${g.n}`)
    .join('  ');
}

const unseenOf = (view: PiratePrivateView): number => view.diceInPlay - view.myDice.length;
const chanceOf = (view: PiratePrivateView, face: number, count: number): number => holdChance(view.myDice, face, count, unseenOf(view), view.onesWild);

/** Every count a bet on `face` may take now, lowest first, each with its chance. */
export function betsOn(view: PiratePrivateView, face: number): OfferedBet[] {
  const bets: OfferedBet[] = [];
  for (let count = 1; count <= view.maxCount; count++) {
    if (isValidBet(view.bet, { face, count }, view.diceInPlay)) bets.push({ face, count, chance: chanceOf(view, face, count) });
  }
  return bets;
}

/**
 * The one-tap bets: each face at its smallest legal count (the likeliest bet on that face), with its
 * chance. Never a "smallest bet" that hides how unlikely it is: after 10 × 6️⃣ the smallest raise on
 * 1️⃣ is 11 ones, and the button says how rarely that holds next to 11 × 5️⃣.
 */
export function quickBets(view: PiratePrivateView): OfferedBet[] {
  return FACES.flatMap((face) => betsOn(view, face).slice(0, 1));
}

function betLabel(t: Translate, bet: OfferedBet, locale: string): string {
  return t('pirate.quickBet', { count: bet.count, face: dieFace(bet.face), chance: percent(bet.chance, locale) });
}

/** The bet to beat, how many of your own dice count for it, and the chance it holds by your dice. */
function currentBetLines(view: PiratePrivateView, ctx: ViewContext): string[] {
  const { t } = ctx;
  const b = view.bet;
  if (!b) return [];
  const face = dieFace(b.face);
  const lines = [t('pirate.currentBetLine', { player: mention(b.player), count: b.count, face })];
  if (view.myDice.length > 0) {
    lines.push(t('pirate.yourShare', { face, count: matches(view.myDice, b.face, view.onesWild) }));
    lines.push(t('pirate.betHolds', { chance: percent(chanceOf(view, b.face, b.count), ctx.locale) }));
  }
  return lines;
}

function statusLine(view: PiratePrivateView, t: Translate): string {
  if ((view.dice[view.me] ?? 0) === 0) return t('pirate.youAreOut');
  if (view.canAct) return view.bet ? t('pirate.yourTurn', { player: mention(view.bet.player) }) : t('pirate.yourTurnOpen');
  return view.turn ? t('pirate.waiting', { player: mention(view.turn) }) : t('error.gameOver');
}

/** The one-tap bets, three to a row, and the challenge after them (five rows are all a message may have: the count menus need two). */
function quickRows(view: PiratePrivateView, ctx: ViewContext): ActionRow[] {
  const bets = quickBets(view);
  const best = bets.reduce<OfferedBet | null>((top, b) => (!top || b.chance > top.chance ? b : top), null);
  const buttons = bets.map((b) =>
    new ButtonBuilder()
      // "min": the smallest count on this face; the face and count ride in the id, so a click places exactly what it showed.
      .setCustomId(ctx.control('g', 'min', String(b.face), String(b.count)))
      .setStyle(b === best ? ButtonStyle.Primary : ButtonStyle.Secondary)
      .setLabel(betLabel(ctx.t, b, ctx.locale)),
  );
  const rows: ButtonBuilder[][] = [];
  for (let i = 0; i < buttons.length; i += MAX_BUTTONS_PER_ROW) rows.push(buttons.slice(i, i + MAX_BUTTONS_PER_ROW));
  if (view.canChallenge) {
    const challenge = new ButtonBuilder()
      .setCustomId(ctx.control('g', 'chal'))
      .setStyle(ButtonStyle.Danger)
      .setLabel(ctx.t('pirate.challenge'))
      .setEmoji({ name: '☠️' });
    const last = rows.at(-1);
    if (last && last.length < 5) last.push(challenge);
    else rows.push([challenge]);
  }
  return rows.map((row) => new ActionRowBuilder<ButtonBuilder>().addComponents(row).toJSON());
}

/** Any other bet in two choices: a face, then a count whose choice places the bet at once. */
function otherBetRows(view: PiratePrivateView, ctx: ViewContext, face: number | null): ActionRow[] {
  const { t } = ctx;
  const faces = FACES.filter((f) => betsOn(view, f).length > 0);
  // After a bet of every die in play (and the red one) no raise is left: no menu, since Discord refuses one without options.
  if (faces.length === 0) return [];
  const faceSelect = new StringSelectMenuBuilder()
    .setCustomId(ctx.control('g', 'face'))
    .setPlaceholder(t('pirate.chooseFaceFirst'))
    .addOptions(faces.map((f) => ({ label: t('pirate.faceOption', { face: f }), value: String(f), emoji: { name: dieFace(f) }, default: f === face })));
  const rows: ActionRow[] = [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(faceSelect).toJSON()];
  if (face === null || !faces.includes(face)) return rows;
  const bets = betsOn(view, face);
  const pages: OfferedBet[][] = [];
  for (let i = 0; i < bets.length && pages.length < MAX_COUNT_MENUS; i += MAX_SELECT_OPTIONS) pages.push(bets.slice(i, i + MAX_SELECT_OPTIONS));
  pages.forEach((page, i) => {
    const countSelect = new StringSelectMenuBuilder()
      // Each menu needs its own custom_id; the page number after the face is ignored when decoding.
      .setCustomId(i === 0 ? ctx.control('g', 'count', String(face)) : ctx.control('g', 'count', String(face), String(i)))
      .setPlaceholder(
        pages.length > 1
          ? t('pirate.chooseCountRangeFor', { from: page[0]!.count, to: page.at(-1)!.count, face: dieFace(face) })
          : t('pirate.chooseCountFor', { face: dieFace(face) }),
      )
      .addOptions(page.map((b) => ({ label: betLabel(t, b, ctx.locale), value: String(b.count) })));
    rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(countSelect).toJSON());
  });
  return rows;
}

export function piratePanel(view: PiratePrivateView, ctx: ViewContext, draft: string[]) {
  const { t } = ctx;
  const lines = [statusLine(view, t), ...currentBetLines(view, ctx)];
  if (view.canAct) lines.push(`-# ${t('pirate.quickBetsHint')}`);
  const embed = new Embed()
    .setColor(COLOURS.playing)
    .setTitle(t('fmt.labelValue', { label: t('pirate.yourDice'), value: groupedDice(view.myDice) }))
    .setDescription(lines.join('\n'));
  const components: ActionRow[] = [];
  if (view.canAct) {
    const drafted = Number(draft[0]);
    const face = Number.isInteger(drafted) && drafted >= 1 && drafted <= 6 ? drafted : null;
    components.push(...quickRows(view, ctx), ...otherBetRows(view, ctx, face));
  }
  return { embeds: [embed.toJSON()], components };
}

const whole = (s: string | undefined): number | null => (s !== undefined && /^\d{1,3}$/.test(s) ? Number(s) : null);

/** A click or choice in the panel (or the table's challenge): an action, or the face chosen so far. */
export function decodePirate(args: string[], values: string[]): { action: unknown } | { draft: string[] } | null {
  const [kind, a, b] = args;
  switch (kind) {
    case 'chal':
      return { action: { type: 'challenge' } };
    // "bet" is a button of panels shown before one-tap bets; its ids still place what they showed.
    case 'bet':
    case 'min': {
      const face = whole(a);
      const count = whole(b);
      return face !== null && count !== null ? { action: { type: 'bet', face, count } } : null;
    }
    case 'face':
      return whole(values[0]) !== null ? { draft: [values[0]!] } : null;
    case 'count': {
      const face = whole(a);
      const count = whole(values[0]);
      return face !== null && count !== null ? { action: { type: 'bet', face, count } } : null;
    }
    default:
      return null;
  }
}
