import { afterAll, describe, expect, it } from 'vitest';
import pokersolver from 'pokersolver';
import { choose, equity, SAMPLE_BOARDS, spotOf, type Equity } from '../../src/games/holdem/equity.js';
import { EquityThread } from '../../src/games/holdem/equity-thread.js';
import { referenceScore } from '../../src/games/holdem/evaluator-reference.js';
import { cardCode, fullDeck, type Card } from '../../src/games/holdem/cards.js';

const hand = (text: string) => text.split(' ') as [Card, Card];
const board = (text: string) => (text ? text.split(' ') : []);

const DECK = fullDeck();

/** Calls `visit` with every completion of the board from the unseen cards (codes, one array reused). */
function forEachCompletion(known: readonly number[], need: number, visit: (dealt: number[]) => void): void {
  const rest = DECK.map(cardCode).filter((c) => !known.includes(c));
  const dealt: number[] = [];
  const from = (start: number): void => {
    if (dealt.length === need) return visit(dealt);
    for (let i = start; i < rest.length; i++) {
      dealt.push(rest[i]!);
      from(i + 1);
      dealt.pop();
    }
  };
  from(0);
}

/** An independent count: each board dealt out and every hand judged by `winners` (indices of the best hands). */
function bruteForce(hands: Array<[Card, Card]>, known: Card[], winners: (sevens: number[][]) => number[]): Equity {
  const win = hands.map(() => 0);
  const tie = hands.map(() => 0);
  let boards = 0;
  const holes = hands.map((h) => h.map(cardCode));
  const fixed = known.map(cardCode);
  const sevens = holes.map((h) => [...h, ...fixed, 0, 0, 0, 0, 0].slice(0, 7));
  forEachCompletion([...holes.flat(), ...fixed], 5 - known.length, (dealt) => {
    for (const seven of sevens) for (let i = 0; i < dealt.length; i++) seven[2 + fixed.length + i] = dealt[i]!;
    const best = winners(sevens);
    if (best.length === 1) win[best[0]!]!++;
    else for (const p of best) tie[p]!++;
    boards++;
  });
  return { boards, exact: true, win, tie };
}

const byPokersolver = (sevens: number[][]): number[] => {
  const solved = sevens.map((codes) => pokersolver.Hand.solve(codes.map((c) => DECK[c]!)));
  const best = pokersolver.Hand.winners(solved);
  return solved.flatMap((s, i) => (best.includes(s) ? [i] : []));
};
const byReference = (sevens: number[][]): number[] => {
  let top = -1;
  let best: number[] = [];
  sevens.forEach((seven, i) => {
    const score = referenceScore(seven);
    if (score > top) [top, best] = [score, [i]];
    else if (score === top) best.push(i);
  });
  return best;
};

describe('exact equity against an independent count', () => {
  it.each([
    ['a flush draw and overcards against a pair, on the flop', ['Ah Kh', '2c 2d'], '3h 7h Td'],
    ['two equal hands that chop most boards, three-way on the flop', ['As Kd', 'Ac Kc', '7s 7d'], 'Qh Jh 2s'],
    ['four hands on the turn, where a 4 or a 9 lets the board play', ['2c 2d', '3c 3d', 'Ah Kh', 'Qs Qc'], '5c 6d 7h 8s'],
    ['a made flush against a set, heads-up on the turn', ['Ac Tc', '9s 9d'], '9c 4c 2c Kh'],
  ])('%s: the same counts as pokersolver board by board', (_name, holes, known) => {
    const hands = holes.map(hand);
    const ours = equity(spotOf(hands, board(known)));
    const theirs = bruteForce(hands, board(known), byPokersolver);
    expect(ours).toEqual(theirs);
    expect(ours.boards).toBe(choose(52 - 2 * hands.length - board(known).length, 5 - board(known).length));
  });

  it('a complete board is one board, counted exactly', () => {
    const ours = equity(spotOf([hand('As Ad'), hand('Kc Kd')], board('2c 7d 9h Ks 4c')));
    expect(ours).toEqual({ boards: 1, exact: true, win: [0, 1], tie: [0, 0] });
  });

  it('AA against KK before the flop: all 1,712,304 boards, the same counts as the plain evaluator dealing each out', () => {
    // One shared suit; the issue quotes about 81.9 / 17.7 / 0.4 per cent for AA v KK.
    const hands = [hand('As Ah'), hand('Ks Kd')];
    const ours = equity(spotOf(hands, []));
    expect(ours.boards).toBe(1_712_304);
    expect(ours).toEqual(bruteForce(hands, [], byReference));
    const pct = (n: number) => (100 * n) / ours.boards;
    expect(pct(ours.win[0]!)).toBeGreaterThan(81);
    expect(pct(ours.win[0]!)).toBeLessThan(83);
    expect(pct(ours.win[1]!)).toBeGreaterThan(17);
    expect(pct(ours.win[1]!)).toBeLessThan(18.5);
    expect(ours.tie[0]).toBe(ours.tie[1]);
  });
});

