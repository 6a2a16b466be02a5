import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Publisher } from '../../src/discord/publisher.js';
import type { Messenger } from '../../src/discord/messenger.js';
import type { MessageBody } from '../../src/kernel/views.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

describe('a change published late', () => {
  it('never puts an older moment back on the table (a panel click answered slowly while a computer moved)', async () => {
    const edits: string[] = [];
    const messenger: Messenger = {
      edit: async (_c, _m, body) => void edits.push(JSON.stringify((body as MessageBody).components).match(/p1:[a-z0-9]+:([a-z0-9]+):/)?.[1] ?? ''),
      post: async () => '1',
      remove: async () => undefined,
    };
    const p = new Publisher({ games: GAMES, messenger, log: pino({ level: 'silent' }) });
    const base = sampleSession({
      tableMessageId: '7000',
      players: [
        { id: '100000000000000001', name: 'Ann' },
        { id: '100000000000000002', name: 'Bo' },
      ],
    });
    const v1 = { ...base, version: 2, stateVersion: 2 };
    const v2 = { ...base, version: 3, stateVersion: 3 };
    // The computer's move (v2) is published first; the person's click that made v1 is published after it.
    p.published(v2, v1, { tableAlreadyUpdated: false });
    await p.idle();
    p.published(v1, base, { tableAlreadyUpdated: false, actor: '100000000000000001' });
    await p.idle();
    expect(edits.at(-1)).toBe('3');
    expect(edits).not.toContain('2');
  });
});
