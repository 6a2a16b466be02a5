import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import type { RESTOptions } from 'discord.js';
import type { Logger } from 'pino';
import { deferralFor, type DeferrableInteraction } from './defer.js';

type MakeRequest = RESTOptions['makeRequest'];
type RequestInit = Parameters<MakeRequest>[1];
type ResponseLike = Awaited<ReturnType<MakeRequest>>;

/** What the HTTP response to Discord's POST carries: the interaction's first answer. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The fields of a raw interaction the capture needs: whose callback it is, and its webhook (application id and token). */
export interface CapturedInteractionFields extends DeferrableInteraction {
  id: string;
  application_id: string;
  token: string;
}

interface Callback {
  type: number;
  data?: Record<string, unknown>;
}

const CALLBACK_PATH = /\/interactions\/(\d+)\/[^/]+\/callback$/;
/** How often `@original` is asked for after an answer went in the HTTP response (Discord may not have written it yet). */
const ORIGINAL_TRIES = 3;
const ORIGINAL_RETRY_MS = 150;

export const jsonAnswer = (status: number, value: unknown): HttpAnswer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

/**
 * What discord.js is told Discord answered, held in memory: a fetch Response would stream its few
 * bytes through web streams for @discordjs/rest to read them back, on every interaction.
 */
function inMemoryResponse(status: number, text: string | null): ResponseLike {
  let used = false;
  const read = () => {
    used = true;
    return text ?? '';
  };
  const response = {
    body: null,
    get bodyUsed() {
      return used;
    },
    headers: new Headers(text === null ? {} : { 'content-type': 'application/json' }),
    status,
    statusText: STATUS_CODES[status] ?? '',
    ok: status >= 200 && status < 300,
    text: async () => read(),
    json: async () => JSON.parse(read()) as unknown,
    arrayBuffer: async () => new TextEncoder().encode(read()).buffer,
  };
  return response as unknown as ResponseLike;
}

const jsonResponse = (status: number, value: unknown): ResponseLike => inMemoryResponse(status, JSON.stringify(value));
const noContent = (): ResponseLike => inMemoryResponse(204, null);
/** Discord's own refusal of a second answer to one interaction. */
const alreadyAcknowledged = () => jsonResponse(400, { message: 'Interaction has already been acknowledged.', code: 40060 });

/**
 * One interaction that came over HTTP, from its POST until its handler ends: the first callback
 * discord.js makes for it becomes the HTTP response; a deferral goes instead when the deadline comes first.
 */
export class CapturedAnswer {
  stage: 'waiting' | 'answered' | 'deferred' = 'waiting';
  /** The deferral sent in the HTTP response, when the handler was too slow. */
  deferral: ReturnType<typeof deferralFor> | undefined;
  readonly answer: Promise<HttpAnswer>;
  private settle!: (answer: HttpAnswer) => void;
  private readonly sent: Promise<void>;
  private sentAs!: (ok: boolean) => void;

  constructor(readonly interaction: CapturedInteractionFields) {
    this.answer = new Promise((resolve) => (this.settle = resolve));
    this.sent = new Promise<void>((resolve, reject) => {
      this.sentAs = (ok) => (ok ? resolve() : reject(new Error('the HTTP response to the interaction could not be delivered')));
    });
    this.sent.catch(() => {});
  }

  /** The first answer: it goes in the HTTP response. */
  take(answer: HttpAnswer): void {
    this.stage = 'answered';
    this.settle(answer);
  }

  /** The deadline came before any answer: the HTTP response defers; true when it did. */
  defer(): boolean {
    if (this.stage !== 'waiting') return false;
    this.stage = 'deferred';
    this.deferral = deferralFor(this.interaction);
    this.settle(jsonAnswer(200, this.deferral));
    return true;
  }

  /** The handler ended without answering: nothing will come, and Discord shows the interaction as failed. */
  unanswered(): void {
    if (this.stage !== 'waiting') return;
    this.stage = 'answered';
    this.settle(jsonAnswer(500, { message: 'no answer' }));
  }

  /** The server says whether the HTTP response reached Discord's connection. */
  delivered(ok: boolean): void {
    this.sentAs(ok);
  }

  /** Resolves once the HTTP response is sent, rejects when it could not be. */
  whenSent(): Promise<void> {
    return this.sent;
  }
}

