import type { StandinChannel } from '../standin/events.js';
import type { Person } from './playground-bridge.js';

/**
 * The playground's server as it first appears. Ids are fixed, so with REDIS_URL a table
 * found again after a restart is in the same channel.
 */
export const PLAYGROUND_GUILD = { id: '910000000000000001', name: 'Parlor Playground', locale: 'en-US' };

export const PLAYGROUND_CHANNELS: StandinChannel[] = [
  { id: '910000000000000011', name: 'general', type: 0 },
  { id: '910000000000000012', name: 'dice', type: 0 },
  { id: '910000000000000013', name: 'cards', type: 0 },
  { id: '910000000000000014', name: '茶馆', type: 0 },
];

/** View Channel and Manage Server: Ann can try the admins' commands (/settings, /stats reset). */
const ADMIN = String((1n << 10n) | (1n << 5n));

/** Four people: one each in English, 简体中文 and 한국어, and one more in English; Ann manages the server. */
export function defaultPeople(): Person[] {
  return [
    { id: '100000000000000001', username: 'Ann', locale: 'en-US', permissions: ADMIN },
    { id: '100000000000000002', username: 'Bo', locale: 'zh-CN' },
    { id: '100000000000000003', username: 'Chan', locale: 'ko' },
    { id: '100000000000000004', username: 'Dee', locale: 'en-GB' },
  ];
}
