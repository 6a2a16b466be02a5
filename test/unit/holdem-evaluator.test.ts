import { describe, expect, it } from 'vitest';
import pokersolver from 'pokersolver';
import { categoryOf, ranksOf, scoreHand } from '../../src/games/holdem/evaluator.js';
import { fullDeck, shuffledDeck } from '../../src/games/holdem/cards.js';
import { cryptoRng } from '../../src/rng.js';

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
    const best = ['Ac Kd Qh Js 9c', 'Ac Ad Kh Qs Jc', 'Ac Ad Kh Ks Qc', 'Ac Ad Ah Ks Qc', 'Ac Kd Qh Js Tc', 'Ac Kc Qc Jc 9c', 'Ac Ad Ah Ks Kc', 'Ac Ad Ah As Kc', 'Kc Qc Jc Tc 9c'];
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
      const d = shuffledDeck(cryptoRng);
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
