import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemAction, type HoldemState } from '../../src/games/holdem/actions.js';
import { showCards, type Card } from '../../src/games/holdem/cards.js';
import { holdemUi, quickSizes } from '../../src/games/holdem/view.js';
import { announcement, tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import { viewContext } from '../../src/views/context.js';
import { translator, type Locale } from '../../src/i18n/catalog.js';
import { LOCALES, type Session } from '../../src/kernel/session.js';
import { testRng } from '../support/test-rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeck, handDeck } from '../support/decks.js';
import { phoneLines } from '../../src/views/phone-lines.js';
import { GAMES } from '../support/games.js';

const PLAYERS = Array.from({ length: 9 }, (_, i) => `10000000000000000${i + 1}`);
const config = holdemConfigSchema.parse({});
const session = (state: HoldemState, i: number): Session =>
  sampleSession({ game: 'holdem', phase: 'playing', state, config, players: PLAYERS.map((id) => ({ id, name: id })), locale: LOCALES[i % 3]!, deadline: 2e12 });

describe("Hold'em table", () => {
  it('with 9 seats, every moment of 100 random hands is valid for Discord, and no live hole card is public before it is shown', () => {
    let state = holdem.setup(PLAYERS, config, testRng);
    let moments = 0;
    for (let hand = 0; hand < 100; hand++) {
      while (state.hand) {
        const body = tableMessage(GAMES, session(state, moments));
        expectValidMessage(body);
        const text = JSON.stringify(body);
        if (!state.hand.revealed) for (const hole of Object.values(state.hand.secret.hole)) expect(text).not.toContain(showCards(hole));
        for (const p of state.hand.players) {
          const panel = panelMessage(GAMES, session(state, moments), p, 'en');
          expectValidMessage(panel);
          for (const [other, hole] of Object.entries(state.hand.secret.hole)) {
            if (other !== p) expect(JSON.stringify(panel)).not.toContain(showCards(hole));
          }
        }
        const p = state.hand.toAct!;
        const view = holdem.publicView(state);
        const legal = view.legal!;
        const roll = testRng.int(10);
        const sizes = quickSizes(view);
        const action: HoldemAction =
          roll < 2 && !legal.canCheck
            ? { type: 'fold' }
            : roll < 4 && sizes.length
              ? { type: 'raise', to: sizes[testRng.int(sizes.length)]!.to }
              : roll < 5 && legal.canRaise
                ? { type: 'allin' }
                : legal.canCheck
                  ? { type: 'check' }
                  : { type: 'call' };
        const r = holdem.apply(state, p, action, testRng);
        if (!r.ok) throw new Error(`${action.type}: ${r.rejection.code}`);
        state = r.state;
        moments++;
      }
      expectValidMessage(tableMessage(GAMES, session(state, moments)));
      for (const busted of state.seats.filter((s) => s.stack === 0)) {
        const r = holdem.apply(state, busted.id, { type: 'topup', amount: config.maxBuyIn }, testRng);
        if (r.ok) state = r.state;
      }
      const dealt = holdem.apply(state, state.seats[0]!.id, { type: 'deal' }, testRng);
      if (!dealt.ok) throw new Error(dealt.rejection.code);
      state = dealt.state;
    }
    expect(moments).toBeGreaterThan(300);
    expectValidMessage(tableMessage(GAMES, { ...session(state, 0), closedBy: PLAYERS[0]! }));
    // Hundreds of renders through discord.js's validators: a walk, not a timing; give it room on a busy machine.
  }, 90_000);

  it('offers only legal sizes: min raise, half pot and pot, below the all-in', () => {
    const state = holdem.setup(PLAYERS.slice(0, 3), config, testRng);
    const view = holdem.publicView(state);
    // preflop: pot 30 (10 + 20), 20 to call: min raise to 40, half pot 20 + 50/2 = 45, pot 20 + 50 = 70
    expect(quickSizes(view)).toEqual([
      { size: 'min', to: 40 },
      { size: 'half', to: 45 },
      { size: 'pot', to: 70 },
    ]);
    // The sizes are offered in the panel of the player to act (the table carries no betting).
    const labels = (panelMessage(GAMES, session(state, 0), state.hand!.toAct!, 'en').components as any[]).flatMap((row) =>
      row.components.map((c: any) => c.label),
    );
    expect(labels).toEqual(expect.arrayContaining(['Fold', 'Call 20', 'Min raise to 40', '½ pot: 45', 'Pot-size bet: 70', 'All-in 2000', 'Other amount…']));
  });

  it('names each size for what it is when half the pot is the minimum raise', () => {
    // Heads-up, blinds 10/20: the button (small blind) faces 10 more; pot 30, 40 after calling, so half
    // the pot is to 20 + 20 = 40, the same as the minimum raise; the pot is to 20 + 40 = 60.
    const state = holdem.setup(PLAYERS.slice(0, 2), config, testRng);
    const view = holdem.publicView(state);
    expect(quickSizes(view)).toEqual([
      { size: 'min', to: 40 },
      { size: 'pot', to: 60 },
    ]);
    // The sizes are offered in the panel of the player to act (the table carries no betting).
    const labels = (panelMessage(GAMES, session(state, 0), state.hand!.toAct!, 'en').components as any[]).flatMap((row) =>
      row.components.map((c: any) => c.label),
    );
    expect(labels).toEqual(expect.arrayContaining(['Min raise to 40', 'Pot-size bet: 60']));
    expect(labels.some((l: string) => l.startsWith('½'))).toBe(false);
  });
});

const [ANN, BO, CHAN] = PLAYERS as [string, string, string];
const small = holdemConfigSchema.parse({ smallBlind: 10, bigBlind: 20, minBuyIn: 800, maxBuyIn: 2000 });
const text = (body: { content?: string; embeds: Array<{ title?: string; description?: string; fields?: Array<{ name: string; value: string }> }> }) =>
  [body.content ?? '', ...body.embeds.flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value])])].join('\n');
