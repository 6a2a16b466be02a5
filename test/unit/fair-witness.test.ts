import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Runner, type RunResult } from '../../src/table/runner.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import type { Session } from '../../src/kernel/session.js';
import { FairDraws } from '../../src/fair/draw-source.js';
import { fingerprint } from '../../src/fair/commitment.js';
import { announcement, tableMessage } from '../../src/views/table.js';
import { testRng } from '../support/test-rng.js';
import { replayDraws } from '../../src/fair/verify.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import { GAMES } from '../support/games.js';

const CHANNEL = '300000000000000077';
const ANN = { userId: '100000000000000001', name: 'Ann' };
const BO = { userId: '100000000000000002', name: 'Bo' };

function ok(result: RunResult): Extract<RunResult, { kind: 'ok' }> {
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
  return result;
}

/** A Hold'em table whose first hand (dealt by a Start click) has just ended by a fold: the next seed is committed. */
async function tableBetweenHands() {
  let now = 1_000_000;
  const store = new MemorySessionStore(GAMES, 3_600_000, () => now);
  const runner = new Runner({
    games: GAMES,
    store,
    rng: testRng,
    now: () => now,
    log: pino({ level: 'silent' }),
    draws: new FairDraws({ games: GAMES, fallback: testRng }),
  });
  const opened = await runner.open({ channelId: CHANNEL, guildId: null, host: { id: ANN.userId, name: ANN.name }, game: 'holdem', config: {}, locale: 'en' });
  if (opened.kind !== 'created') throw new Error(opened.kind);
  const target = (s: Session, id: string) => ({ channelId: CHANNEL, sessionId: s.id, interactionId: id });
  let session = ok(await runner.join(target(opened.session, '1200000000000000001'), BO)).session;
  session = ok(await runner.start(target(session, '1200000000000000002'), ANN)).session;
  let ended: Extract<RunResult, { kind: 'ok' }> | null = null;
  for (const player of [ANN, BO]) {
    const result = await runner.act({ ...target(session, '1200000000000000003'), version: session.stateVersion }, player, { type: 'fold' });
    if (result.kind === 'ok') ended = result;
  }
  if (!ended || (ended.session.state as HoldemState).hand) throw new Error('the hand did not end');
  return { runner, ended, setNow: (ms: number) => (now = ms) };
}

/** The timer deals the next hand after `messageId` (if any) was posted: the table below the record of the hand's end. */
async function timerDeal(messageId: string | null) {
  const { runner, ended, setNow } = await tableBetweenHands();
  const atCommitment = JSON.stringify(ended.session);
  // The hand's short record takes the table's message; the table posted anew below it shows the next seed's fingerprint.
  expect(announcement(GAMES, ended.session, ended.previous)).not.toBeNull();
  const posted = tableMessage(GAMES, ended.session);
  expect(JSON.stringify(posted)).toContain(fingerprint(ended.session.fair!.current.commitment));
  if (messageId) await runner.witness(ended.session, messageId, JSON.stringify(posted));
  const before = (await runner.load(CHANNEL))!;
  setNow(before.deadline!);
  const dealt = ok(await runner.timeout(CHANNEL)).session;
  const state = dealt.state as HoldemState;
  expect(state.hand).not.toBeNull();
  return { atCommitment, committed: before.fair!.current, used: dealt.fair!.current, hole: state.hand!.secret.hole };
}

describe('a hand the turn timer deals', () => {
  it('mixes in the id of the first message posted after its seed was committed, which nothing known at the commitment predicts', async () => {
    const one = await timerDeal('1300000000000000123');
    const two = await timerDeal('1300000000000000456');
    expect(one.used.publicValue).toBe('1300000000000000123');
    expect(two.used.publicValue).toBe('1300000000000000456');
    // Everything the server knew when it committed holds no trace of the public value.
    expect(one.atCommitment).not.toContain(one.used.publicValue);
    expect(one.atCommitment).not.toMatch(/"timer-\d+"/);
    // The cards come from the seed with that id: with another id the same seed deals another deck.
    const deck = (value: string) => (replayDraws(GAMES, 'holdem', one.used.seed, value).replay as { deck: string[] }).deck;
    const dealt = Object.values(one.hole).flat();
    expect(deck(one.used.publicValue!).slice(0, 4).sort()).toEqual([...dealt].sort());
    expect(deck('1300000000000000456').slice(0, 4).sort()).not.toEqual([...dealt].sort());
  });

  it('takes only a message that shows the fingerprint of the seed still to be used, and only the first one', async () => {
    const { runner, ended } = await tableBetweenHands();
    const commitment = ended.session.fair!.current.commitment;
    // A message made before this seed existed (the hand's last table) cannot witness it.
    await runner.witness(ended.previous, '1300000000000000001', JSON.stringify({ hash: fingerprint(commitment) }));
    // Nor one that does not show its fingerprint.
    await runner.witness(ended.session, '1300000000000000002', 'no fingerprint here');
    expect((await runner.load(CHANNEL))!.fair!.current.witness ?? null).toBeNull();
    await runner.witness(ended.session, '1300000000000000003', `begins ${fingerprint(commitment)}`);
    await runner.witness(ended.session, '1300000000000000004', `begins ${fingerprint(commitment)}`);
    expect((await runner.load(CHANNEL))!.fair!.current.witness).toBe('1300000000000000003');
  });

  it('without any message recorded, falls back to a label the verifier reports as known in advance', async () => {
    const { used } = await timerDeal(null);
    expect(used.publicValue).toMatch(/^timer-\d+$/);
  });
});
