import { answerComplete } from './answers.js';
import type { GuildDirectory } from './guilds.js';
import type { InteractionDesk } from './interactions.js';
import { findComponent } from './messages.js';
import type { FakeMessage, FakeUser, InteractionRecord, RecordedCall } from './model.js';
import type { Snowflakes } from './snowflakes.js';

/**
 * What a person does in Discord's client, as the tests (and the playground's page) make it happen:
 * a slash command, a click, a modal submitted; and waiting until the bot has answered.
 */

/** An interaction's data for a chat command (type 2), with a fresh command id. */
export function commandData(id: string, name: string, options: unknown[]): Record<string, unknown> {
  return { id, name, type: 1, options };
}

/** An interaction's data for a click on a message's component (type 3); `values` for a select. */
export function clickData(message: FakeMessage, customId: string, values?: string[]): Record<string, unknown> {
  const componentType = findComponent(message, customId)?.type ?? 2;
  return { custom_id: customId, component_type: componentType, ...(values ? { values } : {}) };
}

/** An interaction's data for a modal submitted (type 5): `values` by text input custom_id. */
export function modalData(customId: string, values: Record<string, string>): Record<string, unknown> {
  const components = Object.entries(values).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] }));
  return { custom_id: customId, components };
}

/** Promises that resolve when a check holds, re-checked whenever `wake` is called and every 200 ms. */
export class Waiters {
  private waiters: Array<() => void> = [];

  async waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`fake Discord: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

export class Driver {
  constructor(
    private readonly ids: Snowflakes,
    private readonly guilds: GuildDirectory,
    private readonly interactions: InteractionDesk,
    private readonly waiters: Waiters,
  ) {}

  slash(user: FakeUser, channelId: string, name: string, options: any[] = [], locale?: string): Promise<InteractionRecord> {
    return this.dispatch(user, channelId, 2, commandData(this.ids.next(), name, options), undefined, locale);
  }

  /** A slash command typed in the user's direct messages with the bot: no guild, no member. */
  slashInDm(user: FakeUser, name: string, options: any[] = [], locale?: string): Promise<InteractionRecord> {
    const channelId = this.guilds.dmChannelOf(user.id, () => this.ids.next());
    return this.dispatch(user, channelId, 2, commandData(this.ids.next(), name, options), undefined, locale);
  }

  click(user: FakeUser, message: FakeMessage, customId: string, values?: string[], locale?: string): Promise<InteractionRecord> {
    return this.dispatch(user, message.channel_id, 3, clickData(message, customId, values), message, locale);
  }

  /** Submits a modal that a button on `message` opened (so the bot may update that message). */
  submitModalOn(user: FakeUser, message: FakeMessage, customId: string, values: Record<string, string>, locale?: string): Promise<InteractionRecord> {
    return this.dispatch(user, message.channel_id, 5, modalData(customId, values), message, locale);
  }

  /** Submits a modal the bot showed: `values` by text input custom_id. */
  submitModal(user: FakeUser, channelId: string, customId: string, values: Record<string, string>, locale?: string): Promise<InteractionRecord> {
    return this.dispatch(user, channelId, 5, modalData(customId, values), undefined, locale);
  }

  /** Sends an interaction and returns once its answer is complete, deferred or not. */
  private async dispatch(user: FakeUser, channelId: string, type: number, data: any, message?: FakeMessage, locale?: string): Promise<InteractionRecord> {
    const record = this.interactions.send(user, channelId, type, data, message, locale);
    const editsBefore = message?.edits ?? 0;
    await this.waiters.waitFor(() => record.callback ?? record.failure, `a response to interaction ${record.id} (${JSON.stringify(data).slice(0, 80)})`);
    // Over HTTP, an interaction no worker answered, or answered against Discord's rules, failed for the person.
    if (record.failure && !record.callback) throw new Error(`fake Discord: interaction ${record.id} failed: ${record.failure}`);
    await this.waiters.waitFor(() => answerComplete(record, editsBefore), `the answer that completes deferred interaction ${record.id}`);
    return record;
  }
}

/** Every body the bot showed to a whole channel, from call `from` on. */
export function publicBodies(calls: RecordedCall[], from = 0): Array<{ path: string; text: string; body: any }> {
  return calls.slice(from).flatMap((c) => (c.publicBody ? [{ path: c.path, text: JSON.stringify(c.publicBody), body: c.publicBody }] : []));
}
