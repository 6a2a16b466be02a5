import type { StandinChannel } from './events.js';
import type { Place } from './installs.js';
import type { FakeUser } from './model.js';

export interface StandinGuild {
  id: string;
  name: string;
  locale: string;
  /** Channel and thread ids, in the order they were added. */
  channels: string[];
  /** The server invited the bot (a guild install); false: Parlor is there only through its members' user installs. */
  botInstalled: boolean;
  /** Members may use external apps (USE_EXTERNAL_APPS for @everyone); false: their apps' responses are forced ephemeral. */
  externalApps: boolean;
}

/** A group DM (channel type 3): people, never the bot (a bot user cannot be a recipient of one). */
export interface StandinGroupDm {
  id: string;
  name: string;
  recipients: FakeUser[];
}

export interface GuildSpec {
  id: string;
  name: string;
  locale?: string;
  channels: string[];
  botInstalled?: boolean;
  externalApps?: boolean;
}

/**
 * Where things happen: the guilds with their channels and threads, and each person's direct-message
 * channel with the bot. A channel added by id only is a text channel named after its id.
 */
export class GuildDirectory {
  readonly guilds: StandinGuild[] = [];
  /** Names and kinds of channels added with `addChannel`. */
  private readonly channelInfo = new Map<string, StandinChannel>();
  /** Each user's direct-message channel with the bot, by user id. */
  private readonly dmChannels = new Map<string, string>();

  /** Group DMs by channel id. */
  private readonly groupDms = new Map<string, StandinGroupDm>();

  addGuild(guild: GuildSpec): void {
    this.guilds.push({ locale: 'en-US', botInstalled: true, externalApps: true, ...guild });
  }

  /** Servers where the bot is (its GUILD_CREATE goes to the gateway). */
  get botGuilds(): StandinGuild[] {
    return this.guilds.filter((g) => g.botInstalled);
  }

  addGroupDm(group: StandinGroupDm): void {
    this.groupDms.set(group.id, group);
  }

  groupDm(channelId: string): StandinGroupDm | undefined {
    return this.groupDms.get(channelId);
  }

  /** Where a channel is, for the installation rules (installs.ts); undefined for a channel nobody added. */
  placeOf(channelId: string): Place | undefined {
    const guild = this.guildOf(channelId);
    if (guild) return { kind: 'guild', guildId: guild.id, botInstalled: guild.botInstalled, externalApps: guild.externalApps };
    if (this.isDmChannel(channelId)) return { kind: 'bot-dm' };
    if (this.groupDms.has(channelId)) return { kind: 'group-dm' };
    return undefined;
  }

  /**
   * Whether the bot user can reach the channel with its token: a channel of a server that invited it,
   * or its own DM with someone. Never a group DM, nor a server that did not invite it.
   */
  botPresent(channelId: string): boolean {
    const place = this.placeOf(channelId);
    // A channel nobody added by name is one of the tests' bare guild channel ids: the bot's, as before.
    if (!place) return true;
    return place.kind === 'bot-dm' || (place.kind === 'guild' && place.botInstalled);
  }

  guild(guildId: string): StandinGuild | undefined {
    return this.guilds.find((g) => g.id === guildId);
  }

  /** The guild a channel belongs to; undefined for a direct message or an unknown channel. */
  guildOf(channelId: string): StandinGuild | undefined {
    return this.guilds.find((g) => g.channels.includes(channelId));
  }

  /** Adds a named channel or thread to a guild. */
  addChannel(guildId: string, channel: StandinChannel): void {
    const guild = this.guild(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    this.channelInfo.set(channel.id, channel);
    if (!guild.channels.includes(channel.id)) guild.channels.push(channel.id);
  }

  channel(channelId: string): StandinChannel {
    return this.channelInfo.get(channelId) ?? { id: channelId, name: `table-${channelId.slice(-4)}`, type: 0 };
  }

  /** A guild's channels and threads, in the order they were added. */
  channelsOf(guildId: string): StandinChannel[] {
    return (this.guild(guildId)?.channels ?? []).map((id) => this.channel(id));
  }

  /** A user's direct-message channel with the bot, opened on first use with `newId`. */
  dmChannelOf(userId: string, newId: () => string): string {
    let channelId = this.dmChannels.get(userId);
    if (!channelId) this.dmChannels.set(userId, (channelId = newId()));
    return channelId;
  }

  isDmChannel(channelId: string): boolean {
    return [...this.dmChannels.values()].includes(channelId);
  }
}
