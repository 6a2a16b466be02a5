import type { SeatSight } from '../../kernel/engine.js';
import type { XianqiPrivateView, XianqiPublicView } from './rules.js';
import { combosOf, FACE_COUNT, FACE_TOTAL, faceIndex, newComboBuffer } from './computer-faces.js';
import { ASK, copySim, DECIDE, emptySim, PLAY, type Sim } from './computer-sim.js';
import type { Play } from './actions.js';
import { comboOf } from './combos.js';
import { draw, type Prng } from '../../rng.js';

export type XianqiSight = SeatSight<XianqiPublicView, XianqiPrivateView>;

/** What a seat learnt from someone's face-down discard: their hand (plus `extra` faces) holds nothing of `count` above `rank`. */
interface NoBeat {
  seat: number;
  count: number;
  rank: number;
  extra: number[];
}

export interface Determinizer {
  /** The game as the seat sees it, with the other hands empty. */
  base: Sim;
  me: number;
  /** Whether three hands agree with what the seat saw others fail to beat. */
  consistent(hands: Int8Array): boolean;
  /** Writes into `into` one guess at the game, the other hands consistent with what the seat saw. */
  sample(rand: Prng, into: Sim): void;
}

const SAMPLE_TRIES = 24;

/** The discards in a list of plays, with the best rank each one failed to beat. */
function noBeatsIn(plays: readonly Play[], seats: readonly string[], me: number, extraOf: (seat: number) => number[]): NoBeat[] {
  const found: NoBeat[] = [];
  let best = 0;
  const count = plays[0]?.count ?? 0;
  for (const p of plays) {
    const seat = seats.indexOf(p.player);
    if (p.face === 'down') {
      if (seat !== me) found.push({ seat, count, rank: best, extra: extraOf(seat) });
    } else {
      const rank = comboOf(p.pieces)?.rank ?? 0;
      if (rank > best) best = rank;
    }
  }
  return found;
}

export function determinizer(sight: XianqiSight): Determinizer {
  const { table, own } = sight;
  const seats = table.seats;
  const me = seats.indexOf(sight.player);
  const hands = new Int8Array(3 * FACE_COUNT);
  const unseen = FACE_TOTAL.slice();
  for (const p of own.hand) {
    hands[me * FACE_COUNT + faceIndex(p)]!++;
    unseen[faceIndex(p)]!--;
  }
  for (const p of own.myDiscards) unseen[faceIndex(p)]!--;
  const shown = [...table.round.plays, ...(table.lastRound?.plays ?? [])];
  for (const play of shown) for (const p of play.pieces) unseen[faceIndex(p)]!--;
  const pool: number[] = [];
  unseen.forEach((n, f) => {
    for (let k = 0; k < n; k++) pool.push(f);
  });

  const playedNow = (seat: number): number[] =>
    table.round.plays.filter((p) => p.player === seats[seat] && p.face === 'up').flatMap((p) => p.pieces.map(faceIndex));
  const noBeats = [...noBeatsIn(table.round.plays, seats, me, () => []), ...noBeatsIn(table.lastRound?.plays ?? [], seats, me, playedNow)];

  const base = emptySim();
  base.hands.set(hands);
  seats.forEach((p, i) => {
    base.sizes[i] = table.handSizes[p] ?? 0;
    base.zhu[i] = table.zhu[p] ?? 0;
  });
  for (const r of table.relations) base.relations[base.relationCount++] = seats.indexOf(r.xian) * 8 + seats.indexOf(r.kou) * 2 + (r.wasGou ? 1 : 0);
  base.activeXian = table.activeXian ? seats.indexOf(table.activeXian) : -1;
  base.phase = table.phase === 'decide' ? DECIDE : table.phase === 'ask' ? ASK : PLAY;
  base.starter = seats.indexOf(table.starter);
  base.kou = table.kou ? seats.indexOf(table.kou) : -1;
  base.askFirst = table.asking[0] ? seats.indexOf(table.asking[0]) : -1;
  base.askSecond = table.asking[1] ? seats.indexOf(table.asking[1]) : -1;
  base.count = table.round.count ?? 0;
  base.bestRank = table.round.best?.rank ?? 0;
  base.bestPlayer = table.round.best ? seats.indexOf(table.round.best.player) : -1;
  base.plays = table.round.plays.length;
  base.toAct = seats.indexOf(table.round.toAct);
  const others = [(me + 1) % 3, (me + 2) % 3];
  const scratch = newComboBuffer();
  const consistent = (h: Int8Array): boolean =>
    noBeats.every((c) => {
      const at = c.seat * FACE_COUNT;
      for (const f of c.extra) h[at + f]!++;
      const ok = combosOf(h, at, c.count, c.rank, scratch) === 0;
      for (const f of c.extra) h[at + f]!--;
      return ok;
    });

  return {
    base,
    me,
    consistent,
    sample(rand, into) {
      const deck = pool.slice();
      copySim(into, base);
      const h = into.hands;
      for (let attempt = 0; attempt < SAMPLE_TRIES; attempt++) {
        for (const seat of others) h.fill(0, seat * FACE_COUNT, seat * FACE_COUNT + FACE_COUNT);
        let at = 0;
        for (const seat of others) {
          for (let k = 0; k < base.sizes[seat]!; k++, at++) {
            const j = at + (draw(rand) % (deck.length - at));
            const face = deck[j]!;
            deck[j] = deck[at]!;
            deck[at] = face;
            h[seat * FACE_COUNT + face]!++;
          }
        }
        if (consistent(h)) return;
      }
    },
  };
}