/**
 * Sits in front of @discordjs/rest's `makeRequest`: a callback (`POST /interactions/{id}/{token}/callback`)
 * of an interaction that came over HTTP is not sent to Discord but becomes the body of the HTTP
 * response (JSON, or multipart/form-data when files go with it, exactly as discord.js encoded it).
 * discord.js is then told what Discord would have said: the written message, fetched through the
 * interaction's webhook when the caller asked for it and needs it. A callback after the deferral
 * becomes what completes a deferral: an edit of `@original`, or a follow-up. Every other request
 * goes on to `makeRequest` unchanged.
 */
export class ResponseCapture {
  private readonly pending = new Map<string, CapturedAnswer>();

  constructor(private readonly deps: { log: Logger; originalRetryMs?: number }) {}

  /** Starts capturing the answers to `interaction`; `close` ends it. */
  open(interaction: CapturedInteractionFields): CapturedAnswer {
    const captured = new CapturedAnswer(interaction);
    this.pending.set(interaction.id, captured);
    return captured;
  }

  has(interactionId: string): boolean {
    return this.pending.has(interactionId);
  }

  close(interactionId: string): void {
    this.pending.delete(interactionId);
  }

  wrap(makeRequest: MakeRequest): MakeRequest {
    return async (url, init) => {
      const id = (init.method ?? 'GET').toUpperCase() === 'POST' ? CALLBACK_PATH.exec(new URL(url).pathname)?.[1] : undefined;
      const captured = id === undefined ? undefined : this.pending.get(id);
      if (!captured) return makeRequest(url, init);
      return this.answer(captured, url, init, makeRequest);
    };
  }

  private async answer(captured: CapturedAnswer, url: string, init: RequestInit, makeRequest: MakeRequest): Promise<ResponseLike> {
    const withResponse = new URL(url).searchParams.get('with_response') === 'true';
    const { callback, form, encoded } = await readCallback(init);
    if (captured.stage === 'answered') return alreadyAcknowledged();
    const webhook = webhookUrl(url, captured.interaction);
    if (captured.stage === 'deferred') return this.afterDeferral(captured, callback, form, webhook, withResponse, init, makeRequest);
    captured.take(encoded);
    await captured.whenSent();
    if (!withResponse) return noContent();
    const needsMessage =
      callback.type === InteractionResponseType.ChannelMessageWithSource || (callback.type === InteractionResponseType.UpdateMessage && hasFiles(form));
    const message = needsMessage ? await this.original(captured, webhook, init, makeRequest) : undefined;
    return jsonResponse(200, callbackResponse(captured.interaction, callback.type, message));
  }

  /**
   * The HTTP response deferred; the handler's answer completes the deferral through the webhook, as
   * src/interactions/respond.ts completes its own: an update edits the clicked message; a reply fills
   * in the private placeholder when it is private too, else goes as a follow-up and the placeholder goes.
   */
  private async afterDeferral(
    captured: CapturedAnswer,
    callback: Callback,
    form: FormData | null,
    webhook: string,
    withResponse: boolean,
    init: RequestInit,
    makeRequest: MakeRequest,
  ): Promise<ResponseLike> {
    const done = (message?: unknown) => (withResponse ? jsonResponse(200, callbackResponse(captured.interaction, callback.type, message)) : noContent());
    if (callback.type === InteractionResponseType.DeferredMessageUpdate || callback.type === InteractionResponseType.DeferredChannelMessageWithSource) {
      return done();
    }
    const data = callback.data ?? {};
    const placeholder = captured.deferral?.type === InteractionResponseType.DeferredChannelMessageWithSource;
    const flags = Number(data.flags ?? 0);
    let written: ResponseLike;
    if (callback.type === InteractionResponseType.UpdateMessage && !placeholder) {
      written = await makeRequest(`${webhook}/messages/@original`, withBody(init, 'PATCH', data, form));
    } else if (callback.type === InteractionResponseType.ChannelMessageWithSource && placeholder && (flags & MessageFlags.Ephemeral) !== 0) {
      // Whether it is private is the placeholder's already; only the V2 flag may be set by an edit.
      const edited = { ...data, flags: flags & MessageFlags.IsComponentsV2 };
      written = await makeRequest(`${webhook}/messages/@original`, withBody(init, 'PATCH', edited, form));
    } else if (callback.type === InteractionResponseType.ChannelMessageWithSource) {
      written = await makeRequest(`${webhook}?wait=true`, withBody(init, 'POST', data, form));
      if (written.ok && placeholder) {
        await makeRequest(`${webhook}/messages/@original`, { method: 'DELETE', headers: plainHeaders(init) }).catch(() => undefined);
      }
    } else {
      // A form can only be the first answer.
      return alreadyAcknowledged();
    }
    if (!written.ok) return written;
    return done(await written.json());
  }

