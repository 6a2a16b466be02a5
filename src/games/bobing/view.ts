import { ActionRowBuilder, ButtonBuilder, ModalBuilder, TextInputBuilder } from '@discordjs/builders';
import { ButtonStyle, TextInputStyle, type APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../../i18n/catalog.js';
import type { ActionRow, GameUi, ViewContext } from '../../kernel/views.js';
import { COLOURS, dieFace, mention, relativeTime } from '../../views/format.js';
import { presentAmong } from '../../rules/away.js';
import { waitsForPeople } from '../../computers/seats.js';
import type { BobingConfig, BobingState, Holder, RollRecord } from './actions.js';
import { FORM_ORDER, parsePrizeForm, TRADITIONAL, TIER_LABELS } from './prizes.js';
import type { Tier } from './classify.js';
import { Embed } from '../../views/embed.js';

const RECENT_SHOWN = 5;
/** 四点红: the fours are the red ones. */
export const bobingDie = (d: number): string => (d === 4 ? '🔴' : dieFace(d));
const diceText = (dice: readonly number[]) => dice.map(bobingDie).join(' ');
const tierName = (t: Translate, tier: Tier) => t(`bobing.tier.${tier}`);
const withName = (name: string | null) => (name ? ` · ${name}` : '');

const shortTier = (t: Translate, tier: Tier) => t(`bobing.short.${tier}`);
/** The organiser's name for a tier's prize, in brackets after what it follows; nothing when the prize has no name. */
const prizeName = (s: BobingState, tier: Tier, t: Translate) => (s.prizes[tier].name ? t('fmt.paren', { text: s.prizes[tier].name! }) : '');
/** A tier's short label with its prize's name: "一秀 (Tea)". */
const prizeLabel = (s: BobingState, tier: Tier, t: Translate) => `${shortTier(t, tier)}${prizeName(s, tier, t)}`;

function resultLine(r: RollRecord, s: BobingState, t: Translate): string {
  const kind = r.kind ? t(`bobing.kind.${r.kind}`) : '';
  const player = mention(r.player);
  switch (r.result) {
    case 'none':
      return t('bobing.result.none');
    case 'won':
      return t('bobing.result.won', { tier: tierName(t, r.tier!), name: prizeName(s, r.tier!, t) });
    case 'used-up':
      // A tier the organiser gave no prize never had one to run out of.
      return t(s.prizes[r.tier!].count === 0 ? 'bobing.result.noneSet' : 'bobing.result.usedUp', { tier: tierName(t, r.tier!) });
    case 'held':
      // Once the game is over nothing is held provisionally any more.
      return t(s.finished ? 'bobing.result.heldFinal' : 'bobing.result.held', { kind, player, name: prizeName(s, 'zhuangyuan', t) });
    case 'took-over':
      return t('bobing.result.tookOver', { kind, player, from: mention(r.from ?? '') });
    case 'not-enough':
      return t('bobing.result.notEnough', { kind });
    case 'no-prize':
      return t('bobing.result.noPrize', { kind });
  }
}

const holderLine = (h: Holder, t: Translate) => t('bobing.holderLine', { player: mention(h.player), kind: t(`bobing.kind.${h.kind}`), dice: diceText(h.dice) });

/** What each player won, with the organiser's prize names: "一秀 (Tea) ×2, 二举 ×1". */
function winnings(s: BobingState, t: Translate): string {
  const lines = s.order.map((p) => {
    const won = FORM_ORDER.filter((tier) => tier !== 'zhuangyuan' && (s.winnings[p]?.[tier] ?? 0) > 0).map((tier) =>
      t('fmt.times', { label: prizeLabel(s, tier, t), count: s.winnings[p]![tier]! }),
    );
    const held = s.holders.filter((h) => h.player === p).length;
    if (held) won.unshift(t('fmt.times', { label: prizeLabel(s, 'zhuangyuan', t), count: held }));
    const left = s.leavers.includes(p) ? ` ${t('table.leftMark')}` : '';
    return t('fmt.labelValue', { label: `${mention(p)}${left}`, value: won.join(t('fmt.list')) || t('bobing.nothingWon') });
  });
  return lines.join('\n').slice(0, 1024);
}

/** A roll in the short list: its tier, and whether that tier still had a prize for it. */
function shortResult(r: RollRecord, s: BobingState, t: Translate): string {
  if (!r.tier) return '·';
  if (r.result !== 'used-up' && r.result !== 'no-prize') return shortTier(t, r.tier);
  const why = s.prizes[r.tier].count === 0 ? t('bobing.noPrizeSet') : t('bobing.noneLeft');
  return `${shortTier(t, r.tier)}${t('fmt.paren', { text: why })}`;
}

const resultsField = (s: BobingState, t: Translate): APIEmbedField => ({
  name: s.finished ? t('bobing.results') : t('bobing.winnings'),
  value: winnings(s, t),
});

function championLine(s: BobingState, t: Translate): string {
  if (s.champion) return t('bobing.champion', { player: mention(s.champion.player), kind: t(`bobing.kind.${s.champion.kind}`) });
  return t(s.prizes.zhuangyuan.count === 0 ? 'bobing.noChampion' : 'bobing.nobodyCrowned');
}

/** How a roll was made: by the player, by the timer, or at once for an away player. */
function rolledBy(r: RollRecord, t: Translate): string {
  const who = t('bobing.rolled', { player: mention(r.player) });
  return r.away ? `${who} ${t('bobing.autoAway')}` : r.auto ? `${who} ${t('bobing.auto')}` : who;
}

/** The newest roll a player made (or their timer did), and where it is in the recent rolls: the ones before it were made for away players. */
function mainRoll(s: BobingState): { main: RollRecord | undefined; mainAt: number } {
  const own = s.recent.findIndex((r) => !r.away);
  const mainAt = own === -1 ? 0 : own;
  return { main: s.recent[mainAt], mainAt };
}

/**
 * The last roll (its dice as a big line on the text table, in the roll's line beside the picture)
 * and what it won, the rolls made since for away players, then whose roll it is and the timer, or the 状元 of the game.
 */
function rollLines(s: BobingState, ctx: ViewContext, bigDice: boolean): string[] {
  const { t } = ctx;
  const { main, mainAt } = mainRoll(s);
  const lines: string[] = [];
  if (main) {
    // Beside the picture the dice are left to it (drawn large there, tiny squares as text on a phone).
    if (bigDice) lines.push(rolledBy(main, t), `# ${diceText(main.dice)}`, resultLine(main, s, t));
    else lines.push(t('fmt.labelValue', { label: rolledBy(main, t), value: resultLine(main, s, t) }));
    for (const r of s.recent.slice(0, mainAt).reverse())
      lines.push(`💤 ${t('fmt.labelValue', { label: rolledBy(r, t), value: bigDice ? `${diceText(r.dice)} · ${resultLine(r, s, t)}` : resultLine(r, s, t) })}`);
  }
  // A blank line parts the roll from what comes next.
  if (main) lines.push('');
  if (s.finished) {
    lines.push(championLine(s, t));
  } else {
    lines.push(t('bobing.turn', { player: mention(s.order[s.current]!) }));
    if (ctx.session.deadline) lines.push(t('table.turnEnds', { when: relativeTime(ctx.session.deadline) }));
    // The table waits while no person is present: then no computer plays for anyone.
    const paused = waitsForPeople(presentAmong(s, s.order), s.away);
    if (s.away.length > 0) lines.push(t(s.awayComputer && !paused ? 'table.awayComputer' : 'table.away', { players: s.away.map(mention).join(' ') }));
    if (paused) lines.push(t('table.paused'));
  }
  return lines;
}

/** The embed of the table's words; the red-four legend only where the text shows dice (the picture has its own). */
function words(s: BobingState, lines: string[], fields: APIEmbedField[], t: Translate, legend = true) {
  const embed = new Embed()
    .setColor(s.finished ? COLOURS.finished : mainRoll(s).main?.tier === 'zhuangyuan' ? COLOURS.notice : COLOURS.playing)
    .setTitle(s.finished ? t('bobing.titleOver') : t('bobing.title', { n: s.rolls + 1 }))
    .setDescription(lines.join('\n').slice(0, 4096))
    .addFields(fields);
  return (legend ? embed.setFooter({ text: t('bobing.redLegend') }) : embed).toJSON();
}

/**
 * Beside the picture (the bowl, the prize board, the holders, two earlier rolls, who won what): what the
 * last roll won and who rolled it, what each roll made since for an away player won (the picture names
 * only its tier), whose roll it is, the timer and who is away; or the 状元 of the game. The dice are the picture's.
 */
function caption(s: BobingState, ctx: ViewContext) {
  return { embeds: [words(s, rollLines(s, ctx, false), [], ctx.t, false)] };
}

function table(s: BobingState, ctx: ViewContext) {
  const { t } = ctx;
  const { mainAt } = mainRoll(s);
  const lines = rollLines(s, ctx, true);

  const fields: APIEmbedField[] = [];
  if (!s.finished) {
    fields.push({
      name: t('bobing.left'),
      value: FORM_ORDER.filter((tier) => s.prizes[tier].count > 0)
        .map((tier) =>
          t('bobing.leftLine', { tier: tierName(t, tier), left: s.left[tier] ?? 0, total: s.prizes[tier].count, name: withName(s.prizes[tier].name) }),
        )
        .join('\n'),
    });
  }
  if (s.prizes.zhuangyuan.count > 0) {
    fields.push({
      name: t(s.finished ? 'bobing.holdersFinal' : 'bobing.holders'),
      value: s.holders.map((h) => holderLine(h, t)).join('\n') || t('bobing.noHolder'),
    });
  }
  fields.push(resultsField(s, t));
  const older = s.recent.slice(mainAt + 1, mainAt + 1 + RECENT_SHOWN);
  if (older.length > 0 && !s.finished) {
    fields.push({
      name: t('bobing.recent'),
      value: older.map((r) => `\`#${r.seq}\` ${mention(r.player)} ${diceText(r.dice)} ${shortResult(r, s, t)}`).join('\n'),
    });
  }
  const embed = words(s, lines, fields, t);

  const components: ActionRow[] = [];
  if (!s.finished) {
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId(ctx.control('g', 'roll')).setStyle(ButtonStyle.Success).setEmoji({ name: '🎲' }).setLabel(t('bobing.roll')),
    );
    if (s.away.length > 0)
      row.addComponents(new ButtonBuilder().setCustomId(ctx.control('g', 'back')).setStyle(ButtonStyle.Secondary).setLabel(t('button.back')));
    components.push(row.toJSON());
  }
  return { embeds: [embed], components };
}

