import {
  MessageFlags,
  type APIModalInteractionResponseCallbackData,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type ModalMessageModalSubmitInteraction,
  type RepliableInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { isV2Message, type Sendable, type V2Message, type WrittenMessage } from '../discord/pictures.js';
import { toV2 } from '../views/v2.js';

/**
 * Views already speak Discord's JSON. Handed over as plain objects, discord.js would copy each embed
 * and component converting every key to snake_case (lodash, about a tenth of an interaction's CPU in
 * `bench:interaction`); handed over as encodable, it takes them as they are.
 */
const asIs = <T>(json: T): { toJSON(): T } => ({ toJSON: () => json });
const embedsAsIs = (body: { embeds: readonly unknown[] }) => body.embeds.map(asIs) as unknown as InteractionUpdateOptions['embeds'];
const componentsAsIs = (body: { components: readonly unknown[] }) => body.components.map(asIs) as unknown as InteractionUpdateOptions['components'];

/** A V2 message's files as discord.js takes them (it lists each as a new attachment after the kept ones). */
const v2Files = (body: V2Message) => body.files.map((file) => ({ attachment: file.data, name: file.name, description: file.description }));

export function asUpdate(body: Sendable): InteractionUpdateOptions {
  if (isV2Message(body)) {
    return {
      components: componentsAsIs(body),
      flags: MessageFlags.IsComponentsV2,
      // Every attachment not listed is dropped: the old picture goes when a new one comes. A copy: discord.js appends the new files to it.
      attachments: [...body.keep],
      files: v2Files(body),
      allowedMentions: { parse: [], ...(body.allowed_mentions.users ? { users: body.allowed_mentions.users } : {}) },
    };
  }
  return {
    content: body.content ?? '',
    embeds: embedsAsIs(body),
    components: componentsAsIs(body),
    allowedMentions: { parse: [], ...(body.allowed_mentions.users ? { users: body.allowed_mentions.users } : {}) },
  };
}

export function asReply(body: Sendable, options: { ephemeral: boolean }): InteractionReplyOptions {
  if (isV2Message(body)) {
    return {
      components: componentsAsIs(body) as InteractionReplyOptions['components'],
      files: v2Files(body),
      allowedMentions: { parse: [] },
      flags: MessageFlags.IsComponentsV2 | (options.ephemeral ? MessageFlags.Ephemeral : 0),
    };
  }
  return {
    ...(body.content ? { content: body.content } : {}),
    embeds: embedsAsIs(body),
    components: componentsAsIs(body) as InteractionReplyOptions['components'],
    allowedMentions: { parse: [] },
    ...(options.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

/**
 * Every answer goes through the helpers below, so that an interaction still unanswered after
 * `DEFER_AFTER_MS` can be deferred (Discord gives 3 s, then shows "This interaction failed") and
 * then completed in the same way, whatever the handler answers in the end:
 *
 * | the handler answers  | not deferred | deferred on the message (a click) | deferred as a reply (a command) |
 * |----------------------|--------------|-----------------------------------|---------------------------------|
 * | `updateMessage`      | update       | edit the message                  | (not used by commands)          |
 * | `replyWith`, `tell`  | reply        | follow-up                         | fill in the placeholder, or a follow-up and the placeholder removed when it is not as private |
 * | `openForm`           | the form     | a note to press again: a form can only be the first answer |
 */
export const DEFER_AFTER_MS = 2_000;

type Stage = 'open' | 'answering' | 'deferring' | 'deferred' | 'answered';
interface AnswerState {
  stage: Stage;
  deferral?: Promise<void>;
  /** How the deferral acknowledged: on the clicked message (nothing shown), or with a placeholder reply. */
  deferredAs?: 'message' | 'reply';
  placeholderEphemeral?: boolean;
  /** The placeholder reply was filled in (or removed); later answers are follow-ups. */
  placeholderDone?: boolean;
  /** Told once the interaction's original response is written: the public message it is (null: an ephemeral one). */
  onOriginal?: (publicMessageId: string | null) => void;
  /** Told of each follow-up sent through the interaction's token (they count against Discord's limit on follow-ups). */
  onFollowUp?: (messageId: string) => void;
}

const states = new WeakMap<RepliableInteraction, AnswerState>();
const stateOf = (interaction: RepliableInteraction): AnswerState => {
  let state = states.get(interaction);
  if (!state) states.set(interaction, (state = { stage: 'open' }));
  return state;
};

/** A click, or a form sent from a message's button: what can update the message it came from. */
export type MessageClick = ButtonInteraction | StringSelectMenuInteraction | ModalMessageModalSubmitInteraction;

/** Deferring a click or a form sent from a message acknowledges it without changing that message. */
const onMessage = (interaction: RepliableInteraction): boolean =>
  interaction.isMessageComponent() || (interaction.isModalSubmit() && interaction.isFromMessage());

/**
 * Starts the clock on an interaction: unanswered after `afterMs`, it is deferred. A command is
 * deferred with a placeholder reply, public when the command usually answers in public.
 * Returns a function that stops the clock.
 */
export function deferIfSlow(
  interaction: RepliableInteraction,
  options: { afterMs?: number; publicReply: boolean; onDeferred?: () => void; onError?: (error: unknown) => void },
): () => void {
  const timer = setTimeout(() => {
    const state = stateOf(interaction);
    if (state.stage !== 'open') return;
    state.stage = 'deferring';
    const deferredAs = onMessage(interaction) ? 'message' : 'reply';
    const acknowledged =
      deferredAs === 'message'
        ? (interaction as MessageClick).deferUpdate()
        : interaction.deferReply(options.publicReply ? {} : { flags: MessageFlags.Ephemeral });
    state.deferral = acknowledged.then(
      () => {
        Object.assign(state, { stage: 'deferred', deferredAs, placeholderEphemeral: !options.publicReply });
        options.onDeferred?.();
      },
      (error: unknown) => {
        // Not acknowledged after all: the handler's answer is tried as a first answer.
        state.stage = 'open';
        options.onError?.(error);
      },
    );
  }, options.afterMs ?? DEFER_AFTER_MS);
  return () => clearTimeout(timer);
}

/**
 * Hears which message the interaction's token reaches as `@original` once it is written (a table
 * that lives on interactions keeps that token to show its later moves: hosted-tables.ts).
 */
export function onOriginalWritten(interaction: RepliableInteraction, listener: (publicMessageId: string | null) => void): void {
  stateOf(interaction).onOriginal = listener;
}

/** Hears each follow-up sent through the interaction's token (a table on interactions counts them: hosted-tables.ts). */
export function onFollowUpSent(interaction: RepliableInteraction, listener: (messageId: string) => void): void {
  stateOf(interaction).onFollowUp = listener;
}

/** A follow-up through the interaction's token, told of. */
async function followUp(interaction: RepliableInteraction, options: InteractionReplyOptions): Promise<Awaited<ReturnType<RepliableInteraction['followUp']>>> {
  const sent = await interaction.followUp(options);
  stateOf(interaction).onFollowUp?.(sent.id);
  return sent;
}

const originalWritten = (interaction: RepliableInteraction, id: string | undefined, ephemeral: boolean): void => {
  if (id) stateOf(interaction).onOriginal?.(ephemeral ? null : id);
};

/** The clicked message is the original of a click answered on it. */
const clickedWritten = (interaction: MessageClick): void => {
  const listener = stateOf(interaction).onOriginal;
  if (listener) originalWritten(interaction, interaction.message.id, interaction.message.flags.has(MessageFlags.Ephemeral));
};

/** Waits for a deferral in flight; true when the interaction was deferred and not yet answered otherwise. */
async function claim(interaction: RepliableInteraction): Promise<AnswerState> {
  const state = stateOf(interaction);
  if (state.stage === 'deferring') await state.deferral;
  return state;
}

/** Whether the clicked message is Components V2: once set, its flag stays, and every edit of it must be V2. */
export const isV2Click = (interaction: MessageClick): boolean => Boolean(interaction.message?.flags.has(MessageFlags.IsComponentsV2));

/**
 * What Discord said the written message holds (its attachments), from discord.js's message, or from
 * the raw message discord.js hands back when the channel is not cached (interactions over HTTP).
 */
export function writtenOf(
  message: { attachments?: { values(): Iterable<{ id: string; name?: string; filename?: string }> } } | null | undefined,
): WrittenMessage | null {
  if (!message?.attachments) return null;
  return { attachments: [...message.attachments.values()].map((a) => ({ id: a.id, filename: a.name ?? a.filename ?? '' })) };
}

/**
 * Shows `body` on the message that was clicked (a table or a panel); what Discord says the message
 * holds now, when it says. A classic body shown on a V2 message becomes V2 (text only): the flag
 * cannot be taken off the message. What the message holds is asked for only when files go with it
 * (the new picture's attachment id is all a caller reads of it): otherwise Discord's copy of the
 * message would be sent back, parsed and built into a cached discord.js Message for nothing.
 */
export async function updateMessage(interaction: MessageClick, body: Sendable): Promise<WrittenMessage | null> {
  const sent: Sendable = !isV2Message(body) && isV2Click(interaction) ? { ...toV2(body), keep: [], files: [] } : body;
  const state = await claim(interaction);
  if (state.stage === 'open') {
    state.stage = 'answering';
    try {
      if (!isV2Message(sent) || sent.files.length === 0) {
        await interaction.update(asUpdate(sent));
        state.stage = 'answered';
        clickedWritten(interaction);
        return null;
      }
      const response = await interaction.update({ ...asUpdate(sent), withResponse: true });
      state.stage = 'answered';
      clickedWritten(interaction);
      return writtenOf(response?.resource?.message);
    } catch (error) {
      state.stage = 'open';
      throw error;
    }
  }
  // Deferred on the message: its original message is the clicked one.
  const written = writtenOf(await interaction.editReply(asUpdate(sent)));
  clickedWritten(interaction);
  return written;
}

/**
 * Answers with a message of its own (a panel, a table, a note); returns its id when Discord says it.
 * `written` hears what Discord says the message holds (its attachments).
 */
export async function replyWith(
  interaction: RepliableInteraction,
  options: InteractionReplyOptions,
  written?: (message: WrittenMessage | null) => void,
): Promise<string | undefined> {
  return (await replySent(interaction, options, written)).id;
}

/**
 * `replyWith`, also saying whether the answer is the interaction's original response (its token edits
 * it as `@original`) or a follow-up (edited by its id): a click deferred on its message has the
 * clicked message as its original.
 */
export async function replySent(
  interaction: RepliableInteraction,
  options: InteractionReplyOptions,
  written?: (message: WrittenMessage | null) => void,
): Promise<{ id: string | undefined; original: boolean }> {
  const ephemeral = (Number(options.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  const state = await claim(interaction);
  if (state.stage === 'open') {
    state.stage = 'answering';
    try {
      const response = await interaction.reply({ ...options, withResponse: true });
      state.stage = 'answered';
      originalWritten(interaction, response.resource?.message?.id, ephemeral);
      written?.(writtenOf(response.resource?.message));
      return { id: response.resource?.message?.id, original: true };
    } catch (error) {
      state.stage = 'open';
      throw error;
    }
  }
  if (state.stage === 'deferred' && state.deferredAs === 'reply' && !state.placeholderDone) {
    state.placeholderDone = true;
    const { flags, ...rest } = options;
    if (state.placeholderEphemeral === ephemeral) {
      // Ephemeral is the placeholder's already; a V2 answer sets its flag on the edit that fills the placeholder in.
      const v2 = (Number(flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
      const edited = await interaction.editReply(v2 ? { ...rest, flags: MessageFlags.IsComponentsV2 } : rest);
      originalWritten(interaction, edited.id, ephemeral);
      written?.(writtenOf(edited));
      return { id: edited.id, original: true };
    }
    // The placeholder is not as private as the answer: the answer comes apart, the placeholder goes.
    const sent = await followUp(interaction, options);
    await interaction.deleteReply().catch(() => undefined);
    written?.(writtenOf(sent));
    return { id: sent.id, original: false };
  }
  const sent = await followUp(interaction, options);
  written?.(writtenOf(sent));
  return { id: sent.id, original: false };
}

/** A short private answer to the person who acted. */
export async function tell(interaction: RepliableInteraction, text: string): Promise<void> {
  await replyWith(interaction, { content: text, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/** Opens a form; a form can only be the first answer, so once deferred the person is told to press again. */
export async function openForm(
  interaction: ButtonInteraction | StringSelectMenuInteraction | ChatInputCommandInteraction,
  form: APIModalInteractionResponseCallbackData,
  slow: string,
): Promise<void> {
  const state = await claim(interaction);
  if (state.stage !== 'open') return tell(interaction, slow);
  state.stage = 'answering';
  try {
    await interaction.showModal(form);
    state.stage = 'answered';
  } catch (error) {
    state.stage = 'open';
    throw error;
  }
}
