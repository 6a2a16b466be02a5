import type { Interaction } from 'discord.js';
import type { Logger } from 'pino';
import { userLocale } from './caller.js';
import { tell } from './respond.js';
import type { Metrics } from '../metrics/metrics.js';

/**
 * Lets interactions through to the handler until shutdown begins; then each new one is answered
 * that Parlor is restarting (nothing changed), while those already taken on finish.
 */
export class InteractionGate {
  private accepting = true;
  private inFlight = 0;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly handler: (interaction: Interaction) => Promise<void>,
    private readonly deps: { log: Logger; metrics?: Pick<Metrics, 'interaction'> },
  ) {}

  readonly handle = async (interaction: Interaction): Promise<void> => {
    this.inFlight++;
    try {
      // A refusal is waited for too: its answer is a REST call that must land before the process ends.
      await (this.accepting ? this.handler(interaction) : this.refuse(interaction));
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  };

  get open(): boolean {
    return this.accepting;
  }

  /** Takes no new interaction; resolves when those in flight (and the refusals) have been answered. */
  close(): Promise<void> {
    this.accepting = false;
    this.deps.log.info({ inFlight: this.inFlight }, 'taking no new interactions');
    return this.inFlight === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  get pending(): number {
    return this.inFlight;
  }

  private async refuse(interaction: Interaction): Promise<void> {
    if (interaction.user.bot || !interaction.isRepliable()) return;
    this.deps.metrics?.interaction(interaction.isChatInputCommand() ? 'command' : interaction.isModalSubmit() ? 'modal' : 'component', 'shutting-down');
    this.deps.log.info({ interactionId: interaction.id, channelId: interaction.channelId }, 'interaction refused: shutting down');
    await tell(interaction, userLocale(interaction).t('error.restarting')).catch((error: unknown) => {
      this.deps.log.warn({ interactionId: interaction.id, err: error }, 'could not answer an interaction during shutdown');
    });
  }
}
