import { expect } from 'vitest';
import type { Redis } from 'ioredis';
import type { FakeDiscord, FakeMessage, FakeUser } from '../../src/standin/server.js';
import { unpackJson } from '../../src/store/session-codec.js';
import { byId, controlOf, pirateTurn, settle, startPirate, users, visibleText } from './fake-discord/driver.js';

// The steps the sharding drills share (test/e2e/sharding.test.ts on one host, hosts.test.ts across
// two): a Pirate Dice game waiting on a turn timer in every guild, a process lost and back, and
// every timer firing once with play going on, answered by the process that owns the guild.

export interface DrillGuild {
  channel: string;
}

/** Who answered an interaction (a shard number or a host name), from the processes' logs. */
export type AnsweredBy = (interactionId: string) => Promise<string | undefined>;

/** Reads a table's session straight from Redis. */
export function sessionReader(redis: Redis, prefix: string): (channelId: string) => Promise<any> {
  return async (channelId) => {
    const [key] = await redis.keys(`${prefix}*:table:${channelId}`);
    const stored = key ? await redis.hgetBuffer(key, 'json') : null;
    return stored ? JSON.parse(unpackJson(channelId, stored)) : null;
  };
}

/**
 * A Pirate Dice game in each guild's channel with 15 s turns; the first player moves (checking which
 * process answered), so the second player's timer runs. Returns the tables, who is waiting at each,
 * and the latest deadline.
 */
export async function gamesWaitingOnTimers(
  fake: FakeDiscord,
  guilds: readonly DrillGuild[],
  answeredBy: AnsweredBy,
  owner: (index: number) => string,
  session: (channelId: string) => Promise<any>,
): Promise<{ tables: FakeMessage[]; waiting: FakeUser[]; lastDeadline: number }> {
  const tables: FakeMessage[] = [];
  const waiting: FakeUser[] = [];
  for (const [i, guild] of guilds.entries()) {
    const table = await startPirate(fake, guild.channel, [users.ann, users.bo, users.chan], [{ type: 4, name: 'turn_seconds', value: 15 }]);
    const first = byId(pirateTurn(table)!);
    const opened = await fake.click(first, table, controlOf(table, /:panel$/));
    expect(await answeredBy(opened.id)).toBe(owner(i));
    const panel = opened.messages[0]!;
    await fake.click(first, panel, controlOf(panel, /:g:min:/));
    await settle(fake);
    tables.push(table);
    waiting.push(byId(pirateTurn(table)!));
  }
  const deadlines = await Promise.all(guilds.map(async (g) => (await session(g.channel)).deadline as number));
  return { tables, waiting, lastDeadline: Math.max(...deadlines) };
}

/** Drops every table's published note, so a process starting up shows again the tables of its own guilds. */
export async function forgetPublished(redis: Redis, prefix: string, guilds: readonly DrillGuild[]): Promise<void> {
  for (const guild of guilds) {
    const [key] = await redis.keys(`${prefix}*:table:${guild.channel}`);
    await redis.hdel(key!, 'pub');
  }
}

/**
 * Waits for every timer to fall due (some perhaps while their process was down), then checks each
 * fired exactly once (`firings`: the log lines of every process) and play goes on at every table,
 * answered by the process that owns its guild.
 */
export async function expectEachTimerOnceThenPlay(
  fake: FakeDiscord,
  guilds: readonly DrillGuild[],
  games: { tables: FakeMessage[]; waiting: FakeUser[]; lastDeadline: number },
  probes: { firings: (channelId: string) => unknown[]; session: (channelId: string) => Promise<any>; answeredBy: AnsweredBy; owner: (index: number) => string },
): Promise<void> {
  const { tables, waiting } = games;
  await new Promise((r) => setTimeout(r, Math.max(0, games.lastDeadline - Date.now()) + 300));
  await fake.waitFor(() => guilds.every((g) => probes.firings(g.channel).length > 0), 'every turn timer to fire', 20_000);
  await settle(fake, 1_000);
  for (const [i, guild] of guilds.entries()) {
    expect(probes.firings(guild.channel)).toHaveLength(1);
    const after = await probes.session(guild.channel);
    expect(after.state.history).toHaveLength(2);
    expect(after.state.history[1]).toMatchObject({ player: waiting[i]!.id });
    expect(after.state.timeouts[waiting[i]!.id]).toBe(1);
    expect(visibleText(tables[i]!)).toMatch(/ran out of time/);

    const next = byId(after.state.turn);
    const challenge = await fake.click(next, tables[i]!, controlOf(tables[i]!, /:g:chal$/));
    expect(challenge.callback?.type).toBe(7);
    expect(await probes.answeredBy(challenge.id)).toBe(probes.owner(i));
    expect(visibleText(tables[i]!)).toContain('Round 1 reveal');
  }
}
