import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder } from '@discordjs/builders';
import { ButtonStyle, type APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../../i18n/catalog.js';
import type { ActionRow, Decoded, GameUi, ViewContext } from '../../kernel/views.js';
import { COLOURS, mention, relativeTime } from '../../views/format.js';
import { awayMark, presentAmong } from '../../rules/away.js';
import { waitsForPeople } from '../../computers/seats.js';
import type { Play, Settlement } from './actions.js';
import { type XianqiPrivateView, type XianqiPublicView, actorOf } from './rules.js';
import { isCi, isGou, settle } from './settlement.js';
import { showPiece, showPieces, PIECE_PATTERN } from './pieces.js';
import { comboName, pieceName, byRank } from './piece-words.js';
import { Embed } from '../../views/embed.js';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const FACE_DOWN = '🂠';

/** A play as the table shows it: the pieces and what they are, or backs for a face-down discard. */
function playLine(p: Play, t: Translate): string {
  const shown =
    p.face === 'up'
      ? `${showPieces(p.pieces)}${t('fmt.paren', { text: comboName(p.pieces, t) })}`
      : `${FACE_DOWN.repeat(p.count)} ${t('xianqi.discard', { count: p.count })}`;
  return t('fmt.labelValue', { label: mention(p.player), value: shown });
}

function seatsField(view: XianqiPublicView, t: Translate): APIEmbedField {
  const lines = view.seats.map((p) => {
    const zhu = view.zhu[p] ?? 0;
    const status = isCi(zhu) ? t('xianqi.ci') : isGou(zhu) ? t('xianqi.gou') : '';
    const marks = [p === actorOf(view) ? '▶' : '', p === view.activeXian ? '🔥' : '', awayMark(view, p)].filter(Boolean).join('');
    const playing = view.phase === 'decide' || view.phase === 'ask' || view.phase === 'play';
    // Between games the pieces left from the settled game count for nothing: only 柱 and chips.
    const line = playing
      ? t('xianqi.seatLine', { player: mention(p), zhu, status, pieces: view.handSizes[p] ?? 0, chips: signed(view.ledger[p] ?? 0) })
      : t('xianqi.seatLineBetween', { player: mention(p), zhu, status, chips: signed(view.ledger[p] ?? 0) });
    return `${marks}${marks ? ' ' : ''}${line}`;
  });
  // 🔥 is explained wherever it shows.
  if (view.activeXian && view.seats.includes(view.activeXian)) lines.push(t('xianqi.activeXian'));
  return { name: t('xianqi.seats'), value: lines.join('\n') };
}

/** The number of the round `lastRound` was: the current one when it ended the game, else the one before. */
function lastRoundNo(view: XianqiPublicView): number {
  const endedByRound =
    view.phase !== 'decide' && view.phase !== 'ask' && view.phase !== 'play' && ['ci', 'two-gou', 'played-out'].includes(view.lastSettlement?.reason ?? '');
  return endedByRound ? view.roundNo : view.roundNo - 1;
}

/** The last round's three plays, and who took it. */
function recapField(view: XianqiPublicView, t: Translate): APIEmbedField[] {
  const last = view.lastRound;
  if (!last) return [];
  return [
    {
      name: t('xianqi.lastRound', { round: lastRoundNo(view), player: mention(last.winner), count: last.count }),
      value: last.plays.map((p) => playLine(p, t)).join('\n') || '\u200b',
    },
  ];
}

/** A game's settlement: why it ended, each player's change, and (not in `brief`, beside the picture that shows them) each payment. */
function settlementField(s: Settlement, t: Translate, brief = false): APIEmbedField {
  const black = s.reason === 'black' && s.blackHands.length > 0;
  const lines = [
    // A black hand ends the game at the deal: say what happened and whose hand it was; nobody's chips moved.
    ...(black ? [t('xianqi.blackDeal', { game: s.gameNo, players: s.blackHands.map(mention).join(' '), count: s.blackHands.length })] : []),
    ...(black
      ? []
      : [
          Object.entries(s.changes)
            .map(([p, c]) => t('xianqi.change', { player: mention(p), change: signed(c) }))
            .join(' · '),
        ]),
    ...(brief ? [] : s.payments.map((pay) => t(`xianqi.payment.${pay.reason}`, { from: mention(pay.from), to: mention(pay.to), amount: pay.amount }))),
    // 够 and paid nothing: one line saying why, so the 0 does not read as a mistake.
    ...(s.unpaidGou ?? []).map((p) => t('xianqi.unpaidGou', { player: mention(p), zhu: s.zhu[p] ?? 0 })),
  ];
  return { name: t('xianqi.settlement', { game: s.gameNo, reason: t(`xianqi.reason.${s.reason}`) }), value: lines.join('\n').slice(0, 1024) };
}

function phaseLine(view: XianqiPublicView, t: Translate): string {
  switch (view.phase) {
    case 'decide':
      return t('xianqi.decide', { player: mention(view.starter) });
    case 'ask':
      return t('xianqi.ask', { kou: mention(view.kou!), player: mention(view.asking[0]!) });
    case 'play':
      return view.round.count === null
        ? t('xianqi.lead', { player: mention(view.round.toAct) })
        : t('xianqi.follow', { player: mention(view.round.toAct), count: view.round.count });
    default:
      return '';
  }
}

/** 扣/不扣 for the round-start player, 掀/不掀 for the player asked: on the table, and in that player's panel. */
function decisionButtons(view: XianqiPublicView, ctx: ViewContext): ButtonBuilder[] {
  const { t } = ctx;
  if (view.phase === 'decide') {
    return [
      new ButtonBuilder().setCustomId(ctx.control('g', 'kou')).setStyle(ButtonStyle.Danger).setLabel(t('xianqi.kou')),
      new ButtonBuilder().setCustomId(ctx.control('g', 'nokou')).setStyle(ButtonStyle.Secondary).setLabel(t('xianqi.nokou')),
    ];
  }
  if (view.phase === 'ask') {
    return [
      new ButtonBuilder().setCustomId(ctx.control('g', 'xian')).setStyle(ButtonStyle.Danger).setLabel(t('xianqi.xian')),
      new ButtonBuilder().setCustomId(ctx.control('g', 'pass')).setStyle(ButtonStyle.Secondary).setLabel(t('xianqi.pass')),
    ];
  }
  return [];
}

const isPlaying = (view: XianqiPublicView) => view.phase === 'decide' || view.phase === 'ask' || view.phase === 'play';

/** Whose turn and what to do (扣, 掀, lead, follow), the timer; between games when the next starts; who is away. */
function turnLines(view: XianqiPublicView, ctx: ViewContext): string[] {
  const { t } = ctx;
  const lines: string[] = [];
  if (isPlaying(view)) {
    lines.push(phaseLine(view, t));
    if (ctx.session.deadline) lines.push(t('table.turnEnds', { when: relativeTime(ctx.session.deadline) }));
  } else if (view.phase === 'between') lines.push(ctx.session.deadline ? t('xianqi.between', { when: relativeTime(ctx.session.deadline) }) : '');
  else lines.push(t('xianqi.over', { player: view.leavers.map(mention).join(' ') }));
  // The table waits while no person is present: then no computer plays for anyone.
  const paused = view.phase !== 'over' && waitsForPeople(presentAmong(view, view.seats), view.away);
  if (view.away.length && view.phase !== 'over')
    lines.push(t(view.awayComputer && !paused ? 'table.awayComputer' : 'table.away', { players: view.away.map(mention).join(' ') }));
  if (paused) lines.push(t('table.paused'));
  return lines.filter(Boolean);
}

const words = (view: XianqiPublicView, lines: string[], fields: APIEmbedField[], t: Translate) =>
  new Embed()
    .setColor(isPlaying(view) ? COLOURS.playing : COLOURS.finished)
    .setTitle(isPlaying(view) ? t('xianqi.title', { game: view.gameNo, round: view.roundNo }) : t('xianqi.titleBetween', { game: view.gameNo }))
    .setDescription(lines.join('\n') || '\u200b')
    .addFields(fields)
    .toJSON();

/**
 * Beside the picture (seats, 柱, the plays of the round and the last one, 掀扣, the settlement): the
 * last play (or who took the last round), whose turn and what to do, the timer; after a game, how it settled.
 */
function caption(view: XianqiPublicView, ctx: ViewContext) {
  const { t } = ctx;
  const lastPlay = isPlaying(view) ? view.round.plays.at(-1) : undefined;
  const lastRound =
    view.lastRound && isPlaying(view)
      ? t('xianqi.lastRound', { round: lastRoundNo(view), player: mention(view.lastRound.winner), count: view.lastRound.count })
      : null;
  const last = lastPlay ? playLine(lastPlay, t) : lastRound;
  const settled = !isPlaying(view) && view.lastSettlement ? [settlementField(view.lastSettlement, t, true)] : [];
  const embed = words(view, [...(last ? [last] : []), ...turnLines(view, ctx)], settled, t);
  // What the picture's words leave unexplained: 柱, 够 and 瓷 with their glosses, and the 🔥 beside a name.
  const legend = [t('pic.xianqi.legend'), ...(view.activeXian && view.seats.includes(view.activeXian) ? [t('xianqi.activeXian')] : [])];
  return { embeds: [{ ...embed, footer: { text: legend.join(' · ') } }] };
}

function table(view: XianqiPublicView, ctx: ViewContext) {
  const { t } = ctx;
  const playing = isPlaying(view);
  const fields: APIEmbedField[] = [seatsField(view, t)];
  if (playing && view.round.plays.length) fields.push({ name: t('xianqi.round'), value: view.round.plays.map((p) => playLine(p, t)).join('\n') });
  if (view.phase !== 'over' || view.lastRound) fields.push(...recapField(view, t));
  if (view.relations.length) {
    fields.push({
      name: t('xianqi.relations'),
      value: view.relations
        .map((r) => `${t('xianqi.relationLine', { xian: mention(r.xian), kou: mention(r.kou) })}${r.wasGou ? t('xianqi.alreadyGou') : ''}`)
        .join('\n'),
    });
  }
  if (!playing && view.lastSettlement) fields.push(settlementField(view.lastSettlement, t));
  const embed = words(view, turnLines(view, ctx), fields, t);

  const buttons: ButtonBuilder[] = decisionButtons(view, ctx);
  if (view.phase === 'between')
    buttons.push(new ButtonBuilder().setCustomId(ctx.control('g', 'next')).setStyle(ButtonStyle.Primary).setLabel(t('xianqi.next')));
  if (view.away.length && view.phase !== 'over')
    buttons.push(new ButtonBuilder().setCustomId(ctx.control('g', 'back')).setStyle(ButtonStyle.Secondary).setLabel(t('button.back')));
  const components: ActionRow[] = buttons.length ? [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON()] : [];
  return { embeds: [embed], components };
}

/** What a settlement now would pay (if nobody lifts): one signed change per player. */
function settledNow(view: XianqiPrivateView, t: Translate): string {
  const { changes } = settle(view.seats, view.zhu, view.relations);
  if (view.seats.every((p) => (changes[p] ?? 0) === 0)) return t('xianqi.settledNowNothing');
  return t('xianqi.settledNow', { changes: view.seats.map((p) => `${mention(p)} ${signed(changes[p] ?? 0)}`).join(' · ') });
}

/** The decision in front of the player (扣 or 掀): what each button risks and what it wins. */
function decisionLines(view: XianqiPrivateView, t: Translate): string[] {
  if (view.phase === 'decide') return [t('xianqi.youDecide'), t('xianqi.kouWhat'), t('xianqi.noKouWhat'), settledNow(view, t)];
  const kou = mention(view.kou!);
  const alreadyGou = (view.zhu[view.me] ?? 0) >= 3;
  const next = view.asking[1];
  return [
    t('xianqi.youAnswer', { kou }),
    alreadyGou ? t('xianqi.xianWhatGou', { kou }) : t('xianqi.xianWhat', { kou }),
    next ? t('xianqi.passWhatNext', { player: mention(next) }) : t('xianqi.passWhatLast'),
    settledNow(view, t),
  ];
}

/** Why the player must discard: the play they cannot beat. */
function cannotBeatLine(view: XianqiPrivateView, count: number, t: Translate): string {
  const best = view.round.best;
  const shown = best ? view.round.plays.filter((p) => p.player === best.player && p.face === 'up').at(-1) : undefined;
  if (!best || !shown) return t('xianqi.follow', { player: mention(view.me), count });
  const play = `${showPieces(shown.pieces)}${t('fmt.paren', { text: comboName(shown.pieces, t) })}`;
  return t('xianqi.cannotBeat', { player: mention(best.player), best: play, count });
}

function panel(view: XianqiPrivateView, ctx: ViewContext) {
  const { t } = ctx;
  // Between games the pieces left from the settled game are no one's business any more.
  if (view.phase === 'between' || view.phase === 'over') {
    return {
      embeds: [
        new Embed()
          .setColor(COLOURS.finished)
          .setDescription(t('xianqi.panelBetween', { game: view.gameNo }))
          .toJSON(),
      ],
      components: [],
    };
  }
  const lines: string[] = [];
  const hand = byRank(view.hand);
  if (view.myDiscards.length) lines.push(t('xianqi.yourDiscards', { pieces: showPieces(byRank(view.myDiscards)) }));
  const actor = actorOf(view);
  const deciding = actor === view.me && (view.phase === 'decide' || view.phase === 'ask');
  if (deciding) lines.push(...decisionLines(view, t));
  if (!view.choice && actor && actor !== view.me) lines.push(t('xianqi.waiting', { player: mention(actor) }));
  const choice = view.choice;
  if (choice?.kind === 'lead') lines.push(t('xianqi.mustLead'));
  else if (choice?.kind === 'beat') lines.push(t('xianqi.mustBeat'));
  else if (choice?.kind === 'discard') lines.push(cannotBeatLine(view, choice.count, t));
  const embed = new Embed()
    .setColor(COLOURS.playing)
    .setTitle(t('fmt.labelValue', { label: t('xianqi.yourHand'), value: hand.length ? showPieces(hand) : t('xianqi.empty') }))
    .setDescription(lines.join('\n') || '\u200b')
    .setFooter({ text: t('xianqi.rankLegend') });
  const components: ActionRow[] = [];
  if (deciding) components.push(new ActionRowBuilder<ButtonBuilder>().addComponents(decisionButtons(view, ctx)).toJSON());
  if (choice && choice.kind !== 'discard') {
    const select = new StringSelectMenuBuilder()
      .setCustomId(ctx.control('g', 'play'))
      .setPlaceholder(t('xianqi.choosePlay'))
      .addOptions(
        choice.options
          .slice(0, 25)
          .map((pieces) => ({ label: showPieces(byRank(pieces)), description: comboName(pieces, t).slice(0, 100), value: pieces.join('+') })),
      );
    components.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON());
  } else if (choice?.kind === 'discard') {
    const select = new StringSelectMenuBuilder()
      .setCustomId(ctx.control('g', 'disc'))
      .setPlaceholder(t('xianqi.chooseDiscard', { count: choice.count }))
      .setMinValues(choice.count)
      .setMaxValues(choice.count)
      .addOptions(hand.map((p) => ({ label: showPiece(p), description: pieceName(p, t), value: p })));
    components.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON());
  }
  // A private panel is not updated by itself: one that only waits can be brought up to date (or told the game is over).
  if (components.length === 0) {
    components.push(
      new ActionRowBuilder<ButtonBuilder>()
        .addComponents(
          new ButtonBuilder().setCustomId(ctx.control('g', 'refresh')).setStyle(ButtonStyle.Secondary).setLabel(t('xianqi.refresh')).setEmoji({ name: '🔄' }),
        )
        .toJSON(),
    );
  }
  return { embeds: [embed.toJSON()], components };
}

