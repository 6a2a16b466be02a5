import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/catalog.js';
import { scoreHand } from '../../src/games/holdem/evaluator.js';
import { handWords, showdownWords } from '../../src/games/holdem/hand-words.js';

const en = translator('en');
const zh = translator('zh-CN');
const ko = translator('ko');
const score = (cards: string) => scoreHand(cards.split(' '));

describe('naming hands and what decided a showdown', () => {
  it('names every category with its ranks, kickers left out', () => {
    expect(handWords(score('As Kd 9c 7h 2s'), en)).toBe('Ace high');
    expect(handWords(score('Js Jd 9c 7h 2s'), en)).toBe('Pair of Jacks');
    expect(handWords(score('Ks Kd 5c 5h 2s'), en)).toBe('Two Pair, Kings and Fives');
    expect(handWords(score('9s 9d 9c 7h 2s'), en)).toBe('Three of a Kind, Nines');
    expect(handWords(score('5s 4d 3c 2h As'), en)).toBe('Straight, Five high');
    expect(handWords(score('As 9s 7s 4s 2s'), en)).toBe('Flush, Ace high');
    expect(handWords(score('Ks Kd Kc 5h 5s'), en)).toBe('Full House, Kings full of Fives');
    expect(handWords(score('6s 6d 6c 6h 2s'), en)).toBe('Four of a Kind, Sixes');
    expect(handWords(score('9s 8s 7s 6s 5s'), en)).toBe('Straight Flush, Nine high');
    expect(handWords(score('As Ks Qs Js Ts'), en)).toBe('Royal Flush');
  });

  it('says which hand beat which, naming the kicker only when it decided', () => {
    expect(showdownWords(score('Js Jd 9c 7h 2s'), score('9s 9d Ac 7h 2s'), en)).toBe('Pair of Jacks beats Pair of Nines');
    expect(showdownWords(score('Js Jd Kc 7h 2s'), score('Jh Jc Qc 7h 2s'), en)).toBe('Pair of Jacks, King kicker beats Pair of Jacks, Queen kicker');
    expect(showdownWords(score('Ks Kd 5c 5h Qs'), score('Kh Kc 5d 5s 9s'), en)).toBe(
      'Two Pair, Kings and Fives, Queen kicker beats Two Pair, Kings and Fives, Nine kicker',
    );
    expect(showdownWords(score('Ks Kd 5c 5h Qs'), score('Kh Kc 4d 4s As'), en)).toBe('Two Pair, Kings and Fives beats Two Pair, Kings and Fours');
    // A flush's second card decides: it is named like a kicker.
    expect(showdownWords(score('As Ks 7s 4s 2s'), score('Ad Qd 9d 4d 3d'), en)).toBe('Flush, Ace high, King kicker beats Flush, Ace high, Queen kicker');
    expect(showdownWords(score('9s 9d 9c 7h 2s'), score('As Ad Kc Qh 2s'), en)).toBe('Three of a Kind, Nines beats Pair of Aces');
  });

  it('reads naturally in Chinese and Korean', () => {
    const jacks = score('Js Jd Kc 7h 2s');
    const nines = score('9s 9d Ac 7h 2s');
    expect(showdownWords(jacks, nines, zh)).toBe('一对 J 胜过 一对 9');
    expect(showdownWords(jacks, nines, ko)).toBe('J 원 페어 승, 9 원 페어 패');
    expect(showdownWords(jacks, score('Jh Jc Qc 7h 2s'), zh)).toBe('一对 J，踢脚 K 胜过 一对 J，踢脚 Q');
    expect(handWords(score('Ks Kd Kc 5h 5s'), ko)).toBe('K 풀 하우스 (5 페어)');
    expect(handWords(score('Ks Kd 5c 5h 2s'), zh)).toBe('两对 K 和 5');
  });
});
