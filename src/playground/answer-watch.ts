import { ANSWER_WINDOW_MS, isLate } from '../standin/answers.js';
import type { InteractionRecord } from '../standin/model.js';

/** Why an interaction failed, as the page words it ("This interaction failed" and why). */
export const FAILURE_REASONS = ['no-answer', 'late', 'refused', 'no-bot', 'unknown-message', 'not-installed'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Where an interaction came from: the page to tell, its nonce there, and the channel and message it was made on. */
export interface Origin<Page> {
  page: Page;
  nonce: string;
  channelId: string;
  messageId?: string;
}

interface Pending<Page> extends Origin<Page> {
  timer: NodeJS.Timeout;
  failed: boolean;
}

/**
 * Discord's client waiting for the bot's answer to what a person did: the page is told the
 * interaction went through (and shown the modal it opened), or that it failed and why: no answer
 * within Discord's 3 s, an answer too late, or an answer Discord refused.
 */
export class AnswerWatch<Page> {
  /** Interactions waiting for their answer, by token. */
  private readonly pending = new Map<string, Pending<Page>>();

  constructor(
    private readonly tell: (page: Page, payload: Record<string, unknown>) => void,
    private readonly log: (line: string) => void,
  ) {}

  watch(record: InteractionRecord, origin: Origin<Page>): void {
    this.pending.set(record.token, { ...origin, timer: this.giveUpAfterWindow(record), failed: false });
  }

  close(): void {
    for (const pending of this.pending.values()) clearTimeout(pending.timer);
  }

  /** The bot answered in time: the page is told, after the message the answer wrote, as Discord's client shows it. */
  answered(record: InteractionRecord): void {
    const pending = this.pending.get(record.token);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(record.token);
    if (pending.failed) return;
    setImmediate(() => {
      this.tell(pending.page, { t: 'result', nonce: pending.nonce, ok: true });
      if (record.callback?.type === 9) {
        this.tell(pending.page, {
          t: 'modal',
          modal: record.callback.data,
          channelId: pending.channelId,
          ...(pending.messageId ? { messageId: pending.messageId } : {}),
        });
      }
    });
  }

  /** The bot answered after the window and Discord refused it. */
  late(record: InteractionRecord, afterMs: number): void {
    const pending = this.pending.get(record.token);
    if (!pending) return;
    this.fail(record.token, 'late', `the bot answered after ${(afterMs / 1000).toFixed(1)} s; Discord allows ${ANSWER_WINDOW_MS / 1000} s`);
    clearTimeout(pending.timer);
    this.pending.delete(record.token);
  }

  /** Discord refused an answer (`token` from the refused path, if any); false when no page waits for it. */
  refused(token: string | undefined, detail: string): boolean {
    if (!token || !this.pending.has(token)) return false;
    this.fail(token, 'refused', `Discord refused the bot's message: ${detail}`, detail);
    return true;
  }

  /** Discord's client gives up when the window closes (when the stand-in would refuse the answer), whether or not the bot answers later. */
  private giveUpAfterWindow(record: InteractionRecord): NodeJS.Timeout {
    return setTimeout(
      () => {
        if (record.callback) return;
        if (!isLate(record, Date.now())) {
          const pending = this.pending.get(record.token);
          if (pending) pending.timer = this.giveUpAfterWindow(record);
          return;
        }
        this.fail(record.token, 'no-answer', `the bot did not answer within ${ANSWER_WINDOW_MS / 1000} s`);
      },
      Math.max(1, record.sentAt + ANSWER_WINDOW_MS + 1 - Date.now()),
    );
  }

  /** `detail` says what happened, in English, for the log; `technical`, if any, is shown on the page as it is (Discord's own error text). */
  private fail(token: string, reason: FailureReason, detail: string, technical?: string): void {
    const pending = this.pending.get(token);
    if (!pending || pending.failed) return;
    pending.failed = true;
    this.tell(pending.page, { t: 'result', nonce: pending.nonce, ok: false, reason, detail, ...(technical ? { technical } : {}) });
    this.log(`playground: an interaction failed: ${detail}`);
  }
}
