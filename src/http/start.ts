import { DefaultRestOptions, type Client, type Interaction, type RESTOptions } from 'discord.js';
import type { Logger } from 'pino';
import type { Health } from '../metrics/health.js';
import { HttpIntake } from './intake.js';
import { ResponseCapture } from './response-capture.js';
import { startInteractionServer } from './server.js';
import { publicKeyFromHex } from './verify.js';

/** The REST options with the capture in front of the request maker they already had (the shared budget, or discord.js's own). */
export function capturedRest(capture: ResponseCapture, rest: Partial<RESTOptions>): Partial<RESTOptions> {
  return { ...rest, makeRequest: capture.wrap(rest.makeRequest ?? DefaultRestOptions.makeRequest) };
}

/**
 * INTERACTIONS=http: no gateway session. The client logs in to REST only (the token on its REST
 * manager), and Discord's POSTs reach the same handler as the gateway's interactions did.
 */
export async function startHttpInteractions(deps: {
  client: Client;
  capture: ResponseCapture;
  handle: (interaction: Interaction) => Promise<void>;
  token: string;
  publicKeyHex: string;
  port: number;
  health: () => Promise<Health>;
  log: Logger;
}): Promise<{ port: number; close: () => Promise<void> }> {
  deps.client.rest.setToken(deps.token);
  const intake = new HttpIntake({ client: deps.client, capture: deps.capture, handle: deps.handle, log: deps.log });
  return startInteractionServer({
    port: deps.port,
    publicKey: publicKeyFromHex(deps.publicKeyHex),
    deliver: (interaction) => intake.deliver(interaction),
    health: deps.health,
    log: deps.log,
  });
}
