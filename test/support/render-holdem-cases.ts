import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemAction, type HoldemState } from '../../src/games/holdem/actions.js';
import type { Card } from '../../src/games/holdem/cards.js';
import { ScriptedRng } from './scripted-rng.js';
import { drawsForDeck, handDeck } from './decks.js';

/** Seat ids and the names the platform shows: several scripts, an emoji, one too long for a seat. */
export const HOLDEM_NAMES: Record<string, string> = {
  p1: 'Ann',
  p2: '王小明',
  p3: 'Chloé',
  p4: '김민준',
  p5: 'Dmitri Volkov-Rimsky',
  p6: '🎲 Lucky',
  p7: 'Bo',
  p8: 'Eve',
  p9: 'Zoë',
};
const config = holdemConfigSchema.parse({ smallBlind: 10, bigBlind: 20, minBuyIn: 200, maxBuyIn: 2000 });
const deck = (holes: ReadonlyArray<readonly [Card, Card]>, board: readonly Card[]) => new ScriptedRng(drawsForDeck(handDeck(holes, board)));

/** Applies moves for whoever is to act, in turn. */
export function holdemMoves(state: HoldemState, moves: HoldemAction[], rng = new ScriptedRng()): HoldemState {
  let s = state;
  for (const move of moves) {
    const player = s.hand?.toAct;
    if (!player) throw new Error(`no one to act for ${move.type}`);
    const r = holdem.apply(s, player, move, rng);
    if (!r.ok) throw new Error(`${player} ${move.type}: ${r.rejection.code}`);
    s = r.state;
  }
  return s;
}

function act(state: HoldemState, player: string, action: HoldemAction, rng = new ScriptedRng()): HoldemState {
  const r = holdem.apply(state, player, action, rng);
  if (!r.ok) throw new Error(`${player} ${action.type}: ${r.rejection.code}`);
  return r.state;
}

const FOLD = { type: 'fold' } as const;
const CALL = { type: 'call' } as const;
const CHECK = { type: 'check' } as const;
const raise = (to: number) => ({ type: 'raise', to }) as const;

/**
 * Nine seats on the flop: one short stack all-in (a main pot and a side pot), folds, bets in front
 * of seats, the button, the blinds, a player sitting out and one waiting for the next hand.
 */
export function holdemFlop(): HoldemState {
  const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
  // Hand 1 (button p1): everyone folds to the big blind, p3.
  let s = holdem.setup(players, config, deck([], []));
  s = holdemMoves(s, [FOLD, FOLD, FOLD, FOLD, FOLD, FOLD, FOLD]);
  s = act(s, 'p9', { type: 'sit', buyIn: 300 });
  s = act(s, 'p8', { type: 'sitout' });
  // Hand 2: button p2, blinds p3 and p4; dealt p3..p7, p9, p1, p2 (p8 sits out).
  const holes: Array<[Card, Card]> = [
    ['Kd', 'Qd'],
    ['7c', '7s'],
    ['Ah', 'Jh'],
    ['9s', '8s'],
    ['2c', '3d'],
    ['As', 'Kc'],
    ['Tc', 'Td'],
    ['5h', '4h'],
  ];
  s = act(s, 'p1', { type: 'deal' }, deck(holes, ['Ks', 'Jd', '7h', '2h', 'Qc']));
  // Preflop from p5: p5 calls, p6 raises to 80, p7 folds, p9 all-in 300, p1 calls, p2 folds, p3 folds, p4 calls, p5 calls, p6 calls, p1 calls.
  s = holdemMoves(s, [CALL, raise(80), FOLD, { type: 'allin' }, CALL, FOLD, FOLD, CALL, CALL, CALL]);
  // Flop: p4 checks, p5 bets 200, p6 calls; p1 to act.
  s = holdemMoves(s, [CHECK, raise(200), CALL]);
  return s;
}

