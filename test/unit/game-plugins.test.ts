import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { CorruptSessionError, decodeSession, LOCALES, type Session } from '../../src/kernel/session.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { HistoryRecorder } from '../../src/history/recorder.js';
import { gameLog, gameLogText, parseGameLogEntry } from '../../src/history/game-log.js';
import { FairDraws } from '../../src/fair/draw-source.js';
import { commitmentOf } from '../../src/fair/commitment.js';
import { replayDraws } from '../../src/fair/verify.js';
import { verifyCommand } from '../../src/views/fairness.js';
import { gameResult } from '../../src/table/game-results.js';
import { statsMessage } from '../../src/views/stats.js';
import { boardMessage } from '../../src/views/board.js';
import { tableMessage } from '../../src/views/table.js';
import { translator, type WordArea } from '../../src/i18n/catalog.js';
import { testRng } from '../support/test-rng.js';
import { messageProblems } from '../../src/standin/discord-limits.js';
import { highCardPlugin, type HighCardTypes } from '../games/high-card/plugin.js';
import type { AnyGamePlugin, GamePlugin } from '../../src/kernel/plugin.js';
import { highCard } from '../games/high-card/rules.js';
import { HIGH_CARD_WORDS } from '../games/high-card/words.js';
import { showCard } from '../games/high-card/cards.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sampleSession } from '../support/sessions.js';
import { gameCatalog } from '../../src/app/catalog.js';
import { slashCommands } from '../../src/commands/index.js';
import type { SessionStore } from '../../src/table/session-store.js';

// The test's game joins the built-in ones, passed to the catalog: nothing outside its folder was changed for it.
const GAMES = gameCatalog([highCardPlugin]);

const CH = '300000000000000777';
const GUILD = '900000000000000001';
const ann = { userId: '100000000000000001', name: 'Ann' };
const bo = { userId: '100000000000000002', name: 'Bo' };
const silent = pino({ level: 'silent' });

function ok(result: RunResult | { kind: string }): Session {
  if (result.kind !== 'ok' && result.kind !== 'created') throw new Error(`expected ok, got ${result.kind}`);
  return (result as { session: Session }).session;
}

/** A High Card game through the runner, with fair draws, stats in the store and the history recorder, as the bot composes them. */
async function playHighCard() {
  const store = new MemorySessionStore(GAMES, 3_600_000);
  // The store's commits write the move list into the histories beside it, as the bot composes them (open-history.ts).
  const history = store.history;
  const recorder = new HistoryRecorder(GAMES, history, silent);
  const runner = new Runner({
    games: GAMES,
    store,
    rng: testRng,
    now: Date.now,
    log: silent,
    draws: new FairDraws({ games: GAMES, fallback: testRng }),
    onCommitted: (c) => recorder.record(c),
  });
  let s = ok(
    await runner.open({ channelId: CH, guildId: GUILD, host: { id: ann.userId, name: ann.name }, game: 'highcard', config: { acesLow: false }, locale: 'en' }),
  );
  const lobby = s;
  s = ok(await runner.join({ channelId: CH, sessionId: s.id }, bo));
  s = ok(await runner.start({ channelId: CH, sessionId: s.id, interactionId: '1234567890123456789' }, ann));
  s = ok(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, ann, { type: 'draw' }));
  s = ok(await runner.act({ channelId: CH, sessionId: s.id, version: s.stateVersion }, bo, { type: 'draw' }));
  return { store, history, lobby, final: s, state: highCard.stateSchema.parse(s.state) };
}

