import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder } from '@discordjs/builders';
import { ButtonStyle, type APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../../i18n/catalog.js';
import type { ActionRow, GameUi, ViewContext } from '../../kernel/views.js';
import { COLOURS, dieFace, mention, relativeTime } from '../../views/format.js';
import { awayMark, presentAmong } from '../../rules/away.js';
import { waitsForPeople } from '../../computers/seats.js';
import type { YahtzeeView } from './rules.js';
import type { YahtzeeConfig } from './actions.js';
import { BOXES, LOWER_BOXES, UPPER_BONUS_THRESHOLD, UPPER_BOXES, upperBonus, upperSum, EXTRA_YAHTZEE_BONUS, type Box, type Card } from './scoring.js';
import { Embed } from '../../views/embed.js';

const boxName = (t: Translate, box: Box) => t(`yahtzee.box.${box}`);
/** On the card an upper box is its die; a lower box goes by its full name, the same as in the scoring menu. */
const cardName = (t: Translate, box: Box) => (UPPER_BOXES.includes(box) ? dieFace(UPPER_BOXES.indexOf(box) + 1) : boxName(t, box));
const cell = (card: Card, box: Box) => (card[box] === undefined ? '–' : String(card[box]));

/** The upper bonus line: earned, still possible (what it needs), or nothing once the card can no longer change it. */
function bonusLine(view: YahtzeeView, player: string, t: Translate): string | null {
  const card = view.cards[player] ?? {};
  if (upperBonus(card) > 0) return t('yahtzee.bonusEarned');
  const settled = view.finished || view.leavers.includes(player) || UPPER_BOXES.every((b) => card[b] !== undefined);
  return settled ? null : t('yahtzee.bonusNeeds', { need: UPPER_BONUS_THRESHOLD - upperSum(card) });
}

/** One player's card in six short lines, readable on a phone. */
function cardField(view: YahtzeeView, player: string, t: Translate): APIEmbedField {
  const card = view.cards[player] ?? {};
  const bonus = bonusLine(view, player, t);
  const extras = view.extraYahtzees[player] ?? 0;
  const boxes = (list: readonly Box[]) => list.map((b) => `${cardName(t, b)} ${cell(card, b)}`).join(' · ');
  const lines = [
    boxes(UPPER_BOXES),
    [t('yahtzee.upper', { sum: upperSum(card) }), bonus].filter(Boolean).join(' · '),
    // The lower boxes by their names, on three short lines so that a phone does not wrap them mid-name.
    boxes(LOWER_BOXES.slice(0, 2)),
    boxes(LOWER_BOXES.slice(2, 4)),
    boxes(LOWER_BOXES.slice(4)),
  ];
  if (extras > 0) lines.push(t('yahtzee.extra', { points: extras * EXTRA_YAHTZEE_BONUS }));
  const marker = player === view.player ? '▶ ' : '';
  const status = view.leavers.includes(player) ? ` ${t('table.leftMark')}` : awayMark(view, player) ? ` ${awayMark(view, player)}` : '';
  return { name: `${marker}${t('yahtzee.total', { count: view.totals[player] ?? 0 })}${status}`, value: `${mention(player)}\n${lines.join('\n')}` };
}

/** The last score, after its dice (on the text table; the picture shows them). */
function lastLine(view: YahtzeeView, t: Translate, withDice: boolean): string | null {
  const last = view.last;
  if (!last) return null;
  const params = { player: mention(last.player), points: last.points, box: boxName(t, last.box) };
  const said = t(last.away ? 'yahtzee.lastAway' : last.auto ? 'yahtzee.lastAuto' : 'yahtzee.last', params);
  const text = withDice ? `${last.dice.map(dieFace).join(' ')} → ${said}` : said;
  return last.extra ? `${text} ${t('yahtzee.lastExtra')}` : text;
}

/** Players still in the game, ranked by total (equal totals share a rank); those who left are listed after, unranked. */
function ranking(view: YahtzeeView, t: Translate): string {
  const totalOf = (p: string) => view.totals[p] ?? 0;
  const ranked = view.order.filter((p) => !view.leavers.includes(p)).sort((a, b) => totalOf(b) - totalOf(a));
  const lines = ranked.map((p) => {
    const rank = 1 + ranked.filter((q) => totalOf(q) > totalOf(p)).length;
    return `${rank === 1 && view.finished ? '🏆 ' : ''}${t('yahtzee.rankLine', { rank, player: mention(p), total: totalOf(p) })}`;
  });
  lines.push(...view.leavers.map((p) => t('yahtzee.rankLeft', { player: mention(p), total: totalOf(p) })));
  return lines.join('\n');
}

/** "Final ranking" once the game is over and someone is ranked; otherwise just the scores (a closed table, everyone gone). */
function rankingField(view: YahtzeeView, t: Translate): APIEmbedField {
  const ranked = view.finished && view.order.some((p) => !view.leavers.includes(p));
  return { name: t(ranked ? 'yahtzee.ranking' : 'yahtzee.standings'), value: ranking(view, t) };
}

/**
 * The last score, whose turn and at which roll, the dice (on the text table: beside the picture,
 * it and the dice buttons show them), the timer, who is away: the table's first lines, and its caption.
 */
function turnLines(view: YahtzeeView, ctx: ViewContext, withDice: boolean): string[] {
  const { t } = ctx;
  const lines: string[] = [];
  const last = lastLine(view, t, withDice);
  if (last) lines.push(last);
  if (view.player) {
    const turn = view.turn;
    const who = mention(view.player);
    lines.push(
      turn.rolls === 0
        ? t('yahtzee.turnStart', { player: who })
        : turn.rolls < 3
          ? t('yahtzee.turn', { player: who, rolls: turn.rolls })
          : t('yahtzee.turnLast', { player: who }),
    );
    if (turn.rolls > 0 && withDice) lines.push(`# ${turn.dice.map((d, i) => (turn.held[i] ? `[${dieFace(d)}]` : dieFace(d))).join(' ')}`);
    if (ctx.session.deadline) lines.push(t('table.turnEnds', { when: relativeTime(ctx.session.deadline) }));
  }
  // The table waits while no person is present: then no computer plays for anyone.
  const paused = !view.finished && waitsForPeople(presentAmong(view, view.order), view.away);
  if (view.away.length > 0 && !view.finished)
    lines.push(t(view.awayComputer && !paused ? 'table.awayComputer' : 'table.away', { players: view.away.map(mention).join(' ') }));
  if (paused) lines.push(t('table.paused'));
  return lines;
}

function words(view: YahtzeeView, lines: string[], fields: APIEmbedField[], t: Translate) {
  return new Embed()
    .setColor(view.finished ? COLOURS.finished : COLOURS.playing)
    .setTitle(view.finished ? t('yahtzee.titleOver') : t('yahtzee.title', { round: view.round }))
    .setDescription(lines.join('\n') || '\u200b')
    .addFields(fields)
    .toJSON();
}

/**
 * Beside the picture (the dice, the card of the player to act with its offers, everyone's totals and
 * upper progress): the turn's lines, the ranking once the game is over, and the extra-Yahtzee rule
 * the picture leaves out.
 */
function caption(view: YahtzeeView, ctx: ViewContext) {
  const { t } = ctx;
  const embed = words(view, turnLines(view, ctx, false), view.finished ? [rankingField(view, t)] : [], t);
  return { embeds: [{ ...embed, footer: { text: t(view.joker === 'forced' ? 'yahtzee.jokerForced' : 'yahtzee.jokerFree') } }] };
}

function table(view: YahtzeeView, ctx: ViewContext) {
  const { t } = ctx;
  const fields: APIEmbedField[] = view.finished ? [rankingField(view, t)] : [];
  fields.push(...view.order.map((p) => cardField(view, p, t)));
  fields.push({ name: '\u200b', value: t(view.joker === 'forced' ? 'yahtzee.jokerForced' : 'yahtzee.jokerFree') });
  const embed = words(view, turnLines(view, ctx, true), fields, t);

  const components: ActionRow[] = [];
  if (view.player) {
    const turn = view.turn;
    // The dice to hold in one menu (they show on the picture, held ones marked): one control, not five.
    if (turn.rolls > 0 && turn.rolls < 3) {
      const hold = new StringSelectMenuBuilder()
        .setCustomId(ctx.control('g', 'keep'))
        .setPlaceholder(t('yahtzee.holdPick'))
        .setMinValues(0)
        .setMaxValues(turn.dice.length)
        .addOptions(
          turn.dice.map((d, i) => ({
            label: t('yahtzee.holdDie', { n: i + 1, face: d }),
            value: String(i),
            emoji: { name: dieFace(d) },
            default: turn.held[i] === true,
          })),
        );
      components.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(hold).toJSON());
    }
    const controls = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(ctx.control('g', 'roll'))
        .setStyle(ButtonStyle.Success)
        .setEmoji({ name: '🎲' })
        .setLabel(t('yahtzee.roll', { left: 3 - turn.rolls }))
        .setDisabled(turn.rolls >= 3),
    );
    if (view.away.length > 0)
      controls.addComponents(new ButtonBuilder().setCustomId(ctx.control('g', 'back')).setStyle(ButtonStyle.Secondary).setLabel(t('button.back')));
    components.push(controls.toJSON());
    if (view.options.length > 0) {
      const select = new StringSelectMenuBuilder()
        .setCustomId(ctx.control('g', 'score'))
        .setPlaceholder(t('yahtzee.scorePlaceholder'))
        .addOptions(
          view.options.map((o) => ({
            label: t('fmt.labelValue', { label: boxName(t, o.box), value: t('yahtzee.points', { count: o.points }) }),
            // What the box scores, so that a box's name is never read as a menu command (zh 全选 is "Chance", not "select all").
            description: t(`yahtzee.hint.${o.box}`),
            value: o.box,
          })),
        );
      components.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON());
    }
  }
  return { embeds: [embed], components };
}

