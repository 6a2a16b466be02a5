import { describe, expect, it } from 'vitest';
import { ann, bo, CH, computerTable, ok, personMoves, recordingThinker } from '../support/computer-table.js';
import { inlineThinker, type Thinker } from '../../src/computers/decide.js';
import { computersToAct } from '../../src/computers/sight.js';
import { gameResult } from '../../src/table/game-results.js';
import { playersToPing } from '../../src/discord/ping-policy.js';
import { decodeFormId, encodeFormId } from '../../src/ids/custom-id.js';
import { decodeSession, type Session } from '../../src/kernel/session.js';
import type { RunResult } from '../../src/table/runner.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { yahtzeeStateSchema, type YahtzeeState } from '../../src/games/yahtzee/actions.js';
import { rngFromSeed } from '../support/scripted-rng.js';
import { seededRng } from '../../src/fair/seeded-rng.js';
import { shuffle } from '../../src/rng.js';
import { sampleSession } from '../support/sessions.js';
import { tableMessage } from '../../src/views/table.js';
import { GAMES } from '../support/games.js';

type Table = ReturnType<typeof computerTable>;
type Ok = Extract<RunResult, { kind: 'ok' }>;
const GUILD = '900000000000000001';

/** Ann hosts, Bo joins (and `computers` computer seats), with or without `away_computer`; the game starts. */
async function opened(t: Table, game: string, awayComputer: boolean, computers = 0): Promise<Session> {
  const o = await t.runner.open({
    channelId: CH,
    guildId: GUILD,
    host: { id: ann.userId, name: 'Ann' },
    game,
    config: {},
    locale: 'en',
    computers,
    awayComputer,
  });
  if (o.kind !== 'created') throw new Error(o.kind);
  ok(await t.runner.join({ channelId: CH, sessionId: o.session.id }, bo));
  return ok(await t.runner.start({ channelId: CH, sessionId: o.session.id }, ann));
}

/**
 * One step of play: a computer's move when one is due (a computer seat, or Bo while the computer
 * plays for him), else Ann's own move, else Bo's (his own move, or his timer running out), else the
 * timer between games.
 */
async function step(t: Table, boTimesOut: boolean): Promise<Ok> {
  const s = (await t.store.load(CH))!;
  const actors: string[] = GAMES.engine(s.game).actors(s.state);
  let r: RunResult;
  if (s.computerDue !== null && s.computerDue !== undefined) {
    t.clock.now = Math.max(t.clock.now, s.computerDue);
    r = await t.driver.fire(CH);
  } else if (actors.includes(ann.userId)) r = await personMoves(t.runner, s, ann);
  else if (actors.includes(bo.userId) && !boTimesOut) r = await personMoves(t.runner, s, bo);
  else if (s.deadline !== null) {
    t.clock.now = Math.max(t.clock.now, s.deadline);
    r = await t.driver.fire(CH);
  } else throw new Error(`stuck: ${JSON.stringify(s).slice(0, 400)}`);
  ok(r);
  return r as Ok;
}

const awayOf = (s: Session): string[] => GAMES.engine(s.game).away?.(s.state) ?? [];
const actorsOf = (s: Session): string[] => GAMES.engine(s.game).actors(s.state);

/** Bo lets his timer run out until he is away. */
async function boGoesAway(t: Table): Promise<Session> {
  let s = (await t.store.load(CH))!;
  for (let i = 0; i < 200 && !awayOf(s).includes(bo.userId); i++) s = (await step(t, true)).session;
  expect(awayOf(s)).toContain(bo.userId);
  return s;
}

/** Plays on (Bo away) until it is Bo's turn. */
async function untilBosTurn(t: Table, s: Session): Promise<Session> {
  for (let i = 0; i < 200 && !actorsOf(s).includes(bo.userId); i++) s = (await step(t, true)).session;
  expect(actorsOf(s)).toContain(bo.userId);
  return s;
}

