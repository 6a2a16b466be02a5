import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemComputer } from '../../src/games/holdem/computer.js';
import { holdemConfigSchema, type HoldemAction, type HoldemState } from '../../src/games/holdem/actions.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { shuffle, type Rng } from '../../src/rng.js';

const SEED = 'c0'.repeat(32);
const config = holdemConfigSchema.parse({ smallBlind: 10, bigBlind: 20, minBuyIn: 400, maxBuyIn: 2000 });
const sightOf = (s: HoldemState, player: string) => ({ player, table: holdem.publicView(s), own: holdem.playerView(s, player) });

/** Any legal betting move, sizes at random: drives the other seats into odd spots (all-ins, min raises, huge raises). */
function randomMove(s: HoldemState, rng: Rng): HoldemAction {
  const legal = holdem.publicView(s).legal!;
  const moves: HoldemAction[] = [legal.canCheck ? { type: 'check' } : { type: 'call' }];
  if (!legal.canCheck) moves.push({ type: 'fold' });
  if (legal.canRaise)
    moves.push({ type: 'raise', to: legal.minTo + rng.int(legal.maxTo - legal.minTo + 1) }, { type: 'raise', to: legal.minTo }, { type: 'allin' });
  return moves[rng.int(moves.length)]!;
}

/** Stacks for the next hand: from less than a big blind to three maximum buy-ins. */
function randomStack(rng: Rng): number {
  const kind = rng.int(4);
  if (kind === 0) return 1 + rng.int(60);
  if (kind === 1) return 60 + rng.int(400);
  return 400 + rng.int(3 * config.maxBuyIn);
}

interface Turn {
  state: HoldemState;
  player: string;
}

/**
 * Plays `hands` hands at a table of `seats`, computers in the seats `computers` picks, random movers
 * elsewhere, with fresh random stacks before every hand. Each computer move is checked and applied;
 * returns every state in which a computer was to act.
 */
function playTable(seats: number, hands: number, label: string, computers: (i: number) => boolean): Turn[] {
  const players = Array.from({ length: seats }, (_, i) => `p${i}`);
  const isComputer = new Set(players.filter((_, i) => computers(i)));
  const deck = seededRng(SEED, `deck.${label}`);
  const moves = seededRng(SEED, `moves.${label}`);
  const turns: Turn[] = [];
  let state = holdem.setup(players, config, deck);
  for (let h = 0; h < hands; h++) {
    if (h > 0) {
      state = { ...state, seats: state.seats.map((seat) => ({ ...seat, stack: randomStack(moves) })) };
      const dealt = holdem.apply(state, players[0]!, { type: 'deal' }, deck);
      if (!dealt.ok) throw new Error(dealt.rejection.code);
      state = dealt.state;
    }
    while (state.hand) {
      const player = state.hand.toAct!;
      let action: HoldemAction;
      if (isComputer.has(player)) {
        turns.push({ state, player });
        action = holdemComputer(sightOf(state, player), moves);
        expect(holdem.actionSchema.safeParse(action).success).toBe(true);
        expect(['fold', 'check', 'call', 'raise', 'allin']).toContain(action.type);
      } else action = randomMove(state, moves);
      const result = holdem.apply(state, player, action, deck);
      if (!result.ok)
        throw new Error(`${player} ${JSON.stringify(action)} refused (${result.rejection.code}) in ${JSON.stringify(holdem.publicView(state).legal)}`);
      state = result.state;
    }
  }
  return turns;
}

const collected: Turn[] = [];

describe("the Hold'em computer only makes moves the engine accepts", () => {
  for (let seats = 2; seats <= 9; seats++) {
    it(`at ${seats} seats, with short and deep stacks, all-ins and odd raises around it`, () => {
      const mixed = playTable(seats, 14, `mixed.${seats}`, (i) => i % 2 === 0);
      const allComputers = playTable(seats, 5, `all.${seats}`, () => true);
      expect(mixed.length).toBeGreaterThan(10);
      expect(allComputers.length).toBeGreaterThan(5);
      collected.push(...mixed.filter((_, i) => i % 3 === 0), ...allComputers.filter((_, i) => i % 3 === 0));
    });
  }

  it('reached every street and every kind of move', () => {
    const streets = new Set(collected.map((t) => t.state.hand!.street));
    expect([...streets].sort()).toEqual(['flop', 'preflop', 'river', 'turn']);
    const kinds = new Set(collected.map((t) => holdemComputer(sightOf(t.state, t.player), seededRng(SEED, 'kinds')).type));
    expect([...kinds].sort()).toEqual(['call', 'check', 'fold', 'raise']);
  });
});

describe("the Hold'em computer is deterministic and sees only its seat", () => {
  const turns = () => (collected.length > 0 ? collected : playTable(6, 20, 'fallback', (i) => i % 2 === 0));

  it('the same sight and the same draws give the same move, and the sight survives JSON', () => {
    for (const [i, { state, player }] of turns().entries()) {
      const sight = sightOf(state, player);
      const first = holdemComputer(sight, seededRng(SEED, `same.${i}`));
      expect(holdemComputer(JSON.parse(JSON.stringify(sight)), seededRng(SEED, `same.${i}`))).toEqual(first);
      expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    }
  });

  it("other players' hole cards and the deck never change its move", () => {
    let changed = 0;
    for (const [i, { state, player }] of turns().entries()) {
      const hand = state.hand!;
      const others = Object.keys(hand.secret.hole).filter((p) => p !== player);
      const hidden = shuffle(seededRng(SEED, `hide.${i}`), [...others.flatMap((p) => hand.secret.hole[p]!), ...hand.secret.deck]);
      const hole = { ...hand.secret.hole };
      others.forEach((p, k) => (hole[p] = hidden.slice(2 * k, 2 * k + 2)));
      const deck = hidden.slice(2 * others.length);
      const variant: HoldemState = { ...state, hand: { ...hand, secret: { hole, deck } } };
      if (JSON.stringify(variant.hand!.secret) !== JSON.stringify(hand.secret)) changed++;
      const seen = holdemComputer(sightOf(state, player), seededRng(SEED, `peek.${i}`));
      expect(holdemComputer(sightOf(variant, player), seededRng(SEED, `peek.${i}`))).toEqual(seen);
    }
    expect(changed).toBeGreaterThan(100);
  });
});

