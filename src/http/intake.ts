import { Events, type Client, type Interaction } from 'discord.js';
import type { Logger } from 'pino';
import { HTTP_ANSWER_DEADLINE_MS } from './defer.js';
import { jsonAnswer, type CapturedInteractionFields, type HttpAnswer, type ResponseCapture } from './response-capture.js';

/** discord.js builds an interaction from its raw payload in this action (the gateway's INTERACTION_CREATE goes through it too). */
interface InteractionCreateAction {
  handle(data: unknown): void;
}
const interactionAction = (client: Client): InteractionCreateAction =>
  (client as unknown as { actions: { InteractionCreate: InteractionCreateAction } }).actions.InteractionCreate;

/** An HTTP response to write, and the server's word on whether it went out. */
export interface Delivery {
  answer: HttpAnswer;
  sent(ok: boolean): void;
}

/**
 * Turns an interaction that came over HTTP into the same discord.js interaction the gateway gives,
 * and hands it to the same handler. What the handler answers first (or the deferral, once
 * `deadlineMs` passes with no answer) is the HTTP response; everything after it goes through REST.
 */
export class HttpIntake {
  private readonly started = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: {
      client: Client;
      capture: ResponseCapture;
      handle: (interaction: Interaction) => Promise<void>;
      log: Logger;
      deadlineMs?: number;
    },
  ) {
    deps.client.on(Events.InteractionCreate, (interaction) => this.started.set(interaction.id, deps.handle(interaction)));
  }

  async deliver(raw: CapturedInteractionFields): Promise<Delivery> {
    const { capture, client, log } = this.deps;
    if (capture.has(raw.id)) return { answer: jsonAnswer(409, { message: 'this interaction is being answered' }), sent: () => {} };
    const captured = capture.open(raw);
    // Emitted at once, so the handler has started by the time the action returns.
    interactionAction(client).handle(raw);
    const handled = this.started.get(raw.id);
    this.started.delete(raw.id);
    if (!handled) {
      capture.close(raw.id);
      log.info({ interactionId: raw.id, type: raw.type }, 'an interaction of a kind discord.js does not build; refused');
      return { answer: jsonAnswer(400, { message: 'unknown interaction type' }), sent: () => {} };
    }
    const deadline = setTimeout(() => {
      if (captured.defer()) log.info({ interactionId: raw.id }, 'no answer within the deadline: deferred in the HTTP response');
    }, this.deps.deadlineMs ?? HTTP_ANSWER_DEADLINE_MS);
    void handled
      .catch((error: unknown) => log.error({ interactionId: raw.id, err: error }, 'interaction handler failed'))
      .finally(() => {
        clearTimeout(deadline);
        captured.unanswered();
        capture.close(raw.id);
      });
    return { answer: await captured.answer, sent: (ok) => captured.delivered(ok) };
  }
}
