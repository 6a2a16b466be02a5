import { z } from 'zod';

/** What a server's admins choose for the tables opened in it; a table's own `/play` options still win. */
export const serverSettingsSchema = z.object({
  /** New tables show pictures (else text only). */
  pictures: z.boolean(),
  /** New tables of a game whose pictures show playing cards use a four-colour deck. */
  fourColour: z.boolean(),
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;
export type SettingName = keyof ServerSettings;

export const DEFAULT_SERVER_SETTINGS: Readonly<ServerSettings> = Object.freeze({ pictures: true, fourColour: false });

export const SETTING_NAMES = Object.keys(DEFAULT_SERVER_SETTINGS) as readonly SettingName[];

/** Per-server defaults. Reading never fails: a setting that cannot be read is its default, and the log says why. */
export interface ServerSettingsStore {
  get(guildId: string): Promise<ServerSettings>;
  /** Changes the settings given, keeps the others, and returns them all. */
  set(guildId: string, change: Partial<ServerSettings>): Promise<ServerSettings>;
}

/** The embedded store (no Redis): one process, gone when it stops. */
export class MemoryServerSettings implements ServerSettingsStore {
  private readonly byGuild = new Map<string, ServerSettings>();

  async get(guildId: string): Promise<ServerSettings> {
    return { ...(this.byGuild.get(guildId) ?? DEFAULT_SERVER_SETTINGS) };
  }

  async set(guildId: string, change: Partial<ServerSettings>): Promise<ServerSettings> {
    const next = serverSettingsSchema.parse({ ...(await this.get(guildId)), ...change });
    this.byGuild.set(guildId, next);
    return { ...next };
  }
}
