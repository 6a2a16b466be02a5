import { afterEach, describe, expect, it, vi } from 'vitest';
import type { REST } from '@discordjs/rest';
import { HostedTables } from '../../src/discord/hosted-tables.js';
import { HostedMessenger, WebhookCallError } from '../../src/discord/hosted-messenger.js';
import type { Messenger } from '../../src/discord/messenger.js';
import { MemoryHostedTokens } from '../../src/store/hosted-tokens.js';
import { quietLog } from '../support/quiet-log.js';

// Issue 32: a follow-up (a turn ping) on a table that lives on interactions can be deleted only through
// the token that posted it. Before that token is done its follow-ups are handed over to be deleted; one
// no token reaches any more is left as it is, without an error or a call.
const CH = '975000000000000001';
const APP = '500000000000000001';
const TRUST_MS = 20_000;

afterEach(() => vi.useRealTimers());

function setUp() {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
  const log = quietLog();
  const hosted = new HostedTables({ store: new MemoryHostedTokens(3_600_000, Date.now), log, now: Date.now, trustMs: TRUST_MS });
  const calls: string[] = [];
  let refuse: { code: number; status: number } | null = null;
  let nextId = 9000;
  const answer = (what: string) => {
    calls.push(what);
    if (refuse) return Promise.reject(Object.assign(new Error('Invalid Webhook Token'), refuse));
    return Promise.resolve({ id: String(nextId++) });
  };
  const rest = {
    post: (path: string) => answer(`POST ${path}`),
    patch: (path: string) => answer(`PATCH ${path}`),
    delete: (path: string) => answer(`DELETE ${path}`),
  } as unknown as REST;
  const bot = { edit: vi.fn(), post: vi.fn(), remove: vi.fn() } as unknown as Messenger;
  const messenger = new HostedMessenger(bot, hosted, rest, log);
  const lapsed: string[][] = [];
  hosted.onLapse = (_channelId, ids) => void lapsed.push(ids);
  return { hosted, messenger, calls, lapsed, bot, refuse: (r: typeof refuse) => void (refuse = r) };
}

const heard = (token: string, original: string | null, opens = false) => ({ applicationId: APP, token, original, locale: 'en' as const, opens });

describe('follow-ups through a token that is about to be done', () => {
  it('are handed over before the token is done, the earliest token first', async () => {
    const { hosted, messenger, lapsed } = setUp();
    await hosted.heard(CH, heard('t1', '7001', true));
    const first = await messenger.post(CH, { content: 'your turn', embeds: [], components: [], allowed_mentions: { parse: [] } });
    await vi.advanceTimersByTimeAsync(5_000);
    await hosted.heard(CH, heard('t2', '7001'));
    const second = await messenger.post(CH, { content: 'your turn', embeds: [], components: [], allowed_mentions: { parse: [] } });
    // t1's last 10 s begin at 10 s: its follow-up is handed over, not t2's.
    await vi.advanceTimersByTimeAsync(5_001);
    expect(lapsed).toEqual([[first]]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(lapsed).toEqual([[first], [second]]);
    hosted.stop();
  });

  it('one that no token reaches any more is left as it is: no call, no error', async () => {
    const { hosted, messenger, calls, bot } = setUp();
    await hosted.heard(CH, heard('t1', '7001', true));
    const ping = await messenger.post(CH, { content: 'your turn', embeds: [], components: [], allowed_mentions: { parse: [] } });
    await vi.advanceTimersByTimeAsync(TRUST_MS + 1);
    const before = calls.length;
    await expect(messenger.remove(CH, ping)).resolves.toBeUndefined();
    expect(calls.length).toBe(before);
    expect(bot.remove).not.toHaveBeenCalled();
    hosted.stop();
  });

  it('one Discord refuses to delete (token done early) marks the token dead, and the error names no token', async () => {
    const { hosted, messenger, calls, refuse } = setUp();
    await hosted.heard(CH, heard('secret-token', '7001', true));
    const ping = await messenger.post(CH, { content: 'your turn', embeds: [], components: [], allowed_mentions: { parse: [] } });
    refuse({ code: 50027, status: 401 });
    const error = await messenger.remove(CH, ping).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookCallError);
    expect(String((error as Error).message)).not.toContain('secret-token');
    // Dead: a second try makes no call at all.
    const before = calls.length;
    await expect(messenger.remove(CH, ping)).resolves.toBeUndefined();
    expect(calls.length).toBe(before);
    hosted.stop();
  });

  it('answers sent as follow-ups through a token (a panel after the table) count against its five follow-ups', async () => {
    const { hosted, messenger, calls } = setUp();
    await hosted.heard(CH, heard('t1', '7001', true));
    for (let i = 0; i < 4; i++) await hosted.followedUp(CH, 't1', `panel-${i}`);
    await messenger.post(CH, { content: 'your turn', embeds: [], components: [], allowed_mentions: { parse: [] } });
    // Five follow-ups through t1: no sixth is tried (Discord would refuse it, 40094); the table waits for a click.
    const before = calls.length;
    await expect(messenger.post(CH, { content: 'your turn', embeds: [], components: [], allowed_mentions: { parse: [] } })).rejects.toThrow(
      'waits for a click',
    );
    expect(calls.length).toBe(before);
    hosted.stop();
  });
});
