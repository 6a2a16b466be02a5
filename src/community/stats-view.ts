import type { APIEmbed } from 'discord-api-types/v10';
import type { GameId } from '../games/engine.js';
import type { Translate } from '../i18n/catalog.js';
import { COLOURS, mention } from '../views/format.js';
import type { MessageBody } from '../views/types.js';
import { GAME_FIGURES, kindOfRank, type Figure, type Figures } from './figures.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function figureLine(game: GameId, figure: Figure, figures: Figures, t: Translate): string | null {
  const value = figures[figure];
  if (value === undefined) return null;
  switch (figure) {
    case 'played':
      return game === 'holdem' ? t('stats.holdem.played', { value }) : t('stats.played', { value });
    case 'won':
      return game === 'holdem' ? t('stats.holdem.won', { value }) : t('stats.won', { value });
    case 'scoreSum': {
      const scored = figures.scored ?? 0;
      return scored > 0 ? t('stats.averageScore', { value: Math.round((value / scored) * 10) / 10 }) : null;
    }
    case 'bestKind': {
      const kind = kindOfRank(value);
      return kind ? t('stats.bestKind', { kind: t(`bobing.kind.${kind}`) }) : null;
    }
    case 'net':
      return t('stats.net', { value: signed(value) });
    case 'scored':
      return null;
    default:
      return t(`stats.${figure}`, { value });
  }
}

/** One person's figures, a field per game they have any at; an embed that says so when none. */
export function statsMessage(userId: string, byGame: ReadonlyArray<{ game: GameId; figures: Figures }>, t: Translate): MessageBody {
  const fields = byGame
    .map(({ game, figures }) => ({ name: t(`game.${game}`), value: GAME_FIGURES[game].map((f) => figureLine(game, f, figures, t)).filter((l): l is string => l !== null).join('\n') }))
    .filter((field) => field.value.length > 0);
  const embed: APIEmbed = {
    title: t('stats.title'),
    color: COLOURS.lobby,
    description: fields.length ? t('stats.of', { user: mention(userId) }) : t('stats.none', { user: mention(userId) }),
    ...(fields.length ? { fields: fields.map((f) => ({ ...f, inline: true })) } : {}),
  };
  return { embeds: [embed], components: [], allowed_mentions: { parse: [] } };
}

export const formatScore = (game: GameId, score: number): string => (game === 'holdem' || game === 'xianqi' ? signed(score) : String(score));
