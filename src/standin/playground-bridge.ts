import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { ANSWER_WINDOW_MS, isLate, LOADING } from './answers.js';
import type { StandinEvent } from './events.js';
import type { FakeDiscord, FakeMessage, FakeUser, InteractionRecord } from './server.js';

/**
 * The other side of the stand-in: Discord's client, for people in a browser page. Each page
 * acts as one person; it gets the server's channels, the registered commands, every public
 * message and only its own person's ephemeral messages, live. What the page does (a command,
 * a click, a modal) becomes an interaction exactly like the ones the tests send, and the page
 * is told whether the bot answered in time, as Discord's client would.
 * The page words everything itself, in its person's language: what the bridge tells it is
 * codes (`reason`, `word`), with technical details beside them.
 */

/** Discord's client gives up on an interaction the bot has not answered in 3 s. */
export const ANSWER_WITHIN_MS = ANSWER_WINDOW_MS;

/** Why an interaction failed, as the page words it ("This interaction failed" and why). */
export const FAILURE_REASONS = ['no-answer', 'late', 'refused', 'no-bot', 'unknown-message'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export interface Person extends FakeUser {
  locale: string;
}

/** A message as a page shows it. */
export interface PageMessage {
  id: string;
  channelId: string;
  content: string;
  embeds: unknown[];
  components: unknown[];
  ephemeral: boolean;
  edited: boolean;
  /** A deferred reply's placeholder, not filled in yet: the page shows "Parlor is thinking…". */
  thinking: boolean;
  /** For an interaction's response: who used what ("Ann used /play"), in the viewer's language where the bot named it so. */
  via?: { userId: string; command?: string };
  /** People this message pings (allowed by its allowed_mentions and mentioned in its content). */
  pings: string[];
}

const pageAction = z.discriminatedUnion('t', [
  z.object({ t: z.literal('as'), userId: z.string() }),
  z.object({
    t: z.literal('slash'),
    nonce: z.string().max(40),
    channelId: z.string(),
    name: z.string().max(32),
    options: z.array(z.record(z.string(), z.unknown())).max(25),
  }),
  z.object({ t: z.literal('click'), nonce: z.string().max(40), messageId: z.string(), customId: z.string().max(100), values: z.array(z.string().max(100)).max(25).optional() }),
  z.object({
    t: z.literal('submit'),
    nonce: z.string().max(40),
    channelId: z.string(),
    messageId: z.string().optional(),
    customId: z.string().max(100),
    values: z.record(z.string(), z.string().max(4000)),
  }),
  z.object({ t: z.literal('thread'), parentId: z.string(), name: z.string().trim().min(1).max(100) }),
  z.object({ t: z.literal('person'), name: z.string().trim().min(1).max(32), locale: z.string().max(10) }),
]);
type PageAction = z.infer<typeof pageAction>;

interface Page {
  socket: WebSocket;
  person: Person;
}

interface Pending {
  page: Page;
  nonce: string;
  channelId: string;
  messageId?: string;
  timer: NodeJS.Timeout;
  failed: boolean;
}

export class PlaygroundBridge {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly pages = new Set<Page>();
  private readonly pending = new Map<string, Pending>();
  /** The command names each interaction used (["play", "yahtzee"]), by token, for "Ann used /play yahtzee". */
  private readonly commandPaths = new Map<string, string[]>();
  private nextPersonId = 200_000_000_000_000_001n;
  private readonly stopWatching: () => void;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly guild: { id: string; name: string },
    readonly people: Person[],
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.stopWatching = fake.onEvent((event) => this.onStandinEvent(event));
    this.wss.on('connection', (socket, request) => this.onPage(socket, request));
  }

  /** Takes over an HTTP upgrade for the page's live socket. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit('connection', ws, request));
  }

  /** Asks every page to load itself again (its files changed). */
  reloadPages(): void {
    for (const page of this.pages) this.sendTo(page, { t: 'reload' });
  }

  close(): void {
    this.stopWatching();
    for (const pending of this.pending.values()) clearTimeout(pending.timer);
    for (const page of this.pages) page.socket.terminate();
    this.wss.close();
  }

  // ---- Pages ---------------------------------------------------------------------------------

  private onPage(socket: WebSocket, request: IncomingMessage): void {
    const wanted = new URL(request.url ?? '/', 'http://localhost').searchParams.get('as') ?? '';
    const page: Page = { socket, person: this.personNamed(wanted) ?? this.people[0]! };
    this.pages.add(page);
    socket.on('close', () => this.pages.delete(page));
    socket.on('message', (raw) => {
      let action: PageAction;
      try {
        action = pageAction.parse(JSON.parse(raw.toString()));
      } catch {
        this.sendTo(page, { t: 'notice', word: 'badAction' });
        return;
      }
      this.onAction(page, action);
    });
    this.sendSnapshot(page);
  }

  private onAction(page: Page, action: PageAction): void {
    switch (action.t) {
      case 'as': {
        const person = this.people.find((p) => p.id === action.userId);
        if (!person) return;
        page.person = person;
        this.sendSnapshot(page);
        return;
      }
      case 'person': {
        const person: Person = { id: (this.nextPersonId++).toString(), username: action.name, locale: action.locale || 'en-US' };
        this.people.push(person);
        this.broadcastWorld();
        return;
      }
      case 'thread': {
        const parent = this.fake.channelsOf(this.guild.id).find((c) => c.id === action.parentId && c.type === 0);
        if (!parent) return;
        this.fake.addChannel(this.guild.id, { id: this.fake.snowflake(), name: action.name, type: 11, parentId: parent.id });
        return;
      }
      case 'slash': {
        const commandPath = [action.name, ...subcommandNames(action.options)];
        const data = { id: this.fake.snowflake(), name: action.name, type: 1, options: action.options };
        this.interact(page, action.nonce, action.channelId, undefined, (user) => this.fake.sendInteraction(user, action.channelId, 2, data, undefined, user.locale), commandPath);
        return;
      }
      case 'click': {
        const message = this.visibleMessage(page, action.messageId);
        if (!message) return this.sendTo(page, { t: 'result', nonce: action.nonce, ok: false, reason: 'unknown-message', detail: 'Unknown Message' });
        const component = findComponent(message, action.customId);
        const data = { custom_id: action.customId, component_type: component?.type ?? 2, ...(action.values ? { values: action.values } : {}) };
        this.interact(page, action.nonce, message.channel_id, message.id, (user) => this.fake.sendInteraction(user, message.channel_id, 3, data, message, user.locale));
        return;
      }
      case 'submit': {
        const message = action.messageId ? this.visibleMessage(page, action.messageId) : undefined;
        const components = Object.entries(action.values).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] }));
        const data = { custom_id: action.customId, components };
        this.interact(page, action.nonce, action.channelId, message?.id, (user) => this.fake.sendInteraction(user, action.channelId, 5, data, message, user.locale));
        return;
      }
    }
  }

  /** Sends one interaction for the page's person and watches for the bot's answer. */
  private interact(page: Page, nonce: string, channelId: string, messageId: string | undefined, send: (user: Person) => InteractionRecord, commandPath?: string[]): void {
    let record: InteractionRecord;
    try {
      record = send(page.person);
    } catch (error) {
      // No bot on the gateway (starting, restarting, crashed): Discord's client fails the interaction.
      this.sendTo(page, { t: 'result', nonce, ok: false, reason: 'no-bot', detail: error instanceof Error ? error.message.replace(/^fake Discord: /, '') : String(error) });
      return;
    }
    if (commandPath) this.commandPaths.set(record.token, commandPath);
    this.pending.set(record.token, { page, nonce, channelId, ...(messageId ? { messageId } : {}), timer: this.giveUpAfterWindow(record), failed: false });
  }

  /** Discord's client gives up when the window closes (when the stand-in would refuse the answer), whether or not the bot answers later. */
  private giveUpAfterWindow(record: InteractionRecord): NodeJS.Timeout {
    return setTimeout(() => {
      if (record.callback) return;
      if (!isLate(record, Date.now())) {
        const pending = this.pending.get(record.token);
        if (pending) pending.timer = this.giveUpAfterWindow(record);
        return;
      }
      this.fail(record.token, 'no-answer', `the bot did not answer within ${ANSWER_WITHIN_MS / 1000} s`);
    }, Math.max(1, record.sentAt + ANSWER_WITHIN_MS + 1 - Date.now()));
  }

  /** `detail` says what happened, in English, for the log; `technical`, if any, is shown on the page as it is (Discord's own error text). */
  private fail(token: string, reason: FailureReason, detail: string, technical?: string): void {
    const pending = this.pending.get(token);
    if (!pending || pending.failed) return;
    pending.failed = true;
    this.sendTo(pending.page, { t: 'result', nonce: pending.nonce, ok: false, reason, detail, ...(technical ? { technical } : {}) });
    this.log(`playground: an interaction failed: ${detail}`);
  }

  // ---- The stand-in's side -------------------------------------------------------------------

  private onStandinEvent(event: StandinEvent): void {
    switch (event.kind) {
      case 'message':
        for (const page of this.pages) if (this.canSee(page, event.message)) this.sendTo(page, { t: 'message', message: this.pageMessage(event.message, page.person.locale) });
        return;
      case 'deleted':
        for (const page of this.pages) this.sendTo(page, { t: 'deleted', id: event.message.id });
        return;
      case 'answered':
        return this.onAnswer(event.record);
      case 'late': {
        const pending = this.pending.get(event.record.token);
        if (!pending) return;
        this.fail(event.record.token, 'late', `the bot answered after ${(event.afterMs / 1000).toFixed(1)} s; Discord allows ${ANSWER_WITHIN_MS / 1000} s`);
        clearTimeout(pending.timer);
        this.pending.delete(event.record.token);
        return;
      }
      case 'refused': {
        const token = /^\/(?:interactions\/\d+|webhooks\/\d+)\/([^/]+)/.exec(event.path)?.[1];
        const detail = event.problems.join('; ');
        if (token && this.pending.has(token)) this.fail(token, 'refused', `Discord refused the bot's message: ${detail}`, detail);
        else for (const page of this.pages) this.sendTo(page, { t: 'notice', word: 'refusedNotice', technical: detail });
        return;
      }
      case 'commands':
      case 'channels':
      case 'gateway':
        return this.broadcastWorld();
    }
  }

  private onAnswer(record: InteractionRecord): void {
    const pending = this.pending.get(record.token);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(record.token);
    if (pending.failed) return;
    // After the message the answer wrote (sent as it is written), as Discord's client shows it.
    setImmediate(() => {
      this.sendTo(pending.page, { t: 'result', nonce: pending.nonce, ok: true });
      if (record.callback?.type === 9) {
        this.sendTo(pending.page, { t: 'modal', modal: record.callback.data, channelId: pending.channelId, ...(pending.messageId ? { messageId: pending.messageId } : {}) });
      }
    });
  }

  // ---- What a page sees ----------------------------------------------------------------------

  private registeredCommands(): any[] {
    return this.fake.commands.get(`guild:${this.guild.id}`) ?? this.fake.commands.get('global') ?? [];
  }

  private world(): Record<string, unknown> {
    const commands = this.registeredCommands();
    return {
      t: 'world',
      guild: this.guild,
      channels: this.fake.channelsOf(this.guild.id),
      people: this.people.map((p) => ({ id: p.id, name: p.username, locale: p.locale })),
      botId: this.fake.botUser.id,
      botOnline: this.fake.connections > 0,
      commands,
    };
  }

  private broadcastWorld(): void {
    for (const page of this.pages) this.sendTo(page, { ...this.world(), you: page.person.id });
  }

  private sendSnapshot(page: Page): void {
    const messages = [...this.fake.messages.values()].filter((m) => !m.deleted && this.canSee(page, m)).map((m) => this.pageMessage(m, page.person.locale));
    this.sendTo(page, { ...this.world(), you: page.person.id });
    this.sendTo(page, { t: 'messages', messages });
  }

  private canSee(page: Page, message: FakeMessage): boolean {
    return !message.visibleTo || message.visibleTo === page.person.id;
  }

  private visibleMessage(page: Page, id: string): FakeMessage | undefined {
    const message = this.fake.messages.get(id);
    return message && !message.deleted && this.canSee(page, message) ? message : undefined;
  }

  private pageMessage(message: FakeMessage, locale: string): PageMessage {
    const record = message.token ? this.fake.interactions.get(message.token) : undefined;
    const path = message.token ? this.commandPaths.get(message.token) : undefined;
    const command = path ? commandLine(this.registeredCommands(), path, locale) : undefined;
    const allowed: string[] = message.allowed_mentions?.users ?? [];
    return {
      id: message.id,
      channelId: message.channel_id,
      content: message.content,
      embeds: message.embeds,
      components: message.components,
      ephemeral: Boolean(message.visibleTo),
      // Filling in a deferred reply's placeholder is its answer, not an edit.
      edited: message.edits > (record?.callback?.type === 5 && record.messages[0] === message ? 1 : 0),
      thinking: (message.flags & LOADING) === LOADING,
      ...(record ? { via: { userId: record.user.id, ...(command ? { command } : {}) } } : {}),
      pings: allowed.filter((id) => message.content.includes(`<@${id}>`)),
    };
  }

  private personNamed(name: string): Person | undefined {
    const wanted = name.trim().toLowerCase();
    return this.people.find((p) => p.username.toLowerCase() === wanted || p.id === name);
  }

  private sendTo(page: Page, payload: Record<string, unknown>): void {
    if (page.socket.readyState === page.socket.OPEN) page.socket.send(JSON.stringify(payload));
  }
}

/**
 * "/play yahtzee" as a person reading `locale` sees it: each name as the bot localized it for
 * that locale (name_localizations), else as registered.
 */
export function commandLine(commands: ReadonlyArray<Record<string, any>>, path: readonly string[], locale: string): string {
  const names: string[] = [];
  let level: ReadonlyArray<Record<string, any>> = commands;
  for (const name of path) {
    const found = level.find((c) => c.name === name);
    names.push(found?.name_localizations?.[locale] ?? name);
    level = found?.options ?? [];
  }
  return `/${names.join(' ')}`;
}

/** The subcommand (and group) names an interaction's options choose, for "/play yahtzee". */
function subcommandNames(options: ReadonlyArray<Record<string, unknown>>): string[] {
  const [first] = options;
  if (!first || (first.type !== 1 && first.type !== 2)) return [];
  return [String(first.name), ...subcommandNames((first.options as Array<Record<string, unknown>> | undefined) ?? [])];
}

function findComponent(message: FakeMessage, customId: string): { type: number } | undefined {
  for (const row of message.components) for (const c of row.components ?? []) if (c.custom_id === customId) return c;
  return undefined;
}
