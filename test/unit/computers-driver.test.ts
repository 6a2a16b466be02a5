import { describe, expect, it } from 'vitest';
import { ann, CH, computerTable, ok, personMoves, recordingThinker } from '../support/computer-table.js';
import { decideNow } from '../../src/computers/decide.js';
import type { Session } from '../../src/kernel/session.js';
import { isComputer } from '../../src/computers/seats.js';
import { shuffle } from '../../src/rng.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { GAMES } from '../support/games.js';

type Table = ReturnType<typeof computerTable>;

async function opened(t: Table, game: string, computers: number): Promise<Session> {
  const o = await t.runner.open({
    channelId: CH,
    guildId: '900000000000000001',
    host: { id: ann.userId, name: 'Ann' },
    game,
    config: {},
    locale: 'en',
    computers,
  });
  if (o.kind !== 'created') throw new Error(o.kind);
  return ok(await t.runner.start({ channelId: CH, sessionId: o.session.id }, ann));
}

/** Plays the table on: the person's moves by policy, the computers' by the driver when due, the turn timer when nobody else moves. */
async function playOn(t: Table, done: (s: Session) => boolean, maxSteps = 5000): Promise<{ session: Session; computerMoves: number }> {
  let computerMoves = 0;
  for (let step = 0; step < maxSteps; step++) {
    const s = (await t.store.load(CH))!;
    if (done(s) || s.phase !== 'playing') return { session: s, computerMoves };
    const actors = GAMES.engine(s.game).actors(s.state);
    if (actors.includes(ann.userId)) {
      ok(await personMoves(t.runner, s, ann));
    } else if (s.computerDue !== null && s.computerDue !== undefined) {
      // Not due yet: the sweeper's wake-up does nothing.
      if (s.computerDue > t.clock.now) expect((await t.driver.fire(CH)).kind).not.toBe('ok');
      t.clock.now = Math.max(t.clock.now, s.computerDue);
      const r = await t.driver.fire(CH);
      expect(r.kind, JSON.stringify(r).slice(0, 300)).toBe('ok');
      expect(actors).toContain((r as { previous: Session }).previous && computerActor(s));
      computerMoves++;
    } else if (s.deadline !== null) {
      t.clock.now = s.deadline;
      ok(await t.driver.fire(CH));
    } else throw new Error(`stuck: ${JSON.stringify(s).slice(0, 400)}`);
  }
  throw new Error('too many steps');
}
const computerActor = (s: Session) => GAMES.engine(s.game).actors(s.state).find(isComputer);

describe('computers play through the runner', () => {
  it.each([
    ['yahtzee', 2, (s: Session) => s.phase === 'finished'],
    ['pirate', 3, (s: Session) => s.phase === 'finished'],
    ['bobing', 3, (s: Session) => s.phase === 'finished'],
    ['xianqi', 2, (s: Session) => (s.state as { gameNo: number; phase: string }).phase === 'between'],
    ['holdem', 1, (s: Session) => (s.state as { handNo: number }).handNo >= 4],
  ] as const)(
    '%s: one person with computers plays to the end',
    async (game, computers, done) => {
      for (const seed of ['cd', '5e']) await playsToTheEnd(game, computers, done, seed);
    },
    60_000,
  );
});

async function playsToTheEnd(game: string, computers: number, done: (s: Session) => boolean, seed: string): Promise<void> {
  const t = computerTable({ pauseMs: 1200, seed });
  await opened(t, game, computers);
  const { session, computerMoves } = await playOn(t, done);
  expect(computerMoves).toBeGreaterThan(0);
  if (game !== 'xianqi' && game !== 'holdem') expect(GAMES.engine(game).outcome(session.state)).not.toBeNull();
  if (game !== 'xianqi' && game !== 'holdem') expect(session.computerDue ?? null).toBeNull();
}

