import { StoreUnavailableError } from '../kernel/session.js';

/** One table's commit as the commit script takes it (lua/commit.lua): its keys and its arguments. */
export interface CommitCall {
  keys: string[];
  args: Array<string | number | Buffer>;
}

/** What the script answered for one commit: 1 written, 0 conflict, or why it failed ('refused: …' or 'partial: …'). */
export type CommitAnswer = number | string;

interface Waiting extends CommitCall {
  resolve(answer: CommitAnswer): void;
  reject(error: unknown): void;
}

/**
 * Gathers the commits made in one tick and sends them as one script call per group (the store groups
 * by bucket, so each call touches one hash slot), at most `maxPerCall` to a call so
 * that no call holds Redis for long. Many tables moving at once then share round trips and the
 * script's fixed cost, the way database engines commit in groups. A call that fails fails each
 * of its commits with the same error: a write whose answer never came stays "unsure" for all.
 */
export class CommitBatch {
  private readonly groups = new Map<string, Waiting[]>();
  private scheduled = false;

  constructor(
    private readonly send: (keys: string[], args: Array<string | number | Buffer>) => Promise<unknown>,
    private readonly maxPerCall = 64,
  ) {}

  add(group: string, call: CommitCall): Promise<CommitAnswer> {
    return new Promise((resolve, reject) => {
      const waiting = this.groups.get(group);
      if (waiting) waiting.push({ ...call, resolve, reject });
      else this.groups.set(group, [{ ...call, resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        // After the current work and its promise reactions: what one socket read set off is all queued by then.
        process.nextTick(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    for (const waiting of this.groups.values()) {
      for (let start = 0; start < waiting.length; start += this.maxPerCall) this.sendCall(waiting.slice(start, start + this.maxPerCall));
    }
    this.groups.clear();
  }

  private sendCall(commits: Waiting[]): void {
    const keys: string[] = [];
    const args: Array<string | number | Buffer> = [commits.length];
    for (const commit of commits) {
      args.push(commit.keys.length, commit.args.length);
      for (const key of commit.keys) keys.push(key);
      for (const arg of commit.args) args.push(arg);
    }
    this.send(keys, args).then(
      (answers) => {
        if (!Array.isArray(answers) || answers.length !== commits.length) {
          // The script ran, so any of these may have been written: nobody can be told that nothing changed.
          const error = new StoreUnavailableError(
            new Error(`commit script answered ${JSON.stringify(answers)?.slice(0, 80)} for ${commits.length} commits`),
            true,
          );
          for (const commit of commits) commit.reject(error);
          return;
        }
        commits.forEach((commit, i) => commit.resolve(answers[i] as CommitAnswer));
      },
      (error: unknown) => {
        for (const commit of commits) commit.reject(error);
      },
    );
  }
}