describe('the catalog decides which games exist', () => {
  it('calls a stored table of a game the catalog does not hold corrupt, and refuses a game passed twice', async () => {
    const s = sampleSession();
    expect(GAMES.isGameId('chess')).toBe(false);
    // The record itself only names a game; the runner, which holds the catalog, refuses one it does not host.
    const chess = JSON.parse(JSON.stringify({ ...s, game: 'chess' })) as Session;
    expect(decodeSession(s.channelId, JSON.stringify(chess)).game).toBe('chess');
    const store = { load: async () => chess } as unknown as SessionStore;
    const runner = new Runner({ games: GAMES, store, rng: testRng, now: () => 0, log: pino({ level: 'silent' }), cache: false });
    await expect(runner.load(s.channelId)).rejects.toThrow(CorruptSessionError);
    expect(() => gameCatalog([highCardPlugin, highCardPlugin])).toThrow(/in the catalog already/);
  });

  it('refuses a game whose words are missing in a language, take other placeholders, or are already known', () => {
    const named = (id: string, words: WordArea) =>
      gameCatalog([{ ...highCardPlugin, engine: { ...highCard, id }, words } as GamePlugin<HighCardTypes> as AnyGamePlugin]);
    const en = { 'other.title': 'Round {round}' };
    expect(() => named('othera', { en, 'zh-CN': { 'other.title': '第 {round} 轮' }, ko: {} })).toThrow(/ko do not have the same keys/);
    expect(() => named('otherb', { en, 'zh-CN': { 'other.title': '一轮' }, ko: { 'other.title': '{round}라운드' } })).toThrow(
      /other.title \(zh-CN\) has other placeholders/,
    );
    expect(() => named('otherc', HIGH_CARD_WORDS)).toThrow(/game.highcard is already defined/);
    expect(['othera', 'otherb', 'otherc'].some((id) => GAMES.isGameId(id))).toBe(false);
  });

  it('lists the game passed in after the built-in ones and reads its stored tables; a catalog without it does not hold it', () => {
    expect(GAMES.ids()).toEqual(['pirate', 'yahtzee', 'holdem', 'xianqi', 'bobing', 'highcard']);
    const s = sampleSession({ game: 'highcard', config: { acesLow: false } });
    expect(decodeSession(s.channelId, JSON.stringify(s)).game).toBe('highcard');
    expect(gameCatalog().isGameId('highcard')).toBe(false);
  });
});

