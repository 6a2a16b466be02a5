import { describe, expect, it } from 'vitest';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { GameId } from '../../src/kernel/engine.js';
import { rngFromSeed } from '../../src/rng-script.js';
import { tableMessage } from '../../src/views/table.js';
import { decodeControlId } from '../../src/ids/custom-id.js';
import type { Session } from '../../src/kernel/session.js';
import { sampleSession } from '../support/sessions.js';
import { rowsOf } from '../support/fake-discord/driver.js';
import { GAMES as CATALOG } from '../support/games.js';

/** People (not computers), so every control a person could use is on the table. */
const PEOPLE = ['100000000000000001', '100000000000000002', '100000000000000003', '100000000000000004'];
const MAX_CONTROLS = 5;

/** Buttons and selects of a message, wherever they are. */
const controlsOf = (session: Session) =>
  rowsOf(tableMessage(CATALOG, session)).flatMap((row) => row.components as Array<{ type: number; custom_id?: string; style?: number; label?: string }>);

/** Every state of a game played by its computer policy in every seat, as the table shows it. */
function* playedOut(game: GameId, seats: number, seed: number, steps = 400): Generator<Session> {
  const { engine, computer } = CATALOG.plugin(game);
  const rng = rngFromSeed(seed);
  const players = PEOPLE.slice(0, seats);
  const config = engine.configSchema.parse({});
  let state = engine.setup(players, config, rng);
  const at = (s: unknown): Session =>
    sampleSession({
      game,
      phase: 'playing',
      players: players.map((id, i) => ({ id, name: `P${i}` })),
      config,
      state: s,
      turnToken: engine.turnToken(s as never),
      deadline: 2e12,
    });
  for (let step = 0; step < steps; step++) {
    yield at(state);
    const actors = engine.actors(state);
    if (actors.length === 0) break;
    const player = actors[0]!;
    const action = computer!({ player, table: engine.publicView(state), own: engine.playerView(state, player) }, rng);
    const result = engine.apply(state, player, action, rng);
    if (!result.ok) break;
    state = result.state;
  }
}

const GAMES: Array<[GameId, number]> = [
  ['holdem', 4],
  ['pirate', 4],
  ['yahtzee', 3],
  ['bobing', 4],
  ['xianqi', 3],
];

describe('a table in play shows at most five controls', () => {
  for (const [game, seats] of GAMES) {
    it(`${game}: every state of a played-out game, ${seats} people`, () => {
      let seen = 0;
      let most = 0;
      for (const session of playedOut(game, seats, 11)) {
        const controls = controlsOf(session);
        most = Math.max(most, controls.length);
        expect(controls.length, JSON.stringify(controls.map((c) => c.custom_id))).toBeLessThanOrEqual(MAX_CONTROLS);
        seen++;
      }
      expect(seen).toBeGreaterThan(10);
      expect(most).toBeGreaterThan(0);
    });
  }

  it("Hold'em: the betting is never on the table (it is in the panel of the player to act); Sit down only while a seat is free", () => {
    const betting = new Set(['fold', 'check', 'call', 'raise', 'allin', 'raisebox']);
    let inHand = 0;
    for (const session of playedOut('holdem', 4, 5)) {
      const names = controlsOf(session).map((c) => (c.custom_id ? decodeControlId(c.custom_id)?.args[0] : undefined));
      for (const name of names) expect(betting.has(name ?? '')).toBe(false);
      if ((session.state as { hand: unknown }).hand) inHand++;
      expect(names).toContain('sit');
    }
    expect(inHand).toBeGreaterThan(5);
    const [full] = playedOut('holdem', 4, 5);
    const state = full!.state as { seats: Array<{ id: string }> };
    const nine = { ...state, seats: Array.from({ length: 9 }, (_, i) => ({ ...state.seats[i % state.seats.length]!, id: `${PEOPLE[0]!.slice(0, -1)}${i}` })) };
    const names = controlsOf({ ...full!, state: nine }).map((c) => (c.custom_id ? decodeControlId(c.custom_id)?.args[0] : undefined));
    expect(names).not.toContain('sit');
  });

  it('the lobby does not nudge the seated host to join: Join is grey, Start is the step to take', () => {
    const lobby = sampleSession({
      game: 'pirate',
      phase: 'lobby',
      players: [
        { id: PEOPLE[0]!, name: 'Ann' },
        { id: PEOPLE[1]!, name: 'Bo' },
      ],
    });
    const controls = controlsOf(lobby).filter((c) => c.type === ComponentType.Button);
    const join = controls.find((c) => c.custom_id?.endsWith(':join'));
    const start = controls.find((c) => c.custom_id?.endsWith(':start'));
    expect(join?.style).toBe(ButtonStyle.Secondary);
    expect(start?.style).toBe(ButtonStyle.Success);
  });
});
