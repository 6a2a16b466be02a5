import { describe, expect, it } from 'vitest';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemAction, type HoldemState } from '../../src/games/holdem/actions.js';
import { buyInRange, RETURN_WINDOW_MS } from '../../src/games/holdem/seating.js';
import type { Rng } from '../../src/rng.js';
import { holdemUi } from '../../src/games/holdem/view.js';
import { translator } from '../../src/i18n/catalog.js';

// A returning player brings back at least the stack they left with, within the hour. Time is the
// engine's input (the runner stamps each move): these tests script it.
const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const config = holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10, minBuyIn: 100, maxBuyIn: 1000 });
/** Deals are not what these tests are about: every draw is the first card left. */
const rng = (): Rng => ({ int: () => 0 });

function act(s: HoldemState, p: string, a: HoldemAction, now: number): HoldemState {
  const r = holdem.apply(s, p, a, rng(), now);
  if (!r.ok) throw new Error(`${p} ${JSON.stringify(a)}: ${r.rejection.code}`);
  return r.state;
}
const refusal = (s: HoldemState, p: string, a: HoldemAction, now: number) => {
  const r = holdem.apply(s, p, a, rng(), now);
  return r.ok ? null : r.rejection;
};
const stack = (s: HoldemState, p: string) => s.seats.find((x) => x.id === p)?.stack;

/** a, b, c at the table between hands, a with 1,400 (won from the others), b and c with 800. */
function betweenHands(): HoldemState {
  const s = holdem.setup(['a', 'b', 'c'], config, rng());
  return { ...s, hand: null, seats: s.seats.map((x) => ({ ...x, stack: x.id === 'a' ? 1400 : 800 })) };
}

describe('leaving with winnings and sitting down again within the hour', () => {
  it('between hands: back within the hour, at least the stack left with (here above the maximum buy-in, so all of it)', () => {
    let s = holdem.forfeit(betweenHands(), 'a', rng(), T0).state;
    expect(s.seats.map((x) => x.id)).toEqual(['b', 'c']);
    expect(buyInRange(s, 'a', T0 + 30 * MINUTE)).toEqual({ ok: true, min: 1400, max: 1400, leftWith: 1400 });
    expect(refusal(s, 'a', { type: 'sit', buyIn: 1000 }, T0 + 30 * MINUTE)).toEqual({
      code: 'buy-in-back',
      key: 'holdem.buyInBack',
      params: { stack: 1400, max: 1400 },
    });
    s = act(s, 'a', { type: 'sit', buyIn: 1400 }, T0 + 30 * MINUTE);
    expect(stack(s, 'a')).toBe(1400);
    // Brought back: the rule has nothing left to hold them to.
    expect(s.departed).toEqual({});
  });

  it('an hour later the usual buy-in applies again', () => {
    const s = holdem.forfeit(betweenHands(), 'a', rng(), T0).state;
    expect(buyInRange(s, 'a', T0 + RETURN_WINDOW_MS - 1)).toMatchObject({ min: 1400 });
    expect(buyInRange(s, 'a', T0 + RETURN_WINDOW_MS)).toEqual({ ok: true, min: 100, max: 1000 });
    expect(stack(act(s, 'a', { type: 'sit', buyIn: 100 }, T0 + RETURN_WINDOW_MS), 'a')).toBe(100);
  });

  it('a player who left with less than the minimum buy-in brings the usual buy-in', () => {
    const short = { ...betweenHands(), seats: betweenHands().seats.map((x) => (x.id === 'b' ? { ...x, stack: 60 } : x)) };
    const s = holdem.forfeit(short, 'b', rng(), T0).state;
    expect(buyInRange(s, 'b', T0 + MINUTE)).toEqual({ ok: true, min: 100, max: 1000 });
  });

  it('leaving during a hand: the stack when that hand ends counts, from the moment they left; sitting again before it ends too', () => {
    let s = holdem.setup(['a', 'b', 'c'], config, rng());
    const toAct = s.hand!.toAct!;
    const before = stack(s, toAct)!;
    s = holdem.forfeit(s, toAct, rng(), T0).state;
    // Still in the hand's seat (folded): sitting again now brings at least that stack.
    expect(refusal(s, toAct, { type: 'sit', buyIn: 100 }, T0 + MINUTE)?.code).toBe('buy-in-back');
    expect(buyInRange(s, toAct, T0 + MINUTE)).toMatchObject({ min: before });
    // The hand is played out without them; then they are gone, and the rule still holds them to it.
    while (s.hand) {
      const p = s.hand.toAct!;
      s = act(s, p, refusal(s, p, { type: 'check' }, T0 + 2 * MINUTE) === null ? { type: 'check' } : { type: 'fold' }, T0 + 2 * MINUTE);
    }
    expect(s.seats.some((x) => x.id === toAct)).toBe(false);
    expect(s.departed?.[toAct]).toEqual({ stack: before, at: T0 });
    expect(buyInRange(s, toAct, T0 + 59 * MINUTE)).toMatchObject({ min: before });
    expect(buyInRange(s, toAct, T0 + 61 * MINUTE)).toMatchObject({ min: 100 });
  });

  it('without a time (older callers), nothing is held against the player', () => {
    const s = holdem.forfeit(betweenHands(), 'a', rng()).state;
    expect(s.departed).toBeUndefined();
    expect(buyInRange(s, 'a', T0)).toEqual({ ok: true, min: 100, max: 1000 });
  });
});

describe('Sit down and Top up confirmed privately, with the amount as each language writes it', () => {
  it('"You added 1,500 chips." in English, Chinese and Korean; one chip is one', () => {
    const said = (locale: 'en' | 'zh-CN' | 'ko', action: HoldemAction) => holdemUi.confirm(action, translator(locale));
    expect(said('en', { type: 'topup', amount: 1500 })).toBe('You added 1,500 chips.');
    expect(said('en', { type: 'topup', amount: 1 })).toBe('You added 1 chip.');
    expect(said('zh-CN', { type: 'topup', amount: 1500 })).toBe('你补充了 1,500 筹码。');
    expect(said('ko', { type: 'topup', amount: 1500 })).toBe('1,500칩을 추가했습니다.');
    expect(said('en', { type: 'sit', buyIn: 2000 })).toBe('You sat down with 2,000 chips. You will be dealt in from the next hand.');
    expect(said('zh-CN', { type: 'sit', buyIn: 2000 })).toBe('你已带着 2,000 筹码入座，下一手开始给你发牌。');
    expect(said('ko', { type: 'sit', buyIn: 2000 })).toBe('2,000칩으로 착석했습니다. 다음 핸드부터 카드를 받습니다.');
  });
});

describe('Sit down while sitting out', () => {
  it('is refused with the way back in ("I\'m back"), not only "you already have a seat"', () => {
    const s = betweenHands();
    const out = { ...s, seats: s.seats.map((x) => ({ ...x, sittingOut: x.id === 'a' })) };
    const away = buyInRange(out, 'a', T0);
    expect(away).toMatchObject({ ok: false, rejection: { code: 'seated', key: 'holdem.sittingOutBack' } });
    if (away.ok) throw new Error('sitting down again while sitting out was allowed');
    expect(translator('en').message(away.rejection)).toContain("“I'm back”");
    expect(buyInRange(out, 'b', T0)).toMatchObject({ ok: false, rejection: { key: 'error.alreadySeated' } });
  });
});