export const PRIZE_FIELDS = { counts: 'counts', names: 'names' } as const;

export const bobingUi: GameUi<BobingState, BobingState> = {
  turnControls: ['roll'],
  table,
  caption,
  decode(args) {
    if (args[0] === 'roll') return { action: { type: 'roll' } };
    if (args[0] === 'back') return { action: { type: 'back' } };
    return null;
  },
  closedSummary: (s, ctx) => [resultsField(s, ctx.t)],
  confirm: (action, t) => ((action as { type: string }).type === 'back' ? t('notice.backDone') : ''),
  settings: (t, config) => {
    const { prizes } = config as BobingConfig;
    const lines = [t('bobing.prizes', { counts: FORM_ORDER.map((tier) => prizes[tier].count).join('/') })];
    // The names the host typed in the form, so the lobby shows they were kept.
    const named = FORM_ORDER.filter((tier) => prizes[tier].count > 0 && prizes[tier].name);
    if (named.length) lines.push(t('bobing.prizeNames', { names: named.map((tier) => `${shortTier(t, tier)} ${prizes[tier].name!}`).join(' · ') }));
    return lines;
  },
  rules: (t) => t('rules.bobing'),
  setupForm: {
    modal(t, customId, typed) {
      const names = typed?.[PRIZE_FIELDS.names] ?? '';
      const namesInput = new TextInputBuilder()
        .setCustomId(PRIZE_FIELDS.names)
        .setLabel(t('bobing.form.namesLabel'))
        .setStyle(TextInputStyle.Paragraph)
        .setRequired(false)
        .setMaxLength(400)
        .setPlaceholder(FORM_ORDER.map((tier) => `${TIER_LABELS[tier]}=`).join('\n'));
      return new ModalBuilder()
        .setCustomId(customId)
        .setTitle(t('bobing.form.title'))
        .addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder()
              .setCustomId(PRIZE_FIELDS.counts)
              .setLabel(t('bobing.form.countsLabel'))
              .setStyle(TextInputStyle.Short)
              .setRequired(true)
              .setMaxLength(40)
              .setValue(typed?.[PRIZE_FIELDS.counts] || FORM_ORDER.map((tier) => TRADITIONAL[tier]).join('/')),
          ),
          new ActionRowBuilder<TextInputBuilder>().addComponents(names ? namesInput.setValue(names) : namesInput),
        )
        .toJSON();
    },
    parse(fields) {
      const parsed = parsePrizeForm(fields[PRIZE_FIELDS.counts] ?? '', fields[PRIZE_FIELDS.names] ?? '');
      return parsed.ok ? { ok: true, config: { prizes: parsed.pool } } : { ok: false, errors: parsed.errors };
    },
  },
};
