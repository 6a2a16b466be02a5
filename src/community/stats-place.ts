/** Whose figures a table's results count in: the server's, or a group DM's (or DM's) own, by its channel. */
export function statsPlaceOf(place: { guildId: string | null; channelId: string | null }): string | null {
  return place.guildId ?? place.channelId;
}
