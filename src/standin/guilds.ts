import type { StandinChannel } from './events.js';

export interface StandinGuild {
  id: string;
  name: string;
  locale: string;
  /** Channel and thread ids, in the order they were added. */
  channels: string[];
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

  addGuild(guild: { id: string; name: string; locale?: string; channels: string[] }): void {
    this.guilds.push({ locale: 'en-US', ...guild });
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