describe('a registered game gets stats, a move list, fair draws and its /play options from its own hooks', () => {
  it('its stats: the highest rank wins, ties share the win, and its own figure is kept as a best', async () => {
    const start = highCard.setup([ann.userId, bo.userId], { acesLow: false }, testRng);
    // The deck is in rank order (2s 2h 2d 2c 3s ... Ac): the last card and then the last of the rest are both aces.
    const first = highCard.apply(start, ann.userId, { type: 'draw' }, new ScriptedRng([51]));
    if (!first.ok) throw new Error(first.rejection.code);
    const second = highCard.apply(first.state, bo.userId, { type: 'draw' }, new ScriptedRng([50]));
    if (!second.ok) throw new Error(second.rejection.code);
    expect(second.state.cards).toEqual({ [ann.userId]: 'Ac', [bo.userId]: 'Ad' });
    const before = sampleSession({ game: 'highcard', guildId: GUILD, phase: 'playing', state: first.state });
    const after = { ...before, phase: 'finished' as const, state: second.state, version: before.version + 1 };
    const result = gameResult(GAMES, before, after, second.events, Date.UTC(2026, 0, 14));
    expect(result?.game).toBe('highcard');
    expect(Object.fromEntries(result!.players.map((p) => [p.userId, { ...p.add, ...p.best }]))).toEqual({
      [ann.userId]: { played: 1, won: 1 },
      [bo.userId]: { played: 1, won: 1, bestRank: 14 },
    });

    const { store, final, state } = await playHighCard();
    const figures = await store.figures(GUILD, ann.userId, 'highcard');
    expect(figures).toMatchObject({ played: 1, bestRank: expect.any(Number) });
    const text = JSON.stringify(statsMessage(GAMES, ann.userId, [{ game: 'highcard', figures }], translator('ko')));
    expect(text).toContain('하이 카드');
    expect(text).toContain(`뽑은 가장 높은 카드: ${showCard(state.cards[ann.userId]!).slice(0, -1)}`);
    const board = boardMessage(GAMES, 'highcard', 'all', await store.board(GUILD, 'highcard', 'all', final.updatedAt), 1, ann.userId, translator('en'));
    expect(board.embeds[0]!.title).toBe('High Card leaderboard · all time');
  });

  it("its move list: written by each move's commit from its events, read back in the reader's language", async () => {
    const { history, final, state } = await playHighCard();
    const entries = (await history.read(CH, gameLog(final.id))).flatMap((raw) => parseGameLogEntry(raw) ?? []);
    expect(entries.every((e) => e.game === 'highcard')).toBe(true);
    const [annCard, boCard] = [showCard(state.cards[ann.userId]!), showCard(state.cards[bo.userId]!)];
    expect(gameLogText(GAMES, entries, translator('en')).slice(0, 2)).toEqual([`<@${ann.userId}> draws ${annCard}`, `<@${bo.userId}> draws ${boCard}`]);
    expect(gameLogText(GAMES, entries, translator('zh-CN'))[1]).toBe(`<@${bo.userId}> 抽到 ${boCard}`);
    expect(gameLogText(GAMES, entries, translator('en')).at(-1)).toBe(`🏆 ${state.winners!.map((p) => `<@${p}>`).join(' ')}`);
  });

  it('its fair draws: the seed committed in the lobby is revealed at the end, and the verifier replays the cards drawn', async () => {
    const { lobby, final, state } = await playHighCard();
    const revealed = final.fair!.revealed!;
    expect(revealed.commitment).toBe(lobby.fair!.current.commitment);
    expect(commitmentOf(revealed.seed)).toBe(revealed.commitment);
    expect(revealed.round).toBeNull();
    expect(verifyCommand(GAMES, 'highcard', revealed)).toBe(
      `npm run verify -- highcard ${revealed.seed} ${revealed.publicValue} ${revealed.draws} ${revealed.commitment}`,
    );
    const replay = replayDraws(GAMES, 'highcard', revealed.seed, revealed.publicValue, { draws: revealed.draws });
    expect(replay.replay).toEqual({ kind: 'cards', cards: [state.cards[ann.userId], state.cards[bo.userId]] });
    expect(replay.draws).toBe(revealed.draws);
    for (const locale of LOCALES) {
      const body = tableMessage(GAMES, final, locale);
      expect(messageProblems(body)).toEqual([]);
      // The seed is behind 🔐 Verify; the table shows the hash by its first 12 digits.
      expect(JSON.stringify(body)).not.toContain(revealed.seed);
      expect(JSON.stringify(body)).toContain(revealed.commitment.slice(0, 12));
      // The finished table offers its move list, as the game keeps one, and Verify; nothing is hidden, so there is no panel.
      expect(body.components.flatMap((row) => row.components).map((c) => ('custom_id' in c ? c.custom_id : ''))).toEqual([
        expect.stringMatching(/:again$/),
        `h1:game:${final.id}`,
        `h1:fair:${final.id}`,
      ]);
    }
  });

  it('its /play subcommand: named in every language from its own words, its option read into its config', async () => {
    const COMMANDS = slashCommands(GAMES);
    const play = COMMANDS.get('play')!.data;
    const sub = play.options!.find((o) => o.name === 'high-card') as {
      name_localizations: Record<string, string>;
      options: Array<{ name: string; name_localizations: Record<string, string> }>;
    };
    expect(sub.name_localizations).toEqual({ 'zh-CN': '比大小', ko: '하이카드' });
    expect(sub.options.map((o) => o.name)).toEqual(['aces-low', 'turn_seconds', 'language', 'pictures']);
    expect(sub.options[0]!.name_localizations).toEqual({ 'zh-CN': 'a算最小', ko: '에이스-최하' });
    const given = (acesLow: boolean | null) => ({
      getBoolean: (name: string) => (name === 'aces-low' ? acesLow : null),
      getString: () => null,
      getInteger: () => null,
    });
    expect(highCardPlugin.command.read(given(true))).toEqual({ config: { acesLow: true } });
    expect(highCardPlugin.command.read(given(null))).toEqual({ config: { acesLow: false } });
    const rules = COMMANDS.get('rules')!.data.options![0] as { choices: Array<{ value: string; name: string }> };
    expect(rules.choices.find((c) => c.value === 'highcard')?.name).toBe('High Card');
  });
});
