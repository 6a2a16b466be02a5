import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { PanelKeeper } from '../../src/discord/panel-keeper.js';
import { holdem } from '../../src/games/holdem/rules.js';
import { holdemConfigSchema, type HoldemAction, type HoldemState } from '../../src/games/holdem/actions.js';
import type { Session } from '../../src/kernel/session.js';
import type { MessageBody } from '../../src/kernel/views.js';
import type { Rng } from '../../src/rng.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const A = '100000000000000001';
const B = '100000000000000002';
const rng: Rng = { int: () => 0 };
const MINUTE = 60_000;

function table() {
  let state: HoldemState = holdem.setup([A, B], holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10 }), rng);
  let session: Session = sampleSession({
    game: 'holdem',
    config: {},
    phase: 'playing',
    players: [
      { id: A, name: 'A' },
      { id: B, name: 'B' },
    ],
    state,
    turnToken: holdem.turnToken(state),
    tableMessageId: '7000',
  });
  return {
    get session() {
      return session;
    },
    move(action: HoldemAction, who?: string): Session {
      const r = holdem.apply(state, who ?? state.hand!.toAct!, action, rng);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
      session = { ...session, state, turnToken: holdem.turnToken(state), version: session.version + 1, stateVersion: session.stateVersion + 1 };
      return session;
    },
  };
}

const controls = (body: MessageBody) => (JSON.stringify(body.components).match(/:g:[a-z]+/g) ?? []).sort();

describe('private panels kept current through their interaction', () => {
  it('redraws a panel only when what it says changes (its turn begins or ends, the hand ends), a new hand is dealt, or the game is over; never after its token expired', async () => {
    let now = 1_000_000;
    const edits: Array<{ token: string; message: string; body: MessageBody }> = [];
    // Without pictures the keeper sends classic bodies.
    const keeper = new PanelKeeper({
      games: GAMES,
      edit: async (_app, token, message, body) => void edits.push({ token, message, body: body as MessageBody }),
      log: pino({ level: 'silent' }),
      now: () => now,
    });
    const t = table();
    const first = (t.session.state as HoldemState).hand!.toAct!;
    const other = first === A ? B : A;
    const panel = (userId: string, token: string) => ({
      channelId: t.session.channelId,
      userId,
      locale: 'en' as const,
      applicationId: 'app',
      token,
      message: '@original',
    });
    keeper.drawn(panel(first, 'first'), t.session);
    keeper.drawn(panel(other, 'other'), t.session);
    const flush = () => new Promise((r) => setImmediate(r));

    // first calls (from the table): first's panel loses its actions, other's gains them.
    keeper.changed(t.move({ type: 'call' }));
    await flush();
    expect(edits.map((e) => e.token).sort()).toEqual(['first', 'other']);
    expect(controls(edits.find((e) => e.token === 'other')!.body)).toContain(':g:check');
    expect(controls(edits.find((e) => e.token === 'first')!.body)).toEqual([]);

    // other raises: first's turn again (one edit); then first folds: the hand is over, other's panel had no actions: one edit.
    edits.length = 0;
    keeper.changed(t.move({ type: 'raise', to: 40 }));
    await flush();
    expect(edits.map((e) => e.token).sort()).toEqual(['first', 'other']);
    // first folds: the hand is over; both panels said hand 1 was on (first's with its actions): both say it is over.
    edits.length = 0;
    keeper.changed(t.move({ type: 'fold' }));
    await flush();
    expect(edits.map((e) => e.token).sort()).toEqual(['first', 'other']);
    for (const edit of edits) expect(edit.body.embeds[0]!.description).toContain('No hand is being played right now.');
    // A change that does not alter what a panel says costs nothing.
    edits.length = 0;
    keeper.changed({ ...t.session, version: t.session.version + 1 });
    await flush();
    expect(edits).toEqual([]);

    // Hand 2: the player to act sees the new hand with their actions; the other is told a new hand was dealt, with a button for the new cards.
    edits.length = 0;
    const dealt = t.move({ type: 'deal' }, A);
    keeper.changed(dealt);
    await flush();
    const actingToken = (dealt.state as HoldemState).hand!.toAct === first ? 'first' : 'other';
    expect(edits).toHaveLength(2);
    const acting = edits.find((e) => e.token === actingToken)!;
    const waiting = edits.find((e) => e.token !== actingToken)!;
    expect(acting.body.embeds[0]!.description).toContain('**Hand #2**');
    expect(controls(acting.body).length).toBeGreaterThan(0);
    expect(waiting.body.content).toBe('Hand #1 is over and hand #2 has been dealt.');
    expect(JSON.stringify(waiting.body.components)).toMatch(/:panel"/);

    // 15 minutes after they were drawn the tokens are spent: nothing more is sent.
    edits.length = 0;
    now += 15 * MINUTE;
    keeper.changed(t.move({ type: 'fold' }));
    await flush();
    expect(edits).toEqual([]);
  });

  it('a closed table: each kept panel says the game is over, once', async () => {
    const edits: string[] = [];
    const keeper = new PanelKeeper({
      games: GAMES,
      edit: async (_app, token, _m, body) => void edits.push(`${token}: ${(body as MessageBody).content}`),
      log: pino({ level: 'silent' }),
    });
    const t = table();
    keeper.drawn({ channelId: t.session.channelId, userId: A, locale: 'en', applicationId: 'app', token: 'a', message: '@original' }, t.session);
    const closed = { ...t.session, phase: 'finished' as const, closedBy: A, version: t.session.version + 1 };
    keeper.changed(closed);
    keeper.changed({ ...closed, version: closed.version + 1 });
    await new Promise((r) => setImmediate(r));
    expect(edits).toEqual(['a: This game is over, so this panel no longer works.']);
  });
});
