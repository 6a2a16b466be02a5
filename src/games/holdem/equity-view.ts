import type { Translate } from '../../i18n/catalog.js';
import { mention } from '../../views/format.js';
import type { HandResult } from './actions.js';

/** "81.7%"; a chance that is not nil never reads 0%, nor 100% one that is not certain. */
function percent(count: number, boards: number, locale: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const share = count / boards;
  if (count === 0 || count === boards) return format(share, 0);
  if (share < 0.0005) return `<${format(0.001, 1)}`;
  if (share > 0.9995) return `>${format(0.999, 1)}`;
  return format(share, 1);
}

/**
 * The shown hands' chances when they were turned up, for the finished hand's summary: none when
 * they were not counted, or when they would not fit in `room` characters (the payouts come first).
 */
export function oddsLines(result: HandResult, t: Translate, room = Infinity): string[] {
  const runout = result.runout;
  const equity = runout?.equity;
  if (!runout || !equity) return [];
  const when = t(runout.board.length >= 4 ? 'holdem.turnedUp.turn' : runout.board.length >= 3 ? 'holdem.turnedUp.flop' : 'holdem.turnedUp.preflop');
  const boards = new Intl.NumberFormat(t.locale).format(equity.boards);
  const head = equity.exact ? t('holdem.oddsExact', { when, boards, count: equity.boards }) : t('holdem.oddsEstimate', { when, boards, count: equity.boards });
  const lines = result.shown.map((s, i) =>
    t('holdem.oddsLine', {
      player: mention(s.player),
      win: percent(equity.win[i] ?? 0, equity.boards, t.locale),
      tie: percent(equity.tie[i] ?? 0, equity.boards, t.locale),
    }),
  );
  const all = [head, ...lines];
  return all.join('\n').length <= room ? all : [];
}
