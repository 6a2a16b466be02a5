import { describe, expect, it } from 'vitest';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema } from '../../src/games/holdem/actions.js';
import { tableMessage } from '../../src/views/table.js';
import { decodeControlId } from '../../src/ids/custom-id.js';
import { testRng } from '../support/test-rng.js';
import type { Session } from '../../src/kernel/session.js';
import { sampleSession } from '../support/sessions.js';
import { rowsOf } from '../support/fake-discord/driver.js';
import { GAMES } from '../support/games.js';

const ANN = '100000000000000001';
const COMPUTER = 'c1';
const players = [
  { id: ANN, name: 'Ann' },
  { id: COMPUTER, name: '🤖 Ada' },
];

function applied<S>(result: { ok: true; state: S } | { ok: false; rejection: { code: string } }): S {
  if (!result.ok) throw new Error(result.rejection.code);
  return result.state;
}

/** The game controls (`g:<name>`) on the table, and whether each is enabled. */
function gameControls(session: Session): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const row of rowsOf(tableMessage(GAMES, session))) {
    for (const c of row.components) {
      const id = c.custom_id ? decodeControlId(c.custom_id) : null;
      if (id?.verb === 'g') found.set(id.args[0]!, !c.disabled);
    }
  }
  return found;
}

describe('the table while only computers are to act', () => {
  it('Yahtzee: no roll, hold or score controls during the computer’s turn; all of them on the person’s', () => {
    let state = yahtzee.setup([ANN, COMPUTER], { joker: 'free' }, testRng);
    const at = (s: typeof state) => sampleSession({ game: 'yahtzee', phase: 'playing', players, state: s, config: { joker: 'free' }, deadline: 2e12 });
    const turnOf = (s: typeof state) => yahtzee.actors(s)[0];
    if (turnOf(state) !== ANN) {
      const rolled = applied(yahtzee.apply(state, COMPUTER, { type: 'roll' }, testRng));
      state = applied(yahtzee.apply(rolled, COMPUTER, { type: 'score', box: 'chance' }, testRng));
    }
    expect(turnOf(state)).toBe(ANN);
    expect(gameControls(at(state)).get('roll')).toBe(true);
    const rolled = applied(yahtzee.apply(state, ANN, { type: 'roll' }, testRng));
    expect(gameControls(at(rolled)).get('score')).toBe(true);
    const done = applied(yahtzee.apply(rolled, ANN, { type: 'score', box: 'chance' }, testRng));
    expect(turnOf(done)).toBe(COMPUTER);
    const controls = gameControls(at(done));
    for (const name of ['roll', 'hold', 'score']) expect(controls.has(name), name).toBe(false);
  });

  it("Hold'em: no betting buttons while the computer acts; I'm back only while someone sits out", () => {
    const config = holdemConfigSchema.parse({});
    let state = holdem.setup([ANN, COMPUTER], config, testRng);
    if (!state.hand) state = applied(holdem.apply(state, ANN, { type: 'deal' }, testRng));
    const at = (s: typeof state) => sampleSession({ game: 'holdem', phase: 'playing', players, state: s, config, deadline: 2e12 });
    // Whoever is to act checks or calls, until it is Ann's turn and then the computer's.
    const callOrCheck = (s: typeof state) => {
      const player = s.hand!.toAct!;
      const r = holdem.apply(s, player, { type: holdem.publicView(s).legal!.canCheck ? 'check' : 'call' }, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      return r.state;
    };
    const personFirst = state.hand!.toAct === ANN ? state : callOrCheck(state);
    expect(personFirst.hand!.toAct).toBe(ANN);
    // The betting is in the panel of the player to act, never on the table; Sit down while a seat is free.
    const mine = gameControls(at(personFirst));
    for (const name of ['fold', 'check', 'call', 'raise', 'allin', 'raisebox']) expect(mine.has(name), name).toBe(false);
    expect(mine.get('sit')).toBe(true);
    expect(mine.get('more')).toBe(true);
    const computers = callOrCheck(personFirst);
    expect(computers.hand!.toAct).toBe(COMPUTER);
    const theirs = gameControls(at(computers));
    for (const name of ['fold', 'check', 'call', 'raise', 'allin', 'raisebox']) expect(theirs.has(name), name).toBe(false);
    // Seat controls stay for everyone.
    expect(theirs.get('sit')).toBe(true);
    expect(theirs.get('more')).toBe(true);
    // "I'm back", in the More menu, only while someone sits out.
    const more = (session: Session) =>
      rowsOf(tableMessage(GAMES, session))
        .flatMap((row) => row.components)
        .find((c) => c.custom_id && decodeControlId(c.custom_id)?.args[0] === 'more')
        .options.map((o: { value: string }) => o.value);
    expect(more(at(computers))).toEqual(['topup', 'sitout', 'ledger']);
    const out = applied(holdem.apply(computers, ANN, { type: 'sitout' }, testRng));
    expect(more(at(out))).toEqual(['topup', 'sitout', 'back', 'ledger']);
  });
});