describe('away_computer: the computer plays for an away person until they are back', () => {
  it('Yahtzee, on: his whole turn is the computer’s, he stays away with his timeouts, nobody pings him; “I’m back” gives him his turns again', async () => {
    const t = computerTable();
    await opened(t, 'yahtzee', true);
    let s = await boGoesAway(t);
    expect((s.state as YahtzeeState).timeouts[bo.userId]).toBe(3);
    s = await untilBosTurn(t, s);
    expect(computersToAct(GAMES, s)).toEqual([bo.userId]);
    expect(s.computerDue).toBe(t.clock.now);
    expect(s.deadline).not.toBeNull();
    // Indexed with the turn timers: a restarted bot's sweeper finds it.
    expect(await t.store.claimDue(t.clock.now, 30_000, 10)).toEqual([{ channelId: CH, deadline: t.clock.now }]);
    expect(playersToPing(GAMES, s, null, ann.userId)).toEqual([]);
    // The table says so, beside his name and in its away line.
    const shown = JSON.stringify(tableMessage(GAMES, s));
    expect(shown).toContain('💤🤖');
    expect(shown).toContain(`Away: <@${bo.userId}>. 🤖 The computer plays for them until they press “I'm back”.`);

    const turn = s.turnToken;
    let moves = 0;
    while (s.turnToken === turn) {
      const r = await step(t, true);
      expect(r.previous.computerDue, 'only the computer moves in his turn').not.toBeNull();
      s = r.session;
      moves++;
    }
    const state = s.state as YahtzeeState;
    expect(moves).toBeGreaterThan(1); // it rolled, then scored (not the automatic move in one go)
    expect(state.last).toMatchObject({ player: bo.userId, auto: false });
    expect(state.last).not.toHaveProperty('away');
    expect(state.away).toEqual([bo.userId]);
    expect(state.timeouts[bo.userId]).toBe(3);
    expect(s.computerPlayedFor).toEqual([bo.userId]);

    // Back: his next turn waits for him, with no computer due, and he is pinged again.
    s = ok(await t.runner.act({ channelId: CH, sessionId: s.id }, bo, { type: 'back' }));
    expect(awayOf(s)).toEqual([]);
    s = (await step(t, false)).session; // Ann's turn ends
    for (let i = 0; i < 10 && !actorsOf(s).includes(bo.userId); i++) s = (await step(t, false)).session;
    expect(actorsOf(s)).toEqual([bo.userId]);
    expect(s.computerDue ?? null).toBeNull();
    expect(computersToAct(GAMES, s)).toEqual([]);
    expect(playersToPing(GAMES, s, null, ann.userId)).toEqual([bo.userId]);
    s = ok(await personMoves(t.runner, s, bo));
    expect((s.state as YahtzeeState).timeouts[bo.userId]).toBe(0);
  });

  it('Yahtzee, off: his turns are played at once by the automatic move, as before', async () => {
    const t = computerTable();
    await opened(t, 'yahtzee', false);
    let s = await boGoesAway(t);
    expect(s.awayComputer).toBeUndefined();
    const round = (s.state as YahtzeeState).round;
    let played = 0;
    while ((s.state as YahtzeeState).round < round + 3) {
      const r = await step(t, true);
      expect(actorsOf(r.session)).not.toContain(bo.userId);
      expect(r.previous.computerDue ?? null).toBeNull();
      const last = (r.session.state as YahtzeeState).last;
      if (last?.player === bo.userId && last !== (r.previous.state as YahtzeeState).last) {
        expect(last).toMatchObject({ auto: true, away: true });
        played++;
      }
      s = r.session;
    }
    expect(played).toBeGreaterThanOrEqual(2);
    expect(s.computerPlayedFor).toBeUndefined();
    const shown = JSON.stringify(tableMessage(GAMES, s));
    expect(shown).toContain(`Away: <@${bo.userId}>. Press “I'm back” to play again.`);
    expect(shown).not.toContain('💤🤖');
  });

  it('a refused move (never his “I’m back”) falls back to the timeout move at once, and he stays away', async () => {
    const backForBo: Thinker = {
      ...inlineThinker(GAMES),
      decide: async (d) => (d.sight.player === bo.userId ? { type: 'back' } : inlineThinker(GAMES).decide(d)),
    };
    const t = computerTable({ thinker: backForBo });
    await opened(t, 'bobing', true);
    let s = await untilBosTurn(t, await boGoesAway(t));
    const before = s.stateVersion;
    t.clock.now = s.computerDue!;
    expect((await t.driver.fire(CH)).kind).toBe('rejected');
    s = (await t.store.load(CH))!;
    expect(s.stateVersion).toBe(before);
    expect(awayOf(s)).toEqual([bo.userId]);
    expect([s.computerDue ?? null, s.deadline]).toEqual([null, t.clock.now]);
    // The turn timer is due now: the sweeper's next pass plays the timeout move.
    expect(await t.store.claimDue(t.clock.now, 30_000, 10)).toEqual([{ channelId: CH, deadline: t.clock.now }]);
    const r = await t.driver.fire(CH);
    expect(r).toMatchObject({ kind: 'ok', events: expect.arrayContaining([{ type: 'timeout', player: bo.userId }]) });
    s = (r as Ok).session;
    expect(awayOf(s)).toEqual([bo.userId]);
    expect(s.computerPlayedFor).toBeUndefined();
  });

  it('“I’m back” pressed while the computer decides for him: the computer’s move is stale and never applied', async () => {
    let t: Table | null = null;
    const backMeanwhile: Thinker = {
      ...inlineThinker(GAMES),
      decide: async (d) => {
        const action = await inlineThinker(GAMES).decide(d);
        if (d.sight.player === bo.userId) {
          const s = (await t!.store.load(CH))!;
          ok(await t!.runner.act({ channelId: CH, sessionId: s.id }, bo, { type: 'back' }));
        }
        return action;
      },
    };
    t = computerTable({ thinker: backMeanwhile });
    await opened(t, 'bobing', true);
    let s = await untilBosTurn(t, await boGoesAway(t));
    const rolls = (s.state as { rolls: number }).rolls;
    t.clock.now = s.computerDue!;
    expect((await t.driver.fire(CH)).kind).toBe('stale');
    s = (await t.store.load(CH))!;
    expect(awayOf(s)).toEqual([]);
    expect(actorsOf(s)).toEqual([bo.userId]);
    expect(s.computerDue ?? null).toBeNull();
    expect(s.computerPlayedFor).toBeUndefined();
    expect((s.state as { rolls: number }).rolls).toBe(rolls);
  });

  it('a game the computer played in for someone counts in no stats; the same game without it counts', async () => {
    const t = computerTable();
    await opened(t, 'bobing', true);
    await boGoesAway(t);
    let last: Ok | null = null;
    for (let i = 0; i < 2000 && last?.session.phase !== 'finished'; i++) last = await step(t, true);
    expect(last!.session.phase).toBe('finished');
    expect(last!.session.computerPlayedFor).toEqual([bo.userId]);
    expect(gameResult(GAMES, last!.previous, last!.session, last!.events, 1)).toBeNull();
    const without = (s: Session): Session => ({ ...s, computerPlayedFor: undefined });
    expect(gameResult(GAMES, without(last!.previous), without(last!.session), last!.events, 1)).not.toBeNull();
    // A rematch is a new game: nobody has been played for yet.
    const again = ok(await t.runner.rematch({ channelId: CH, sessionId: last!.session.id }, ann));
    expect(again.computerPlayedFor).toBeUndefined();
    expect(again.awayComputer).toBe(true);
  });
});

