import { describe, expect, it } from 'vitest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { countForBet, minimumBet } from '../../src/games/pirate/dice.js';
import { holdChance, percent } from '../../src/games/pirate/chance.js';
import { quickBets } from '../../src/games/pirate/panel-view.js';
import { pirateUi } from '../../src/games/pirate/view.js';
import { panelMessage } from '../../src/views/panel.js';
import { decodeControlId } from '../../src/ids/custom-id.js';
import { countComponents } from '../../src/views/v2.js';
import type { Session } from '../../src/kernel/session.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { GAMES } from '../support/games.js';

const [A, B, C, D] = ['100000000000000001', '100000000000000002', '100000000000000003', '100000000000000004'];

/** Four players with 7 dice each; A to act, holding `mine`, facing `bet` (or opening). */
function table(mine: number[], bet: { face: number; count: number } | null, onesWild = true): PirateState {
  const base = pirateDice.setup([A, B, C, D], { onesWild }, new ScriptedRng(Array.from({ length: 400 }, (_, i) => i % 6)));
  const placed = bet ? { player: D, ...bet } : null;
  return {
    ...base,
    seats: [A, B, C, D],
    dice: { [A]: mine.length, [B]: 7, [C]: 7, [D]: 7 },
    turn: A,
    starter: placed ? D : A,
    bet: placed,
    history: placed ? [placed] : [],
    secret: { cups: { [A]: mine, [B]: [2, 2, 2, 2, 2, 2, 2], [C]: [3, 3, 3, 3, 3, 3, 3], [D]: [4, 4, 4, 4, 4, 4, 4] } },
  };
}
const session = (state: PirateState, locale: Session['locale'] = 'en') =>
  sampleSession({ phase: 'playing', players: [A, B, C, D].map((id, i) => ({ id, name: `P${i}` })), state, deadline: 2_000_000_000_000, locale });
const controls = (body: { components: any[] }) => body.components.flatMap((row: any) => row.components);
const decodeIn = (id: string, values: string[] = []) => pirateUi.decode(decodeControlId(id)!.args, values);

/** Every unseen roll of `unseen` dice, enumerated: the share in which the bet holds. */
function enumerated(mine: number[], face: number, count: number, unseen: number, onesWild: boolean): number {
  let holds = 0;
  for (let roll = 0; roll < 6 ** unseen; roll++) {
    const dice = Array.from({ length: unseen }, (_, i) => 1 + (Math.floor(roll / 6 ** i) % 6));
    if (countForBet([mine, dice], face, onesWild) >= count) holds++;
  }
  return holds / 6 ** unseen;
}

describe('Pirate Dice: the chance a bet holds', () => {
  it('is exactly what enumerating every unseen roll gives, with wild ones and without', () => {
    for (const onesWild of [true, false]) {
      for (let face = 1; face <= 6; face++) {
        for (let count = 1; count <= 8; count++) {
          expect(holdChance([1, 4, 6], face, count, 4, onesWild)).toBeCloseTo(enumerated([1, 4, 6], face, count, 4, onesWild), 12);
        }
      }
    }
  });

  it('reads as a whole percent, never 0% or 100% for what is only unlikely or likely', () => {
    expect(percent(0.62, 'en')).toBe('62%');
    expect(percent(0.62, 'zh-CN')).toBe('62%');
    expect(percent(0.62, 'ko')).toBe('62%');
    expect(percent(1, 'en')).toBe('100%');
    expect(percent(0, 'en')).toBe('0%');
    expect(percent(0.001, 'en')).toBe('<1%');
    expect(percent(0.998, 'en')).toBe('>99%');
  });
});

