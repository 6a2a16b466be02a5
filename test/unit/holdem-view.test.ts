import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemAction, type HoldemState } from '../../src/games/holdem/actions.js';
import { showCards } from '../../src/games/holdem/cards.js';
import { quickSizes } from '../../src/games/holdem/view.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { LOCALES, type Session } from '../../src/store/session.js';
import { cryptoRng } from '../../src/rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';

const PLAYERS = Array.from({ length: 9 }, (_, i) => `10000000000000000${i + 1}`);
const config = holdemConfigSchema.parse({});
const session = (state: HoldemState, i: number): Session =>
  sampleSession({ game: 'holdem', phase: 'playing', state, config, players: PLAYERS.map((id) => ({ id, name: id })), locale: LOCALES[i % 3]!, deadline: 2e12 });

describe("Hold'em table", () => {
  it('with 9 seats, every moment of 100 random hands is valid for Discord, and no live hole card is public before it is shown', () => {
    let state = holdem.setup(PLAYERS, config, cryptoRng);
    let moments = 0;
    for (let hand = 0; hand < 100; hand++) {
      while (state.hand) {
        const body = tableMessage(session(state, moments));
        expectValidMessage(body);
        const text = JSON.stringify(body);
        if (!state.hand.revealed) for (const hole of Object.values(state.hand.secret.hole)) expect(text).not.toContain(showCards(hole));
        for (const p of state.hand.players) {
          const panel = panelMessage(session(state, moments), p, 'en');
          expectValidMessage(panel);
          for (const [other, hole] of Object.entries(state.hand.secret.hole)) {
            if (other !== p) expect(JSON.stringify(panel)).not.toContain(showCards(hole));
          }
        }
        const p = state.hand.toAct!;
        const view = holdem.publicView(state);
        const legal = view.legal!;
        const roll = cryptoRng.int(10);
        const sizes = quickSizes(view);
        const action: HoldemAction =
          roll < 2 && !legal.canCheck ? { type: 'fold' }
          : roll < 4 && sizes.length ? { type: 'raise', to: sizes[cryptoRng.int(sizes.length)]! }
          : roll < 5 && legal.canRaise ? { type: 'allin' }
          : legal.canCheck ? { type: 'check' } : { type: 'call' };
        const r = holdem.apply(state, p, action, cryptoRng);
        if (!r.ok) throw new Error(`${action.type}: ${r.rejection.code}`);
        state = r.state;
        moments++;
      }
      expectValidMessage(tableMessage(session(state, moments)));
      for (const busted of state.seats.filter((s) => s.stack === 0)) {
        const r = holdem.apply(state, busted.id, { type: 'topup', amount: config.maxBuyIn }, cryptoRng);
        if (r.ok) state = r.state;
      }
      const dealt = holdem.apply(state, state.seats[0]!.id, { type: 'deal' }, cryptoRng);
      if (!dealt.ok) throw new Error(dealt.rejection.code);
      state = dealt.state;
    }
    expect(moments).toBeGreaterThan(300);
    expectValidMessage(tableMessage({ ...session(state, 0), closedBy: PLAYERS[0]! }));
  });

  it('offers only legal sizes: min raise, half pot and pot, below the all-in', () => {
    const state = holdem.setup(PLAYERS.slice(0, 3), config, cryptoRng);
    const view = holdem.publicView(state);
    // preflop: pot 30 (10 + 20), 20 to call: min raise to 40, half pot 20 + 50/2 = 45, pot 20 + 50 = 70
    expect(quickSizes(view)).toEqual([40, 45, 70]);
    const labels = (tableMessage(session(state, 0)).components as any[]).flatMap((row) => row.components.map((c: any) => c.label));
    expect(labels).toEqual(expect.arrayContaining(['Fold', 'Call 20', 'Min raise to 40', '½ pot: 45', 'Pot: 70', 'All-in 2000', 'Other amount…']));
  });
});
