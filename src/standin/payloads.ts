import type { StandinChannel } from './events.js';
import type { StandinGuild } from './guilds.js';
import type { BotUser, FakeMessage, FakeUser } from './model.js';

/** Discord's JSON for the stand-in's objects, as the API and the gateway send them. Pure functions. */

const JOINED_AT = '2026-01-01T00:00:00.000Z';

export function botUserJson(applicationId: string): BotUser {
  return { id: applicationId, username: 'Parlor', discriminator: '0', global_name: null, avatar: null, bot: true };
}

export function messageJson(m: FakeMessage, bot: BotUser): Record<string, unknown> {
  return {
    id: m.id,
    channel_id: m.channel_id,
    author: bot,
    content: m.content,
    embeds: m.embeds,
    components: m.components,
    flags: m.flags,
    type: 0,
    timestamp: '2026-11-21T00:00:00.000Z',
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: (m.attachments ?? []).map(({ bytes: _bytes, ...attachment }) => ({ ...attachment, proxy_url: attachment.url })),
    pinned: false,
    application_id: bot.id,
  };
}

export function userJson(user: FakeUser): Record<string, unknown> {
  return { id: user.id, username: user.username, global_name: user.username, discriminator: '0', avatar: null };
}

export function memberJson(user: FakeUser): Record<string, unknown> {
  return {
    user: userJson(user),
    roles: [],
    permissions: user.permissions ?? '1024',
    joined_at: JOINED_AT,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    nick: null,
    avatar: null,
  };
}

/** A text channel, or a thread the bot owns. */
export function channelJson(channel: StandinChannel, guildId: string, botId: string): Record<string, unknown> {
  const base = { id: channel.id, type: channel.type, name: channel.name, guild_id: guildId };
  if (channel.type !== 11) return base;
  return {
    ...base,
    parent_id: channel.parentId,
    owner_id: botId,
    thread_metadata: { archived: false, auto_archive_duration: 1440, archive_timestamp: '2026-01-01T00:00:00.000Z', locked: false },
    message_count: 0,
    member_count: 1,
    rate_limit_per_user: 0,
  };
}

/** GUILD_CREATE's data: the guild, its channels and its threads. */
export function guildCreateJson(guild: StandinGuild, channels: StandinChannel[], botId: string): Record<string, unknown> {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    owner_id: '1',
    preferred_locale: guild.locale,
    roles: [{ id: guild.id, name: '@everyone', permissions: '1024', position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 }],
    emojis: [],
    stickers: [],
    features: [],
    member_count: 10,
    members: [],
    channels: channels.filter((c) => c.type !== 11).map((c, position) => ({ ...channelJson(c, guild.id, botId), position, permission_overwrites: [] })),
    threads: channels.filter((c) => c.type === 11).map((c) => channelJson(c, guild.id, botId)),
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    unavailable: false,
    large: false,
    joined_at: JOINED_AT,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    system_channel_flags: 0,
    premium_tier: 0,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
  };
}
