import { describe, expect, it } from 'vitest';
import { CommitBatch } from '../../src/store/commit-batch.js';
import { StoreUnavailableError } from '../../src/kernel/session.js';

type Sent = { keys: string[]; args: Array<string | number | Buffer> };

/** A batch whose script calls are recorded and answered by `answer`. */
function recorded(answer: (call: Sent) => Promise<unknown>, maxPerCall?: number) {
  const calls: Sent[] = [];
  const batch = new CommitBatch((keys, args) => {
    calls.push({ keys, args });
    return answer({ keys, args });
  }, maxPerCall);
  return { batch, calls };
}

/** The answers a well-behaved script gives: 1 for each commit, read from the call's own count. */
const allWritten = async (call: Sent) => Array.from({ length: Number(call.args[0]) }, () => 1);

describe('CommitBatch', () => {
  it('sends the commits of one tick as one call, laid out as the commit script reads them', async () => {
    const { batch, calls } = recorded(async () => [1, 0, 'broken']);
    const answers = await Promise.all([
      batch.add('', { keys: ['t1', 'd1'], args: [1, 2, 'x'] }),
      batch.add('', { keys: ['t2', 'd2', 's2'], args: [5, 6] }),
      batch.add('', { keys: ['t3', 'd3'], args: [9] }),
    ]);
    expect(answers).toEqual([1, 0, 'broken']);
    expect(calls).toEqual([
      {
        keys: ['t1', 'd1', 't2', 'd2', 's2', 't3', 'd3'],
        args: [3, 2, 3, 1, 2, 'x', 3, 2, 5, 6, 2, 1, 9],
      },
    ]);
  });

  it('sends one call per group, and a later tick in a call of its own', async () => {
    const { batch, calls } = recorded(allWritten);
    await Promise.all([batch.add('a', { keys: ['t1'], args: [] }), batch.add('b', { keys: ['t2'], args: [] }), batch.add('a', { keys: ['t3'], args: [] })]);
    expect(calls.map((c) => c.keys)).toEqual([['t1', 't3'], ['t2']]);
    await batch.add('a', { keys: ['t4'], args: [] });
    expect(calls.map((c) => c.keys)).toEqual([['t1', 't3'], ['t2'], ['t4']]);
  });

  it('splits a tick with more commits than a call may carry', async () => {
    const { batch, calls } = recorded(allWritten, 2);
    const answers = await Promise.all(['t1', 't2', 't3', 't4', 't5'].map((t) => batch.add('', { keys: [t], args: [] })));
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    expect(calls.map((c) => c.keys)).toEqual([['t1', 't2'], ['t3', 't4'], ['t5']]);
  });

  it('fails every commit of a call that fails, with the same error, and leaves other calls alone', async () => {
    const down = new Error('Command timed out');
    const { batch } = recorded(async (call) => (call.keys[0] === 'bad' ? Promise.reject(down) : [1]));
    const results = await Promise.allSettled([
      batch.add('x', { keys: ['bad'], args: [] }),
      batch.add('x', { keys: ['bad2'], args: [] }),
      batch.add('y', { keys: ['good'], args: [] }),
    ]);
    expect(results).toEqual([
      { status: 'rejected', reason: down },
      { status: 'rejected', reason: down },
      { status: 'fulfilled', value: 1 },
    ]);
  });

  it('fails the commits of a call whose answer does not have one entry per commit, as unsure', async () => {
    const { batch } = recorded(async () => [1]);
    const results = await Promise.allSettled([batch.add('', { keys: ['t1'], args: [] }), batch.add('', { keys: ['t2'], args: [] })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const reason = (results[0] as PromiseRejectedResult).reason as StoreUnavailableError;
    // The script ran: any of them may have been written.
    expect(reason).toBeInstanceOf(StoreUnavailableError);
    expect(reason.unsure).toBe(true);
    expect(reason.message).toMatch(/answered \[1\] for 2 commits/);
  });
});