function decode(args: string[], values: string[]): { action: unknown } | null {
  const [kind, arg] = args;
  switch (kind) {
    case 'roll':
      return { action: { type: 'roll' } };
    case 'back':
      return { action: { type: 'back' } };
    case 'hold':
      return arg !== undefined ? { action: { type: 'hold', index: Number(arg) } } : null;
    case 'keep':
      return values.every((v) => /^[0-4]$/.test(v)) ? { action: { type: 'keep', held: [...new Set(values.map(Number))] } } : null;
    case 'score':
      return values[0] && (BOXES as readonly string[]).includes(values[0]) ? { action: { type: 'score', box: values[0] } } : null;
    default:
      return null;
  }
}

export const yahtzeeUi: GameUi<YahtzeeView, YahtzeeView> = {
  turnControls: ['hold', 'keep', 'roll', 'score'],
  table,
  caption,
  decode,
  closedSummary: (view, ctx) => [rankingField(view, ctx.t)],
  confirm: (action, t) => ((action as { type: string }).type === 'back' ? t('notice.backDone') : ''),
  settings: (t, config) => [t((config as YahtzeeConfig).joker === 'forced' ? 'yahtzee.jokerForced' : 'yahtzee.jokerFree')],
  rules(t, config) {
    const joker = (config as YahtzeeConfig | undefined)?.joker ?? 'free';
    return t('rules.yahtzee', { joker: t(joker === 'forced' ? 'rules.yahtzee.forced' : 'rules.yahtzee.free') });
  },
};