const validPieces = (values: string[]) => values.length > 0 && values.length <= 3 && values.every((v) => PIECE_PATTERN.test(v));

function decode(args: string[], values: string[]): Decoded {
  const [kind] = args;
  switch (kind) {
    case 'kou':
    case 'nokou':
    case 'xian':
    case 'pass':
    case 'next':
    case 'back':
      return { action: { type: kind } };
    case 'play': {
      const pieces = (values[0] ?? '').split('+');
      return validPieces(pieces) ? { action: { type: 'play', pieces } } : null;
    }
    case 'disc':
      return validPieces(values) ? { action: { type: 'discard', pieces: values } } : null;
    case 'refresh':
      return { draft: [] };
    default:
      return null;
  }
}

export const xianqiUi: GameUi<XianqiPublicView, XianqiPrivateView> = {
  turnControls: ['kou', 'nokou', 'xian', 'pass', 'play', 'disc'],
  table,
  caption,
  panel,
  decode,
  panelLabel: 'xianqi.panel',
  confirm: (action, t) => {
    const type = (action as { type: string }).type;
    return type === 'play' ? t('xianqi.played') : type === 'discard' ? t('xianqi.discarded') : type === 'back' ? t('notice.backDone') : '';
  },
  // Each game's summary (the table between games) carries the log of the table's games so far.
  logBetweenGames: (view) => view.phase === 'between',
  closedSummary: (view, ctx) => [seatsField(view, ctx.t)],
  settings: () => [],
  rules: (t) => t('rules.xianqi'),
};
