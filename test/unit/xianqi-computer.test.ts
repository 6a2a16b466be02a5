import { describe, expect, it } from 'vitest';
import { actorOf, xianqi } from '../../src/games/xianqi/rules.js';
import { xianqiActionSchema, type XianqiAction, type XianqiState } from '../../src/games/xianqi/actions.js';
import { xianqiComputer } from '../../src/games/xianqi/computer.js';
import { determinizer, type XianqiSight } from '../../src/games/xianqi/computer-sample.js';
import { answer, chipChange, copySim, discard, emptySim, kou, noKou, OVER, play, type Sim } from '../../src/games/xianqi/computer-sim.js';
import { comboCode, FACE_COUNT, FACE_TOTAL, faceIndex, GOU_PAIR } from '../../src/games/xianqi/computer-faces.js';
import { kindOf } from '../../src/games/xianqi/pieces.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { prng, shuffle, type Rng } from '../../src/rng.js';
import { randomXianqiMove } from '../support/xianqi-deal.js';

const SEATS = ['a', 'b', 'c'];
const SEED = '7e'.repeat(32);

const sightOf = (s: XianqiState, player: string): XianqiSight => ({ player, table: xianqi.publicView(s), own: xianqi.playerView(s, player) });

function apply(s: XianqiState, player: string, action: XianqiAction, rng: Rng): XianqiState {
  const result = xianqi.apply(s, player, action, rng);
  if (!result.ok) throw new Error(`${player} ${JSON.stringify(action)} refused: ${result.rejection.code}`);
  return result.state;
}

/**
 * Plays one game from the deal to its settlement: `computers` seats ask the policy, the others move at
 * random. `visit` sees every turn before the move; every move must be accepted by the engine.
 */
function playGame(game: number, computers: readonly string[], visit?: (s: XianqiState, player: string, action: XianqiAction) => void): XianqiState {
  const rng = seededRng(SEED, `game ${game}`);
  let s = xianqi.setup(SEATS, {}, rng);
  for (let player = actorOf(s); player; player = actorOf(s)) {
    const action = computers.includes(player) ? xianqiComputer(sightOf(s, player), rng) : randomXianqiMove(s, player, rng);
    visit?.(s, player, action);
    s = apply(s, player, action, rng);
  }
  return s;
}

/** The look-ahead's game with every hand as it truly is. */
function simOf(s: XianqiState, player: string): Sim {
  const sim = emptySim();
  copySim(sim, determinizer(sightOf(s, player)).base);
  s.seats.forEach((p, seat) => {
    sim.hands.fill(0, seat * FACE_COUNT, seat * FACE_COUNT + FACE_COUNT);
    for (const piece of s.secret.hands[p]!) sim.hands[seat * FACE_COUNT + faceIndex(piece)]!++;
  });
  return sim;
}

function applyToSim(sim: Sim, seat: number, action: XianqiAction): void {
  switch (action.type) {
    case 'kou':
      return kou(sim, seat);
    case 'nokou':
      return noKou(sim, seat);
    case 'xian':
    case 'pass':
      return answer(sim, seat, action.type === 'xian');
    case 'discard':
      return discard(sim, seat, action.pieces.map(faceIndex), action.pieces.length);
    case 'play': {
      const gouPair = action.pieces.length === 2 && action.pieces.every((p) => kindOf(p) === 'G');
      return play(sim, seat, comboCode(action.pieces.length, gouPair ? GOU_PAIR : faceIndex(action.pieces[0]!)));
    }
    default:
      throw new Error(`not a game move: ${action.type}`);
  }
}

