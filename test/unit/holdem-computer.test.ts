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
  if (legal.canRaise) moves.push({ type: 'raise', to: legal.minTo + rng.int(legal.maxTo - legal.minTo + 1) }, { type: 'raise', to: legal.minTo }, { type: 'allin' });
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
      if (!result.ok) throw new Error(`${player} ${JSON.stringify(action)} refused (${result.rejection.code}) in ${JSON.stringify(holdem.publicView(state).legal)}`);
      state = result.state;
    }
  }
  return turns;
}

const collected: Turn[] = [];

describe('the Hold\'em computer only makes moves the engine accepts', () => {
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

describe('the Hold\'em computer is deterministic and sees only its seat', () => {
  const turns = () => (collected.length > 0 ? collected : playTable(6, 20, 'fallback', (i) => i % 2 === 0));

  it('the same sight and the same draws give the same move, and the sight survives JSON', () => {
    for (const [i, { state, player }] of turns().entries()) {
      const sight = sightOf(state, player);
      const first = holdemComputer(sight, seededRng(SEED, `same.${i}`));
      expect(holdemComputer(JSON.parse(JSON.stringify(sight)), seededRng(SEED, `same.${i}`))).toEqual(first);
      expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    }
  });

  it('other players\' hole cards and the deck never change its move', () => {
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
