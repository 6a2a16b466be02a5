import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle, type APIEmbedField } from 'discord-api-types/v10';
import type { PiratePrivateView, PiratePublicView } from './rules.js';
import { decodePirate, piratePanel } from './panel-view.js';
import type { PirateConfig } from './actions.js';
import type { ActionRow, GameUi, ViewContext } from '../../kernel/views.js';
import type { Translate } from '../../i18n/catalog.js';
import { COLOURS, mention, relativeTime } from '../../views/format.js';
import { diceRow, dieFace } from './faces.js';
import { Embed } from '../../views/embed.js';

const HISTORY_SHOWN = 8;

function bet(t: Translate, b: { player: string; face: number; count: number }): string {
  return t('pirate.betLine', { player: mention(b.player), count: b.count, face: dieFace(b.face) });
}

function seatsField(view: PiratePublicView, t: Translate): APIEmbedField {
  const lines = view.seats.map((p) => {
    const dice = view.dice[p] ?? 0;
    if (dice === 0) return `~~${mention(p)}~~ · ${t('pirate.out')}`;
    const marker = p === view.turn ? '▶' : '・';
    return `${marker} ${mention(p)} · 🎲 ${t('pirate.dice', { count: dice })}`;
  });
  return { name: t('pirate.seats'), value: lines.join('\n') };
}

/** A die counts for a bet when it shows the bet's face or, with natural 1s wild, a 1 (the red die adds one more). */
const countsFor = (die: number, face: number, onesWild: boolean): boolean => die === face || (onesWild && die === 1);

/** A cup at a challenge, in words: the dice that counted for the bet first, then the others (bold is invisible on dice glyphs). */
function cupLine(player: string, dice: readonly number[], face: number, onesWild: boolean, t: Translate): string {
  const sorted = [...dice].sort((a, b) => a - b);
  const counted = sorted.filter((d) => countsFor(d, face, onesWild));
  const others = sorted.filter((d) => !countsFor(d, face, onesWild));
  const who = mention(player);
  if (counted.length === 0) return t('pirate.cupNone', { player: who, dice: diceRow(sorted) });
  if (others.length === 0) return t('pirate.cupAll', { player: who, dice: diceRow(counted), count: counted.length });
  return t('pirate.cupSome', { player: who, counted: diceRow(counted), others: diceRow(others), count: counted.length });
}

/** The last challenge: what was bet and what there was, every cup opened (not in `brief`, beside the picture that shows them), who lost dice, who is out. */
function revealFields(view: PiratePublicView, t: Translate, brief = false): APIEmbedField[] {
  const r = view.lastReveal;
  if (!r) return [];
  const face = r.bet.face;
  const cups = [...Object.entries(r.cups).map(([p, dice]) => cupLine(p, dice, face, view.onesWild, t)), t('pirate.redDie')];
  const lines = [
    t('pirate.revealLine', { challenger: mention(r.challenger), bettor: mention(r.bet.player), count: r.bet.count, face: dieFace(face), actual: r.actual }),
    ...(brief ? [] : cups),
    Object.entries(r.losses)
      // A player loses at most the dice they had (a difference of 3 takes a last die only).
      .map(([p, n]) => t('pirate.lossLine', { player: mention(p), count: Math.min(n, r.cups[p]?.length ?? n) }))
      .join(' · '),
    ...r.eliminated.map((p) => t('pirate.eliminated', { player: mention(p) })),
  ];
  return [{ name: t('pirate.reveal', { round: r.round }), value: lines.join('\n').slice(0, 1024) }];
}

function autoNotice(view: PiratePublicView, t: Translate): string | null {
  const auto = view.lastAuto;
  if (!auto) return null;
  const player = mention(auto.player);
  switch (auto.kind) {
    case 'bet':
      return t('pirate.autoBet', { player, count: auto.count ?? 0, face: dieFace(auto.face ?? 0) });
    case 'challenge':
      return t('pirate.autoChallenge', { player });
    // A removal deals the round again, unless it ended the game.
    case 'timed-out':
      return t(view.winner ? 'pirate.timedOutEnd' : 'pirate.timedOut', { player });
    case 'left':
      return t(view.winner ? 'pirate.leftEnd' : 'pirate.left', { player });
  }
}

function orderRollField(view: PiratePublicView, t: Translate): APIEmbedField[] {
  if (view.round !== 1 || view.orderRoll.length === 0) return [];
  const lines = view.orderRoll.flatMap((round, i) => [
    view.orderRoll.length > 1 ? `**${t('pirate.orderRollRound', { n: i + 1 })}**` : '',
    ...round.map((r) =>
      t('fmt.labelValue', { label: mention(r.player), value: `${diceRow([...r.dice].sort((a, b) => b - a))} = ${r.dice.reduce((s, d) => s + d, 0)}` }),
    ),
  ]);
  return [{ name: t('pirate.orderRoll'), value: lines.filter(Boolean).join('\n').slice(0, 1024) }];
}