describe('Pirate Dice panel: one tap for the common bets, two for any', () => {
  it('offers each face at its smallest legal count, with its chance, and a tap places exactly that bet', () => {
    const s = table([5, 5, 1, 2, 3, 6, 6], { face: 4, count: 6 });
    const panel = panelMessage(GAMES, session(s), A, 'en');
    expectValidMessage(panel);
    const quick = controls(panel).filter((c: any) => /:g:min:/.test(c.custom_id ?? ''));
    // 1️⃣ to 4️⃣ must go up to 7; 5️⃣ and 6️⃣ may stay at 6.
    expect(quick.map((c: any) => c.label)).toEqual([
      `7 × 1️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 1, 7, 21, true), 'en')}`,
      `7 × 2️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 2, 7, 21, true), 'en')}`,
      `7 × 3️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 3, 7, 21, true), 'en')}`,
      `7 × 4️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 4, 7, 21, true), 'en')}`,
      `6 × 5️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 5, 6, 21, true), 'en')}`,
      `6 × 6️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 6, 6, 21, true), 'en')}`,
    ]);
    for (const c of quick) {
      const decoded = decodeIn(c.custom_id) as { action: { face: number; count: number } };
      expect(pirateDice.apply(s, A, { type: 'bet', ...decoded.action }, new ScriptedRng([0])).ok).toBe(true);
    }
    // The likeliest is the one shown first in colour.
    const primary = quick.filter((c: any) => c.style === 1);
    expect(primary).toHaveLength(1);
    expect(primary[0].label).toMatch(/^6 × 5️⃣/);
    // Five to a row at most; the whole panel well inside 40 components.
    for (const row of panel.components) expect(row.components.length).toBeLessThanOrEqual(5);
  });

  it('never offers a trap in one tap: after 10 × 6️⃣ the 11 ones say how rarely they hold, beside 11 of any other face', () => {
    const s = table([6, 6, 2, 3, 4, 5, 5], { face: 6, count: 10 });
    const quick = quickBets(pirateDice.playerView(s, A));
    const ones = quick.find((b) => b.face === 1)!;
    const fives = quick.find((b) => b.face === 5)!;
    expect(ones.count).toBe(11);
    expect(fives.count).toBe(11);
    expect(ones.chance).toBeLessThan(0.01);
    expect(fives.chance).toBeGreaterThan(ones.chance * 100);
    const labels = controls(panelMessage(GAMES, session(s), A, 'en')).map((c: any) => c.label ?? '');
    expect(labels).toContain('11 × 1️⃣ · <1%');
    expect(labels.some((l: string) => /Smallest/.test(l))).toBe(false);
    // The timeout move is still the rules' smallest raise (12.4): ones after sixes.
    expect(minimumBet(s.bet)).toEqual({ face: 1, count: 11 });
    expect(pirateDice.onTimeout(s, new ScriptedRng([0])).state.bet).toMatchObject({ player: A, face: 1, count: 11 });
  });

  it('any other bet in two choices: a face, then a count that places the bet at once', () => {
    const s = table([5, 5, 1, 2, 3, 6, 6], null);
    const first = panelMessage(GAMES, session(s), A, 'en');
    const faceSelect = controls(first).find((c: any) => /:g:face$/.test(c.custom_id ?? ''));
    expect(decodeIn(faceSelect.custom_id, ['5'])).toEqual({ draft: ['5'] });
    const second = panelMessage(GAMES, session(s), A, 'en', ['5']);
    expectValidMessage(second);
    const counts = controls(second).filter((c: any) => c.type === 3 && /:g:count:5/.test(c.custom_id));
    expect(counts.flatMap((m: any) => m.options.map((o: any) => Number(o.value)))).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(counts[0].options[8].label).toBe(`9 × 5️⃣ · ${percent(holdChance([5, 5, 1, 2, 3, 6, 6], 5, 9, 21, true), 'en')}`);
    expect(decodeIn(counts[1].custom_id, ['27'])).toEqual({ action: { type: 'bet', face: 5, count: 27 } });
    expect(countComponents(second.components)).toBeLessThanOrEqual(40);
  });

  it('after a bet of every die in play and the red one, only the challenge: no menu without options, which Discord refuses', () => {
    const s = table([5, 5, 1, 2, 3, 6, 6], { face: 6, count: 29 });
    for (const draft of [[], ['6']]) {
      const panel = panelMessage(GAMES, session(s), A, 'en', draft);
      expectValidMessage(panel);
      expect(controls(panel).map((c: any) => decodeControlId(c.custom_id)!.args.join(':'))).toEqual(['chal']);
    }
  });

  it('says the chance the bet to beat holds, by your dice, in every language', () => {
    const s = table([4, 4, 1, 2, 3, 6, 6], { face: 4, count: 6 });
    const chance = percent(holdChance([4, 4, 1, 2, 3, 6, 6], 4, 6, 21, true), 'en');
    const text = (l: Session['locale']) => (panelMessage(GAMES, session(s, l), A, l).embeds[0] as { description: string }).description;
    expect(text('en')).toContain(`Chance it holds, counting your dice: ${chance}`);
    expect(text('zh-CN')).toContain(`算上你的骰子，这个叫点成立的概率：${chance}`);
    expect(text('ko')).toContain(`이 베팅이 맞을 확률: ${chance}`);
  });

  it('forged counts and faces decode to nothing', () => {
    expect(pirateUi.decode(['count', '3'], ['many'])).toBeNull();
    expect(pirateUi.decode(['count'], ['2'])).toBeNull();
    expect(pirateUi.decode(['min', 'x', 'y'], [])).toBeNull();
    expect(pirateUi.decode(['bet', '3'], [])).toBeNull();
    expect(pirateUi.decode(['face'], [])).toBeNull();
  });
});