describe('xianqi computer: legal moves', () => {
  it('every move it makes is accepted by the engine, in random games from deal to settlement', () => {
    let moves = 0;
    for (let game = 0; game < 60; game++) {
      const computer = SEATS[game % 3]!;
      const computers = game % 5 === 0 ? SEATS : [computer];
      const end = playGame(game, computers, (_s, player, action) => {
        if (!computers.includes(player)) return;
        expect(xianqiActionSchema.safeParse(action).success).toBe(true);
        moves++;
      });
      expect(end.phase).toBe('between');
    }
    expect(moves).toBeGreaterThan(250);
  });

  it('returns the only legal action at once, without drawing from the Rng', () => {
    let forced = 0;
    for (let game = 0; game < 40 && forced < 5; game++) {
      playGame(game, [], (s, player) => {
        const view = xianqi.playerView(s, player);
        if (view.choice?.kind !== 'discard' || view.hand.length !== view.choice.count) return;
        const untouched: Rng = {
          int: () => {
            throw new Error('drew from the Rng');
          },
        };
        expect(xianqiComputer(sightOf(s, player), untouched)).toEqual({ type: 'discard', pieces: view.hand });
        forced++;
      });
    }
    expect(forced).toBeGreaterThan(0);
  });
});

describe('xianqi computer: determinism and no peeking', () => {
  const decisions: Array<{ s: XianqiState; player: string; game: number }> = [];
  for (let game = 0; game < 10; game++) {
    playGame(game, [], (s, player) => {
      if (s.phase === 'play' && xianqi.playerView(s, player).choice?.kind === 'discard' && s.secret.hands[player]!.length === s.round.count) return;
      decisions.push({ s, player, game });
    });
  }

  it('gives the same action for the same sight and the same draws', () => {
    for (const [i, { s, player }] of decisions.entries()) {
      const first = xianqiComputer(sightOf(s, player), seededRng(SEED, `same ${i}`));
      const again = xianqiComputer(structuredClone(sightOf(s, player)), seededRng(SEED, `same ${i}`));
      expect(again).toEqual(first);
    }
  });

  it('never changes its choice when the pieces in the other hands (and their discards) change', () => {
    let changedHands = 0;
    for (const [i, { s, player, game }] of decisions.entries()) {
      const others = s.seats.filter((p) => p !== player);
      const hidden = others.flatMap((p) => [...s.secret.hands[p]!, ...s.secret.discards[p]!]);
      const mixed = shuffle(seededRng(SEED, `mix ${game} ${i}`), hidden);
      let at = 0;
      const take = (n: number) => mixed.slice(at, (at += n));
      const hands = { ...s.secret.hands };
      const discards = { ...s.secret.discards };
      for (const p of others) {
        hands[p] = take(s.secret.hands[p]!.length);
        discards[p] = take(s.secret.discards[p]!.length);
      }
      const other: XianqiState = { ...s, secret: { hands, discards } };
      if (others.some((p) => [...hands[p]!].sort().join() !== [...s.secret.hands[p]!].sort().join())) changedHands++;
      expect(sightOf(other, player)).toEqual(sightOf(s, player));
      expect(xianqiComputer(sightOf(other, player), seededRng(SEED, `peek ${i}`))).toEqual(xianqiComputer(sightOf(s, player), seededRng(SEED, `peek ${i}`)));
    }
    expect(changedHands).toBeGreaterThan(decisions.length / 2);
  });
});

