import { describe, expect, it } from 'vitest';
import { errorWithoutBody } from '../../src/logger.js';

describe('log lines never hold an interaction token', () => {
  it("takes the token out of a REST error's address and drops its body", () => {
    const error = Object.assign(new Error('Invalid Webhook Token'), {
      url: 'https://discord.com/api/v10/webhooks/1400000000000000001/aW50ZXJhY3Rpb246c2VjcmV0/messages/@original',
      requestBody: { json: { components: ['hidden cards'] } },
    });
    const logged = errorWithoutBody(error) as Record<string, unknown>;
    expect(logged.url).toBe('https://discord.com/api/v10/webhooks/1400000000000000001/[token]/messages/@original');
    expect(logged.requestBody).toBeUndefined();
    const callback = errorWithoutBody(
      Object.assign(new Error('Unknown interaction'), { url: 'https://x/api/v10/interactions/123/secret-token/callback?with_response=true' }),
    );
    expect((callback as { url: string }).url).toBe('https://x/api/v10/interactions/123/[token]/callback?with_response=true');
  });
});
