import type { Cluster, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import { serverSettingsKey } from './keys.js';
import { StoreUnavailableError } from '../kernel/session.js';
import { DEFAULT_SERVER_SETTINGS, SETTING_NAMES, type ServerSettings, type ServerSettingsStore, type SettingName } from './server-settings.js';

/** How a setting is stored: a field of the server's hash, "1" or "0". */
const FIELD: Record<SettingName, string> = { pictures: 'pictures', fourColour: 'four_colour' };
const storedFlag = z.enum(['0', '1']);

/**
 * Settings in one Redis hash per server, without expiry. A write is one HSET of the fields changed;
 * a read is one HGETALL. A field that does not read as a setting, or a key that cannot be read, is
 * the default and a warning in the log: a table still opens.
 */
export class RedisServerSettings implements ServerSettingsStore {
  constructor(
    private readonly redis: Redis | Cluster,
    private readonly options: { prefix: string; log: Logger },
  ) {}

  async get(guildId: string): Promise<ServerSettings> {
    let stored: Record<string, string>;
    try {
      stored = await this.redis.hgetall(this.key(guildId));
    } catch (error) {
      this.options.log.warn({ guildId, err: error instanceof Error ? error.message : String(error) }, 'server settings unreadable: defaults used');
      return { ...DEFAULT_SERVER_SETTINGS };
    }
    return this.read(guildId, stored);
  }

  async set(guildId: string, change: Partial<ServerSettings>): Promise<ServerSettings> {
    const fields = SETTING_NAMES.flatMap((name) => (change[name] === undefined ? [] : [FIELD[name], change[name] ? '1' : '0']));
    if (fields.length === 0) return this.get(guildId);
    const key = this.key(guildId);
    try {
      // One key: the write and the read back go to one slot, in one round trip.
      let [[writeError], [, stored]] = await this.writeAndRead(key, fields);
      if (writeError?.message.startsWith('WRONGTYPE')) {
        // Something else sits under the key: the settings begin again from their defaults.
        this.options.log.warn({ guildId }, 'server settings key held another type: replaced');
        await this.redis.del(key);
        [[writeError], [, stored]] = await this.writeAndRead(key, fields);
      }
      if (writeError) throw writeError;
      return this.read(guildId, stored ?? {});
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  }

  private async writeAndRead(key: string, fields: string[]): Promise<[[Error | null, unknown], [Error | null, Record<string, string> | undefined]]> {
    const results = await this.redis
      .multi()
      .hset(key, ...fields)
      .hgetall(key)
      .exec();
    return results as [[Error | null, unknown], [Error | null, Record<string, string> | undefined]];
  }

  private key(guildId: string): string {
    return serverSettingsKey(this.options.prefix, guildId);
  }

  private read(guildId: string, stored: Record<string, string>): ServerSettings {
    const settings = { ...DEFAULT_SERVER_SETTINGS };
    for (const name of SETTING_NAMES) {
      const raw = stored[FIELD[name]];
      if (raw === undefined) continue;
      const parsed = storedFlag.safeParse(raw);
      if (parsed.success) settings[name] = parsed.data === '1';
      else this.options.log.warn({ guildId, setting: FIELD[name], stored: raw.slice(0, 40) }, 'server setting unreadable: its default used');
    }
    return settings;
  }
}
