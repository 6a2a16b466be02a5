import type { GameId } from '../kernel/engine.js';
import type { Translate } from '../i18n/catalog.js';
import type { BoardEntry } from '../kernel/stats.js';
import { encodeBoardPageId } from '../ids/custom-id.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { COLOURS, mention } from './format.js';
import type { MessageBody } from '../kernel/views.js';
import type { Period } from '../kernel/periods.js';
import { formatScore } from './stats.js';

export const PAGE_SIZE = 10;

export const pageCount = (entries: number): number => Math.max(1, Math.ceil(entries / PAGE_SIZE));

/** One page of a board (ten places), the viewer's own place under it, and page buttons when there are more. */
export function boardMessage(
  games: GameCatalog,
  game: GameId,
  period: Period,
  entries: readonly BoardEntry[],
  page: number,
  viewerId: string,
  t: Translate,
): MessageBody {
  const pages = pageCount(entries.length);
  const shown = Math.min(Math.max(page, 1), pages);
  const first = (shown - 1) * PAGE_SIZE;
  const rows = entries
    .slice(first, first + PAGE_SIZE)
    .map((e, i) => t('board.row', { rank: first + i + 1, user: mention(e.userId), score: formatScore(games, game, e.score) }));
  const mine = entries.findIndex((e) => e.userId === viewerId);
  const own =
    mine < 0 ? t('board.notRanked') : t('board.yourRank', { rank: mine + 1, total: entries.length, score: formatScore(games, game, entries[mine]!.score) });
  const plugin = games.plugin(game);
  const by = plugin.stats.board.heading(t);
  const button = (label: string, to: number, disabled: boolean) => ({
    type: 2 as const,
    style: 2 as const,
    label,
    custom_id: encodeBoardPageId({ game, period, page: to }),
    disabled,
  });
  return {
    embeds: [
      {
        title: t('board.title', { game: plugin.name(t), period: t(`board.period.${period}`) }),
        color: COLOURS.finished,
        description: [
          by,
          '',
          ...(rows.length ? rows : [t('board.empty')]),
          '',
          own,
          ...(pages > 1 ? [`-# ${t('board.page', { page: shown, pages })}`] : []),
        ].join('\n'),
      },
    ],
    components:
      pages > 1 ? [{ type: 1, components: [button(t('board.previous'), shown - 1, shown <= 1), button(t('board.next'), shown + 1, shown >= pages)] }] : [],
    allowed_mentions: { parse: [] },
  };
}