const at = (state: HoldemState, locale: Locale = 'en', players = PLAYERS.slice(0, 3)): Session =>
  sampleSession({ game: 'holdem', phase: 'playing', state, config: small, players: players.map((id) => ({ id, name: id })), locale, deadline: 2e12 });
function act(s: HoldemState, p: string, a: HoldemAction): HoldemState {
  const r = holdem.apply(s, p, a, testRng);
  if (!r.ok) throw new Error(`${p} ${a.type}: ${r.rejection.code}`);
  return r.state;
}
/** Blinds 10/20, everyone with 2000; the lobby order seats ann (button), bo, chan. `holes` in dealing order. */
const dealt = (players: string[], holes: Array<[Card, Card]> = [], board: Card[] = []) =>
  holdem.setup(players, small, new ScriptedRng(drawsForDeck(handDeck(holes, board))));
const modalFor = (state: HoldemState, name: string, player: string, locale: Locale = 'en') =>
  holdemUi.modal!(name, holdem.playerView(state, player), viewContext(GAMES, at(state, locale), locale));
const refusalText = (form: ReturnType<typeof modalFor>, locale: Locale = 'en') => ('refusal' in form ? translator(locale).message(form.refusal) : null);
/** Checks or calls the hand to its end. */
function playOut(s: HoldemState): HoldemState {
  let state = s;
  while (state.hand) {
    const p = state.hand.toAct!;
    state = act(state, p, holdem.apply(state, p, { type: 'check' }, testRng).ok ? { type: 'check' } : { type: 'call' });
  }
  return state;
}

describe('the pots line', () => {
  it('shows one pot while nobody is all-in: a blind or a bet nobody has called is not a side pot', () => {
    let s = dealt([ANN, BO]);
    expect(text(tableMessage(GAMES, at(s)))).toContain('Pot: 30');
    expect(text(tableMessage(GAMES, at(s)))).not.toMatch(/Side pot|Main pot/);
    s = act(s, ANN, { type: 'raise', to: 100 });
    expect(text(tableMessage(GAMES, at(s)))).toContain('Pot: 120');
    expect(text(tableMessage(GAMES, at(s)))).not.toMatch(/Side pot|Main pot/);
  });

  it('shows a side pot once a live player is all-in for less and others put in more', () => {
    // chan (third seat, first to act preflop in a three-handed game) is short: 300
    let s = dealt([ANN, BO, CHAN]);
    s = { ...s, seats: s.seats.map((x) => (x.id === ANN ? { ...x, stack: 300 } : x)), ledger: { ...s.ledger, [ANN]: { boughtIn: 300, cashedOut: 0 } } };
    expect(s.hand!.toAct).toBe(ANN);
    s = act(s, ANN, { type: 'allin' });
    // bo's raise over the all-in is not called yet: no side pot
    s = act(s, BO, { type: 'raise', to: 1000 });
    expect(text(tableMessage(GAMES, at(s)))).toContain('Pot: 1320');
    s = act(s, CHAN, { type: 'call' });
    // main pot 3 x 300, side pot 2 x 700
    expect(text(tableMessage(GAMES, at(s)))).toContain('Main pot 900 · Side pot 1: 1400');
  });
});

