import { describe, expect, it } from 'vitest';
import { xianqi, actorOf } from '../../src/games/xianqi/rules.js';
import type { XianqiAction, XianqiState } from '../../src/games/xianqi/actions.js';
import { comboOf, beats, combosIn } from '../../src/games/xianqi/combos.js';
import { isBlackHand, PILE, kindOf, colourOf, type Piece } from '../../src/games/xianqi/pieces.js';
import { settle } from '../../src/games/xianqi/settlement.js';
import type { Rng } from '../../src/rng.js';
import { testRng } from '../support/test-rng.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { drawsForDeal, SCRIPTED_HANDS } from '../support/xianqi-deal.js';

const [A, B, C] = ['a', 'b', 'c'];

function deal(hands: [Piece[], Piece[], Piece[]], starter = 0): XianqiState {
  return xianqi.setup([A, B, C], {}, new ScriptedRng(drawsForDeal(hands, starter)));
}
function act(s: XianqiState, p: string, a: XianqiAction, rng: Rng = new ScriptedRng()): XianqiState {
  const r = xianqi.apply(s, p, a, rng);
  if (!r.ok) throw new Error(`${p} ${JSON.stringify(a)}: ${r.rejection.code}`);
  return r.state;
}
const refusal = (s: XianqiState, p: string, a: XianqiAction) => {
  const r = xianqi.apply(s, p, a, new ScriptedRng());
  return r.ok ? null : r.rejection.code;
};

// The scripted deal of the whole-game test: everyone holds a 士 or a 相, so no black hand.
const HANDS = SCRIPTED_HANDS;

describe('the pile', () => {
  it('has 24 pieces: per side 2 士, 2 相, 2 马, 2 车, 1 狗, 3 牛', () => {
    expect(PILE).toHaveLength(24);
    for (const colour of ['r', 'b']) {
      const side = PILE.filter((p) => colourOf(p) === colour);
      const count = (k: string) => side.filter((p) => kindOf(p) === k).length;
      expect([count('S'), count('X'), count('M'), count('C'), count('G'), count('N')]).toEqual([2, 2, 2, 2, 1, 3]);
    }
  });
});

describe('combinations and their order', () => {
  const rank = (ps: Piece[]) => comboOf(ps)!.rank;
  it('orders singles 士 > 相 > 马 > 车 = same-colour 狗 > 牛, red above black', () => {
    const ladder = ['bN1', 'rN1', 'bC1', 'rC1', 'bM1', 'rM1', 'bX1', 'rX1', 'bS1', 'rS1'];
    for (let i = 1; i < ladder.length; i++) expect(rank([ladder[i]!])).toBeGreaterThan(rank([ladder[i - 1]!]));
    expect(rank(['rC1'])).toBe(rank(['rG1']));
    expect(rank(['bC2'])).toBe(rank(['bG1']));
    expect(rank(['rG1'])).toBeGreaterThan(rank(['bC1']));
  });
  it('orders pairs: 狗脚对 = red 士 pair > black 士 pair > the rest by their singles', () => {
    expect(rank(['rG1', 'bG1'])).toBe(rank(['rS1', 'rS2']));
    const ladder = [
      ['bN1', 'bN2'],
      ['rN1', 'rN2'],
      ['bC1', 'bC2'],
      ['rC1', 'rC2'],
      ['bM1', 'bM2'],
      ['rM1', 'rM2'],
      ['bX1', 'bX2'],
      ['rX1', 'rX2'],
      ['bS1', 'bS2'],
      ['rS1', 'rS2'],
    ];
    for (let i = 1; i < ladder.length; i++) expect(rank(ladder[i]!)).toBeGreaterThan(rank(ladder[i - 1]!));
  });
  it('red three 牛 beat black three 牛', () => {
    expect(rank(['rN1', 'rN2', 'rN3'])).toBeGreaterThan(rank(['bN1', 'bN2', 'bN3']));
  });
  it('refuses anything else', () => {
    for (const bad of [['rS1', 'bS1'], ['rN1', 'bN1'], ['rC1', 'rG1'], ['rN1', 'rN2', 'bN1'], ['rS1', 'rS2', 'rX1'], ['rM1', 'rM1'], []])
      expect(comboOf(bad)).toBeNull();
  });
  it('beats only with a strictly greater combination of the same count', () => {
    expect(beats(comboOf(['rG1'])!, comboOf(['rC1'])!)).toBe(false); // equal: 车 = same-colour 狗
    expect(beats(comboOf(['rS1', 'rS2'])!, comboOf(['rG1', 'bG1'])!)).toBe(false); // equal
    expect(beats(comboOf(['rM1', 'rM2'])!, comboOf(['rS1'])!)).toBe(false); // another count
    expect(beats(comboOf(['rX1'])!, comboOf(['bX1'])!)).toBe(true);
  });
  it('lists each distinct combination of a hand once', () => {
    const combos = combosIn(['rN1', 'rN2', 'rN3', 'rG1', 'bG1']).map((c) => c.pieces.join('+'));
    expect(combos).toEqual(['rN1', 'bG1', 'rG1', 'rN1+rN2', 'bG1+rG1', 'rN1+rN2+rN3']);
  });
});

