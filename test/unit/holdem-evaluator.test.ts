import { describe, expect, it } from 'vitest';
import pokersolver from 'pokersolver';
import { categoryOf, evaluate7, ranksOf, scoreCodes, scoreHand, scoreOfStrength, strengthOf } from '../../src/games/holdem/evaluator.js';
import { referenceScore } from '../../src/games/holdem/evaluator-reference.js';
import { CLASS_COUNT, MULTISET_KEYS } from '../../src/games/holdem/evaluator-tables.js';
import { cardCode, fullDeck, shuffledDeck } from '../../src/games/holdem/cards.js';
import { testRng } from '../support/test-rng.js';

const cards = (text: string) => text.split(' ');
const score = (text: string) => scoreHand(cards(text));

describe('categories', () => {
  it.each([
    ['As Ks Qs Js Ts 2d 3c', 'royalFlush'],
    ['9h Th Jh Qh Kh Ah 2c', 'royalFlush'],
    ['5d 4d 3d 2d Ad Kc Qc', 'straightFlush'], // steel wheel
    ['9c 9d 9h 9s 2c 3d 4h', 'quads'],
    ['9c 9d 9h 2s 2c 3d 4h', 'fullHouse'],
    ['9c 9d 9h 2s 2c 2d 4h', 'fullHouse'], // two trips make a full house
    ['Ac 9c 7c 4c 2c Kd Kh', 'flush'],
    ['As 2d 3c 4h 5s Kd Kh', 'straight'], // the wheel
    ['Ts Jd Qc Kh As 2d 3h', 'straight'],
    ['9c 9d 9h As Kc 3d 4h', 'trips'],
    ['9c 9d 8h 8s Kc Kd 4h', 'twoPair'], // three pairs: the best two
    ['9c 9d 8h 7s Kc 2d 4h', 'pair'],
    ['Ac Jd 8h 7s 5c 3d 2h', 'highCard'],
  ])('%s is %s', (hand, category) => {
    expect(categoryOf(score(hand))).toBe(category);
  });
});

describe('every boundary between categories', () => {
  const ladder = [
    'Ac Kd Qh Js 9c 3d 2h', // high card, ace high
    '2c 2d 3h 4s 6c 7d 9h', // lowest pair beats any high card
    '2c 2d 3h 3s 5c 6d 8h', // lowest two pair beats any pair (even aces with top kickers)
    '2c 2d 2h 3s 4c 6d 8h', // lowest trips
    'As 2d 3c 4h 5s 8d 9h', // the wheel, lowest straight
    '2c 3c 4c 5c 7c 9d Th', // lowest flush
    '2c 2d 2h 3s 3c 6d 8h', // lowest full house
    '2c 2d 2h 2s 3c 6d 8h', // lowest quads
    'Ac 2c 3c 4c 5c 9d Th', // lowest straight flush
    'Ah Kh Qh Jh Th 9d 8c', // royal
  ];
  it('each category beats the best hand of the one below', () => {
    const best = [
      'Ac Kd Qh Js 9c',
      'Ac Ad Kh Qs Jc',
      'Ac Ad Kh Ks Qc',
      'Ac Ad Ah Ks Qc',
      'Ac Kd Qh Js Tc',
      'Ac Kc Qc Jc 9c',
      'Ac Ad Ah Ks Kc',
      'Ac Ad Ah As Kc',
      'Kc Qc Jc Tc 9c',
    ];
    for (let i = 1; i < ladder.length; i++) {
      expect(score(ladder[i]!), `${ladder[i]} > ${best[i - 1]}`).toBeGreaterThan(score(best[i - 1]!));
    }
  });
});

