import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import type { HoldemAction, HoldemState } from '../../src/games/holdem/actions.js';
import { completeHand, holdemMoveSteps, type HandStep } from '../../src/games/holdem/history-steps.js';
import { describeCards, pokerStarsHand } from '../../src/games/holdem/history.js';
import type { GameEvent } from '../../src/kernel/engine.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeck, handDeck } from '../support/decks.js';

const AT = Date.UTC(2026, 10, 23, 17, 0, 0);
const NAMES = new Map([
  ['a', 'Alice'],
  ['b', 'Bob'],
  ['c', 'Carol'],
  ['d', 'Dave'],
]);
const fixture = (name: string) => readFileSync(new URL(`../fixtures/holdem/${name}`, import.meta.url), 'utf8').trimEnd();

/** Alice, Bob, Carol and Dave (sitting out) between hands at 5/10; Alice will hold the button. */
function table(): HoldemState {
  const stacks: Record<string, number> = { a: 1000, b: 100, c: 1000, d: 500 };
  return {
    smallBlind: 5,
    bigBlind: 10,
    minBuyIn: 100,
    maxBuyIn: 1000,
    seats: Object.entries(stacks).map(([id, stack]) => ({ id, stack, sittingOut: id === 'd', timeouts: 0, leaving: false })),
    ledger: Object.fromEntries(Object.entries(stacks).map(([id, stack]) => [id, { boughtIn: stack, cashedOut: 0 }])),
    button: 'c',
    handNo: 0,
    hand: null,
    lastHand: null,
  };
}

/** Plays moves through the engine, recording each move's history steps as the runner's hook would. */
class Recorder {
  moves: Array<{ version: number; steps: HandStep[] }> = [];
  constructor(public state: HoldemState) {}
  private record(next: HoldemState, events: GameEvent[]): void {
    const move = holdemMoveSteps(this.state, next, events, NAMES, AT);
    if (move) this.moves.push({ version: this.moves.length + 1, steps: move.steps });
    this.state = next;
  }
  deal(deck: string[]): this {
    const r = holdem.apply(this.state, 'a', { type: 'deal' }, new ScriptedRng(drawsForDeck(deck)));
    if (!r.ok) throw new Error(r.rejection.code);
    this.record(r.state, r.events);
    return this;
  }
  act(player: string, action: HoldemAction): this {
    const r = holdem.apply(this.state, player, action, new ScriptedRng());
    if (!r.ok) throw new Error(`${player} ${JSON.stringify(action)}: ${r.rejection.code}`);
    this.record(r.state, r.events);
    return this;
  }
  leave(player: string): this {
    const r = holdem.forfeit(this.state, player, new ScriptedRng());
    this.record(r.state, r.events);
    return this;
  }
}

/** The side-pot hand of the fixture: Bob all-in short preflop, Carol folds the turn to Alice's uncalled bet. */
function sidePotHand(): Recorder {
  // Dealt from the seat after the button: Bob, Carol, Alice.
  return new Recorder(table())
    .deal(
      handDeck(
        [
          ['Ah', 'Ad'],
          ['Kc', 'Qc'],
          ['8s', '8h'],
        ],
        ['2c', '7d', '9h', 'Js', '3h'],
      ),
    )
    .act('a', { type: 'raise', to: 30 })
    .act('b', { type: 'allin' })
    .act('c', { type: 'call' })
    .act('a', { type: 'call' })
    .act('c', { type: 'raise', to: 200 })
    .act('a', { type: 'call' })
    .act('c', { type: 'check' })
    .act('a', { type: 'raise', to: 300 })
    .act('c', { type: 'fold' });
}