describe('dealing and the black hand', () => {
  it('deals 8 each, draws the first starter, and sets up an empty round', () => {
    const s = deal(HANDS, 2);
    expect(s.secret.hands).toEqual({ a: HANDS[0], b: HANDS[1], c: HANDS[2] });
    expect(s.starter).toBe(C);
    expect(s.phase).toBe('decide');
    expect(s.round).toEqual({ count: null, plays: [], best: null, toAct: C });
  });
  it('a hand with no 士 and no 相 ends the game at once, and no chips move', () => {
    const black: [Piece[], Piece[], Piece[]] = [
      ['rS1', 'rS2', 'rX1', 'rX2', 'bS1', 'bS2', 'bX1', 'bX2'],
      ['rM1', 'rM2', 'rC1', 'rC2', 'rG1', 'rN1', 'rN2', 'rN3'],
      ['bM1', 'bM2', 'bC1', 'bC2', 'bG1', 'bN1', 'bN2', 'bN3'],
    ];
    expect(isBlackHand(black[1])).toBe(true);
    const s = deal(black);
    expect(s.phase).toBe('between');
    expect(s.lastSettlement).toMatchObject({ reason: 'black', changes: { a: 0, b: 0, c: 0 }, blackHands: ['b', 'c'] });
  });
  it("the next game starts with the seat after the previous game's first starter", () => {
    let s = deal(HANDS, 1); // b starts
    s = act(s, B, { type: 'kou' });
    s = act(s, C, { type: 'pass' });
    s = act(s, A, { type: 'pass' });
    expect(s.phase).toBe('between');
    s = act(s, A, { type: 'next' }, testRng);
    expect(s.firstStarter).toBe(C);
    expect(s.gameNo).toBe(2);
  });
});

describe('扣 and 掀', () => {
  it('不扣: the starter leads', () => {
    const s = act(deal(HANDS), A, { type: 'nokou' });
    expect(s.phase).toBe('play');
    expect(actorOf(s)).toBe(A);
  });
  it('扣 with no active 掀 player: asks from the seat after the 扣 player, counter-clockwise', () => {
    const s = act(deal(HANDS, 1), B, { type: 'kou' });
    expect(s.phase).toBe('ask');
    expect(s.asking).toEqual([C, A]);
    expect(refusal(s, C, { type: 'play', pieces: ['rX2'] })).toBe('wrong-phase'); // the asked player cannot play
  });
  it('the first 掀 ends the asking: a relation is recorded and the 扣 player leads', () => {
    let s = act(deal(HANDS), A, { type: 'kou' });
    s = act(s, B, { type: 'xian' });
    expect(s.relations).toEqual([{ xian: B, kou: A, wasGou: false }]);
    expect(s.activeXian).toBe(B);
    expect(s.asking).toEqual([]);
    expect(s.phase).toBe('play');
    expect(actorOf(s)).toBe(A);
    expect(s.round.plays).toEqual([]);
  });
  it('both asked players decline: straight to settlement', () => {
    let s = act(deal(HANDS), A, { type: 'kou' });
    s = act(s, B, { type: 'pass' });
    expect(actorOf(s)).toBe(C);
    s = act(s, C, { type: 'pass' });
    expect(s.lastSettlement?.reason).toBe('no-xian');
  });
  it('a 扣 by the active 掀 player clears them first, and the asking starts after them', () => {
    let s = act(deal(HANDS), A, { type: 'kou' });
    s = act(s, B, { type: 'xian' }); // b is the active 掀 player
    // play a round that a wins, so a starts again
    s = act(s, A, { type: 'play', pieces: ['rS1'] });
    s = act(s, B, { type: 'discard', pieces: ['rN1'] });
    s = act(s, C, { type: 'discard', pieces: ['bN3'] });
    expect(s.starter).toBe(A);
    s = { ...s, activeXian: A }; // suppose a were the active 掀 player
    s = act(s, A, { type: 'kou' });
    expect(s.activeXian).toBeNull();
    expect(s.asking).toEqual([B, C]);
  });
});

