import { describe, expect, it } from 'vitest';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import type { XianqiState } from '../../src/games/xianqi/actions.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { minimumBet } from '../../src/games/pirate/dice.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { bobing } from '../../src/games/bobing/rules.js';
import { gameLogEntry, gameLogText, type GameLogEntry } from '../../src/history/game-log.js';
import { gameLogMessages } from '../../src/views/history.js';
import { translator } from '../../src/i18n/catalog.js';
import { LOCALES, type Session } from '../../src/kernel/session.js';
import type { GameEvent } from '../../src/kernel/engine.js';
import { testRng } from '../support/test-rng.js';
import { randomXianqiMove } from '../support/xianqi-deal.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { GAMES } from '../support/games.js';

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003'];
const entryOf = (game: Session['game'], state: unknown, events: GameEvent[], version: number): GameLogEntry | null =>
  gameLogEntry(GAMES, { session: sampleSession({ game, state, version, phase: 'playing', players: [] }), events });

describe('Game log', () => {
  it('掀棋 over random games: every 扣/掀 decision and play is there, a face-down piece never is', () => {
    for (let game = 0; game < 30; game++) {
      let s: XianqiState = xianqi.setup(PLAYERS, {}, testRng);
      const entries: GameLogEntry[] = [entryOf('xianqi', s, [{ type: 'started' }], 0)!];
      let decisions = 0;
      for (let version = 1; s.phase !== 'between'; version++) {
        const p = actorOf(s)!;
        const action = randomXianqiMove(s, p, testRng);
        if (s.phase === 'decide' || s.phase === 'ask') decisions++;
        const r = xianqi.apply(s, p, action, testRng);
        if (!r.ok) throw new Error(r.rejection.code);
        s = r.state;
        const entry = entryOf('xianqi', s, r.events, version);
        if (entry) entries.push(entry);
      }
      const lines = entries.flatMap((e) => e.lines);
      expect(lines.filter((l) => l.type === 'xianqi-kou' || l.type === 'xianqi-xian')).toHaveLength(decisions);
      expect(lines[0]?.type).toBe('xianqi-dealt');
      expect(lines.at(-1)?.type).toBe('xianqi-settled');
      const faceDown = Object.values(s.secret.discards).flat();
      const logged = JSON.stringify(entries);
      for (const piece of faceDown) expect(logged).not.toContain(`"${piece}"`);
      for (const locale of LOCALES)
        for (const body of gameLogMessages(gameLogText(GAMES, entries, translator(locale)), translator(locale))) expectValidMessage(body);
    }
  });

  it('Pirate Dice over random games: cups appear only as a challenge revealed them', () => {
    for (let game = 0; game < 30; game++) {
      let s: PirateState = pirateDice.setup(PLAYERS, { onesWild: true }, testRng);
      const entries: GameLogEntry[] = [entryOf('pirate', s, [{ type: 'started' }], 1)!];
      for (let version = 2; !s.winner && version < 400; version++) {
        const actor = s.turn!;
        const bet = minimumBet(s.bet);
        const challenge = s.bet !== null && (testRng.int(3) === 0 || s.bet.count > 5);
        let r = challenge
          ? pirateDice.apply(s, actor, { type: 'challenge' }, testRng)
          : pirateDice.apply(s, actor, { type: 'bet', face: bet.face, count: bet.count }, testRng);
        if (!r.ok) r = pirateDice.apply(s, actor, { type: 'challenge' }, testRng);
        if (!r.ok) throw new Error(r.rejection.code);
        const cupsBefore = s.secret.cups;
        s = r.state;
        const entry = entryOf('pirate', s, r.events, version);
        if (!entry) continue;
        for (const line of entry.lines) {
          if (line.type === 'pirate-challenge') expect(line.cups).toEqual(cupsBefore);
          else expect(JSON.stringify(line)).not.toMatch(/cups|dice/);
        }
        entries.push(entry);
      }
      const text = gameLogText(GAMES, entries, translator('en'));
      expect(text[0]).toMatch(/^New round/);
      expect(text.filter((l) => l.startsWith('New round'))).toHaveLength(text.filter((l) => l.includes(' challenges ')).length);
      expect(text.at(-1)).toMatch(/^🏆 <@\d+> wins$/);
    }
  });

  it("Yahtzee: rolls with their dice and boxes scored, in the reader's language", () => {
    let s = yahtzee.setup([PLAYERS[0]!], { joker: 'free' }, new ScriptedRng());
    const entries: GameLogEntry[] = [];
    const play = (action: Parameters<typeof yahtzee.apply>[2], rng: ScriptedRng) => {
      const r = yahtzee.apply(s, PLAYERS[0]!, action, rng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
      entries.push(entryOf('yahtzee', s, r.events, entries.length + 1)!);
    };
    play({ type: 'roll' }, ScriptedRng.dice(6, 6, 6, 6, 6));
    play({ type: 'score', box: 'yahtzee' }, new ScriptedRng());
    expect(gameLogText(GAMES, entries, translator('en'))).toEqual([`<@${PLAYERS[0]}> rolls ⚅ ⚅ ⚅ ⚅ ⚅`, `<@${PLAYERS[0]}> scores 50 in Yahtzee`]);
    expect(gameLogText(GAMES, entries, translator('zh-CN'))[1]).toMatch(/记 50 分/);
  });

  it('博饼: each roll with its dice, its tier and the prize it took', () => {
    let s = bobing.setup([PLAYERS[0]!, PLAYERS[1]!], bobing.configSchema.parse({}), new ScriptedRng());
    const r = bobing.apply(s, PLAYERS[0]!, { type: 'roll' }, ScriptedRng.dice(4, 4, 1, 2, 3, 6));
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    const text = gameLogText(GAMES, [entryOf('bobing', s, r.events, 1)!], translator('en'));
    expect(text).toEqual([`<@${PLAYERS[0]}> rolls 🔴 🔴 ⚀ ⚁ ⚂ ⚅: 二举 (Two Reds), takes a prize`]);
  });

  it('博饼: a roll whose tier has no prize left says so', () => {
    const config = bobing.configSchema.parse({});
    let s = {
      ...bobing.setup([PLAYERS[0]!, PLAYERS[1]!], config, new ScriptedRng()),
      left: { ...bobing.setup([PLAYERS[0]!], config, new ScriptedRng()).left, erju: 0 },
    };
    const r = bobing.apply(s, PLAYERS[0]!, { type: 'roll' }, ScriptedRng.dice(4, 4, 1, 2, 3, 6));
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    const entry = [entryOf('bobing', s, r.events, 1)!];
    expect(gameLogText(GAMES, entry, translator('en'))).toEqual([`<@${PLAYERS[0]}> rolls 🔴 🔴 ⚀ ⚁ ⚂ ⚅: 二举 (Two Reds), no prize for it`]);
    expect(gameLogText(GAMES, entry, translator('zh-CN'))[0]).toContain('二举，没有奖品');
  });

  it('掀棋: a face-down discard is 垫 in Chinese, never 扣 (the knock); a round won counts its 柱', () => {
    const lines = [
      {
        version: 1,
        lines: [
          { type: 'xianqi-kou' as const, player: PLAYERS[0]!, kou: true },
          { type: 'xianqi-discarded' as const, player: PLAYERS[1]!, count: 2 },
          { type: 'xianqi-round' as const, player: PLAYERS[0]!, count: 2 },
        ],
      },
    ];
    const [kou, discarded, round] = gameLogText(GAMES, lines, translator('zh-CN'));
    expect(kou).toBe(`<@${PLAYERS[0]}>：扣`);
    expect(discarded).toBe(`<@${PLAYERS[1]}> 垫 2 张（朝下）`);
    expect(discarded).not.toContain('扣');
    expect(round).toBe(`<@${PLAYERS[0]}> 赢下本回合（收 2 柱）`);
    expect(gameLogText(GAMES, lines, translator('en'))).toEqual([
      `<@${PLAYERS[0]}>: knocks (扣)`,
      `<@${PLAYERS[1]}> discards 2 pieces face down`,
      `<@${PLAYERS[0]}> wins the round (+2 柱)`,
    ]);
    expect(gameLogText(GAMES, lines, translator('ko'))).toEqual([
      `<@${PLAYERS[0]}>: 扣 (덮기)`,
      `<@${PLAYERS[1]}>: 2개 엎어 냄`,
      `<@${PLAYERS[0]}>님 이번 라운드 승리 (2柱 획득)`,
    ]);
  });

  it("a long log is split over messages within Discord's limits, keeping the newest lines", () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);
    const bodies = gameLogMessages(lines, translator('ko'));
    expect(bodies.length).toBe(10);
    for (const body of bodies) expectValidMessage(body);
    expect(bodies.at(-1)!.embeds[0]!.description).toMatch(/line 2999 x+$/);
  });
});
