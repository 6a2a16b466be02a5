const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export const mention = (userId: string): string => `<@${userId}>`;
export const dieFace = (face: number): string => FACES[face - 1] ?? '?';
export const diceRow = (dice: readonly number[]): string => (dice.length ? dice.map(dieFace).join(' ') : '—');
/** Discord renders this as a live countdown in each reader's own language. */
export const relativeTime = (epochMs: number): string => `<t:${Math.floor(epochMs / 1000)}:R>`;

export const COLOURS = { lobby: 0x5865f2, playing: 0x2b8a3e, finished: 0xf1c40f, closed: 0x747f8d, notice: 0xe67e22 } as const;