describe('a whole scripted game with 扣 and 掀, to settlement', () => {
  it('follows every step, and pays as the settlement rules say', () => {
    let s = deal(HANDS, 0);
    // Round 1: a 扣s; b declines, c 掀s; a leads the red 士 pair
    s = act(s, A, { type: 'kou' });
    expect(s.asking).toEqual([B, C]);
    s = act(s, B, { type: 'pass' });
    s = act(s, C, { type: 'xian' });
    expect(s.relations).toEqual([{ xian: C, kou: A, wasGou: false }]);
    s = act(s, A, { type: 'play', pieces: ['rS1', 'rS2'] });
    expect(s.round.count).toBe(2);
    expect(xianqi.playerView(s, B).choice).toEqual({ kind: 'discard', count: 2 }); // nothing beats the red 士 pair
    expect(refusal(s, B, { type: 'play', pieces: ['bS1', 'bS2'] })).toBe('not-bigger');
    expect(refusal(s, B, { type: 'discard', pieces: ['bC1'] })).toBe('wrong-count');
    s = act(s, B, { type: 'discard', pieces: ['bC1', 'bC2'] });
    // 狗脚对 equals the red 士 pair: it does not beat it, so c must discard
    expect(xianqi.playerView(s, C).choice).toEqual({ kind: 'discard', count: 2 });
    s = act(s, C, { type: 'discard', pieces: ['bN2', 'bN3'] });
    expect(s.zhu).toEqual({ a: 2, b: 0, c: 0 });
    expect(s.starter).toBe(A);
    expect(s.lastRound!.plays.map((p) => p.face)).toEqual(['up', 'down', 'down']);
    expect(JSON.stringify(xianqi.publicView(s))).not.toMatch(/bC1|bN2/);

    // Round 2: a does not 扣 and leads a single; b must beat with the black 士; c cannot and discards
    s = act(s, A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rX1'] });
    expect(xianqi.playerView(s, B).choice).toEqual({ kind: 'beat', options: [['bS1']] });
    expect(refusal(s, B, { type: 'discard', pieces: ['rN1'] })).toBe('must-beat');
    s = act(s, B, { type: 'play', pieces: ['bS1'] });
    s = act(s, C, { type: 'discard', pieces: ['rN2'] });
    expect(s.zhu).toEqual({ a: 2, b: 1, c: 0 });

    // Round 3: b 扣s; c, the active 掀 player, is asked first and declines (cleared); a 掀s
    s = act(s, B, { type: 'kou' });
    expect(s.asking).toEqual([C, A]);
    s = act(s, C, { type: 'pass' });
    expect(s.activeXian).toBeNull();
    s = act(s, A, { type: 'xian' });
    expect(s.relations).toEqual([
      { xian: C, kou: A, wasGou: false },
      { xian: A, kou: B, wasGou: false },
    ]);
    expect(s.activeXian).toBe(A);
    s = act(s, B, { type: 'play', pieces: ['bM1', 'bM2'] });
    expect(xianqi.playerView(s, C).choice).toEqual({ kind: 'beat', options: [['bG1', 'rG1']] });
    s = act(s, C, { type: 'play', pieces: ['rG1', 'bG1'] });
    s = act(s, A, { type: 'discard', pieces: ['bN1', 'rC1'] });
    expect(s.zhu).toEqual({ a: 2, b: 1, c: 2 });

    // Round 4: c leads the red 相; a discards; b beats with the black 士
    s = act(s, C, { type: 'nokou' });
    s = act(s, C, { type: 'play', pieces: ['rX2'] });
    s = act(s, A, { type: 'discard', pieces: ['rC2'] });
    s = act(s, B, { type: 'play', pieces: ['bS2'] });
    expect(s.zhu).toEqual({ a: 2, b: 2, c: 2 });

    // Round 5: b leads the black 相; c's black 相 only equals it; b takes the round and is 够
    s = act(s, B, { type: 'nokou' });
    s = act(s, B, { type: 'play', pieces: ['bX1'] });
    expect(refusal(s, C, { type: 'play', pieces: ['bX2'] })).toBe('not-bigger');
    s = act(s, C, { type: 'discard', pieces: ['rN3'] });
    s = act(s, A, { type: 'discard', pieces: ['rM1'] });
    expect(s.zhu).toEqual({ a: 2, b: 3, c: 2 });
    expect(s.phase).toBe('decide');

    // Round 6: c beats b's 牛 with the black 相 and is 够 too: two 够 end the game
    s = act(s, B, { type: 'nokou' });
    s = act(s, B, { type: 'play', pieces: ['rN1'] });
    s = act(s, C, { type: 'play', pieces: ['bX2'] });
    s = act(s, A, { type: 'discard', pieces: ['rM2'] });
    expect(s.phase).toBe('between');
    const settlement = s.lastSettlement!;
    expect(settlement.reason).toBe('two-gou');
    expect(settlement.zhu).toEqual({ a: 2, b: 3, c: 3 });
    // a (not 够) pays 1 to each 够 player; a 掀'd b while not 够 and is still not 够: a pays b 1;
    // c 掀'd a while not 够 but ends 够: nothing
    expect(settlement.payments).toEqual([
      { from: A, to: B, amount: 1, reason: 'gou' },
      { from: A, to: C, amount: 1, reason: 'gou' },
      { from: A, to: B, amount: 1, reason: 'xian' },
    ]);
    expect(settlement.changes).toEqual({ a: -3, b: 2, c: 1 });
    expect(s.ledger).toEqual({ a: -3, b: 2, c: 1 });
  });
});

describe('rounds and the early end', () => {
  const midGame = (zhu: Record<string, number>, activeXian: string | null = null): XianqiState => ({ ...deal(HANDS), zhu, activeXian });

  it('the round winner takes the round: 柱 grows by the round count', () => {
    let s = act(midGame({ a: 0, b: 0, c: 0 }), A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rM1', 'rM2'] });
    s = act(s, B, { type: 'play', pieces: ['bS1', 'bS2'] });
    expect(refusal(s, C, { type: 'discard', pieces: ['rN2', 'rN3'] })).toBe('must-beat'); // 狗脚对 beats the black 士 pair
    s = act(s, C, { type: 'play', pieces: ['rG1', 'bG1'] });
    expect(s.zhu).toEqual({ a: 0, b: 0, c: 2 });
    expect(s.starter).toBe(C);
  });

  it('clears the active 掀 player when the round takes them from under 3 to 3 or more', () => {
    let s = act(midGame({ a: 2, b: 0, c: 0 }, A), A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rS1'] });
    s = act(s, B, { type: 'discard', pieces: ['rN1'] });
    s = act(s, C, { type: 'discard', pieces: ['bN2'] });
    expect(s.zhu.a).toBe(3);
    expect(s.activeXian).toBeNull();
  });

  it('瓷 (6 or more) ends the game', () => {
    let s = act(midGame({ a: 4, b: 0, c: 0 }), A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rS1', 'rS2'] });
    s = act(s, B, { type: 'discard', pieces: ['bC1', 'bC2'] });
    s = act(s, C, { type: 'discard', pieces: ['bN2', 'bN3'] });
    expect(s.lastSettlement).toMatchObject({ reason: 'ci', zhu: { a: 6, b: 0, c: 0 }, changes: { a: 6, b: -3, c: -3 } });
  });

  it('one 够 alone does not end the game', () => {
    let s = act(midGame({ a: 2, b: 0, c: 0 }), A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rS1'] });
    s = act(s, B, { type: 'discard', pieces: ['rN1'] });
    s = act(s, C, { type: 'discard', pieces: ['bN2'] });
    expect(s.phase).toBe('decide');
  });

  it('hands played out before an early end go to settlement', () => {
    let s: XianqiState = {
      ...deal(HANDS),
      secret: { hands: { a: ['rS1'], b: ['bS1'], c: ['bX2'] }, discards: { a: [], b: [], c: [] } },
      handSizes: { a: 1, b: 1, c: 1 },
    };
    s = act(s, A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rS1'] });
    s = act(s, B, { type: 'discard', pieces: ['bS1'] });
    s = act(s, C, { type: 'discard', pieces: ['bX2'] });
    expect(s.lastSettlement?.reason).toBe('played-out');
  });

  it("the round count is fixed by the lead, and pieces must be the player's own", () => {
    let s = act(deal(HANDS), A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rX1'] });
    expect(refusal(s, B, { type: 'play', pieces: ['bS1', 'bS2'] })).toBe('wrong-count');
    expect(refusal(s, B, { type: 'play', pieces: ['rS1'] })).toBe('not-in-hand');
    expect(refusal(s, C, { type: 'play', pieces: ['rG1'] })).toBe('not-your-turn');
  });
});

describe('settlement (docs/rules/xianqi.md), clause by clause', () => {
  it('a black hand: nothing moves', () => {
    expect(
      deal([
        ['rS1', 'rS2', 'rX1', 'rX2', 'bS1', 'bS2', 'bX1', 'bX2'],
        ['rM1', 'rM2', 'rC1', 'rC2', 'rG1', 'rN1', 'rN2', 'rN3'],
        ['bM1', 'bM2', 'bC1', 'bC2', 'bG1', 'bN1', 'bN2', 'bN3'],
      ]).lastSettlement!.changes,
    ).toEqual({ a: 0, b: 0, c: 0 });
  });
  it('each player under 3 pays 1 to each 够 player and 3 to each 瓷 player', () => {
    expect(settle([A, B, C], { a: 6, b: 3, c: 0 }, []).changes).toEqual({ a: 3, b: 1, c: -4 });
    expect(settle([A, B, C], { a: 3, b: 1, c: 2 }, []).changes).toEqual({ a: 2, b: -1, c: -1 });
    expect(settle([A, B, C], { a: 1, b: 1, c: 2 }, []).changes).toEqual({ a: 0, b: 0, c: 0 });
  });
  it('a 掀 made while not 够 by a player still not 够 at the end costs 1 to the 扣 player', () => {
    expect(settle([A, B, C], { a: 2, b: 3, c: 1 }, [{ xian: C, kou: A, wasGou: false }]).payments).toContainEqual({
      from: C,
      to: A,
      amount: 1,
      reason: 'xian',
    });
    expect(settle([A, B, C], { a: 2, b: 1, c: 3 }, [{ xian: C, kou: A, wasGou: false }]).payments.filter((p) => p.reason === 'xian')).toEqual([]);
  });
  it("a player who 掀'd while already 够 and ends below 瓷 collects no 够 payments", () => {
    const { changes, payments } = settle([A, B, C], { a: 4, b: 1, c: 0 }, [{ xian: A, kou: B, wasGou: true }]);
    expect(payments).toEqual([]);
    expect(changes).toEqual({ a: 0, b: 0, c: 0 });
  });
  it('...but one who ends 瓷 collects the 瓷 payments', () => {
    expect(settle([A, B, C], { a: 6, b: 1, c: 0 }, [{ xian: A, kou: B, wasGou: true }]).changes).toEqual({ a: 6, b: -3, c: -3 });
  });
  it('sums to zero over random finished games', () => {
    for (let game = 0; game < 300; game++) {
      let s = xianqi.setup([A, B, C], {}, testRng);
      while (s.phase !== 'between') {
        const p = actorOf(s)!;
        const options: XianqiAction[] =
          s.phase === 'decide'
            ? [{ type: 'kou' }, { type: 'nokou' }]
            : s.phase === 'ask'
              ? [{ type: 'xian' }, { type: 'pass' }, { type: 'pass' }]
              : (() => {
                  const choice = xianqi.playerView(s, p).choice!;
                  if (choice.kind === 'discard') return [{ type: 'discard', pieces: s.secret.hands[p]!.slice(0, choice.count) } as XianqiAction];
                  return choice.options.map((pieces) => ({ type: 'play', pieces }) as XianqiAction);
                })();
        s = act(s, p, options[testRng.int(options.length)]!, testRng);
      }
      const changes = Object.values(s.lastSettlement!.changes);
      expect(changes.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });
});

describe('timeouts', () => {
  it('at the 扣 decision: no 扣, and the lowest single is led', () => {
    const { state } = xianqi.onTimeout(deal(HANDS), testRng);
    expect(state.phase).toBe('play');
    expect(state.round.plays).toEqual([{ player: A, face: 'up', pieces: ['bN1'], count: 1 }]);
  });
  it('when asked to 掀: decline', () => {
    const asked = act(deal(HANDS), A, { type: 'kou' });
    const { state } = xianqi.onTimeout(asked, testRng);
    expect(state.asking).toEqual([C]);
    expect(state.relations).toEqual([]);
  });
  it('in play: the lowest beating combination, else the lowest pieces face down', () => {
    let s = act(deal(HANDS), A, { type: 'nokou' });
    s = act(s, A, { type: 'play', pieces: ['rM1'] });
    s = xianqi.onTimeout(s, testRng).state; // b beats a red 马 with the lowest that beats: the black 相
    expect(s.round.plays[1]).toEqual({ player: B, face: 'up', pieces: ['bX1'], count: 1 });
    s = act(s, C, { type: 'play', pieces: ['rX2'] }); // c takes the round and starts the next
    s = act(s, C, { type: 'nokou' });
    s = act(s, C, { type: 'play', pieces: ['rG1', 'bG1'] });
    const t = xianqi.onTimeout(s, testRng).state; // a cannot beat 狗脚对: the two lowest pieces go face down
    expect(t.round.plays[1]).toEqual({ player: A, face: 'down', pieces: [], count: 2 });
    expect(t.secret.discards.a).toEqual(['bN1', 'rC1']);
  });
  it('after three in a row, the player is away and moved for at once', () => {
    let s = deal(HANDS);
    s = { ...s, timeouts: { a: 2, b: 0, c: 0 } };
    s = xianqi.onTimeout(s, testRng).state; // a leads automatically and is now away
    expect(s.away).toEqual([A]);
    s = act(s, B, { type: 'play', pieces: ['rN1'] });
    s = act(s, C, { type: 'play', pieces: ['bX2'] });
    expect(s.zhu.c).toBe(1);
    // c starts the next round; when the turn reaches a, a is moved for at once
    s = act(s, C, { type: 'nokou' });
    s = act(s, C, { type: 'play', pieces: ['rN2'] });
    expect(s.round.plays.map((p) => p.player)).toEqual([C, A]);
    expect(actorOf(s)).toBe(B);
  });
});

describe('away and leaving', () => {
  it('when all three are away nobody is moved for; "I\'m back" moves the away players at once up to the one who came back', () => {
    let s = { ...deal(HANDS), away: [A, B, C] };
    expect(xianqi.present(s)).toEqual([]);
    s = act(s, B, { type: 'back' }, testRng); // a (away) does not 扣 and leads its lowest single; then it is b's turn
    expect(s.round.plays.map((p) => p.player)).toEqual([A]);
    expect(actorOf(s)).toBe(B);
    expect(xianqi.present(s)).toEqual([B]);
  });

  it('a leaver ends the game without payments and is never among the winners', () => {
    const s = { ...deal(HANDS), ledger: { a: 5, b: -2, c: -3 } };
    const { state } = xianqi.forfeit(s, A, testRng);
    expect(state.phase).toBe('over');
    expect(xianqi.hasLeft(state, A)).toBe(true);
    expect(state.ledger).toEqual({ a: 5, b: -2, c: -3 });
    expect(xianqi.outcome(state)).toEqual({ winners: [B] });
  });
});
