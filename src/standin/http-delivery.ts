import { ANSWER_WINDOW_MS } from './answers.js';
import type { SigningKeys } from './interaction-signing.js';
import { postJson, type PostOutcome } from './http-post.js';
import type { InteractionRecord, UploadedFile } from './model.js';
import { parseBody, uploadedFiles } from './multipart.js';
import type { RestAnswer } from './rest-answers.js';

/** One interaction sent over HTTP: where it went, which workers refused the connection first, and how it ended. */
export interface HttpDeliveryRecord {
  interactionId: string;
  /** The interactions URL that answered (none when every worker refused). */
  url?: string;
  /** Workers skipped because nothing listened there, in the order tried. */
  skipped: string[];
  status?: number;
  ms?: number;
  /** Files the answer carried (a multipart answer's files[n]). */
  files?: number;
  /** Why the interaction failed, as Discord's client would say "This interaction failed". */
  failure?: string;
}

export interface HttpDeliveryDeps {
  keys: SigningKeys;
  /** Takes an endpoint's answer as the interaction's callback, exactly as POST /interactions/{id}/{token}/callback. */
  answer: (record: InteractionRecord, body: unknown, files: UploadedFile[]) => RestAnswer;
  /** Called when a delivery ends, answered or failed. */
  settled: (record: InteractionRecord) => void;
}

/** How long Discord keeps an interaction request open: its 3 s, and a little more so a late answer is seen as late. */
const REQUEST_TIMEOUT_MS = ANSWER_WINDOW_MS + 2_000;

const isJson = (contentType: string) => /^application\/json\b/i.test(contentType);
const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType);

/**
 * Interactions over HTTP, as Discord sends them to an application with an Interactions Endpoint
 * URL: each one POSTed signed (Ed25519 over timestamp + body), and the HTTP response taken as its
 * first callback. With several URLs it plays the load balancer in front of stateless workers:
 * round robin, skipping a worker whose connection is refused.
 */
export class HttpDelivery {
  readonly deliveries: HttpDeliveryRecord[] = [];
  private targets: string[] = [];
  private cursor = 0;
  /** Deliveries whose answer has not been taken yet, by interaction token. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly deps: HttpDeliveryDeps) {}

  /** Sends interactions to these URLs from now on; none: back to the gateway. */
  configure(urls: readonly string[]): void {
    this.targets = [...urls];
    this.cursor = 0;
  }

  get enabled(): boolean {
    return this.targets.length > 0;
  }

  get urls(): readonly string[] {
    return this.targets;
  }

  /** Sends one interaction without waiting: its answer lands on the record (callback, or failure). */
  deliver(raw: Record<string, unknown>, record: InteractionRecord): void {
    const done = this.post(JSON.stringify(raw), record).finally(() => {
      this.inFlight.delete(record.token);
      this.deps.settled(record);
    });
    this.inFlight.set(record.token, done);
  }

  /** Resolves once the HTTP answer of the interaction with this token (if one is on its way) has been taken. */
  answerTaken(token: string): Promise<void> | undefined {
    return this.inFlight.get(token);
  }

  private async post(body: string, record: InteractionRecord): Promise<void> {
    const delivery: HttpDeliveryRecord = { interactionId: record.id, skipped: [] };
    this.deliveries.push(delivery);
    const fail = (reason: string) => {
      delivery.failure = reason;
      record.failure = reason;
    };
    for (let tried = 0; tried < this.targets.length; tried++) {
      const index = (this.cursor + tried) % this.targets.length;
      const url = this.targets[index]!;
      const outcome = await postJson(url, body, this.deps.keys.headers(body), REQUEST_TIMEOUT_MS);
      if (outcome.kind === 'refused') {
        delivery.skipped.push(url);
        continue;
      }
      this.cursor = (index + 1) % this.targets.length;
      delivery.url = url;
      record.deliveredTo = url;
      const problem = this.take(outcome, record, delivery);
      if (problem) fail(problem);
      return;
    }
    fail(`no worker took the connection (${this.targets.length} tried)`);
  }

  /** Takes an answered request's body as the callback; returns what went wrong, if anything. */
  private take(outcome: Exclude<PostOutcome, { kind: 'refused' }>, record: InteractionRecord, delivery: HttpDeliveryRecord): string | null {
    if (outcome.kind === 'failed') return `the endpoint gave no answer: ${outcome.reason}`;
    delivery.status = outcome.status;
    delivery.ms = outcome.ms;
    if (outcome.status < 200 || outcome.status >= 300) return `the endpoint answered ${outcome.status} to a correctly signed interaction`;
    const { contentType, bytes } = outcome;
    // The bot may have answered through POST /interactions/{id}/{token}/callback already: an empty answer then adds nothing.
    if (bytes.length === 0) return record.callback ? null : `the endpoint answered ${outcome.status} with no callback in its body`;
    if (!isJson(contentType) && !isMultipart(contentType)) return `the endpoint's answer is ${contentType || 'untyped'}, not JSON or multipart/form-data`;
    let callback: unknown;
    try {
      callback = parseBody(bytes, contentType);
    } catch {
      return "the endpoint's answer is not valid JSON";
    }
    if (callback === undefined) return "the endpoint's multipart answer has no payload_json part";
    const files = uploadedFiles(bytes, contentType);
    if (files.length > 0) delivery.files = files.length;
    const answer = this.deps.answer(record, callback, files);
    if (answer.status >= 300) return `Discord refused the endpoint's answer: ${answer.status} ${JSON.stringify(answer.body)}`;
    return null;
  }
}
