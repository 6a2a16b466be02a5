import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/catalog.js';
import pino from 'pino';
import type { ButtonInteraction } from 'discord.js';
import { Runner, type Look, type RunResult, type Target } from '../../src/table/runner.js';
import type { Session } from '../../src/kernel/session.js';
import { MemorySessionStore } from '../../src/store/memory-store.js';
import { encodeControlId } from '../../src/ids/custom-id.js';
import { claim } from '../../src/interactions/families.js';
import type { ClickDeps } from '../../src/interactions/family.js';
import { PanelVersions } from '../../src/interactions/recent.js';
import { testRng } from '../support/test-rng.js';
import { GAMES } from '../support/games.js';

const CH = '300000000000000881';
const MESSAGE = '700000000000000001';
const silent = pino({ level: 'silent' });
const ann = { userId: '100000000000000001', name: 'Ann' };
const bo = { userId: '100000000000000002', name: 'Bo' };

function ok(result: RunResult | { kind: string }): Session {
  if (result.kind !== 'ok' && result.kind !== 'created') throw new Error(`expected ok, got ${result.kind}`);
  return (result as { session: Session }).session;
}

/** A Hold'em table in play whose message is known, through a real runner. */
async function holdemTable() {
  const store = new MemorySessionStore(GAMES, 3_600_000);
  const runner = new Runner({ games: GAMES, store, rng: testRng, now: Date.now, log: silent });
  let s = ok(await runner.open({ channelId: CH, guildId: null, host: { id: ann.userId, name: ann.name }, game: 'holdem', config: {}, locale: 'en' }));
  s = ok(await runner.setTableMessage(CH, s.id, MESSAGE));
  s = ok(await runner.join({ channelId: CH, sessionId: s.id }, bo));
  s = ok(await runner.start({ channelId: CH, sessionId: s.id }, ann));
  return { store, runner, session: s };
}

/** A click on the public table message, recording what the bot answered. */
function click(customId: string) {
  const answers: Array<{ kind: string; content?: string; embeds?: unknown[] }> = [];
  const interaction = {
    id: '1300000000000000001',
    customId,
    channelId: CH,
    locale: 'en-US',
    user: { id: ann.userId, username: 'ann', globalName: 'Ann', bot: false },
    member: null,
    memberPermissions: null,
    message: { id: MESSAGE, flags: { has: () => false } },
    isMessageComponent: () => true,
    isButton: () => true,
    isStringSelectMenu: () => false,
    isModalSubmit: () => false,
    isFromMessage: () => false,
    reply: async (options: { content?: string; embeds?: unknown[] }) => (answers.push({ kind: 'reply', ...options }), { resource: { message: { id: 'm1' } } }),
    update: async (options: { content?: string }) => void answers.push({ kind: 'update', ...options }),
    followUp: async (options: { content?: string }) => (answers.push({ kind: 'follow-up', ...options }), { id: 'm2' }),
    showModal: async () => void answers.push({ kind: 'form' }),
  };
  return { interaction: interaction as unknown as ButtonInteraction, answers };
}

/** The click routed as the router routes it: to the one family that claims its id. */
const handleComponent = (interaction: ButtonInteraction, deps: ClickDeps): Promise<string> => claim(interaction, deps.games)!.run(deps);

const depsWith = (runner: Pick<Runner, 'look' | 'act' | 'load'>): ClickDeps =>
  ({ games: GAMES, runner, log: silent, panels: new PanelVersions() }) as unknown as ClickDeps;

describe('the runner is the one place that decides a control is stale', () => {
  it('looks at a table the way every change checks it: the same version is current; a move, another table or another message make it stale', async () => {
    const { runner, session } = await holdemTable();
    const shown: Target = { channelId: CH, sessionId: session.id, version: session.stateVersion, messageId: MESSAGE };
    expect((await runner.look(shown)).kind).toBe('current');
    expect(await runner.look({ ...shown, messageId: '700000000000000002' })).toMatchObject({ kind: 'stale', why: 'other-message' });
    expect(await runner.look({ ...shown, sessionId: 'zzzzzz' })).toMatchObject({ kind: 'stale', why: 'other-table' });
    // The player to act moves: a control rendered before is stale, for a look and for a change alike.
    const toAct = (session.state as { hand: { toAct: string } }).hand.toAct;
    const moved = ok(await runner.act(shown, { userId: toAct, name: toAct }, { type: 'call' }));
    expect(moved.stateVersion).toBe(session.stateVersion + 1);
    expect(await runner.look(shown)).toMatchObject({ kind: 'stale', why: 'moved-on' });
    expect((await runner.act(shown, { userId: toAct, name: toAct }, { type: 'fold' })).kind).toBe('stale');
    expect(await runner.look({ channelId: '300000000000000882', sessionId: session.id })).toEqual({ kind: 'missing' });
  });

  it('a click is answered from what the runner says, not from a version compared on the side', async () => {
    const { runner, session } = await holdemTable();
    const ledger = encodeControlId({ sessionId: session.id, version: session.stateVersion, verb: 'g', args: ['ledger'] });

    // The runner finds the control current: the ledger is shown, privately.
    const current = click(ledger);
    expect(await handleComponent(current.interaction, depsWith(runner))).toBe('info');
    expect(current.answers).toHaveLength(1);
    expect(current.answers[0]!.embeds).toBeDefined();

    // The same click, the same stored table and version, but the runner says the control is stale: it is answered as stale.
    const looked: Target[] = [];
    const stale = click(ledger);
    const saysStale = {
      load: (channelId: string) => runner.load(channelId),
      act: () => Promise.reject(new Error('a stale click must not reach a change')),
      look: async (target: Target): Promise<Look> => (looked.push(target), { kind: 'stale', why: 'moved-on', session }),
    };
    expect(await handleComponent(stale.interaction, depsWith(saysStale))).toBe('stale');
    expect(stale.answers).toEqual([expect.objectContaining({ kind: 'reply', content: translate('en', 'error.stale') })]);
    expect(looked).toEqual([
      { channelId: CH, sessionId: session.id, version: session.stateVersion, messageId: MESSAGE, interactionId: '1300000000000000001', answeredOn: 'table' },
    ]);
  });

  it("a move clicked on an old version is answered with the runner's stale result, and nothing is applied", async () => {
    const { store, runner, session } = await holdemTable();
    const toAct = (session.state as { hand: { toAct: string } }).hand.toAct;
    ok(await runner.act({ channelId: CH, sessionId: session.id, version: session.stateVersion }, { userId: toAct, name: toAct }, { type: 'call' }));
    const before = (await store.load(CH))!;
    const old = click(encodeControlId({ sessionId: session.id, version: session.stateVersion, verb: 'g', args: ['fold'] }));
    expect(await handleComponent(old.interaction, depsWith(runner))).toBe('stale');
    expect(old.answers).toEqual([expect.objectContaining({ kind: 'reply', content: translate('en', 'error.stale') })]);
    expect((await store.load(CH))!.version).toBe(before.version);
  });
});