  /** The message the answer in the HTTP response wrote, from the interaction's webhook; undefined when it cannot be had. */
  private async original(captured: CapturedAnswer, webhook: string, init: RequestInit, makeRequest: MakeRequest): Promise<unknown> {
    let status = 0;
    for (let attempt = 1; attempt <= ORIGINAL_TRIES; attempt++) {
      try {
        const response = await makeRequest(`${webhook}/messages/@original`, { method: 'GET', headers: plainHeaders(init) });
        status = response.status;
        if (response.ok) return await response.json();
        if (status !== 404) break;
      } catch {
        status = -1;
      }
      if (attempt < ORIGINAL_TRIES) await sleep(this.deps.originalRetryMs ?? ORIGINAL_RETRY_MS);
    }
    this.deps.log.warn({ interactionId: captured.interaction.id, status }, 'the message answered over HTTP could not be read back');
    return undefined;
  }
}

async function readCallback(init: RequestInit): Promise<{ callback: Callback; form: FormData | null; encoded: HttpAnswer }> {
  const body = init.body;
  if (typeof body === 'string') return { callback: JSON.parse(body) as Callback, form: null, encoded: { ...jsonAnswer(200, null), body: Buffer.from(body) } };
  if (body instanceof FormData) {
    const encodedForm = new Response(body);
    const bytes = Buffer.from(await encodedForm.arrayBuffer());
    const payload = body.get('payload_json');
    return {
      callback: JSON.parse(typeof payload === 'string' ? payload : '{}') as Callback,
      form: body,
      encoded: { status: 200, headers: { 'content-type': encodedForm.headers.get('content-type') ?? 'multipart/form-data' }, body: bytes },
    };
  }
  throw new Error('an interaction callback without a body');
}

/** A form's value (a string or a file); named from FormData itself, since the build has no DOM types. */
type FormValue = NonNullable<ReturnType<FormData['get']>>;

function entriesOf(form: FormData): Array<[string, FormValue]> {
  const entries: Array<[string, FormValue]> = [];
  form.forEach((value, key) => entries.push([key, value]));
  return entries;
}

const hasFiles = (form: FormData | null) => form !== null && entriesOf(form).some(([key]) => key !== 'payload_json');

/** The interaction's webhook, beside the callback on the same API base: `{api}/webhooks/{application}/{token}`. */
function webhookUrl(callbackUrl: string, interaction: CapturedInteractionFields): string {
  const url = new URL(callbackUrl);
  url.search = '';
  url.pathname = url.pathname.replace(CALLBACK_PATH, `/webhooks/${interaction.application_id}/${interaction.token}`);
  return url.toString();
}

/** The request's own headers (its user agent) without the body's type, which the new body sets. */
function plainHeaders(init: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
    if (name.toLowerCase() !== 'content-type') headers[name] = value;
  }
  return headers;
}

/** A webhook request carrying `data` as JSON, or with the callback's files as multipart/form-data. */
function withBody(init: RequestInit, method: string, data: Record<string, unknown>, form: FormData | null): RequestInit {
  const headers = plainHeaders(init);
  if (!hasFiles(form)) return { ...init, method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(data) };
  const next = new FormData();
  next.append('payload_json', JSON.stringify(data));
  for (const [key, value] of entriesOf(form!)) if (key !== 'payload_json') next.append(key, value);
  return { ...init, method, headers, body: next as NonNullable<RequestInit['body']> };
}

/** What Discord answers a callback asked `with_response`: the interaction, and the message when there is one. */
function callbackResponse(interaction: CapturedInteractionFields, callbackType: number, message: unknown): unknown {
  return {
    interaction: { id: interaction.id, type: interaction.type },
    resource: { type: callbackType, ...(message === undefined ? {} : { message }) },
  };
}
