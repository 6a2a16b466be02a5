/** The stand-in's own records of Discord's objects: who acts, the messages, the interactions, the calls. */

export interface FakeUser {
  id: string;
  username: string;
  locale?: string;
  /** A permissions bit set as Discord sends it (a decimal string). */
  permissions?: string;
}

/** A file uploaded with a message (a multipart `files[n]` part): its bytes, and as text. */
export interface UploadedFile {
  /** n of `files[n]`: the id a new attachment has in the body's `attachments`. */
  index: number;
  filename: string;
  content: string;
  bytes: Buffer;
  contentType?: string;
}

/** A file a message holds now, as Discord lists it in `attachments` (served at `url`). */
export interface FakeAttachment {
  id: string;
  filename: string;
  size: number;
  content_type: string;
  description?: string;
  url: string;
  bytes: Buffer;
}

export interface FakeMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: any[];
  components: any[];
  flags: number;
  /** The interaction token that created it, for ephemeral messages. */
  token?: string;
  /** Who may see it: undefined for everyone, a user id for an ephemeral reply. */
  visibleTo?: string;
  allowed_mentions?: any;
  deleted?: boolean;
  edits: number;
  /** For a message made in answer to an interaction: that interaction's authorizing_integration_owners, which its components' interactions carry too. */
  interactionOwners?: Record<string, string>;
  /** Files uploaded with the message when it was created (multipart `files[n]` parts). */
  files?: UploadedFile[];
  /** The files the message holds now (edits keep, drop and add them), each served at its url. */
  attachments?: FakeAttachment[];
}

export interface RecordedCall {
  method: string;
  path: string;
  body: any;
  at: number;
  /** The message body this call showed to the whole channel, if it wrote one. */
  publicBody?: any;
  /** The HTTP status it was answered with. */
  status?: number;
  /** Files uploaded with it (multipart `files[n]`): their names and sizes in bytes. */
  uploaded?: Array<{ filename: string; size: number }>;
}

/**
 * How slow and how strict the stand-in's REST is. Both are off by default, so tests stay fast.
 * `globalPerSecond` is Discord's global limit: bot requests past it in a one-second window are
 * answered 429 with Discord's headers; interaction callbacks and webhooks do not count, as on Discord.
 */
export interface RestConditions {
  /**
   * Milliseconds each request takes to arrive, or a function of its path drawing them. A request
   * whose sender went away meanwhile (a killed bot) never arrives.
   */
  latencyMs?: number | ((path: string) => number);
  globalPerSecond?: number;
}

export interface InteractionRecord {
  id: string;
  token: string;
  user: FakeUser;
  /** The callback the bot sent (type 4 reply, 5 defer, 7 update, 9 modal, ...). */
  callback?: { type: number; data?: any };
  /** Messages created in answer: the original response and any follow-ups. */
  messages: FakeMessage[];
  /** When the interaction was sent to the bot, and when the bot's callback arrived (epoch ms). */
  sentAt: number;
  answeredAt?: number;
  /** For a click deferred on its message (callback 6): that message, which `@original` edits. */
  deferredOn?: FakeMessage;
  /** Its authorizing_integration_owners (installs.ts): which installation let it happen. */
  owners: Record<string, string>;
  /** Discord makes every response to it ephemeral (a server without the bot that turned external apps off). */
  forcedEphemeral: boolean;
  /** Follow-up messages created through its token. */
  followUps: number;
  /** Over HTTP: the interactions URL (the worker) that answered it. */
  deliveredTo?: string;
  /** Over HTTP: why it failed ("This interaction failed"): no worker took it, or its answer broke a rule. */
  failure?: string;
}

/** The bot's own user, as Discord shows it in READY, /users/@me and as every message's author. */
export type BotUser = Readonly<{ id: string; username: string; discriminator: string; global_name: null; avatar: null; bot: true }>;