/**
 * A hand at `seats` seats (p0 the button) where `me` holds `hole`, the board will be `board`, and
 * `script` has been played (by whoever was to act) up to my turn.
 */
function handAt(seats: number, me: string, hole: string[], board: string[], script: HoldemAction[], stacks?: Record<string, number>): HoldemState {
  const players = Array.from({ length: seats }, (_, i) => `p${i}`);
  let state = holdem.setup(players, config, seededRng(SEED, 'spot'));
  if (stacks) state = { ...state, seats: state.seats.map((seat) => ({ ...seat, stack: stacks[seat.id] ?? seat.stack })) };
  const hand = state.hand!;
  const taken = new Set([...hole, ...board]);
  const pool = [...Object.values(hand.secret.hole).flat(), ...hand.secret.deck].filter((c) => !taken.has(c));
  const holes = Object.fromEntries(players.map((p) => [p, p === me ? hole : pool.splice(0, 2)]));
  state = { ...state, hand: { ...hand, secret: { hole: holes, deck: [...board, ...pool] } } };
  for (const action of script) {
    const result = holdem.apply(state, state.hand!.toAct!, action, seededRng(SEED, 'spot'));
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.rejection.code}`);
    state = result.state;
  }
  expect(state.hand?.toAct).toBe(me);
  return state;
}

/** The computer's moves in a spot over `times` different Rng streams. */
const movesIn = (state: HoldemState, times = 12): HoldemAction[] =>
  Array.from({ length: times }, (_, i) => holdemComputer(sightOf(state, state.hand!.toAct!), seededRng(SEED, `spot.${i}`)));

describe("the Hold'em computer plays sensible poker", () => {
  const call: HoldemAction = { type: 'call' };
  const check: HoldemAction = { type: 'check' };
  const fold: HoldemAction = { type: 'fold' };
  const raise = (to: number): HoldemAction => ({ type: 'raise', to });
  // Six seats: p0 button, p1 small blind, p2 big blind, p3 first to act. Blinds 10/20, stacks 2,000.

  it('opens aces for 2.5 to 3 big blinds and folds 7-2 first in', () => {
    for (const move of movesIn(handAt(6, 'p3', ['As', 'Ad'], [], []))) {
      expect(move.type).toBe('raise');
      expect((move as { to: number }).to).toBeGreaterThanOrEqual(50);
      expect((move as { to: number }).to).toBeLessThanOrEqual(60);
    }
    expect(new Set(movesIn(handAt(6, 'p3', ['7c', '2d'], [], [])).map((m) => m.type))).toEqual(new Set(['fold']));
  });

  it('goes all-in first in with a strong hand when short, and re-raises aces against a raise', () => {
    const short = handAt(6, 'p0', ['Ac', 'Kd'], [], [fold, fold, fold], { p0: 160 });
    for (const move of movesIn(short)) expect(move).toEqual(raise(160));
    for (const move of movesIn(handAt(6, 'p2', ['Kh', 'Kd'], [], [fold, fold, fold, raise(50), fold]))) expect(move.type).toBe('raise');
  });

  it('bets a set for value when checked to, between a third and three quarters of the pot', () => {
    const state = handAt(2, 'p0', ['7c', '7s'], ['Kh', '7d', '2c', '9s', '3h'], [raise(50), call, check]);
    const pot = holdem.publicView(state).pot;
    for (const move of movesIn(state)) {
      expect(move.type).toBe('raise');
      expect((move as { to: number }).to).toBeGreaterThanOrEqual(pot / 3);
      expect((move as { to: number }).to).toBeLessThanOrEqual(0.75 * pot);
    }
  });

  it('raises the nuts on the river and folds nothing-high to a pot-sized bet', () => {
    const board = ['Kh', '7d', '2c', '9s', '3h'];
    const line = [raise(50), call, check, check, check, check, check, raise(100)];
    for (const move of movesIn(handAt(2, 'p1', ['Kd', 'Kc'], board, line))) expect(move.type).toBe('raise');
    for (const move of movesIn(handAt(2, 'p1', ['5c', '4d'], board, line))) expect(move).toEqual(fold);
  });

  it('calls with the price right and folds with it wrong', () => {
    // Heads-up, the big blind has a flush draw and top pair facing a small bet: a call at least.
    const good = handAt(2, 'p1', ['Kc', 'Tc'], ['Kh', '7c', '2c', '9s', '3h'], [raise(50), call, check, raise(20)]);
    for (const move of movesIn(good)) expect(move.type === 'call' || move.type === 'raise').toBe(true);
    // The same bet all-in with bottom-of-the-range air: a fold.
    const bad = handAt(2, 'p1', ['5d', '4h'], ['Kh', '7c', '2c', '9s', '3h'], [raise(50), call, check, { type: 'allin' }]);
    for (const move of movesIn(bad)) expect(move).toEqual(fold);
  });
});
