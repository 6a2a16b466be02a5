import type { FakeMessage } from './model.js';

/** How the stand-in answers one REST request, and the message it wrote, if any. */
export interface RestAnswer {
  status: number;
  body?: unknown;
  /** The message the request created or edited, and the body that did it. */
  wrote?: FakeMessage;
  wroteBody?: unknown;
  /** Bytes to answer with as they are (an attachment), instead of JSON. */
  raw?: { contentType: string; bytes: Buffer };
}

/** 200 with a body, or 204 without one. */
export function ok(body?: unknown): RestAnswer {
  return { status: body === undefined ? 204 : 200, body };
}

/** An answer that wrote `message` (when there is one) with `body`. */
export function wrote(message: FakeMessage | undefined, body: unknown, answer: RestAnswer): RestAnswer {
  return message ? { ...answer, wrote: message, wroteBody: body } : answer;
}

/** One of Discord's JSON errors: `{ message, code }`. */
export function discordError(status: number, message: string, code: number): RestAnswer {
  return { status, body: { message, code } };
}

export const unknownInteraction = (): RestAnswer => discordError(404, 'Unknown interaction', 10062);
export const unknownMessage = (): RestAnswer => discordError(404, 'Unknown Message', 10008);

/** 400 Invalid Form Body, listing every problem found. */
export function invalidFormBody(problems: string[]): RestAnswer {
  return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: problems } };
}
