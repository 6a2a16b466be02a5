import type { Session } from '../../src/kernel/session.js';

let counter = 0;

/** A valid lobby session for a channel; override what the test needs. */
export function sampleSession(overrides: Partial<Session> = {}): Session {
  counter++;
  return {
    id: `s${counter.toString(36).padStart(5, '0')}`,
    channelId: `1000000000000${counter.toString().padStart(5, '0')}`,
    guildId: '900000000000000001',
    game: 'pirate',
    hostId: '100000000000000001',
    locale: 'en',
    version: 1,
    stateVersion: 1,
    phase: 'lobby',
    players: [{ id: '100000000000000001', name: 'Ann' }],
    config: { onesWild: true },
    turnSeconds: 60,
    state: null,
    deadline: null,
    turnToken: null,
    tableMessageId: null,
    closedBy: null,
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  };
}

export const bump = (s: Session, changes: Partial<Session> = {}): Session => ({ ...s, ...changes, version: s.version + 1 });
