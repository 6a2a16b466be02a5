import type { Session } from '../kernel/session.js';

/** A jump link to the table message, or to the channel when the message is not known. */
export function tableLink(session: Session): string {
  const guild = session.guildId ?? '@me';
  return session.tableMessageId
    ? `https://discord.com/channels/${guild}/${session.channelId}/${session.tableMessageId}`
    : `https://discord.com/channels/${guild}/${session.channelId}`;
}