describe('computers at a table that waits', () => {
  it('stores when a computer acts, indexed with the turn timers (a restart finds it)', async () => {
    const t = computerTable({ pauseMs: 1200 });
    let s = await opened(t, 'bobing', 1);
    if (GAMES.engine('bobing').actors(s.state).includes(ann.userId)) s = ok(await personMoves(t.runner, s, ann));
    expect(s.computerDue).toBe(t.clock.now + 1200);
    expect(await t.store.claimDue(t.clock.now + 1199, 30_000, 10)).toEqual([]);
    expect(await t.store.claimDue(t.clock.now + 1200, 30_000, 10)).toEqual([{ channelId: CH, deadline: t.clock.now + 1200 }]);
  });

  it('a computer never acts at a paused or closed table', async () => {
    const t = computerTable();
    let s = await opened(t, 'yahtzee', 1);
    // Ann lets her timer run out three times: she is away, nobody present is a person, the table pauses.
    while (!GAMES.engine('yahtzee').present(s.state).every(isComputer)) {
      if (GAMES.engine('yahtzee').actors(s.state).includes(ann.userId)) {
        t.clock.now = s.deadline!;
      } else t.clock.now = Math.max(t.clock.now, s.computerDue!);
      ok(await t.driver.fire(CH));
      s = (await t.store.load(CH))!;
    }
    expect(s.phase).toBe('playing');
    expect([s.turnToken, s.deadline, s.computerDue]).toEqual([null, null, null]);
    t.clock.now += 600_000;
    const before = s.stateVersion;
    expect((await t.driver.fire(CH)).kind).not.toBe('ok');
    expect((await t.store.load(CH))!.stateVersion).toBe(before);
    // Back: the game runs again, the computer with it.
    s = ok(await t.runner.act({ channelId: CH, sessionId: s.id }, ann, { type: 'back' }));
    expect(s.deadline).not.toBeNull();
    // Closed: nothing more from the computer.
    const closing = computerTable();
    let c = await opened(closing, 'pirate', 2);
    while (GAMES.engine('pirate').actors(c.state).includes(ann.userId)) c = ok(await personMoves(closing.runner, c, ann));
    expect(c.computerDue).not.toBeNull();
    const closed = ok(await closing.runner.close({ channelId: CH }, ann));
    expect(closed.computerDue ?? null).toBeNull();
    expect((await closing.driver.fire(CH)).kind).not.toBe('ok');
    expect((await closing.store.load(CH))!.stateVersion).toBe(closed.stateVersion);
  });
});

describe('what a computer decides from', () => {
  /** A table at a computer's turn, imported into a fresh store, and the move the driver makes there. */
  async function decisionAt(session: Session) {
    const thinker = recordingThinker();
    const t = computerTable({ thinker });
    await t.store.create({ ...session, version: 1 });
    t.clock.now = session.computerDue!;
    const r = await t.driver.fire(CH);
    expect(r.kind).toBe('ok');
    expect(thinker.seen).toHaveLength(1);
    return thinker.seen[0]!;
  }

  async function computerTurn(game: string, computers: number): Promise<Session> {
    const t = computerTable();
    let s = await opened(t, game, computers);
    for (let i = 0; i < 50 && !computerActor(s); i++) s = ok(await personMoves(t.runner, s, ann));
    expect(computerActor(s)).toBeDefined();
    return s;
  }

  it('Pirate Dice: other cups it cannot see never change its bet; its sight is the public view and its own view', async () => {
    const s = await computerTurn('pirate', 3);
    const me = computerActor(s)!;
    const engine = GAMES.engine('pirate');
    const first = await decisionAt(s);
    expect(first.decision.sight).toEqual({ player: me, table: engine.publicView(s.state), own: engine.playerView(s.state, me) });
    expect(JSON.stringify(first.decision)).not.toContain('secret');
    for (let k = 0; k < 8; k++) {
      const rng = seededRng('cd'.repeat(32), `variant-${k}`);
      const state = structuredClone(s.state) as { secret: { cups: Record<string, number[]> } };
      for (const [p, cup] of Object.entries(state.secret.cups)) if (p !== me) state.secret.cups[p] = cup.map(() => 1 + rng.int(6));
      const other = await decisionAt({ ...s, state });
      expect(other.action).toEqual(first.action);
      expect(other.decision).toEqual(first.decision);
    }
    // Its own dice are in its sight: the check above would see a change there.
    const own = structuredClone(s.state) as { secret: { cups: Record<string, number[]> } };
    own.secret.cups[me] = own.secret.cups[me]!.map((d) => (d % 6) + 1);
    expect((await decisionAt({ ...s, state: own })).decision.sight).not.toEqual(first.decision.sight);
  });

  it("Hold'em: other hole cards and the deck never change its action", async () => {
    const s = await computerTurn('holdem', 2);
    const me = computerActor(s)!;
    const first = await decisionAt(s);
    for (let k = 0; k < 6; k++) {
      const state = structuredClone(s.state) as { hand: { secret: { deck: number[]; hole: Record<string, number[]> } } };
      const secret = state.hand.secret;
      const rng = seededRng('ef'.repeat(32), `variant-${k}`);
      const others = Object.keys(secret.hole).filter((p) => p !== me);
      const pool = shuffle(rng, [...secret.deck, ...others.flatMap((p) => secret.hole[p]!)]);
      for (const p of others) secret.hole[p] = [pool.pop()!, pool.pop()!];
      secret.deck = pool;
      const other = await decisionAt({ ...s, state });
      expect(other.decision).toEqual(first.decision);
      expect(other.action).toEqual(first.action);
    }
  });

  it('is deterministic for a table: the same moment gives the same move, a new seed may not', async () => {
    const s = await computerTurn('xianqi', 2);
    const first = await decisionAt(s);
    const again = await decisionAt(s);
    expect(again).toEqual(first);
    expect(decideNow(GAMES, first.decision)).toEqual(first.action);
    expect(first.decision.draw).toEqual({ seed: s.computerSeed, label: `${s.id}/${s.stateVersion}/${computerActor(s)}` });
  });
});
