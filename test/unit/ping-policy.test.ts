import { describe, expect, it } from 'vitest';
import { playersToPing } from '../../src/discord/ping-policy.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import type { YahtzeeState } from '../../src/games/yahtzee/actions.js';
import type { Session } from '../../src/kernel/session.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const A = '100000000000000001';
const B = '100000000000000002';

const at = (state: YahtzeeState, players = [A, B], changes: Partial<Session> = {}): Session =>
  sampleSession({
    id: 'pingtest',
    game: 'yahtzee',
    config: { joker: 'free' },
    phase: state.finished ? 'finished' : 'playing',
    players: players.map((id) => ({ id, name: id })),
    state,
    turnToken: yahtzee.turnToken(state),
    ...changes,
  });

function turnOf(state: YahtzeeState, player: string): YahtzeeState {
  let s = state;
  for (const action of [{ type: 'roll' as const }, { type: 'score' as const, box: 'chance' as const }]) {
    const r = yahtzee.apply(s, player, action, ScriptedRng.dice(1, 2, 3, 4, 6));
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
  }
  return s;
}

describe('whom to ping for a turn', () => {
  it('pings the next player when the turn passes to them', () => {
    const before = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    expect(playersToPing(GAMES, at(turnOf(before, A)), at(before), A)).toEqual([B]);
  });

  it('never pings the player who just acted: solo, the next turn is theirs again', () => {
    const before = yahtzee.setup([A], { joker: 'free' }, new ScriptedRng());
    const after = turnOf(before, A);
    expect(yahtzee.actors(after)).toEqual([A]);
    expect(playersToPing(GAMES, at(after, [A]), at(before, [A]), A)).toEqual([]);
    // A timer moving on (nobody acted) does ping them
    expect(playersToPing(GAMES, at(after, [A]), at(before, [A]), null)).toEqual([A]);
  });

  it('never pings twice for the same turn', () => {
    const s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    const rolled = yahtzee.apply(s, A, { type: 'roll' }, ScriptedRng.dice(1, 2, 3, 4, 6));
    if (!rolled.ok) throw new Error('roll');
    expect(playersToPing(GAMES, at(rolled.state), at(s), null)).toEqual([]);
  });

  it('pings nobody at a paused table, nor an away player, nor anyone after the game', () => {
    const s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    const away = { ...s, away: [A, B] };
    expect(playersToPing(GAMES, at(away, [A, B], { turnToken: null }), at(s, [A, B], { turnToken: 'x' }), null)).toEqual([]);
    expect(playersToPing(GAMES, at({ ...s, away: [A] }), at(s, [A, B], { turnToken: 'x' }), null)).toEqual([]);
    expect(playersToPing(GAMES, at({ ...s, finished: true }), at(s), null)).toEqual([]);
  });

  it('pings the player to act when the game starts, unless they pressed Start', () => {
    const s = yahtzee.setup([A, B], { joker: 'free' }, new ScriptedRng());
    const lobby = at(s, [A, B], { phase: 'lobby', state: null, turnToken: null });
    expect(playersToPing(GAMES, at(s), lobby, B)).toEqual([A]);
    expect(playersToPing(GAMES, at(s), lobby, A)).toEqual([]);
  });
});
