import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import type { Card } from '../../src/games/holdem/cards.js';
import { ScriptedRng } from './scripted-rng.js';
import { drawsForDeck, handDeck } from './decks.js';

/** A Hold'em table between hands with blinds 5/10; `button` will hold the button in the next hand. */
export function tableBetweenHands(stacks: Record<string, number>, button: string): HoldemState {
  const ids = Object.keys(stacks);
  const before = ids[(ids.indexOf(button) - 1 + ids.length) % ids.length]!;
  return {
    smallBlind: 5,
    bigBlind: 10,
    minBuyIn: 100,
    maxBuyIn: 100_000,
    seats: ids.map((id) => ({ id, stack: stacks[id]!, sittingOut: false, timeouts: 0, leaving: false })),
    ledger: Object.fromEntries(ids.map((id) => [id, { boughtIn: stacks[id]!, cashedOut: 0 }])),
    button: ids.length > 1 ? before : null,
    handNo: 0,
    hand: null,
    lastHand: null,
  };
}

/** Deals the next hand with these hole cards (in seat order from the first dealt) and this board. */
export function dealHand(s: HoldemState, holes: Array<[Card, Card]> = [], board: Card[] = []): HoldemState {
  const r = holdem.apply(s, s.seats[0]!.id, { type: 'deal' }, new ScriptedRng(drawsForDeck(handDeck(holes, board))));
  if (!r.ok) throw new Error(r.rejection.code);
  return r.state;
}
