import type { Server } from 'node:http';
import { expect } from 'vitest';
import type { PlaygroundBridge } from '../../src/playground/playground-bridge.js';
import { servePage } from '../../src/playground/page-server.js';
import type { FakeDiscord } from '../../src/standin/server.js';
import { slashCommands } from '../../src/commands/index.js';
import { GAMES } from './games.js';
import { PageClient } from './page-client.js';

/** The playground's page served for one bridge, the pages opened on it as people, and one close for all of them. */
export class ServedPage {
  private readonly clients: PageClient[] = [];

  private constructor(
    readonly bridge: PlaygroundBridge,
    private readonly served: { server: Server; url: string },
  ) {}

  static async serve(bridge: PlaygroundBridge): Promise<ServedPage> {
    return new ServedPage(bridge, await servePage(bridge, 0));
  }

  get url(): string {
    return this.served.url;
  }

  /** A page opened as `person` (by name), closed with the rest. */
  open(person: string): PageClient {
    const client = new PageClient(this.url, person);
    this.clients.push(client);
    return client;
  }

  close(): void {
    for (const client of this.clients) client.close();
    this.bridge.close();
    this.served.server.closeAllConnections();
    this.served.server.close();
  }
}

/** Registers the bot's own command definitions in the stand-in's guild, as `npm run register` does. */
export async function registerCommands(fake: FakeDiscord, guildId: string): Promise<void> {
  const response = await fetch(`${fake.apiUrl}/v10/applications/${fake.applicationId}/guilds/${guildId}/commands`, {
    method: 'PUT',
    headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify([...slashCommands(GAMES).values()].map((c) => c.data)),
  });
  expect(response.status).toBe(200);
}
