import { ActionRowBuilder, ButtonBuilder, EmbedBuilder } from '@discordjs/builders';
import { ButtonStyle } from 'discord-api-types/v10';
import type { GameUi } from '../../../src/kernel/views.js';
import { COLOURS, mention } from '../../../src/views/format.js';
import type { HighCardConfig, HighCardState } from './actions.js';
import { showCard } from './cards.js';
import { highCardWords } from './words.js';

/** Every seat with its card, whose turn it is, and the Draw button; the winners once everyone has drawn. */
export const highCardUi: GameUi<HighCardState, HighCardState> = {
  table(s, ctx) {
    const w = highCardWords(ctx.t);
    const seat = (p: string) =>
      s.cards[p] !== undefined
        ? w('highcard.drawn', { player: mention(p), card: showCard(s.cards[p]!) })
        : s.leavers.includes(p)
          ? w('highcard.left', { player: mention(p) })
          : w('highcard.waiting', { player: mention(p) });
    const toDraw = s.winners === null ? s.order[s.turn] : undefined;
    const footer =
      s.winners === null
        ? w('highcard.toDraw', { player: mention(toDraw!) })
        : s.winners.length
          ? w('highcard.won', { count: s.winners.length, players: s.winners.map(mention).join(' ') })
          : w('highcard.nobody');
    const embed = new EmbedBuilder()
      .setColor(s.winners === null ? COLOURS.playing : COLOURS.finished)
      .setTitle(w('highcard.title'))
      .setDescription([...s.order.map(seat), '', footer].join('\n'));
    const controls =
      s.winners === null
        ? [
            new ActionRowBuilder<ButtonBuilder>()
              .addComponents(new ButtonBuilder().setCustomId(ctx.control('g', 'draw')).setStyle(ButtonStyle.Primary).setLabel(w('highcard.draw')))
              .toJSON(),
          ]
        : [];
    return { embeds: [embed.toJSON()], components: controls };
  },
  decode: (args) => (args[0] === 'draw' ? { action: { type: 'draw' } } : null),
  confirm: () => '',
  rules: (t) => highCardWords(t)('highcard.rules'),
  settings: (t, config) => [highCardWords(t)((config as HighCardConfig).acesLow ? 'highcard.settings.acesLow' : 'highcard.settings.acesHigh')],
};