describe('the panels and the ledger', () => {
  it("tells the player to act that it is their turn, in their language; the others' panels do not", () => {
    const s = dealt([ANN, BO]);
    expect(s.hand!.toAct).toBe(ANN);
    expect(text(panelMessage(GAMES, at(s), ANN, 'en'))).toContain('Your turn: 10 to call.');
    expect(text(panelMessage(GAMES, at(s), ANN, 'zh-CN'))).toContain('轮到你了：需跟注 10。');
    expect(text(panelMessage(GAMES, at(s), ANN, 'ko'))).toContain('내 차례: 콜 10.');
    expect(text(panelMessage(GAMES, at(s), ANN, 'en'))).not.toContain(`<@${ANN}>`);
    expect(text(panelMessage(GAMES, at(s), BO, 'en'))).not.toContain('Your turn');
    const limped = act(s, ANN, { type: 'call' });
    expect(text(panelMessage(GAMES, at(limped), BO, 'en'))).toContain('Your turn: check or bet.');
  });

  it('names no best hand before the flop, and the best hand from the flop on', () => {
    // dealing order bo, ann (heads-up: ann on the button)
    const s = dealt(
      [ANN, BO],
      [
        ['7c', '7d'],
        ['As', 'Kd'],
      ],
      ['7h', '2c', '9s', 'Jd', '3h'],
    );
    for (const locale of LOCALES) {
      expect(text(panelMessage(GAMES, at(s), BO, locale))).not.toContain(translator(locale)('holdem.bestHand', { hand: '' }).trim());
    }
    expect(holdem.playerView(s, BO).best).toBeNull();
    const flop = act(act(s, ANN, { type: 'call' }), BO, { type: 'check' });
    expect(flop.hand!.street).toBe('flop');
    // In the words of the panel's picture and the showdown (hand-words.ts), not the bare category.
    expect(text(panelMessage(GAMES, at(flop), BO, 'en'))).toContain('Best hand now: Three of a Kind, Sevens');
    expect(text(panelMessage(GAMES, at(flop), ANN, 'en'))).toContain('Best hand now: Ace high');
    expect(text(panelMessage(GAMES, at(flop), ANN, 'ko'))).toContain('A 하이');
  });

  it('punctuates in Chinese: no ASCII colon or comma after Chinese words, in the panel, the table and the result', () => {
    const s = dealt([ANN, BO, CHAN], [], ['7h', '2c', '9s', 'Jd', '3h']);
    const flop = act(act(act(s, ANN, { type: 'call' }), BO, { type: 'call' }), CHAN, { type: 'check' });
    const panel = panelMessage(GAMES, at(flop, 'zh-CN'), BO, 'zh-CN');
    expect((panel.embeds[0] as { title: string }).title).toMatch(/^你的手牌：/);
    const over = playOut(flop);
    for (const body of [panel, tableMessage(GAMES, at(flop, 'zh-CN')), tableMessage(GAMES, at(over, 'zh-CN'))]) {
      expect(text(body)).not.toMatch(/[\p{Script=Han}]: /u);
      expect(text(body)).not.toMatch(/[\p{Script=Han}], /u);
    }
    expect(text(tableMessage(GAMES, at(flop, 'zh-CN')))).toContain('底池：60');
  });

  it('names the street in the words beside the picture and in the text table', () => {
    const s = dealt([ANN, BO], [], ['7h', '2c', '9s', 'Jd', '3h']);
    const caption = (state: HoldemState, locale: Locale = 'en') =>
      text(holdemUi.caption!(holdem.publicView(state), viewContext(GAMES, at(state, locale), locale)));
    expect(caption(s)).toContain('**Pre-flop**');
    expect(text(tableMessage(GAMES, at(s)))).toContain('**Pre-flop**');
    const flop = act(act(s, ANN, { type: 'call' }), BO, { type: 'check' });
    expect(caption(flop)).toContain('**Flop**');
    expect(caption(flop, 'zh-CN')).toContain('**翻牌**');
    expect(caption(flop, 'ko')).toContain('**플롭**');
    expect(text(tableMessage(GAMES, at(flop)))).toContain('**Flop** · Board: ');
    const turn = act(act(flop, BO, { type: 'check' }), ANN, { type: 'check' });
    expect(caption(turn)).toContain('**Turn**');
    const river = act(act(turn, BO, { type: 'check' }), ANN, { type: 'check' });
    expect(caption(river)).toContain('**River**');
    expect(text(tableMessage(GAMES, at(river), 'zh-CN'))).toContain('**河牌** · 公共牌：');
  });

  it('shows a player who left as cashed out with what they took', () => {
    let s = playOut(dealt([ANN, BO, CHAN]));
    const stack = s.seats.find((x) => x.id === CHAN)!.stack;
    s = holdem.forfeit(s, CHAN, testRng).state;
    const net = stack - 2000;
    const ledger = text(holdemUi.info!('ledger', holdem.publicView(s), viewContext(GAMES, at(s), 'en')));
    expect(ledger).toContain(`<@${CHAN}>: bought in 2000 · left, cashed out ${stack} · net ${net > 0 ? `+${net}` : net}`);
    expect(ledger).not.toMatch(new RegExp(`<@${CHAN}>: bought in 2000 · now 0`));
  });
});

