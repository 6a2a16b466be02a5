import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle } from 'discord-api-types/v10';
import type { ActionRow } from '../kernel/views.js';
import type { TableViewContext } from './context.js';
import { computerSeats } from '../computers/seats.js';

/** The lobby's row for the host: seat a computer player (while a seat is free), let the last one go. */
export function computerButtons(ctx: TableViewContext): ActionRow {
  const { session: s, t } = ctx;
  const full = s.players.length >= ctx.games.engine(s.game).maxPlayers;
  return new ActionRowBuilder<ButtonBuilder>()
    .addComponents(
      new ButtonBuilder()
        .setCustomId(ctx.control('cpu-add'))
        .setStyle(ButtonStyle.Secondary)
        .setLabel(t('button.addComputer'))
        .setEmoji({ name: '🤖' })
        .setDisabled(full),
      new ButtonBuilder()
        .setCustomId(ctx.control('cpu-drop'))
        .setStyle(ButtonStyle.Secondary)
        .setLabel(t('button.removeComputer'))
        .setDisabled(computerSeats(s).length === 0),
    )
    .toJSON();
}