describe('kickers and ties', () => {
  it('pair: the kickers decide, in order', () => {
    expect(score('Ac Ad Kh 9s 7c 3d 2h')).toBeGreaterThan(score('As Ah Qc Jd Tc 3h 2c'));
    expect(score('Ac Ad Kh 9s 8c 3d 2h')).toBeGreaterThan(score('As Ah Kc 9d 7c 3h 2c'));
  });
  it('two pair: the higher pair, then the lower, then the kicker', () => {
    expect(score('Kc Kd 3h 3s Ac 7d 2h')).toBeGreaterThan(score('Qc Qd Jh Js Ac 7d 2h'));
    expect(score('Kc Kd 5h 5s 2c 7d 3h')).toBeGreaterThan(score('Ks Kh 4c 4d Ac 7s 2d'));
    expect(score('Kc Kd 5h 5s Qc 7d 3h')).toBeGreaterThan(score('Ks Kh 5c 5d Jc 7s 2d'));
  });
  it('trips, full house and quads compare their sets first', () => {
    expect(score('8c 8d 8h 2s 3c 5d 7h')).toBeGreaterThan(score('7c 7d 7h As Kc 5d 2h'));
    expect(score('8c 8d 8h 2s 2c 5d 7h')).toBeGreaterThan(score('7c 7d 7h As Ac 5d 2h'));
    expect(score('8c 8d 8h 3s 3c 5d 7h')).toBeGreaterThan(score('8s 8d 8h 2s 2c 5d 7h'));
    expect(score('5c 5d 5h 5s Kc 2d 3h')).toBeGreaterThan(score('5c 5d 5h 5s Qc Jd Th'));
  });
  it('the wheel is the lowest straight; a 6-high straight beats it', () => {
    expect(score('2c 3d 4h 5s 6c Kd Kh')).toBeGreaterThan(score('As 2d 3c 4h 5s Kd Kh'));
    expect(ranksOf(score('As 2d 3c 4h 5s Kd Qh'))[0]).toBe(3);
  });
  it('flush: all five cards compare', () => {
    expect(score('Ac Kc 9c 7c 3c 2d 2h')).toBeGreaterThan(score('Ad Kd 9d 7d 2d 3c 3h'));
  });
  it('equal hands score equal (the board plays)', () => {
    expect(score('2c 3d As Ks Qs Js Ts')).toBe(score('4c 5d As Ks Qs Js Ts'));
    expect(score('2c 3d Ah Ad Kc Qs 9h')).toBe(score('2h 3s Ah Ad Kc Qs 9h'));
  });
  it('only the best five count', () => {
    expect(score('Ac Ad Kh Qs Jc 3d 2h')).toBe(score('Ah As Kd Qc Jh 4c 2c'));
  });
});

describe('agreement with pokersolver over random hands', () => {
  it('orders 20,000 random pairs of 7-card hands the same way', () => {
    const { Hand } = pokersolver;
    const deck = fullDeck();
    expect(deck).toHaveLength(52);
    for (let i = 0; i < 20_000; i++) {
      const d = shuffledDeck(testRng);
      const board = d.slice(4, 9);
      const a = [d[0]!, d[1]!, ...board];
      const b = [d[2]!, d[3]!, ...board];
      const ours = Math.sign(scoreHand(a) - scoreHand(b));
      const ha = Hand.solve(a);
      const hb = Hand.solve(b);
      const winners = Hand.winners([ha, hb]);
      const theirs = winners.length === 2 ? 0 : winners[0] === ha ? 1 : -1;
      expect(ours, `${a.join(' ')} vs ${b.join(' ')}`).toBe(theirs);
    }
  });
});