describe("Hold'em hand history (PokerStars format)", () => {
  it('a scripted side-pot hand reads exactly as the hand-written expected file, for the player who folded', () => {
    const steps = completeHand(sidePotHand().moves);
    expect(steps).not.toBeNull();
    expect(pokerStarsHand(steps!, '1000001', 'Parlor 42', 'c')).toBe(fixture('side-pot.carol.txt'));
  });

  it('each reader sees only their own hole cards and the hands shown down, never a folded hand', () => {
    const steps = completeHand(sidePotHand().moves)!;
    const alice = pokerStarsHand(steps, '1', 'T', 'a');
    expect(alice).toContain('Dealt to Alice [8s 8h]');
    expect(alice).not.toMatch(/Kc|Qc/);
    const onlooker = pokerStarsHand(steps, '1', 'T', null);
    expect(onlooker).not.toContain('Dealt to');
    expect(onlooker).not.toMatch(/Kc|Qc/);
    expect(onlooker).toContain('Bob: shows [Ah Ad]');
  });

  it('a hand won by folds: the uncalled bet returns, nobody shows, the blinds are summarised', () => {
    const r = new Recorder(table()).deal(
      handDeck(
        [
          ['Ah', 'Ad'],
          ['Kc', 'Qc'],
          ['8s', '8h'],
        ],
        ['2c', '7d', '9h', 'Js', '3h'],
      ),
    );
    r.act('a', { type: 'raise', to: 40 }).act('b', { type: 'fold' }).act('c', { type: 'fold' });
    const text = pokerStarsHand(completeHand(r.moves)!, '7', 'T', 'b');
    expect(text).toContain("Uncalled bet (30) returned to Alice\nAlice collected 25 from pot\nAlice: doesn't show hand");
    expect(text).toContain('Total pot 25 | Rake 0');
    expect(text).toContain('Seat 1: Alice (button) collected (25)');
    expect(text).toContain('Seat 2: Bob (small blind) folded before Flop\nSeat 3: Carol (big blind) folded before Flop');
    expect(text).not.toContain('Board [');
    expect(text).toContain('Dealt to Bob [Ah Ad]');
    expect(text.replace('Dealt to Bob [Ah Ad]', '')).not.toMatch(/Ah|Ad|Kc|Qc|8s|8h|SHOW DOWN|didn't bet/);
  });

  it('a player who leaves mid-hand is recorded as folding', () => {
    const r = new Recorder(table()).deal(
      handDeck(
        [
          ['Ah', 'Ad'],
          ['Kc', 'Qc'],
          ['8s', '8h'],
        ],
        ['2c', '7d', '9h', 'Js', '3h'],
      ),
    );
    r.act('a', { type: 'call' }).leave('b').act('c', { type: 'check' });
    r.act('c', { type: 'check' }).act('a', { type: 'raise', to: 10 }).act('c', { type: 'fold' });
    const text = pokerStarsHand(completeHand(r.moves)!, '8', 'T', 'a');
    expect(text).toContain('Alice: calls 10\nBob: folds\nCarol: checks\n*** FLOP *** [2c 7d 9h]');
    expect(text).toContain('Seat 2: Bob (small blind) folded before Flop');
    expect(text).toContain('Seat 3: Carol (big blind) folded on the Flop');
  });

  it('seats keep their numbers for the life of the table: a player leaving renumbers nobody', () => {
    const r = new Recorder(table()).deal(
      handDeck(
        [
          ['Ah', 'Ad'],
          ['Kc', 'Qc'],
          ['8s', '8h'],
        ],
        ['2c', '7d', '9h', 'Js', '3h'],
      ),
    );
    r.act('a', { type: 'call' }).leave('b').act('c', { type: 'check' });
    r.act('c', { type: 'check' }).act('a', { type: 'raise', to: 10 }).act('c', { type: 'fold' });
    // Hand 2 after Bob left seat 2: Carol is still in seat 3, Dave (sitting out) in seat 4.
    const first = r.moves.length;
    r.deal(
      handDeck(
        [
          ['Ah', 'Ad'],
          ['Kc', 'Qc'],
        ],
        ['2c', '7d', '9h', 'Js', '3h'],
      ),
    );
    const button = r.state.button;
    r.act(r.state.hand!.toAct!, { type: 'fold' });
    const text = pokerStarsHand(completeHand(r.moves.slice(first))!, '9', 'T', 'a');
    expect(text).toMatch(/Seat 1: Alice \(\d+ in chips\)/);
    expect(text).toMatch(/Seat 3: Carol \(\d+ in chips\)/);
    expect(text).toContain('Seat 4: Dave (500 in chips) is sitting out');
    expect(text).not.toContain('Seat 2:');
    expect(text).toContain(`Seat #${button === 'a' ? 1 : 3} is the button`);
  });

  it("a hand with a lost move is dropped, not written wrong; another hand's moves never mix in", () => {
    const moves = sidePotHand().moves;
    expect(completeHand(moves.filter((_, i) => i !== 3))).toBeNull();
    expect(completeHand(moves.slice(1))).toBeNull();
    expect(completeHand(moves.slice(0, -1))).toBeNull();
    expect(completeHand([...moves].reverse())).not.toBeNull();
  });

  it('the first hand, dealt by the game setup without events, is recorded too', () => {
    const rng = new ScriptedRng(
      drawsForDeck(
        handDeck(
          [
            ['Ah', 'Ad'],
            ['Kc', 'Qc'],
          ],
          [],
        ),
      ),
    );
    const state = holdem.setup(['a', 'b'], holdem.configSchema.parse({ smallBlind: 5, bigBlind: 10 }), rng);
    const move = holdemMoveSteps(null, state, [], NAMES, AT)!;
    expect(move.handNo).toBe(1);
    const start = move.steps[0]!;
    expect(start.kind === 'start' && start.seats.map((s) => s.stack)).toEqual([1000, 1000]);
    expect(start.kind === 'start' && [start.button, start.smallBlindPlayer, start.bigBlindPlayer]).toEqual(['a', 'a', 'b']);
  });

  it('names hands as PokerStars does', () => {
    expect(describeCards(['Ah', 'Kd', '7c', '5s', '2h'])).toBe('high card Ace');
    expect(describeCards(['Ah', 'Ad', 'Kc', 'Kd', '2h'])).toBe('two pair, Aces and Kings');
    expect(describeCards(['6h', '6d', '6c', 'Kd', '2h'])).toBe('three of a kind, Sixes');
    expect(describeCards(['Ah', '2d', '3c', '4d', '5h', 'Kc', 'Qc'])).toBe('a straight, Ace to Five');
    expect(describeCards(['9h', 'Td', 'Jc', 'Qd', 'Kh'])).toBe('a straight, Nine to King');
    expect(describeCards(['Ah', '9h', '7h', '4h', '2h'])).toBe('a flush, Ace high');
    expect(describeCards(['Kh', 'Kd', 'Kc', 'Ad', 'Ah'])).toBe('a full house, Kings full of Aces');
    expect(describeCards(['2h', '2d', '2c', '2s', 'Ah'])).toBe('four of a kind, Deuces');
    expect(describeCards(['9h', 'Th', 'Jh', 'Qh', 'Kh'])).toBe('a straight flush, Nine to King');
    expect(describeCards(['Ts', 'Js', 'Qs', 'Ks', 'As'])).toBe('a Royal Flush');
  });
});