describe('what the computer decides from when it plays for someone', () => {
  /** A 掀棋 table (Ann, a computer, Bo away) at the moment the computer must play for Bo. */
  async function bosTurn(): Promise<Session> {
    const t = computerTable();
    await opened(t, 'xianqi', true, 1);
    const s = await untilBosTurn(t, await boGoesAway(t));
    expect(computersToAct(GAMES, s)).toEqual([bo.userId]);
    return s;
  }

  /** The table imported into a fresh store, and the decision the driver makes there. */
  async function decisionAt(session: Session) {
    const thinker = recordingThinker();
    const t = computerTable({ thinker });
    await t.store.create({ ...session, version: 1 });
    t.clock.now = session.computerDue!;
    expect((await t.driver.fire(CH)).kind).toBe('ok');
    expect(thinker.seen).toHaveLength(1);
    return thinker.seen[0]!;
  }

  it('his own sight and the table seed: the same moment gives the same move; pieces he cannot see never change it', async () => {
    const s = await bosTurn();
    const engine = GAMES.engine('xianqi');
    const first = await decisionAt(s);
    expect(first.decision.sight).toEqual({ player: bo.userId, table: engine.publicView(s.state), own: engine.playerView(s.state, bo.userId), standIn: true });
    expect(first.decision.draw).toEqual({ seed: s.computerSeed, label: `${s.id}/${s.stateVersion}/${bo.userId}` });
    expect(await decisionAt(s)).toEqual(first);
    for (let k = 0; k < 4; k++) {
      const state = structuredClone(s.state) as { secret: { hands: Record<string, string[]> } };
      const others = Object.keys(state.secret.hands).filter((p) => p !== bo.userId);
      const pool = shuffle(
        seededRng('ef'.repeat(32), `variant-${k}`),
        others.flatMap((p) => state.secret.hands[p]!),
      );
      for (const p of others) state.secret.hands[p] = pool.splice(0, state.secret.hands[p]!.length);
      const other = await decisionAt({ ...s, state });
      expect(other.action).toEqual(first.action);
    }
  });
});

