import { describe, expect, it } from 'vitest';
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { deferIfSlow, onFollowUpSent, onOriginalWritten, openForm, replyWith, tell, updateMessage, type MessageClick } from '../../src/interactions/respond.js';
import type { MessageBody } from '../../src/kernel/views.js';

/** A stand-in interaction that records what reached Discord, in order. */
function interaction(kind: 'click' | 'command') {
  const calls: string[] = [];
  const call =
    (name: string, result: unknown = {}) =>
    async (options?: { flags?: number }) => {
      calls.push(`${name}${options?.flags && options.flags & MessageFlags.Ephemeral ? ' (private)' : ''}`);
      return result;
    };
  const stub = {
    id: '1',
    isMessageComponent: () => kind === 'click',
    isModalSubmit: () => false,
    isFromMessage: () => false,
    deferUpdate: call('defer on the message'),
    deferReply: call('defer with a placeholder'),
    update: call('update'),
    reply: call('reply', { resource: { message: { id: 'm1' } } }),
    editReply: call('edit the original', { id: 'm2' }),
    followUp: call('follow-up', { id: 'm3' }),
    deleteReply: call('delete the placeholder'),
    showModal: call('form'),
  };
  return { stub: stub as unknown as RepliableInteraction & MessageClick, calls };
}

const body: MessageBody = { content: 'table', embeds: [], components: [], allowed_mentions: { parse: [] } };
/** Lets a deferral started with no delay reach Discord. */
const deferred = async (i: RepliableInteraction, publicReply = false) => {
  deferIfSlow(i, { afterMs: 0, publicReply });
  await new Promise((r) => setTimeout(r, 5));
};

describe('answers in time, and deferred ones completed the same way', () => {
  it('in time: the answer itself, and the clock stopped does nothing later', async () => {
    const { stub, calls } = interaction('click');
    const stop = deferIfSlow(stub, { afterMs: 1, publicReply: false });
    await updateMessage(stub, body);
    stop();
    await new Promise((r) => setTimeout(r, 5));
    expect(calls).toEqual(['update']);
  });

  it('an answer under way is never deferred on top', async () => {
    const { stub, calls } = interaction('click');
    const answering = updateMessage(stub, body);
    await deferred(stub);
    await answering;
    expect(calls).toEqual(['update']);
  });

  it('a click deferred on its message: the update edits that message, a note comes as a private follow-up', async () => {
    const { stub, calls } = interaction('click');
    await deferred(stub);
    await updateMessage(stub, body);
    await tell(stub, 'note');
    expect(calls).toEqual(['defer on the message', 'edit the original', 'follow-up (private)']);
  });

  it('tells who listens of the original written and of each follow-up (a table on interactions counts them)', async () => {
    const { stub } = interaction('click');
    Object.assign(stub, { message: { id: 'table', flags: { has: () => false } } });
    const heard: string[] = [];
    onOriginalWritten(stub, (id) => heard.push(`original ${id}`));
    onFollowUpSent(stub, (id) => heard.push(`follow-up ${id}`));
    await updateMessage(stub, body);
    await tell(stub, 'note');
    expect(heard).toEqual(['original table', 'follow-up m3']);
  });

  it('a command deferred privately: the private answer fills the placeholder, a second one follows', async () => {
    const { stub, calls } = interaction('command');
    await deferred(stub);
    await tell(stub, 'answer');
    await tell(stub, 'more');
    expect(calls).toEqual(['defer with a placeholder (private)', 'edit the original', 'follow-up (private)']);
  });

  it('a command deferred in public answered privately: the answer comes apart and the public placeholder goes', async () => {
    const { stub, calls } = interaction('command');
    await deferred(stub, true);
    await tell(stub, 'refused');
    expect(calls).toEqual(['defer with a placeholder', 'follow-up (private)', 'delete the placeholder']);
  });

  it('a public answer to a command deferred in public fills the placeholder and gives its id', async () => {
    const { stub, calls } = interaction('command');
    await deferred(stub, true);
    expect(await replyWith(stub, { content: 'table' })).toBe('m2');
    expect(calls).toEqual(['defer with a placeholder', 'edit the original']);
  });

  it('a form can only be the first answer: once deferred, the person is told to press again', async () => {
    const { stub, calls } = interaction('click');
    await deferred(stub);
    await openForm(stub as never, { custom_id: 'f', title: 'Form', components: [] }, 'press again');
    expect(calls).toEqual(['defer on the message', 'follow-up (private)']);
    const fresh = interaction('click');
    await openForm(fresh.stub as never, { custom_id: 'f', title: 'Form', components: [] }, 'press again');
    expect(fresh.calls).toEqual(['form']);
  });
});
