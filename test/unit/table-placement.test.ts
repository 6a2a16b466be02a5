import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Publisher } from '../../src/discord/publisher.js';
import type { Messenger } from '../../src/discord/messenger.js';
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

/** Answers every call at once and keeps them: op, message, what it shows. */
class Recorder implements Messenger {
  readonly calls: Array<{ op: string; messageId?: string; body: MessageBody }> = [];
  private next = 5000;
  private pings = 0;
  async edit(_c: string, messageId: string, body: MessageBody): Promise<void> {
    this.calls.push({ op: 'edit', messageId, body });
  }
  async post(_c: string, body: MessageBody): Promise<string> {
    // Turn pings are not what this is about.
    if (body.allowed_mentions.users?.length) return `900${this.pings++}`;
    this.calls.push({ op: 'post', body });
    return String(this.next++);
  }
  async remove(_c: string, messageId: string): Promise<void> {
    if (messageId.startsWith('900')) return;
    this.calls.push({ op: 'remove', messageId, body: { embeds: [], components: [], allowed_mentions: { parse: [] } } });
  }
}

const controls = (body: MessageBody) => JSON.stringify(body.components).match(/p1:[a-z0-9]+:/g) ?? [];
/** A hand's record: its first line, the hand's number in bold. */
const title = (body: MessageBody) => /^\*\*(.+?)\*\*/.exec(body.embeds[0]?.description ?? '')?.[1];

/** A heads-up Hold'em table whose message is 7000, moved on by moves that do not read the record back (its message id stays). */
function table() {
  let state: HoldemState = holdem.setup([A, B], holdemConfigSchema.parse({ smallBlind: 5, bigBlind: 10 }), rng);
  let current: Session = sampleSession({
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
  const move = (action: HoldemAction, who?: string) => {
    const r = holdem.apply(state, who ?? state.hand!.toAct!, action, rng);
    if (!r.ok) throw new Error(r.rejection.code);
    state = r.state;
    const previous = current;
    current = { ...current, state, turnToken: holdem.turnToken(state), version: current.version + 1, stateVersion: current.stateVersion + 1 };
    return { session: current, previous };
  };
  return { move };
}

describe('the table moves below each announcement', () => {
  it("a hand's record takes the table's message and the table is posted below; later edits, and moves, follow it along", async () => {
    const m = new Recorder();
    const recorded: string[] = [];
    const p = new Publisher({ games: GAMES, messenger: m, log: pino({ level: 'silent' }), recordTableMessage: async (_c, _s, id) => void recorded.push(id) });
    const t = table();
    const fold1 = t.move({ type: 'fold' });
    p.published(fold1.session, fold1.previous, { tableAlreadyUpdated: true, actor: A });
    await p.idle();
    expect(m.calls.map((c) => [c.op, c.messageId])).toEqual([
      ['post', undefined],
      ['edit', '7000'],
    ]);
    expect(controls(m.calls[0]!.body).length).toBeGreaterThan(0);
    expect(title(m.calls[1]!.body)).toBe('Hand #1');
    expect(controls(m.calls[1]!.body)).toEqual([]);
    expect(recorded).toEqual(['5000']);

    // The deal of hand 2, by a timer: the session still names 7000, the edit goes to 5000.
    const deal = t.move({ type: 'deal' }, A);
    p.published(deal.session, deal.previous, { tableAlreadyUpdated: false });
    await p.idle();
    expect(m.calls.slice(2).map((c) => [c.op, c.messageId])).toEqual([['edit', '5000']]);

    // A click that landed on the old message (now the record) before it was recorded: the record is put back.
    const late = t.move({ type: 'call' });
    p.published(late.session, late.previous, { tableAlreadyUpdated: true, actor: B });
    await p.idle();
    const putBack = m.calls.slice(3).find((c) => c.messageId === '7000');
    expect(putBack && title(putBack.body)).toBe('Hand #1');

    // Hand 2 ends: 5000 becomes its record, the table goes to 5001; 7000's edits follow the chain there.
    const before = m.calls.length;
    t.move({ type: 'allin' });
    const fold2 = t.move({ type: 'fold' });
    p.published(fold2.session, fold2.previous, { tableAlreadyUpdated: false });
    await p.idle();
    // Only the newest record stays in the channel: hand 1's (7000) is deleted.
    expect(m.calls.slice(before).map((c) => [c.op, c.messageId])).toEqual([
      ['post', undefined],
      ['edit', '5000'],
      ['remove', '7000'],
    ]);
    expect(title(m.calls[before + 1]!.body)).toBe('Hand #2');
    const deal3 = t.move({ type: 'deal' }, A);
    p.published(deal3.session, deal3.previous, { tableAlreadyUpdated: false });
    await p.idle();
    expect(m.calls.at(-1)).toMatchObject({ op: 'edit', messageId: '5001' });
  });
});