describe('the estimate, when a spot is over the exact limit', () => {
  const hands = [hand('As Ah'), hand('Ks Kd'), hand('7c 2d')];
  const exact = equity(spotOf(hands, []));

  it('says it is an estimate and from how many boards, and lands near the exact figures', () => {
    const estimate = equity(spotOf(hands, []), { maxExactEvaluations: 1000 });
    expect(exact.exact).toBe(true);
    expect(estimate).toMatchObject({ exact: false, boards: SAMPLE_BOARDS });
    // 200,000 boards: a standard error near 0.1 percentage points, so 0.6 is a wide margin.
    hands.forEach((_, p) => {
      expect(Math.abs(estimate.win[p]! / estimate.boards - exact.win[p]! / exact.boards)).toBeLessThan(0.006);
      expect(Math.abs(estimate.tie[p]! / estimate.boards - exact.tie[p]! / exact.boards)).toBeLessThan(0.006);
    });
  });

  it('gives the same figures for the same spot every time (a retried commit shows the same numbers)', () => {
    expect(equity(spotOf(hands, []), { maxExactEvaluations: 1000, samples: 5000 })).toEqual(
      equity(spotOf(hands, []), { maxExactEvaluations: 1000, samples: 5000 }),
    );
  });
});

describe('bad spots', () => {
  it('refuses a card seen twice, a single hand or a six-card board', () => {
    expect(() => equity(spotOf([hand('As Ah'), hand('As Kd')], []))).toThrow(/different/);
    expect(() => equity(spotOf([hand('As Ah')], []))).toThrow(/two hands/);
    expect(() => equity(spotOf([hand('As Ah'), hand('Ks Kd')], board('2c 3c 4c 5c 6c 7c')))).toThrow(/five board/);
  });
});

describe('the worker thread', () => {
  const thread = new EquityThread();
  afterAll(() => thread.close());

  it('answers with the same figures as the direct count, off the main thread', async () => {
    const spot = spotOf([hand('Ah Kh'), hand('2c 2d')], []);
    const direct = equity(spot);
    const mainThreadFree = new Promise<'free'>((resolve) => setImmediate(() => resolve('free')));
    const answer = thread.compute(spot);
    // The event loop turns while the worker counts 1.7M boards.
    expect(await Promise.race([mainThreadFree, answer.then(() => 'answered' as const)])).toBe('free');
    expect(await answer).toEqual(direct);
  });

  it('refuses a bad spot and keeps serving', async () => {
    await expect(thread.compute(spotOf([hand('As Ah'), hand('As Kd')], []))).rejects.toThrow(/different/);
    expect(await thread.compute(spotOf([hand('Ac Tc'), hand('9s 9d')], board('9c 4c 2c Kh')))).toEqual(
      equity(spotOf([hand('Ac Tc'), hand('9s 9d')], board('9c 4c 2c Kh'))),
    );
  });

  it('is replaced after it dies, and refuses what it held', async () => {
    const lost = thread.compute(spotOf([hand('As Ah'), hand('Ks Kd')], []));
    await (thread as unknown as { thread: { worker: { terminate(): Promise<number> } } }).thread.worker.terminate();
    await expect(lost).rejects.toThrow(/exited/);
    expect((await thread.compute(spotOf([hand('As Ah'), hand('Ks Kd')], board('2c 7d 9h')))).boards).toBe(990);
  });
});
