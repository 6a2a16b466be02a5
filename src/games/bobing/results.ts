import type { GameStats } from '../../kernel/plugin.js';
import { counter, highest, PLAYED, RANKED_BY, WON } from '../../community/figures.js';
import { gameEnded } from '../../community/tally.js';
import type { BobingState } from './actions.js';
import type { BobingEvent } from './events.js';
import { bobing } from './rules.js';
import { ZHUANGYUAN_KINDS, type ZhuangyuanKind } from './classify.js';

/** 状元 kinds are stored as 1 (四点红) to 7 (插金花), so "best" is the highest number; 0 is none. */
export const kindRank = (kind: ZhuangyuanKind): number => ZHUANGYUAN_KINDS.indexOf(kind) + 1;
export const kindOfRank = (rank: number): ZhuangyuanKind | null => ZHUANGYUAN_KINDS[rank - 1] ?? null;

export type BobingFigure = 'played' | 'won' | 'zhuangyuanWon' | 'bestKind';

export const bobingStats: GameStats<BobingState, BobingEvent, BobingFigure> = {
  figures: {
    played: PLAYED,
    won: WON,
    zhuangyuanWon: counter((value, _figures, t) => t('stats.zhuangyuanWon', { value })),
    bestKind: highest((value, _figures, t) => {
      const kind = kindOfRank(value);
      return kind ? t('stats.bestKind', { kind: t(`bobing.kind.${kind}`) }) : null;
    }),
  },
  board: { figure: 'won', heading: RANKED_BY.won },
  record(change, tally) {
    for (const e of change.events) if (e.type === 'rolled' && e.kind) tally.best(e.player, 'bestKind', kindRank(e.kind));
    const s = change.next.state;
    if (!s || !gameEnded(bobing, change)) return;
    tally.played(s.order, s.champion ? [s.champion.player] : []);
    for (const holder of s.holders) if (!s.leavers.includes(holder.player)) tally.add(holder.player, 'zhuangyuanWon', 1);
  },
};
