import type { APIEmbed } from 'discord-api-types/v10';
import type { GameId } from '../kernel/engine.js';
import type { GameCatalog } from '../kernel/catalog.js';
import type { Translate } from '../i18n/catalog.js';
import { COLOURS, mention } from './format.js';
import type { MessageBody } from '../kernel/views.js';
import type { FigureKind, Figures } from '../community/figures.js';

/** A game's lines for one person's figures, in the order the game declares them. */
function figureLines(games: GameCatalog, game: GameId, figures: Figures, t: Translate): string[] {
  const kinds: Readonly<Record<string, FigureKind>> = games.plugin(game).stats.figures;
  return Object.entries(kinds).flatMap(([figure, kind]) => {
    const value = figures[figure];
    const line = value === undefined ? null : kind.line(value, figures, t);
    return line === null ? [] : [line];
  });
}

/** One person's figures, a field per game they have any at; an embed that says so when none. */
export function statsMessage(games: GameCatalog, userId: string, byGame: ReadonlyArray<{ game: GameId; figures: Figures }>, t: Translate): MessageBody {
  const fields = byGame
    .map(({ game, figures }) => ({ name: games.plugin(game).name(t), value: figureLines(games, game, figures, t).join('\n') }))
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
export const formatScore = (games: GameCatalog, game: GameId, score: number): string => games.plugin(game).stats.board.score?.(score) ?? String(score);
