import type { StandinChannel } from '../standin/events.js';
import type { FakeDiscord } from '../standin/server.js';
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

/**
 * Places where Parlor is only through Ann's user install (issue 32): a server that never invited the
 * bot but lets its members use external apps, and a group DM of Ann, Bo and Chan. Tables there live
 * on interactions; only Ann is offered the commands, the others play through the table's buttons.
 */
export interface ElsewherePlace {
  kind: 'server-without-bot' | 'group-dm';
  id: string;
  name: string;
  /** Who installed Parlor for themselves (a user install): whoever may use its commands there. */
  installedBy: string;
  /** A server's channels; a group DM is one channel, whose id is the place's. */
  channels: StandinChannel[];
  /** A group DM's people (a server's members are everyone on the page). */
  members?: string[];
}

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

/** The places of `ElsewherePlace` for these people (Ann, Bo and Chan first): Ann installed Parlor for herself. */
export function elsewherePlaces(people: Person[]): ElsewherePlace[] {
  const [ann, bo, chan] = people;
  return [
    {
      kind: 'server-without-bot',
      id: '910000000000000002',
      name: 'Friends’ server',
      installedBy: ann!.id,
      channels: [{ id: '910000000000000031', name: 'games', type: 0 }],
    },
    {
      kind: 'group-dm',
      id: '910000000000000041',
      name: [ann, bo, chan].map((p) => p!.username).join(', '),
      installedBy: ann!.id,
      channels: [],
      members: [ann!.id, bo!.id, chan!.id],
    },
  ];
}

/** Adds the places to the stand-in, before it starts (the bot is told of none of them: it is in none). */
export function addElsewhere(fake: FakeDiscord, places: ElsewherePlace[], people: Person[]): void {
  for (const place of places) {
    fake.installForUser(place.installedBy);
    if (place.kind === 'group-dm') {
      fake.addGroupDm({ id: place.id, name: place.name, recipients: people.filter((p) => place.members?.includes(p.id)) });
    } else {
      fake.addGuild({ id: place.id, name: place.name, channels: [], botInstalled: false });
      for (const channel of place.channels) fake.addChannel(place.id, channel);
    }
  }
}
