import { describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { loadConfig } from '../../src/config.js';
import { openStore } from '../../src/store/open-store.js';
import { GAMES } from '../support/games.js';

const logger = () => ({ warn: vi.fn(), info: vi.fn() });

describe('a store in memory (no REDIS_URL)', () => {
  it('is a warning for a bot on Discord: its tables are lost at a restart', async () => {
    const log = logger();
    const store = await openStore(loadConfig({ DISCORD_TOKEN: 'x' }), log as unknown as Logger, GAMES);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^REDIS_URL is not set/));
    await store.close();
  });

  it('is what the playground expects: said at info, not warned', async () => {
    const log = logger();
    const store = await openStore(loadConfig({ DISCORD_TOKEN: 'x', PLAYGROUND: '1' }), log as unknown as Logger, GAMES);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith('REDIS_URL is not set: tables live in memory in this process (the playground)');
    await store.close();
  });
});
