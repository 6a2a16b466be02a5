/** The note a store keeps of what a table's public message shows: "<session id>:<state version>". */
export const publishedNote = (sessionId: string, stateVersion: number): string => `${sessionId}:${stateVersion}`;

/** Whether a note says the message shows this state of this session (or a later one). */
export function showsState(note: string | null | undefined, table: { id: string; stateVersion: number }): boolean {
  if (!note) return false;
  const at = note.lastIndexOf(':');
  return note.slice(0, at) === table.id && Number(note.slice(at + 1)) >= table.stateVersion;
}

/** Whether a note for `stateVersion` of `sessionId` would move an existing note forward. */
export function advancesNote(note: string | null | undefined, sessionId: string, stateVersion: number): boolean {
  return !showsState(note, { id: sessionId, stateVersion });
}
