import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const KEY = 'ab'.repeat(32);

describe('INTERACTIONS=http configuration', () => {
  it('defaults to the gateway, port 8080, no key needed', () => {
    const config = loadConfig({ DISCORD_TOKEN: 'abc' });
    expect(config.INTERACTIONS).toBe('gateway');
    expect(config.INTERACTIONS_PORT).toBe(8080);
    expect(config.DISCORD_PUBLIC_KEY).toBeUndefined();
  });

  it('http mode needs the public key, and says so in one clear error', () => {
    const missing = () => loadConfig({ DISCORD_TOKEN: 'abc', INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: '' });
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(/DISCORD_PUBLIC_KEY is required with INTERACTIONS=http/);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: 'xyz' })).toThrow(
      /DISCORD_PUBLIC_KEY must be .*64 hexadecimal digits/,
    );
    const config = loadConfig({ DISCORD_TOKEN: 'abc', INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: KEY, INTERACTIONS_PORT: '9000' });
    expect(config).toMatchObject({ INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: KEY, INTERACTIONS_PORT: 9000 });
  });

  it('refuses an unknown mode and shard ranges over HTTP', () => {
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', INTERACTIONS: 'webhook' })).toThrow(/INTERACTIONS/);
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc', INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: KEY, SHARD_COUNT: '4', SHARD_IDS: '0-1' })).toThrow(
      /with INTERACTIONS=http there are no shards/,
    );
  });
});
