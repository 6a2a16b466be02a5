import { describe, expect, it } from 'vitest';
import { decodeBoardPageId, encodeBoardPageId, decodeControlId } from '../../src/ids/custom-id.js';
import { boardMessage } from '../../src/views/board.js';
import { statsMessage } from '../../src/views/stats.js';
import { periodSpan } from '../../src/kernel/periods.js';
import { translator } from '../../src/i18n/catalog.js';
import { LOCALES } from '../../src/kernel/session.js';
import { kindRank } from '../../src/games/bobing/results.js';
import { GAMES } from '../support/games.js';

const entries = Array.from({ length: 23 }, (_, i) => ({ userId: `1000000000000002${String(i).padStart(2, '0')}`, score: 100 - i }));

describe('leaderboard page ids', () => {
  it('round-trip, and are never taken for a table control', () => {
    const id = { game: 'holdem' as const, period: 'month' as const, page: 3 };
    expect(decodeBoardPageId(encodeBoardPageId(id), GAMES)).toEqual(id);
    expect(decodeControlId(encodeBoardPageId(id))).toBeNull();
    for (const bad of ['p1:lb:chess:week:1', 'p1:lb:pirate:year:1', 'p1:lb:pirate:week:x', 'p1:lb:pirate:week:1:2', 'p2:lb:pirate:week:1'])
      expect(decodeBoardPageId(bad, GAMES)).toBeNull();
  });
});

describe('periods', () => {
  it('are calendar weeks from Monday and months, in UTC, kept a week after they end', () => {
    const sunday = Date.UTC(2026, 1, 1, 23, 59);
    expect(periodSpan('week', sunday).id).toBe('w2026-01-26');
    expect(periodSpan('week', Date.UTC(2026, 1, 2, 0, 0)).id).toBe('w2026-02-02');
    expect(periodSpan('week', sunday).expiresAt).toBe(Date.UTC(2026, 1, 9));
    expect(periodSpan('month', sunday)).toEqual({ id: 'm2026-02', expiresAt: Date.UTC(2026, 2, 8) });
    expect(periodSpan('all', sunday)).toEqual({ id: 'all', expiresAt: null });
  });
});

describe('the leaderboard view', () => {
  const t = translator('en');
  it("shows ten places a page with the viewer's rank, and page buttons only when there are more", () => {
    const page3 = boardMessage(GAMES, 'xianqi', 'all', entries, 3, entries[4]!.userId, t);
    const text = page3.embeds[0]!.description!;
    expect(text).toContain(`**21.** <@${entries[20]!.userId}>: +80`);
    expect(text).not.toContain('**20.**');
    expect(text).toContain('Your rank: 5 of 23 (+96)');
    expect(text).toContain('Page 3 of 3');
    expect(page3.components[0]!.components.map((c: any) => [c.custom_id, c.disabled])).toEqual([
      ['p1:lb:xianqi:all:2', false],
      ['p1:lb:xianqi:all:4', true],
    ]);
    const small = boardMessage(GAMES, 'yahtzee', 'week', entries.slice(0, 3), 9, 'nobody', t);
    expect(small.components).toEqual([]);
    expect(small.embeds[0]!.description).toContain('You are not on this leaderboard yet.');
    expect(small.allowed_mentions).toEqual({ parse: [] });
  });
});

describe('the stats view', () => {
  it('renders every figure of every game in every language', () => {
    for (const locale of LOCALES) {
      const body = statsMessage(
        GAMES,
        '100000000000000001',
        [
          { game: 'pirate', figures: { played: 4, won: 2, challengesWon: 3 } },
          { game: 'yahtzee', figures: { played: 2, won: 1, scored: 2, scoreSum: 401, bestScore: 250 } },
          { game: 'bobing', figures: { played: 1, won: 1, zhuangyuanWon: 1, bestKind: kindRank('chajinhua') } },
          { game: 'holdem', figures: { played: 1, won: 0, handsPlayed: 12, handsWon: 5, net: -340 } },
          { game: 'xianqi', figures: {} },
        ],
        translator(locale),
      );
      const fields = body.embeds[0]!.fields!;
      expect(fields.map((f) => f.name)).toHaveLength(4);
      const text = fields.map((f) => f.value).join('\n');
      expect(text).toContain('200.5');
      expect(text).toContain('插金花');
      expect(text).toContain('-340');
    }
  });
});