describe('the buy-in and top-up forms', () => {
  it('open again with what a refused one held, in place of the suggested amount', () => {
    const s = dealt([ANN, BO]);
    const form = (typed?: Record<string, string>) => {
      const modal = holdemUi.modal!('raise', holdem.playerView(s, ANN), viewContext(GAMES, at(s), 'en'), typed);
      if ('refusal' in modal) throw new Error('refused');
      return (modal.components[0] as { components: Array<{ value?: string }> }).components[0]!.value;
    };
    expect(form()).toBe('40');
    expect(form({ amount: '30' })).toBe('30');
    expect(form({ amount: '  ' })).toBe('40');
  });

  it('refuse instead of opening when the action cannot apply: sitting down while seated, topping up mid-hand', () => {
    const s = dealt([ANN, BO, CHAN]);
    expect(refusalText(modalFor(s, 'sit', ANN))).toBe('You already have a seat at this table.');
    expect(refusalText(modalFor(s, 'topup', ANN))).toBe('You are in the hand being played: chips can be added once it is over.');
    expect(refusalText(modalFor(s, 'topup', 'stranger'))).toBe('You have no seat at this table: press Sit down first.');
    expect(refusalText(modalFor(s, 'raise', BO))).toBe('It is not your turn.');
    expect(refusalText(modalFor(s, 'sit', 'stranger'))).toBeNull();
  });

  it('say why when the stack is at the maximum, and never offer a range of 0 or less', () => {
    // bo (first dealt) wins the checked-down hand with aces: 2040; ann and chan keep 1980
    const s = playOut(
      dealt(
        [ANN, BO, CHAN],
        [
          ['As', 'Ad'],
          ['2c', '7d'],
          ['3h', '8s'],
        ],
        ['Ks', 'Qd', '9c', '5h', '4d'],
      ),
    );
    const rich = s.seats.find((x) => x.id === BO)!;
    const short = s.seats.find((x) => x.id === ANN)!;
    expect([rich.stack, short.stack]).toEqual([2040, 1980]);
    for (const locale of LOCALES) expect(refusalText(modalFor(s, 'topup', rich.id, locale), locale)).toContain('2000');
    expect(refusalText(modalFor(s, 'topup', rich.id))).toBe('Your stack is already at the maximum buy-in (2000): there is nothing to top up.');
    const form = modalFor(s, 'topup', short.id);
    expect(JSON.stringify(form)).toContain(`Chips to add (1 to ${2000 - short.stack})`);
    const broke: HoldemState = { ...s, seats: s.seats.map((x) => (x.id === short.id ? { ...x, stack: 0 } : x)) };
    expect(JSON.stringify(modalFor(broke, 'topup', short.id))).toContain('Chips to add (800 to 2000)');
    for (const state of [s, broke])
      for (const p of [ANN, BO, CHAN, 'stranger'])
        for (const name of ['sit', 'topup']) {
          expect(JSON.stringify(modalFor(state, name, p))).not.toMatch(/\(max 0\)|at most 0|-\d/);
        }
  });
});

