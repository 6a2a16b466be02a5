import { ActionRowBuilder, ButtonBuilder, EmbedBuilder, StringSelectMenuBuilder } from '@discordjs/builders';
import { ButtonStyle, type APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../../i18n/catalog.js';
import type { ActionRow, Decoded, GameUi, ViewContext } from '../../views/types.js';
import { COLOURS, mention, relativeTime } from '../../views/format.js';
import { presentAmong } from '../away.js';
import type { Play, Settlement } from './actions.js';
import type { XianqiPrivateView, XianqiPublicView } from './rules.js';
import { actorOf } from './rules.js';
import { isCi, isGou } from './settlement.js';
import { showPiece, showPieces, PIECE_PATTERN } from './pieces.js';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const FACE_DOWN = '🂠';

function playLine(p: Play, t: Translate): string {
  return `${mention(p.player)}: ${p.face === 'up' ? showPieces(p.pieces) : `${FACE_DOWN.repeat(p.count)} ${t('xianqi.discard', { count: p.count })}`}`;
}

function seatsField(view: XianqiPublicView, t: Translate): APIEmbedField {
  const lines = view.seats.map((p) => {
    const zhu = view.zhu[p] ?? 0;
    const status = isCi(zhu) ? t('xianqi.ci') : isGou(zhu) ? t('xianqi.gou') : '';
    const marks = [p === actorOf(view) ? '▶' : '', p === view.activeXian ? '🔥' : '', view.away.includes(p) ? '💤' : ''].filter(Boolean).join('');
    return `${marks}${marks ? ' ' : ''}${t('xianqi.seatLine', { player: mention(p), zhu, status, pieces: view.handSizes[p] ?? 0, chips: signed(view.ledger[p] ?? 0) })}`;
  });
  return { name: t('xianqi.seats'), value: lines.join('\n') };
}

function settlementField(s: Settlement, t: Translate): APIEmbedField {
  const lines = [
    // A black hand ends the game at the deal: say whose it was.
    ...(s.reason === 'black' && s.blackHands.length ? [t('xianqi.blackHand', { players: s.blackHands.map(mention).join(' ') })] : []),
    Object.entries(s.changes)
      .map(([p, c]) => t('xianqi.change', { player: mention(p), change: signed(c) }))
      .join(' · '),
    ...s.payments.map((pay) => t(`xianqi.payment.${pay.reason}`, { from: mention(pay.from), to: mention(pay.to), amount: pay.amount })),
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
      return view.round.count === null ? t('xianqi.lead', { player: mention(view.round.toAct) }) : t('xianqi.follow', { player: mention(view.round.toAct), count: view.round.count });
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

function table(view: XianqiPublicView, ctx: ViewContext) {
  const { t } = ctx;
  const playing = view.phase === 'decide' || view.phase === 'ask' || view.phase === 'play';
  const lines: string[] = [];
  if (view.lastRound && playing) lines.push(t('xianqi.lastRound', { round: view.roundNo - 1, player: mention(view.lastRound.winner), count: view.lastRound.count }));
  if (playing) {
    lines.push(phaseLine(view, t));
    if (ctx.session.deadline) lines.push(t('table.turnEnds', { when: relativeTime(ctx.session.deadline) }));
  } else if (view.phase === 'between') lines.push(ctx.session.deadline ? t('xianqi.between', { when: relativeTime(ctx.session.deadline) }) : '');
  else lines.push(t('xianqi.over', { player: view.leavers.map(mention).join(' ') }));
  if (view.away.length && view.phase !== 'over') lines.push(t('table.away', { players: view.away.map(mention).join(' ') }));
  if (view.phase !== 'over' && presentAmong(view, view.seats).length === 0) lines.push(t('table.paused'));

  const fields: APIEmbedField[] = [seatsField(view, t)];
  if (playing && view.round.plays.length) fields.push({ name: t('xianqi.round'), value: view.round.plays.map((p) => playLine(p, t)).join('\n') });
  if (view.relations.length) {
    fields.push({
      name: t('xianqi.relations'),
      value: view.relations.map((r) => `${t('xianqi.relationLine', { xian: mention(r.xian), kou: mention(r.kou) })}${r.wasGou ? t('xianqi.alreadyGou') : ''}`).join('\n'),
    });
  }
  if (!playing && view.lastSettlement) fields.push(settlementField(view.lastSettlement, t));
  const embed = new EmbedBuilder()
    .setColor(playing ? COLOURS.playing : COLOURS.finished)
    .setTitle(playing ? t('xianqi.title', { game: view.gameNo, round: view.roundNo }) : t('xianqi.titleBetween', { game: view.gameNo }))
    .setDescription(lines.filter(Boolean).join('\n') || '\u200b')
    .addFields(fields);

  const buttons: ButtonBuilder[] = decisionButtons(view, ctx);
  if (view.phase === 'between') buttons.push(new ButtonBuilder().setCustomId(ctx.control('g', 'next')).setStyle(ButtonStyle.Primary).setLabel(t('xianqi.next')));
  if (view.away.length && view.phase !== 'over') buttons.push(new ButtonBuilder().setCustomId(ctx.control('g', 'back')).setStyle(ButtonStyle.Secondary).setLabel(t('button.back')));
  const components: ActionRow[] = buttons.length ? [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON()] : [];
  return { embeds: [embed.toJSON()], components };
}

function panel(view: XianqiPrivateView, ctx: ViewContext) {
  const { t } = ctx;
  const lines: string[] = [];
  if (view.myDiscards.length) lines.push(t('xianqi.yourDiscards', { pieces: showPieces(view.myDiscards) }));
  const actor = actorOf(view);
  const deciding = actor === view.me && (view.phase === 'decide' || view.phase === 'ask');
  if (deciding) lines.push(view.phase === 'decide' ? t('xianqi.youDecide') : t('xianqi.youAnswer', { kou: mention(view.kou!) }));
  if (!view.choice && actor && actor !== view.me) lines.push(t('xianqi.waiting', { player: mention(actor) }));
  if (view.choice?.kind === 'lead' || view.choice?.kind === 'beat') lines.push(view.choice.kind === 'lead' ? t('xianqi.mustLead') : t('xianqi.mustBeat'));
  const embed = new EmbedBuilder()
    .setColor(COLOURS.playing)
    .setTitle(`${t('xianqi.yourHand')}: ${view.hand.length ? showPieces(view.hand) : t('xianqi.empty')}`)
    .setDescription(lines.join('\n') || '\u200b');
  const components: ActionRow[] = [];
  if (deciding) components.push(new ActionRowBuilder<ButtonBuilder>().addComponents(decisionButtons(view, ctx)).toJSON());
  const choice = view.choice;
  if (choice && choice.kind !== 'discard') {
    const select = new StringSelectMenuBuilder()
      .setCustomId(ctx.control('g', 'play'))
      .setPlaceholder(t('xianqi.choosePlay'))
      .addOptions(choice.options.slice(0, 25).map((pieces) => ({ label: showPieces(pieces), value: pieces.join('+') })));
    components.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON());
  } else if (choice?.kind === 'discard') {
    const select = new StringSelectMenuBuilder()
      .setCustomId(ctx.control('g', 'disc'))
      .setPlaceholder(t('xianqi.chooseDiscard', { count: choice.count }))
      .setMinValues(choice.count)
      .setMaxValues(choice.count)
      .addOptions(view.hand.map((p) => ({ label: showPiece(p), value: p })));
    components.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON());
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
    default:
      return null;
  }
}

export const xianqiUi: GameUi<XianqiPublicView, XianqiPrivateView> = {
  table,
  panel,
  decode,
  panelLabel: 'xianqi.panel',
  confirm: (action, t) => {
    const type = (action as { type: string }).type;
    return type === 'play' ? t('xianqi.played') : type === 'discard' ? t('xianqi.discarded') : type === 'back' ? t('notice.backDone') : '';
  },
  closedSummary: (view, ctx) => [seatsField(view, ctx.t)],
  settings: () => [],
  rules: (t) => t('rules.xianqi'),
};
