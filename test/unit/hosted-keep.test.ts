import { describe, expect, it } from 'vitest';
import { KEPT_TOKENS, tokensToKeep } from '../../src/store/hosted-keep.js';
import pino from 'pino';
import { HostedTables } from '../../src/discord/hosted-tables.js';
import { MemoryHostedTokens, type HeldToken } from '../../src/store/hosted-tokens.js';

const held = (token: string, original: string | null, sent: string[] = []): HeldToken => ({ applicationId: '1', token, expiresAt: 1, original, sent });
const names = (tokens: HeldToken[]) => tokens.map((t) => t.token);

describe('the tokens a table on interactions keeps', () => {
  it('all of them up to the limit', () => {
    const tokens = Array.from({ length: KEPT_TOKENS }, (_, i) => held(`t${i}`, null));
    expect(tokensToKeep(tokens)).toEqual(tokens);
  });

  it('past it, the oldest one whose messages a newer one reaches: the clicks on the table, oldest first', () => {
    const tokens = Array.from({ length: KEPT_TOKENS + 2 }, (_, i) => held(`t${i}`, 'table'));
    expect(names(tokensToKeep(tokens))).toEqual(names(tokens.slice(2)));
  });

  it('never the last token that reaches a message: panels opened after a table was posted anew as a follow-up leave it reachable', () => {
    // t0 posted the table anew (a follow-up) and the ping; t1 is a click on that table; then panels, each an ephemeral answer.
    const tokens = [held('t0', null, ['table2', 'ping']), held('t1', 'table2'), ...Array.from({ length: 12 }, (_, i) => held(`panel${i}`, null))];
    const kept = tokensToKeep(tokens);
    expect(kept).toHaveLength(KEPT_TOKENS);
    // t0 is the only one reaching the ping; t1 reaches table2 and is newer than t0, but t0 stays for the ping.
    expect(names(kept)).toEqual(['t0', 't1', ...names(tokens.slice(-6))]);
    // Once a newer click reaches the table, t1 is spare; t0 still holds the ping.
    const later = tokensToKeep([...kept, held('t2', 'table2')]);
    expect(names(later)).toEqual(['t0', ...names(tokens.slice(-6)), 't2']);
  });

  it('when each is the last to reach some message, the oldest goes; the newest is always kept', () => {
    const tokens = Array.from({ length: KEPT_TOKENS + 1 }, (_, i) => held(`t${i}`, `m${i}`));
    expect(names(tokensToKeep(tokens))).toEqual(names(tokens.slice(1)));
    const ephemeralLast = [...tokens.slice(0, KEPT_TOKENS), held('fresh', null)];
    expect(names(tokensToKeep(ephemeralLast)).at(-1)).toBe('fresh');
  });
});

describe('the changes of a table record in one process', () => {
  it('a token heard while a follow-up is being noted loses neither', async () => {
    const inner = new MemoryHostedTokens(60_000);
    const hosted = new HostedTables({ store: inner, log: pino({ level: 'silent' }) });
    await hosted.heard('g', { applicationId: '1', token: 'play', original: 'table', locale: 'en', opens: true });
    await Promise.all([
      hosted.followedUp('g', 'play', 'table2'),
      hosted.heard('g', { applicationId: '1', token: 'panel', original: null, locale: 'en', opens: false }),
    ]);
    const table = (await inner.get('g'))!;
    expect(table.tokens.map((t) => [t.token, t.sent])).toEqual([
      ['play', ['table2']],
      ['panel', []],
    ]);
    expect(hosted.reach(table, 'table2')?.held.token).toBe('play');
    hosted.stop();
  });

  it('a message deleted through a token is no longer reached by it: a token that reached only that one is the first to go', async () => {
    const inner = new MemoryHostedTokens(60_000);
    const hosted = new HostedTables({ store: inner, log: pino({ level: 'silent' }) });
    await hosted.heard('g', { applicationId: '1', token: 'play', original: 'table', locale: 'en', opens: true });
    await hosted.heard('g', { applicationId: '1', token: 'panel', original: null, locale: 'en', opens: false });
    await hosted.followedUp('g', 'panel', 'ping');
    await hosted.gone('g', 'ping');
    const table = (await inner.get('g'))!;
    expect(table.tokens.map((t) => [t.token, t.original, t.sent, t.gone])).toEqual([
      ['play', 'table', [], undefined],
      ['panel', null, ['ping'], ['ping']],
    ]);
    expect(hosted.reach(table, 'ping')).toBeNull();
    // The deleted follow-up still counts against Discord's limit of 5 per token: after 4 more, the panel's token has none left.
    for (const id of ['f1', 'f2', 'f3', 'f4']) await hosted.followedUp('g', 'panel', id);
    expect(hosted.forFollowUp((await inner.get('g'))!)?.token).toBe('play');
    // And the panel's token, reaching only deleted messages, is spare: a newer token pushes it out before the table's.
    const spare = tokensToKeep([held('play', 'table'), { ...held('panel', null, ['ping']), gone: ['ping'] }, held('next', null)], 2);
    expect(names(spare)).toEqual(['play', 'next']);
    hosted.stop();
  });
});