describe('every hand ends with a public line', () => {
  const posted = (before: HoldemState, after: HoldemState, locale: Locale = 'en') => {
    const body = announcement(GAMES, at(after, locale), at(before, locale));
    return body ? text(body).trim() : null;
  };

  it('a hand won by folds names the winner and the amount', () => {
    const s = dealt([ANN, BO, CHAN]);
    const folded = act(act(s, ANN, { type: 'fold' }), BO, { type: 'fold' });
    expect(posted(s, s)).toBeNull();
    // A short record: the hand and who won what (the uncalled bet is in its details).
    expect(posted(act(s, ANN, { type: 'fold' }), folded)).toBe(`**Hand #1** · <@${CHAN}> wins 20, everyone else folded.`);
    expect(posted(act(s, ANN, { type: 'fold' }), folded, 'zh-CN')).toContain(`<@${CHAN}> 赢得 20，其他人都已弃牌。`);
    expect(posted(act(s, ANN, { type: 'fold' }), folded, 'ko')).toContain(`나머지가 모두 폴드해 <@${CHAN}>님이 20칩을 가져갔습니다.`);
  });

  it('a showdown names who won the pot and with what', () => {
    // dealing order bo, chan, ann; the board gives bo two pair
    const s = dealt(
      [ANN, BO, CHAN],
      [
        ['9c', '9d'],
        ['2s', '3h'],
        ['4c', '5d'],
      ],
      ['9h', 'Kd', 'Kc', '7s', 'Jd'],
    );
    const done = playOut(s);
    const line = posted(s, done)!;
    expect(line).toBe(`**Hand #1** · <@${BO}> wins 60\nFull House, Nines full of Kings beats Pair of Kings`);
    expect(phoneLines(line)).toBeLessThanOrEqual(3);
    // The details, one click away: every hand shown and every pot.
    const details = holdemUi.recordDetails!(holdem.publicView(done), 1, viewContext(GAMES, at(done, 'en'), 'en'))!;
    expect(details.embeds[0]!.description).toContain(`<@${BO}> shows 9♣️ 9♦️: Full House, Nines full of Kings`);
    expect(details.embeds[0]!.description).toContain(`Pot (60) → <@${BO}> 60 (Full House, Nines full of Kings beats Pair of Kings)`);
    expect(holdemUi.recordDetails!(holdem.publicView(done), 2, viewContext(GAMES, at(done, 'en'), 'en'))).toBeNull();
  });
});

describe('a table where no hand can be dealt says why', () => {
  it('names who sits out and who has no chips', () => {
    const [a, b, c] = PLAYERS as [string, string, string];
    let s = holdem.setup([a, b, c], config, testRng);
    for (const p of [b, c]) {
      const r = holdem.apply(s, p, { type: 'sitout' }, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    s = playOut(s);
    const idle = { ...session(s, 0), locale: 'en' as const, deadline: null };
    const text = JSON.stringify(tableMessage(GAMES, idle));
    expect(text).toContain('Waiting for at least two players with chips.');
    expect(text).toContain(`Sitting out: <@${b}>, <@${c}>. “I’m back” deals them in again.`);
    const broke: HoldemState = { ...s, seats: s.seats.map((seat) => (seat.id === c ? { ...seat, stack: 0, sittingOut: false } : seat)) };
    expect(JSON.stringify(tableMessage(GAMES, { ...idle, state: broke, locale: 'ko' }))).toContain(`칩 없음: <@${c}>. “칩 추가”로 칩을 채울 수 있습니다.`);
  });
});

describe("Hold'em table's moves of this hand", () => {
  it('head each street with its name, in the table’s language', () => {
    const three = PLAYERS.slice(0, 3);
    let state = holdem.setup(three, config, testRng);
    const act = (type: 'call' | 'check' | 'deal') => {
      const r = holdem.apply(state, state.hand?.toAct ?? three[0]!, { type }, testRng);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
    };
    if (!state.hand) act('deal');
    // Pre-flop: two calls and the big blind's check; then the first check of the flop.
    act('call');
    act('call');
    act('check');
    act('check');
    const moves = (locale: Locale) => {
      const s = { ...session(state, 0), players: three.map((id) => ({ id, name: id })), locale };
      const embed = tableMessage(GAMES, s).embeds[0]!;
      return embed.fields!.find((f) => f.name === translator(locale)('holdem.recent'))!.value.split('\n');
    };
    const en = moves('en');
    expect(en[0]).toBe('**Pre-flop**');
    expect(en.indexOf('**Flop**')).toBe(4);
    expect(en).toHaveLength(6);
    expect(moves('zh-CN')).toContain('**翻牌**');
    expect(moves('ko')).toContain('**플롭**');
    // Two more checks close the flop, and one opens the turn: seven moves, of which the last six are listed after "…".
    act('check');
    act('check');
    act('check');
    const cut = moves('en');
    expect(cut[0]).toBe('…');
    expect(cut.filter((line) => !line.startsWith('**') && line !== '…')).toHaveLength(6);
    expect(cut).toContain('**Turn**');
  });
});
