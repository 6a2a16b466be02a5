import type { APIEmbed } from 'discord-api-types/v10';
import type { GameId } from '../kernel/engine.js';
import { pluginFor } from '../games/registry.js';
import type { Translate } from '../i18n/catalog.js';
import { COLOURS, mention } from '../views/format.js';
import type { MessageBody } from '../kernel/views.js';
import type { FigureKind, Figures } from './figures.js';

/** A game's lines for one person's figures, in the order the game declares them. */
function figureLines(game: GameId, figures: Figures, t: Translate): string[] {
  const kinds: Readonly<Record<string, FigureKind>> = pluginFor(game).stats.figures;
  return Object.entries(kinds).flatMap(([figure, kind]) => {
    const value = figures[figure];
    const line = value === undefined ? null : kind.line(value, figures, t);
    return line === null ? [] : [line];
  });
}

/** One person's figures, a field per game they have any at; an embed that says so when none. */
export function statsMessage(userId: string, byGame: ReadonlyArray<{ game: GameId; figures: Figures }>, t: Translate): MessageBody {
  const fields = byGame
    .map(({ game, figures }) => ({ name: pluginFor(game).name(t), value: figureLines(game, figures, t).join('\n') }))
    .filter((field) => field.value.length > 0);
  const embed: APIEmbed = {
    title: t('stats.title'),
    color: COLOURS.lobby,
    description: fields.length ? t('stats.of', { user: mention(userId) }) : t('stats.none', { user: mention(userId) }),
    ...(fields.length ? { fields: fields.map((f) => ({ ...f, inline: true })) } : {}),
  };
  return { embeds: [embed], components: [], allowed_mentions: { parse: [] } };
}

/** A leaderboard score as the game shows it (net chips with their sign, say). */
export const formatScore = (game: GameId, score: number): string => pluginFor(game).stats.board.score?.(score) ?? String(score);