describe('the table evaluator against the plain one (evaluator-reference.ts)', () => {
  const choose5 = function* (): Generator<number[]> {
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) yield [a, b, c, d, e];
  };

  it('gives the same score to every one of the 2,598,960 five-card hands, in the published class counts', () => {
    const handsPerCategory = new Map<string, number>();
    const classes = new Map<string, Set<number>>();
    let hands = 0;
    for (const codes of choose5()) {
      const score = scoreCodes(codes);
      if (score !== referenceScore(codes)) expect(score, codes.map((c) => fullDeck()[c]).join(' ')).toBe(referenceScore(codes));
      const category = categoryOf(score) === 'royalFlush' ? 'straightFlush' : categoryOf(score);
      handsPerCategory.set(category, (handsPerCategory.get(category) ?? 0) + 1);
      classes.set(category, (classes.get(category) ?? new Set()).add(score));
      hands++;
    }
    expect(hands).toBe(2_598_960);
    // Hands and distinct classes per category, as published (e.g. Wikipedia, "Poker probability").
    const published: Record<string, [number, number]> = {
      straightFlush: [40, 10],
      quads: [624, 156],
      fullHouse: [3_744, 156],
      flush: [5_108, 1_277],
      straight: [10_200, 10],
      trips: [54_912, 858],
      twoPair: [123_552, 858],
      pair: [1_098_240, 2_860],
      highCard: [1_302_540, 1_277],
    };
    for (const [category, [count, distinct]] of Object.entries(published)) {
      expect([handsPerCategory.get(category), classes.get(category)?.size], category).toEqual([count, distinct]);
    }
    expect(CLASS_COUNT).toBe(7_462);
  });

  it('gives every rank multiset of 5 to 7 cards and every flush the plain score', () => {
    let checked = 0;
    for (const key of MULTISET_KEYS) {
      // Rebuild the hand from its base-5 key, suits dealt round-robin so no suit holds five.
      const codes: number[] = [];
      for (let r = 0, rest = key; r < 13; r++, rest = Math.floor(rest / 5)) for (let k = 0; k < rest % 5; k++) codes.push(r * 4 + (codes.length % 4));
      expect(strengthOf(codes)).toBeGreaterThan(0);
      if (scoreCodes(codes) !== referenceScore(codes)) expect(scoreCodes(codes), codes.join(',')).toBe(referenceScore(codes));
      checked++;
    }
    expect(checked).toBe(73_775);
    for (let mask = 0; mask < 1 << 13; mask++) {
      const ranks = [...Array(13).keys()].filter((r) => mask & (1 << r));
      if (ranks.length < 5 || ranks.length > 7) continue;
      for (const suit of [0, 3]) {
        const codes = ranks.map((r) => r * 4 + suit);
        if (scoreCodes(codes) !== referenceScore(codes)) expect(scoreCodes(codes), codes.join(',')).toBe(referenceScore(codes));
      }
    }
  });

  const DECK = fullDeck();
  /** Seven different random card codes (a partial shuffle: seven draws). */
  const randomSeven = (): number[] => {
    const deck = [...Array(52).keys()];
    for (let i = 0; i < 7; i++) {
      const j = i + testRng.int(52 - i);
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    return deck.slice(0, 7);
  };

  it('agrees on 200,000 random 7-card and 6-card hands, through every entry point', () => {
    for (let i = 0; i < 200_000; i++) {
      const codes = randomSeven();
      const [a, b, c, d, e, f, g] = codes as [number, number, number, number, number, number, number];
      const strength = evaluate7(a, b, c, d, e, f, g);
      const expected = referenceScore(codes);
      if (scoreOfStrength(strength) !== expected || strengthOf(codes) !== strength)
        expect([scoreOfStrength(strength), scoreCodes(codes)], codes.join(',')).toEqual([expected, expected]);
      const asText = codes.map((code) => DECK[code]!);
      if (scoreHand(asText) !== expected) expect(scoreHand(asText), asText.join(' ')).toBe(expected);
      const six = codes.slice(1);
      if (scoreCodes(six) !== referenceScore(six)) expect(scoreCodes(six), six.join(',')).toBe(referenceScore(six));
    }
  });

  it('strengths order hands as scores do, 1 to 7462', () => {
    for (let s = 2; s <= CLASS_COUNT; s++) expect(scoreOfStrength(s)).toBeGreaterThan(scoreOfStrength(s - 1));
    expect(categoryOf(scoreOfStrength(1))).toBe('highCard');
    expect(categoryOf(scoreOfStrength(CLASS_COUNT))).toBe('royalFlush');
    expect(strengthOf(cards('7c 5d 4h 3s 2c').map(cardCode))).toBe(1);
    expect(strengthOf(cards('As Ks Qs Js Ts').map(cardCode))).toBe(7_462);
  });
});

describe('every 5-card hand class against pokersolver', () => {
  it('pokersolver ranks one hand of each of the 7,462 classes in the same order, and ties two hands of a class', () => {
    const { Hand } = pokersolver;
    const deck = fullDeck();
    // One hand per class, and a second one of the same class with other suits where there is one.
    const first = new Map<number, string[]>();
    const second = new Map<number, string[]>();
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const codes = [a, b, c, d, e];
              const s = strengthOf(codes);
              if (!first.has(s))
                first.set(
                  s,
                  codes.map((x) => deck[x]!),
                );
              else if (!second.has(s))
                second.set(
                  s,
                  codes.map((x) => deck[x]!),
                );
            }
    expect(first.size).toBe(7_462);
    const solved = [...first.keys()].sort((x, y) => x - y).map((s) => [s, Hand.solve(first.get(s)!)] as const);
    for (let i = 1; i < solved.length; i++) {
      const [, lower] = solved[i - 1]!;
      const [, higher] = solved[i]!;
      const winners = Hand.winners([lower, higher]);
      expect(winners.length === 1 && winners[0] === higher, `${first.get(solved[i]![0])} beats ${first.get(solved[i - 1]![0])}`).toBe(true);
    }
    for (const [s, hand] of second) expect(Hand.winners([Hand.solve(first.get(s)!), Hand.solve(hand)]), `${hand} ties ${first.get(s)}`).toHaveLength(2);
  });
});
