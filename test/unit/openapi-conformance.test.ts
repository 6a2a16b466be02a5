import { describe, expect, it } from 'vitest';
import { openApiProblems, routeOf } from '../support/openapi-conformance.js';
import type { RecordedCall } from '../../src/standin/model.js';

const call = (method: string, path: string, body?: unknown): RecordedCall => ({ method, path, body, at: 0 });
const V2 = 1 << 15;
const table = {
  flags: V2,
  components: [
    {
      type: 17,
      components: [
        { type: 10, content: 'Pirate Dice' },
        { type: 1, components: [{ type: 2, style: 1, label: 'Join', custom_id: 'p1:x:1:join' }] },
      ],
    },
  ],
  allowed_mentions: { parse: [] },
};

describe("the REST calls checked against Discord's OpenAPI spec", () => {
  it('finds the route of each call on a table that lives on interactions, @original before {message_id}', () => {
    expect(routeOf('POST', '/interactions/1/itoken-1/callback')).toBe('/interactions/{interaction_id}/{interaction_token}/callback');
    expect(routeOf('POST', '/webhooks/1/itoken-1')).toBe('/webhooks/{webhook_id}/{webhook_token}');
    expect(routeOf('PATCH', '/webhooks/1/itoken-1/messages/@original')).toBe('/webhooks/{webhook_id}/{webhook_token}/messages/@original');
    expect(routeOf('DELETE', '/webhooks/1/itoken-1/messages/2')).toBe('/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}');
    expect(routeOf('POST', '/webhooks/1/itoken-1/messages')).toBeNull();
  });

  it('takes what Discord takes: the table as an answer, an update, a follow-up, edits and deletions through a token', () => {
    const calls = [
      call('POST', '/interactions/1/itoken-1/callback', { type: 4, data: table }),
      call('POST', '/interactions/2/itoken-2/callback', { type: 7, data: { ...table, attachments: [] } }),
      call('POST', '/interactions/3/itoken-3/callback', { type: 4, data: { content: 'Your dice', flags: 64 } }),
      call('POST', '/interactions/4/itoken-4/callback', {
        type: 9,
        data: { custom_id: 'm', title: 'Prizes', components: [{ type: 1, components: [{ type: 4, custom_id: 'counts', label: 'Counts', style: 1 }] }] },
      }),
      call('POST', '/webhooks/1/itoken-2', { content: '<@1> your turn', allowed_mentions: { users: ['1'] } }),
      call('PATCH', '/webhooks/1/itoken-2/messages/@original', table),
      call('PATCH', '/webhooks/1/itoken-2/messages/5', table),
      call('DELETE', '/webhooks/1/itoken-2/messages/5'),
      call('DELETE', '/webhooks/1/itoken-2/messages/@original'),
    ];
    expect(openApiProblems(calls)).toEqual([]);
  });

  it('names each call it does not: an unknown route, a callback type, a body of the wrong shape', () => {
    const problems = openApiProblems([
      call('POST', '/webhooks/1/itoken-9/messages', {}),
      call('POST', '/interactions/1/itoken-9/callback', { type: 99 }),
      call('POST', '/webhooks/1/itoken-9', { content: 'x'.repeat(2001) }),
      call('PATCH', '/webhooks/1/itoken-9/messages/@original', { components: 'none' }),
      call('POST', '/interactions/1/itoken-9/callback', { type: 7, data: { flags: 'ephemeral' } }),
    ]);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe("POST /webhooks/1/{token}/messages: no such route in Discord's OpenAPI spec");
    expect(problems[1]).toContain('no schema for (type 99)');
    expect(problems[2]).toMatch(/^POST \/webhooks\/\{webhook_id\}\/\{webhook_token\}: content: /);
    expect(problems[3]).toMatch(/^PATCH \/webhooks\/\{webhook_id\}\/\{webhook_token\}\/messages\/@original: components: /);
    expect(problems[4]).toMatch(/callback: data\.flags: /);
  });
});