/** What the timer did (or who left), the winner or whose turn it is, and the timer. */
function turnLines(view: PiratePublicView, ctx: ViewContext): string[] {
  const { t } = ctx;
  const lines: string[] = [];
  const notice = autoNotice(view, t);
  if (notice) lines.push(`${view.lastAuto?.kind === 'left' ? '🚪' : '⏱️'} ${notice}`);
  if (view.winner !== null) lines.push(`🏆 ${t('table.winner', { player: mention(view.winner) })}`);
  else if (view.turn) {
    lines.push(view.bet ? t('pirate.toAct', { player: mention(view.turn) }) : t('pirate.toOpen', { player: mention(view.turn) }));
    if (ctx.session.deadline) lines.push(t('table.turnEnds', { when: relativeTime(ctx.session.deadline) }));
  }
  return lines;
}

const words = (view: PiratePublicView, lines: string[], fields: APIEmbedField[], t: Translate) =>
  new Embed()
    .setColor(view.winner !== null ? COLOURS.finished : COLOURS.playing)
    .setTitle(view.winner !== null ? t('pirate.titleOver') : t('pirate.title', { round: view.round }))
    .setDescription(lines.join('\n') || '\u200b')
    .addFields(fields)
    .toJSON();

/**
 * Beside the picture (cups, bets, the pile, the opened cups): whose turn, the bet they face, and
 * until a bet is made the last challenge's outcome; the order roll of round 1, which the picture does not show.
 */
function caption(view: PiratePublicView, ctx: ViewContext) {
  const { t } = ctx;
  const fields: APIEmbedField[] = [];
  if (view.winner === null && view.bet) fields.push({ name: t('pirate.currentBet'), value: bet(t, view.bet) });
  if (view.winner !== null || view.history.length === 0) fields.push(...revealFields(view, t, true));
  fields.push(...orderRollField(view, t));
  return { embeds: [words(view, turnLines(view, ctx), fields, t)] };
}

function table(view: PiratePublicView, ctx: ViewContext) {
  const { t } = ctx;
  const over = view.winner !== null;
  const fields: APIEmbedField[] = [seatsField(view, t)];
  if (!over) {
    fields.push({ name: t('pirate.currentBet'), value: view.bet ? bet(t, view.bet) : t('pirate.noBet', { player: mention(view.starter) }), inline: true });
    if (view.history.length > 1) {
      fields.push({
        name: t('pirate.history'),
        value: view.history
          .slice(-HISTORY_SHOWN)
          .map((b) => bet(t, b))
          .join('\n'),
        inline: true,
      });
    }
  }
  fields.push({
    name: '\u200b',
    value: [
      // The dice players lost so far; none lost yet says nothing.
      ...(view.centre > 0 ? [t('pirate.centre', { count: view.centre })] : []),
      t('pirate.inPlay', { count: view.diceInPlay, max: view.diceInPlay + 1 }),
      view.onesWild ? t('pirate.wildOn') : t('pirate.wildOff'),
    ].join('\n'),
  });
  fields.push(...revealFields(view, t), ...orderRollField(view, t));

  const embed = words(view, turnLines(view, ctx), fields, t);
  const components: ActionRow[] = [];
  if (!over && view.bet) {
    components.push(
      new ActionRowBuilder<ButtonBuilder>()
        .addComponents(
          new ButtonBuilder().setCustomId(ctx.control('g', 'chal')).setStyle(ButtonStyle.Danger).setLabel(t('pirate.challenge')).setEmoji({ name: '☠️' }),
        )
        .toJSON(),
    );
  }
  return { embeds: [embed], components };
}

export const pirateUi: GameUi<PiratePublicView, PiratePrivateView> = {
  turnControls: ['chal', 'face', 'count', 'bet', 'min'],
  table,
  caption,
  panel: piratePanel,
  decode: decodePirate,
  panelLabel: 'button.panel',
  confirm(action, t) {
    const a = action as { type: string; face?: number; count?: number };
    return a.type === 'bet' ? t('pirate.betPlaced', { count: a.count ?? 0, face: dieFace(a.face ?? 0) }) : t('pirate.challenged');
  },
  settings: (t, config) => [(config as PirateConfig).onesWild ? t('pirate.wildOn') : t('pirate.wildOff')],
  rules(t, config) {
    const onesWild = (config as PirateConfig | undefined)?.onesWild ?? true;
    return t('rules.pirate', { wild: onesWild ? t('rules.pirate.wild') : '' });
  },
};
