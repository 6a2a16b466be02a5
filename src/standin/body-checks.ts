import { commandProblems, messageProblems, modalProblems } from './discord-limits.js';
import type { StandinEvents } from './events.js';
import type { V2Context } from './v2-rules.js';
import { invalidFormBody, type RestAnswer } from './rest-answers.js';

/**
 * Checks every body the bot sends against Discord's limits (discord-limits.ts), as the API would:
 * a body that breaks one is refused with 400 and recorded in `violations`.
 */
export class BodyChecks {
  readonly violations: Array<{ path: string; problems: string[] }> = [];

  constructor(private readonly events: StandinEvents) {}

  /** A message body (a reply, a follow-up, an edit, with the files uploaded and the message it edits); null when Discord would take it. */
  message(path: string, body: unknown, context: V2Context = { files: [] }): RestAnswer | null {
    return this.refuse(path, messageProblems(body, context), true);
  }

  /** A modal (interaction callback type 9). */
  modal(path: string, modal: unknown): RestAnswer | null {
    return this.refuse(path, modalProblems(modal), true);
  }

  /** A registration of commands; watchers are not told, as no interaction waits on it. */
  commands(path: string, commands: unknown): RestAnswer | null {
    return this.refuse(path, commandProblems(commands), false);
  }

  private refuse(path: string, problems: string[], tell: boolean): RestAnswer | null {
    if (problems.length === 0) return null;
    this.violations.push({ path, problems });
    if (tell) this.events.emit({ kind: 'refused', path, problems });
    return invalidFormBody(problems);
  }
}
