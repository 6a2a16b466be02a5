import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { answerText, controlOf, hasControl, isEphemeralAnswer, settle, users, visibleText } from '../support/fake-discord/driver.js';
import { commitmentOf } from '../../src/fair/commitment.js';
import { expectNoLongHexInPublic, verifyThroughButton } from '../support/fair-checks.js';
import { rankOf } from '../games/high-card/cards.js';

/**
 * A sixth game made only of its own folder (test/games/high-card), passed to the app at start: the real
 * bot process, started from an entry that calls `startApp({ extraGames: [highCardPlugin] })`, hosts it with stats, a move list and fair draws.
 */
const ENTRY = fileURLToPath(new URL('../games/high-card/bot.ts', import.meta.url));
const VERIFY = fileURLToPath(new URL('../games/high-card/verify.ts', import.meta.url));
const CH = '960000000000000001';
const world = new World([CH], {}, { entry: ENTRY });
const fake = world.fake;
const { ann, bo } = users;
beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

/** The card each seat shows on the table (`<@id>: K♠`), by player id. */
function cardsOn(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/<@(\d+)>[:：] ((?:10|[2-9JQKA])[♠♥♦♣])/g)].map((m) => [m[1]!, m[2]!]));
}
const codeOf = (shown: string): string => `${shown.startsWith('10') ? 'T' : shown[0]}${{ '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c' }[shown.at(-1)!]}`;

describe('High Card, a game passed to the app by a test, through Discord', () => {
  it('plays to its end, then verifies its seed, shows its move list and counts its stats', async () => {
    const opened = await fake.slash(ann, CH, 'play', [{ type: 1, name: 'high-card', options: [{ type: 5, name: 'aces-low', value: false }] }]);
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain('High Card');
    expect(visibleText(table)).toContain('Aces are high');
    const shown = /This game's seed hash begins `([0-9a-f]{12})`/.exec(visibleText(table))![1]!;
    await fake.click(bo, table, controlOf(table, /:join$/));
    await fake.click(ann, table, controlOf(table, /:start$/));
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${ann.id}> to draw.`);

    const early = await fake.click(bo, table, controlOf(table, /:g:draw$/));
    expect(isEphemeralAnswer(early)).toBe(true);
    expect(answerText(early)).toBe('还没轮到你。');
    expect((await fake.click(ann, table, controlOf(table, /:g:draw$/))).callback?.type).toBe(7);
    expect((await fake.click(bo, table, controlOf(table, /:g:draw$/))).callback?.type).toBe(7);
    await settle(fake);

    const final = visibleText(table);
    const cards = cardsOn(final);
    expect(Object.keys(cards).sort()).toEqual([ann.id, bo.id].sort());
    const ranks = { [ann.id]: rankOf(codeOf(cards[ann.id]!), false), [bo.id]: rankOf(codeOf(cards[bo.id]!), false) };
    const best = Math.max(...Object.values(ranks));
    const winners = [ann.id, bo.id].filter((p) => ranks[p] === best);
    expect(final).toMatch(winners.length === 1 ? `Winner: <@${winners[0]}>` : /2 winners share it/);
    expect(hasControl(table, /:again$/)).toBe(true);
    expect(hasControl(table, /:g:draw$/)).toBe(false);

    // Fair draws: the seed revealed (privately, by 🔐 Verify) is the one committed in the lobby, and the verifier replays the very cards drawn.
    expect(expectNoLongHexInPublic(fake)).toBeGreaterThan(3);
    const revealed = (await world.session(CH)).fair.revealed;
    expect(commitmentOf(revealed.seed).startsWith(shown)).toBe(true);
    const stdout = await verifyThroughButton(fake, ann, table, revealed, { script: VERIFY });
    expect(stdout).toContain(`cards drawn, in order (2):\n${codeOf(cards[ann.id]!)} ${codeOf(cards[bo.id]!)}`);
    expect(stdout).not.toContain('they differ');

    // The move list, in the reader's language.
    const log = await fake.click(ann, table, controlOf(table, /^h1:game:/));
    expect(isEphemeralAnswer(log)).toBe(true);
    const lines = answerText(log);
    expect(lines).toContain(`<@${ann.id}> draws ${cards[ann.id]}`);
    expect(lines).toContain(`<@${bo.id}> draws ${cards[bo.id]}`);
    expect(lines).toContain(`🏆 ${winners.map((p) => `<@${p}>`).join(' ')}`);
    const boLog = await fake.click(bo, table, controlOf(table, /^h1:game:/));
    expect(answerText(boLog)).toContain(`<@${bo.id}> 抽到 ${cards[bo.id]}`);

    // Stats and the leaderboard, with the game's own figure.
    const show = (player: string) => [
      {
        type: 1,
        name: 'show',
        options: [
          { type: 6, name: 'user', value: player },
          { type: 3, name: 'game', value: 'highcard' },
        ],
      },
    ];
    const annStats = answerText(await fake.slash(ann, CH, 'stats', show(ann.id)));
    expect(annStats).toContain('High Card');
    expect(annStats).toContain('Games played: 1');
    expect(annStats).toContain(`Games won: ${winners.includes(ann.id) ? 1 : 0}`);
    expect(annStats).toContain(`Best card drawn: ${cards[ann.id]!.slice(0, -1)}`);
    const boStats = answerText(await fake.slash(bo, CH, 'stats', show(bo.id)));
    expect(boStats).toContain('比大小');
    expect(boStats).toContain(`抽到的最大牌：${cards[bo.id]!.slice(0, -1)}`);
    const board = answerText(await fake.slash(ann, CH, 'leaderboard', [{ type: 3, name: 'game', value: 'highcard' }]));
    expect(board).toContain('High Card leaderboard');
    expect(board).toMatch(new RegExp(`\\*\\*1\\.\\*\\* <@${winners[0]}>: 1`));

    // The stored table names its game; /rules explains it.
    expect((await world.session(CH)).game).toBe('highcard');
    expect(answerText(await fake.slash(ann, CH, 'rules', [{ type: 3, name: 'game', value: 'highcard' }]))).toContain('The highest rank wins');
    expect(fake.violations).toEqual([]);
  }, 60_000);
});