describe('xianqi computer: its look-ahead', () => {
  it('follows the engine move for move and settles the same chips', () => {
    let games = 0;
    for (let game = 0; game < 120; game++) {
      const rng = seededRng(SEED, `sim ${game}`);
      let s = xianqi.setup(SEATS, {}, rng);
      const first = actorOf(s);
      if (!first) continue; // a black hand: nothing to play
      const sim = simOf(s, first);
      for (let player: string | null = first; player; player = actorOf(s)) {
        const action = randomXianqiMove(s, player, rng);
        s = apply(s, player, action, rng);
        applyToSim(sim, s.seats.indexOf(player), action);
        const now = actorOf(s);
        if (!now) break;
        expect(sim).toEqual(simOf(s, now));
      }
      expect(sim.phase).toBe(OVER);
      s.seats.forEach((p, seat) => expect(chipChange(sim, seat)).toBe(s.lastSettlement!.changes[p]));
      games++;
    }
    expect(games).toBeGreaterThan(100);
  });

  it('guesses other hands of the right sizes from the unseen pieces, never ruling out the true hands', () => {
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      playGame(game, [], (s, player) => {
        const worlds = determinizer(sightOf(s, player));
        expect(worlds.consistent(simOf(s, player).hands)).toBe(true);
        const guess = emptySim();
        worlds.sample(prng(checked), guess);
        s.seats.forEach((p, seat) => {
          const size = guess.hands.slice(seat * FACE_COUNT, seat * FACE_COUNT + FACE_COUNT).reduce((a, b) => a + b, 0);
          expect(size).toBe(s.secret.hands[p]!.length);
        });
        for (let f = 0; f < FACE_COUNT; f++)
          expect(guess.hands[f]! + guess.hands[FACE_COUNT + f]! + guess.hands[2 * FACE_COUNT + f]!).toBeLessThanOrEqual(FACE_TOTAL[f]!);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('xianqi computer: sensible choices', () => {
  /** A table after three rounds of singles: every hand holds 5 pieces, `a` has the 柱 given. */
  function midGame(phase: 'decide' | 'ask' | 'play', hands: [string[], string[], string[]], zhu: [number, number, number]): XianqiState {
    const s = xianqi.setup(SEATS, {}, seededRng(SEED, 'mid-game'));
    return {
      ...s,
      phase,
      starter: A,
      kou: null,
      asking: [],
      activeXian: null,
      relations: [],
      zhu: { a: zhu[0], b: zhu[1], c: zhu[2] },
      roundNo: 4,
      round: { count: null, plays: [], best: null, toAct: A },
      lastRound: null,
      handSizes: { a: hands[0].length, b: hands[1].length, c: hands[2].length },
      secret: { hands: { a: hands[0], b: hands[1], c: hands[2] }, discards: { a: [], b: [], c: [] } },
    };
  }
  const [A, B] = ['a', 'b'];
  const seeds = Array.from({ length: 8 }, (_, i) => `sensible ${i}`);

  it('扣 to bank its 够 when its hand cannot win more', () => {
    const s = midGame(
      'decide',
      [
        ['bN1', 'bN2', 'rN1', 'bC1', 'bM1'],
        ['rS1', 'rS2', 'bS1', 'rX1', 'rM1'],
        ['bS2', 'rX2', 'bX1', 'bX2', 'rM2'],
      ],
      [3, 0, 0],
    );
    for (const seed of seeds) expect(xianqiComputer(sightOf(s, A), seededRng(SEED, seed))).toEqual({ type: 'kou' });
  });

  it('does not 掀 with a hopeless hand against a 够 player', () => {
    const asked: XianqiState = {
      ...midGame(
        'ask',
        [
          ['bN1', 'bN2', 'rN1', 'bC1', 'bM1'],
          ['rS1', 'rS2', 'bS1', 'rX1', 'rM1'],
          ['bS2', 'rX2', 'bX1', 'bX2', 'rM2'],
        ],
        [0, 3, 0],
      ),
      kou: B,
      asking: [A, 'c'],
    };
    for (const seed of seeds) expect(xianqiComputer(sightOf(asked, A), seededRng(SEED, seed))).toEqual({ type: 'pass' });
  });

  it('leads its red three 牛, which nobody can beat, for 3 柱 at once', () => {
    const s = midGame(
      'play',
      [
        ['rN1', 'rN2', 'rN3', 'bC1', 'bM1'],
        ['rS1', 'rS2', 'bS1', 'rX1', 'rM1'],
        ['bS2', 'rX2', 'bX1', 'bX2', 'rM2'],
      ],
      [0, 0, 0],
    );
    for (const seed of seeds) expect(xianqiComputer(sightOf(s, A), seededRng(SEED, seed))).toEqual({ type: 'play', pieces: ['rN1', 'rN2', 'rN3'] });
  });
});