/** Between hands after a showdown: three hands shown, the board's five for the winner marked. */
export function holdemShowdown(): HoldemState {
  const players = ['p1', 'p2', 'p3', 'p4'];
  // Button p1; dealt p2, p3, p4, p1.
  const holes: Array<[Card, Card]> = [
    ['Ah', 'Qh'],
    ['Kc', 'Kd'],
    ['9s', '9c'],
    ['7d', '2c'],
  ];
  let s = holdem.setup(players, config, deck(holes, ['Kh', '9h', '4h', 'Ks', '3c']));
  // Preflop from p4: p4 calls, p1 folds, p2 calls, p3 checks. Flop/turn/river: checked down.
  s = holdemMoves(s, [CALL, FOLD, CALL, CHECK]);
  for (let street = 0; street < 3; street++) s = holdemMoves(s, [CHECK, CHECK, CHECK]);
  return s;
}

/** Between hands after everyone folded to a raise: no cards shown. */
export function holdemFoldWin(): HoldemState {
  const players = ['p1', 'p2', 'p3', 'p4', 'p5'];
  let s = holdem.setup(players, config, deck([], []));
  s = holdemMoves(s, [raise(60), FOLD, FOLD, FOLD, FOLD]);
  return s;
}

/** The largest table: nine seats, preflop, first to act. */
export function holdemNineSeats(): HoldemState {
  return holdem.setup(Object.keys(HOLDEM_NAMES), config, deck([], []));
}

/** Nine long names as Discord shows them (nicknames with a surname, a handle, a script mix): each must read whole. */
export const HOLDEM_LONG_NAMES: Record<string, string> = {
  p1: 'Alexandra Montgomery',
  p2: '王小明 Wang Xiaoming',
  p3: 'Chloé Desjardins-Roy',
  p4: '김민준 (Kim Min-jun)',
  p5: 'Dmitri Volkov-Rimsky',
  p6: '🎲 Lucky Seven Stars',
  p7: 'Bartholomew Fitzgerald',
  p8: 'Evangeline_Nightshade',
  p9: 'Zoë van der Westhuizen',
};

/** Four players with four different stacks: the deepest to act last, against three all-in (a main pot and two side pots). */
function fourStacks(): HoldemState {
  const players = ['p1', 'p2', 'p3', 'p4'];
  // Hand 1 (button p1, blinds p2 and p3): everyone folds to the big blind.
  let s = holdem.setup(players, config, deck([], []));
  s = holdemMoves(s, [FOLD, FOLD, FOLD]);
  const stacks: Record<string, number> = { p1: 2000, p2: 300, p3: 600, p4: 1200 };
  s = { ...s, seats: s.seats.map((seat) => ({ ...seat, stack: stacks[seat.id]! })) };
  // Hand 2: button p2, blinds p3 and p4; p1 first to act preflop, then p2, p3, p4.
  const holes: Array<[Card, Card]> = [
    ['Qs', 'Qh'],
    ['8c', '8d'],
    ['As', 'Kd'],
    ['Jc', 'Jh'],
  ];
  return act(s, 'p1', { type: 'deal' }, deck(holes, ['8h', 'Kc', '2d', '5s', 'Js']));
}

/** Preflop: three players all-in for 300, 600 and 1,200; Ann, deepest, to act: three pots on the table. */
export function holdemAllInThreePots(): HoldemState {
  let s = fourStacks();
  // From p1: Ann calls the big blind, then p2, p3 and p4 go all-in in turn; Ann to act again.
  s = holdemMoves(s, [CALL, { type: 'allin' }, { type: 'allin' }, { type: 'allin' }]);
  return s;
}

/** Ann calls the three all-ins: four hands shown, the board run out; 王小明's three Jacks take the main pot, 김민준's three Eights both side pots. */
export function holdemShowdownThreePots(): HoldemState {
  return holdemMoves(holdemAllInThreePots(), [CALL]);
}