describe('the option in the engine, the stored table and the setup form', () => {
  const A = ann.userId;
  const B = bo.userId;

  it('Yahtzee: an away player’s turn waits for the computer; its move is not theirs; an older state without the option loads', () => {
    const rng = rngFromSeed(7);
    const awayB = (s: YahtzeeState): YahtzeeState => ({ ...s, away: [B], timeouts: { [A]: 0, [B]: 3 } });
    const on = awayB(yahtzee.setup([A, B], { joker: 'free' }, rng, { awayComputer: true }));
    const off = awayB(yahtzee.setup([A, B], { joker: 'free' }, rng));
    expect([on.awayComputer, off.awayComputer]).toEqual([true, undefined]);
    const annScores = (s: YahtzeeState) => {
      const rolled = yahtzee.apply(s, A, { type: 'roll' }, rng);
      if (!rolled.ok) throw new Error('roll');
      const scored = yahtzee.apply(rolled.state, A, { type: 'score', box: 'chance' }, rng);
      if (!scored.ok) throw new Error('score');
      return scored.state;
    };
    expect(yahtzee.actors(annScores(off))).toEqual([A]); // B's turn was played at once
    const waiting = annScores(on);
    expect(yahtzee.actors(waiting)).toEqual([B]);
    const forB = yahtzee.apply(waiting, B, { type: 'roll' }, rng, 0, true);
    const byB = yahtzee.apply(waiting, B, { type: 'roll' }, rng, 0, false);
    if (!forB.ok || !byB.ok) throw new Error('roll');
    expect([forB.state.timeouts[B], forB.state.away]).toEqual([3, [B]]);
    expect(byB.state.timeouts[B]).toBe(0);
    const { awayComputer: _option, ...older } = waiting;
    expect(yahtzeeStateSchema.parse(older).awayComputer).toBeUndefined();
    expect(yahtzeeStateSchema.parse(waiting).awayComputer).toBe(true);
  });

  it('the stored table keeps the option and whom the computer played for; an older record without them loads', () => {
    const older = sampleSession();
    expect(decodeSession(older.channelId, JSON.stringify(older))).toEqual(older);
    const withIt = { ...older, awayComputer: true as const, computerPlayedFor: [B] };
    expect(decodeSession(older.channelId, JSON.stringify(withIt))).toEqual(withIt);
  });

  it('only a game that plays away players’ turns takes the option (Hold’em sits them out, Pirate Dice puts them out)', async () => {
    for (const [game, kept] of [
      ['yahtzee', true],
      ['bobing', true],
      ['xianqi', true],
      ['holdem', undefined],
      ['pirate', undefined],
    ] as const) {
      const t = computerTable();
      const o = await t.runner.open({ channelId: CH, guildId: GUILD, host: { id: A, name: 'Ann' }, game, config: {}, locale: 'en', awayComputer: true });
      if (o.kind !== 'created') throw new Error(o.kind);
      expect(o.session.awayComputer, game).toBe(kept);
      // The computer playing for someone draws from a secret of the table's own.
      expect(o.session.computerSeed !== undefined, game).toBe(kept === true);
    }
  });

  it('a setup form carries the option to its submit, with or without text only', () => {
    const base = { game: 'bobing', turnSeconds: null, language: null, computers: 0 };
    expect(decodeFormId(encodeFormId({ ...base, awayComputer: true }), GAMES)).toEqual({ ...base, awayComputer: true });
    expect(decodeFormId(encodeFormId({ ...base, computers: 2, textOnly: true, awayComputer: true }), GAMES)).toEqual({
      ...base,
      computers: 2,
      textOnly: true,
      awayComputer: true,
    });
    expect(decodeFormId('o1:bobing:0:-:0:t', GAMES)).toEqual({ ...base, textOnly: true });
    expect(decodeFormId('o1:bobing:0:-:0:x', GAMES)).toBeNull();
  });
});
