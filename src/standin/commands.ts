import type { BodyChecks } from './body-checks.js';
import type { StandinEvents } from './events.js';
import { ok, type RestAnswer } from './rest-answers.js';
import type { Snowflakes } from './snowflakes.js';

/** The application's registered commands, by scope ('global' or 'guild:<id>'), as the bot last put them. */
export class CommandRegistry {
  readonly commands = new Map<string, any[]>();

  constructor(
    private readonly applicationId: string,
    private readonly ids: Snowflakes,
    private readonly events: StandinEvents,
    private readonly checks: BodyChecks,
  ) {}

  /** PUT /applications/{app}/commands (scope 'global') or .../guilds/{guild}/commands: replaces the scope's commands. */
  put(scope: string, path: string, body: any): RestAnswer {
    const invalid = this.checks.commands(path, body);
    if (invalid) return invalid;
    this.commands.set(scope, body);
    this.events.emit({ kind: 'commands' });
    return ok((body as any[]).map((c) => ({ ...c, id: this.ids.next(), application_id: this.applicationId, version: '1' })));
  }
}
