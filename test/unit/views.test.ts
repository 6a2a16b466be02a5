import { describe, expect, it } from 'vitest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { minimumBet } from '../../src/games/pirate/dice.js';
import { pirateUi } from '../../src/games/pirate/view.js';
import { decodeControlId } from '../../src/ids/custom-id.js';
import { tableMessage, turnPing } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { mention } from '../../src/views/format.js';
import { diceRow, FACE_TEXT } from '../../src/games/pirate/faces.js';
import { LOCALES, type Session } from '../../src/kernel/session.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { rngFromSeed } from '../support/scripted-rng.js';
import { GAMES } from '../support/games.js';

const row = (cup: readonly number[]) => diceRow([...cup].sort((a, b) => a - b));

/** The dice of a line as a sorted row, whatever marks (bold, counts) surround them. */
const diceOf = (line: string) => row([...line.matchAll(new RegExp(FACE_TEXT.join('|'), 'gu'))].map((m) => FACE_TEXT.indexOf(m[0]) + 1));

/** Every dice row shown after "<@player>: " in a rendered message (a cup line of a reveal shows them so). */
function rowsShownFor(text: string, player: string): string[] {
  return text
    .split(`${mention(player)}: `)
    .slice(1)
    .map((rest) => diceOf(rest.split(/\\n|"/)[0]!.replace(/\(\d+ counted\)/, '')));
}

/** A live cup shown publicly would appear as "<@player>: 1️⃣ 2️⃣ ...". Cups identical to last round's reveal can't be told apart, so they are skipped. */
function liveCupsShown(text: string, state: PirateState, except?: string): string[] {
  return Object.entries(state.secret.cups)
    .filter(([player, cup]) => player !== except && cup.length >= 3)
    .filter(([player, cup]) => row(state.lastReveal?.cups[player] ?? []) !== row(cup))
    .filter(([player, cup]) => rowsShownFor(text, player).includes(row(cup)))
    .map(([player, cup]) => `${mention(player)}: ${row(cup)}`);
}

const PLAYERS = ['100000000000000001', '100000000000000002', '100000000000000003', '100000000000000004', '100000000000000005', '100000000000000006'];

function sessionFor(state: PirateState, players: string[], locale: Session['locale'] = 'en'): Session {
  return sampleSession({
    phase: state.winner ? 'finished' : 'playing',
    players: players.map((id, i) => ({ id, name: `Player ${i}` })),
    state,
    deadline: state.winner ? null : 2_000_000_000_000,
    locale,
  });
}

/** Plays a random game: mostly small raises, sometimes a challenge, a timeout or a leave. */
function* randomWalk(seed: number, playerCount: number): Generator<PirateState> {
  const rng = rngFromSeed(seed);
  const players = PLAYERS.slice(0, playerCount);
  let state = pirateDice.setup(players, { onesWild: seed % 2 === 0 }, rng);
  yield state;
  for (let step = 0; step < 400 && !state.winner; step++) {
    const roll = rng.int(100);
    if (roll < 3) state = pirateDice.onTimeout(state, rng).state;
    else if (roll < 4) state = pirateDice.forfeit(state, state.seats[rng.int(state.seats.length)]!, rng).state;
    else {
      const actor = state.turn!;
      const challenge = state.bet && (roll < 35 || state.bet.count > 6);
      const bet = minimumBet(state.bet);
      const result = challenge
        ? pirateDice.apply(state, actor, { type: 'challenge' }, rng)
        : pirateDice.apply(state, actor, { type: 'bet', face: bet.face, count: bet.count + rng.int(2) }, rng);
      if (result.ok) state = result.state;
      else {
        // The raise went past every die in play: challenge instead.
        const fallback = pirateDice.apply(state, actor, { type: 'challenge' }, rng);
        if (fallback.ok) state = fallback.state;
      }
    }
    yield state;
  }
}

describe('Pirate Dice views over random games', () => {
  for (const playerCount of [2, 3, 6]) {
    it(`${playerCount} players: every table and panel is valid for Discord, and no public view shows a live cup`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 12; seed++) {
        let finished = false;
        for (const state of randomWalk(seed * 7919 + playerCount, playerCount)) {
          const session = sessionFor(state, PLAYERS.slice(0, playerCount), LOCALES[seed % 3]!);
          const table = tableMessage(GAMES, session);
          expectValidMessage(table);
          const text = JSON.stringify(table);
          expect(JSON.stringify(pirateDice.publicView(state))).not.toContain('secret');
          expect(liveCupsShown(text, state)).toEqual([]);
          for (const player of state.seats) {
            const panel = panelMessage(GAMES, session, player, 'en', ['4', String(state.bet?.count ?? 1)]);
            expectValidMessage(panel);
            expect(liveCupsShown(JSON.stringify(panel), state, player)).toEqual([]);
            const view = pirateDice.playerView(state, player);
            expect(view.myDice).toEqual([...(state.secret.cups[player] ?? [])].sort((a, b) => a - b));
            expect(Object.keys(view)).not.toContain('secret');
          }
          checked++;
          finished = state.winner !== null;
        }
        expect(finished).toBe(true);
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('shows the reveal of the last round publicly, with every cup', () => {
    const state = [...randomWalk(42, 3)].find((s) => s.lastReveal !== null)!;
    const text = JSON.stringify(tableMessage(GAMES, sessionFor(state, PLAYERS.slice(0, 3))));
    for (const [player, cup] of Object.entries(state.lastReveal!.cups)) {
      expect(rowsShownFor(text, player)).toContain(row(cup));
    }
  });

  it('offers a lobby, a closed table and pings that are valid and ping only the player to act', () => {
    const lobby = sampleSession({ players: PLAYERS.map((id, i) => ({ id, name: `P${i}` })) });
    expectValidMessage(tableMessage(GAMES, lobby));
    expectValidMessage(tableMessage(GAMES, { ...lobby, phase: 'finished', closedBy: PLAYERS[0]! }));
    const ping = turnPing(GAMES, lobby, [PLAYERS[2]!]);
    expect(ping.allowed_mentions).toEqual({ parse: [], users: [PLAYERS[2]] });
    expect(ping.content).toContain(mention(PLAYERS[2]!));
  });

  it("the table language is the session's, a panel language is the reader's", () => {
    const state = [...randomWalk(5, 2)][0]!;
    const session = sessionFor(state, PLAYERS.slice(0, 2), 'ko');
    expect(JSON.stringify(tableMessage(GAMES, session))).toContain('해적 주사위');
    expect(JSON.stringify(panelMessage(GAMES, session, PLAYERS[0]!, 'zh-CN'))).toContain('你的骰子');
  });
});

describe('Pirate Dice panel and table texts', () => {
  const [A, B, C] = PLAYERS as [string, string, string];
  const controls = (body: { components: any[] }) => body.components.flatMap((row) => row.components);

  it('at a 30-dice table every legal count can be bet in two choices: counts past 25 are in a second menu', () => {
    const state = pirateDice.setup([A, B], { onesWild: true }, rngFromSeed(3));
    const turn = state.turn!;
    const session = sessionFor(state, [A, B]);
    const panel = panelMessage(GAMES, session, turn, 'en', ['4']);
    expectValidMessage(panel);
    const menus = controls(panel).filter((c: any) => c.type === 3 && /:g:count:4/.test(c.custom_id));
    expect(menus).toHaveLength(2);
    expect(new Set(menus.map((m: any) => m.custom_id)).size).toBe(2);
    const offered = menus.flatMap((m: any) => m.options.map((o: any) => Number(o.value)));
    expect(offered).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(menus[1].placeholder).toBe('26 to 31 × 4️⃣ (bets at once)…');
    // Choosing a count places the bet: the face was the first choice, the count the second.
    expect(pirateUi.decode(decodeControlId(menus[1].custom_id)!.args, ['28'])).toEqual({ action: { type: 'bet', face: 4, count: 28 } });
  });

  it('says "1 die", not "1 dice"', () => {
    const state = { ...pirateDice.setup([A, B], { onesWild: true }, rngFromSeed(4)), dice: { [A]: 1, [B]: 2 }, centre: 1 };
    const text = JSON.stringify(tableMessage(GAMES, sessionFor({ ...state, secret: { cups: { [A]: [3], [B]: [4, 5] } } }, [A, B])));
    expect(text).toContain('🎲 1 die');
    expect(text).toContain('🎲 2 dice');
    expect(text).toContain('Lost so far (out of play): 1 die');
  });

  it('a player leaving says the round was dealt again when it was, and not when it ended the game', () => {
    const three = pirateDice.forfeit(pirateDice.setup([A, B, C], { onesWild: true }, rngFromSeed(5)), C, rngFromSeed(6)).state;
    const redealt = JSON.stringify(tableMessage(GAMES, sessionFor(three, [A, B])));
    expect(redealt).toContain(`🚪 <@${C}> left; their dice went to the centre. The round starts over`);
    expect(pirateDice.hasLeft(three, C)).toBe(true);
    const two = pirateDice.forfeit(pirateDice.setup([A, B], { onesWild: true }, rngFromSeed(7)), B, rngFromSeed(8)).state;
    const ended = JSON.stringify(tableMessage(GAMES, sessionFor(two, [A])));
    expect(ended).toContain(`<@${B}> left; their dice went to the centre.`);
    expect(ended).not.toContain('starts over');
    expect(ended).toContain(`<@${A}> wins!`);
  });

  it("the panel of a game that is over has no controls and says the game is over, in the reader's language", () => {
    const state = [...randomWalk(11, 2)].at(-1)!;
    const finished = sessionFor(state, PLAYERS.slice(0, 2));
    for (const session of [finished, { ...finished, state: null, closedBy: A }, { ...finished, phase: 'lobby' as const, state: null }]) {
      const panel = panelMessage(GAMES, session, A, 'ko', ['3']);
      expect(panel.components).toEqual([]);
      expect(panel.content).toBe('이 게임은 끝났으므로 이 패널은 더 이상 작동하지 않습니다.');
    }
  });
});
