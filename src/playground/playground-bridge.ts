import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { clickData, commandData, modalData } from '../standin/driver.js';
import type { StandinEvent } from '../standin/events.js';
import type { FakeMessage, FakeUser, InteractionRecord } from '../standin/model.js';
import type { FakeDiscord } from '../standin/server.js';
import { AnswerWatch } from './answer-watch.js';
import { AttachmentLinks } from './attachment-links.js';
import { pageAction, type PageAction } from './page-actions.js';
import { canSee, commandLine, commandPath, pageMessage, type PageMessage, type RegisteredCommand } from './page-view.js';
import type { ElsewherePlace } from './world.js';

/**
 * The other side of the stand-in: Discord's client, for people in a browser page. Each page
 * acts as one person; it gets the server's channels, the registered commands, every public
 * message and only its own person's ephemeral messages, live. What the page does (a command,
 * a click, a modal) becomes an interaction exactly like the ones the tests send, and the page
 * is told whether the bot answered in time, as Discord's client would.
 * The page words everything itself, in its person's language: what the bridge tells it is
 * codes (`reason`, `word`), with technical details beside them.
 */

export interface Person extends FakeUser {
  locale: string;
}

interface Page {
  socket: WebSocket;
  person: Person;
}

export class PlaygroundBridge {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly pages = new Set<Page>();
  private readonly answers: AnswerWatch<Page>;
  /** The command names each interaction used (["play", "yahtzee"]), by token, for "Ann used /play yahtzee". */
  private readonly commandPaths = new Map<string, string[]>();
  private nextPersonId = 200_000_000_000_000_001n;
  private readonly stopWatching: () => void;
  /** Where pages fetch the messages' files (the page server serves them). */
  readonly attachments: AttachmentLinks;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly guild: { id: string; name: string },
    readonly people: Person[],
    log: (line: string) => void = () => undefined,
    /** A group DM and a server without the bot, where Parlor is only through someone's user install (world.ts). */
    private readonly elsewhere: ElsewherePlace[] = [],
  ) {
    this.answers = new AnswerWatch<Page>((page, payload) => this.sendTo(page, payload), log);
    this.attachments = new AttachmentLinks(fake.messages);
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
    this.answers.close();
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
        if (!this.seesChannel(page.person, action.channelId)) return this.sendTo(page, { t: 'notice', word: 'badAction' });
        // Discord's client offers an app's commands only to someone with an installation of it there.
        if (!this.fake.offersCommands(page.person.id, action.channelId)) {
          return this.sendTo(page, {
            t: 'result',
            nonce: action.nonce,
            ok: false,
            reason: 'not-installed',
            detail: 'the app is not installed for this person here',
          });
        }
        const data = commandData(this.fake.snowflake(), action.name, action.options);
        return this.interact(page, action.nonce, action.channelId, 2, data, undefined, commandPath(action.name, action.options));
      }
      case 'click': {
        const message = this.visibleMessage(page, action.messageId);
        if (!message) return this.sendTo(page, { t: 'result', nonce: action.nonce, ok: false, reason: 'unknown-message', detail: 'Unknown Message' });
        return this.interact(page, action.nonce, message.channel_id, 3, clickData(message, action.customId, action.values), message);
      }
      case 'submit': {
        if (!this.seesChannel(page.person, action.channelId)) return this.sendTo(page, { t: 'notice', word: 'badAction' });
        const message = action.messageId ? this.visibleMessage(page, action.messageId) : undefined;
        return this.interact(page, action.nonce, action.channelId, 5, modalData(action.customId, action.values), message);
      }
    }
  }

  /** Sends one interaction for the page's person (on `message`, if any) and watches for the bot's answer. */
  private interact(page: Page, nonce: string, channelId: string, type: number, data: unknown, message?: FakeMessage, path?: string[]): void {
    const user = page.person;
    let record: InteractionRecord;
    try {
      record = this.fake.sendInteraction(user, channelId, type, data, message, user.locale);
    } catch (error) {
      // No bot on the gateway (starting, restarting, crashed): Discord's client fails the interaction.
      this.sendTo(page, {
        t: 'result',
        nonce,
        ok: false,
        reason: 'no-bot',
        detail: error instanceof Error ? error.message.replace(/^fake Discord: /, '') : String(error),
      });
      return;
    }
    if (path) this.commandPaths.set(record.token, path);
    this.answers.watch(record, { page, nonce, channelId, ...(message ? { messageId: message.id } : {}) });
  }

  // ---- The stand-in's side -------------------------------------------------------------------

  private onStandinEvent(event: StandinEvent): void {
    switch (event.kind) {
      case 'message':
        for (const page of this.pages)
          if (this.visibleTo(page.person, event.message)) this.sendTo(page, { t: 'message', message: this.shown(event.message, page.person.locale) });
        return;
      case 'deleted':
        for (const page of this.pages) this.sendTo(page, { t: 'deleted', id: event.message.id });
        return;
      case 'answered':
        return this.answers.answered(event.record);
      case 'late':
        return this.answers.late(event.record, event.afterMs);
      case 'refused': {
        const token = /^\/(?:interactions\/\d+|webhooks\/\d+)\/([^/]+)/.exec(event.path)?.[1];
        const detail = event.problems.join('; ');
        if (!this.answers.refused(token, detail)) for (const page of this.pages) this.sendTo(page, { t: 'notice', word: 'refusedNotice', technical: detail });
        return;
      }
      case 'commands':
      case 'channels':
      case 'gateway':
        return this.broadcastWorld();
    }
  }

  // ---- What a page sees ----------------------------------------------------------------------

  private registeredCommands(): RegisteredCommand[] {
    return this.fake.commands.get(`guild:${this.guild.id}`) ?? this.fake.commands.get('global') ?? [];
  }

  /** The channels `person` has: the server's, the other server's, and the group DMs they are in, each with its place. */
  private channelsFor(person: Person): Array<Record<string, unknown>> {
    const here = this.fake.channelsOf(this.guild.id).map((c) => ({ ...c, place: this.guild.id }));
    const elsewhere = this.elsewhere.flatMap((place) =>
      place.kind === 'group-dm'
        ? place.members?.includes(person.id)
          ? [{ id: place.id, name: place.name, type: 3, place: place.id }]
          : []
        : this.fake.channelsOf(place.id).map((c) => ({ ...c, place: place.id })),
    );
    return [...here, ...elsewhere];
  }

  /** Whether `person` is where `channelId` is: not in a group DM they are not in. */
  private seesChannel(person: Person, channelId: string): boolean {
    const members = this.fake.groupDmMembers(channelId);
    return members.length === 0 || members.includes(person.id);
  }

  private visibleTo(person: Person, message: FakeMessage): boolean {
    return canSee(person.id, message) && this.seesChannel(person, message.channel_id);
  }

  private world(person: Person): Record<string, unknown> {
    const commands = this.registeredCommands();
    const name = (id: string) => this.people.find((p) => p.id === id)?.username ?? id;
    return {
      t: 'world',
      guild: this.guild,
      channels: this.channelsFor(person),
      // The other places, for the channel list's headings: who installed Parlor there.
      places: this.elsewhere
        .filter((place) => place.kind !== 'group-dm' || place.members?.includes(person.id))
        // offersCommands: whether Discord lists Parlor's commands to this person there (only to whoever installed it).
        .map((place) => ({
          id: place.id,
          name: place.name,
          kind: place.kind,
          installedBy: name(place.installedBy),
          offersCommands: this.fake.offersCommands(person.id, place.kind === 'group-dm' ? place.id : (place.channels[0]?.id ?? place.id)),
        })),
      people: this.people.map((p) => ({ id: p.id, name: p.username, locale: p.locale })),
      botId: this.fake.botUser.id,
      botOnline: this.fake.connections > 0,
      commands,
    };
  }

  /** The world as this page's person sees it. */
  private sendWorld(page: Page): void {
    this.sendTo(page, { ...this.world(page.person), you: page.person.id });
  }

  private broadcastWorld(): void {
    for (const page of this.pages) this.sendWorld(page);
  }

  private sendSnapshot(page: Page): void {
    const messages = [...this.fake.messages.values()].filter((m) => !m.deleted && this.visibleTo(page.person, m)).map((m) => this.shown(m, page.person.locale));
    this.sendWorld(page);
    this.sendTo(page, { t: 'messages', messages });
  }

  private visibleMessage(page: Page, id: string): FakeMessage | undefined {
    const message = this.fake.messages.get(id);
    return message && !message.deleted && this.visibleTo(page.person, message) ? message : undefined;
  }

  /** A message as a page whose person reads `locale` shows it. */
  private shown(message: FakeMessage, locale: string): PageMessage {
    const record = message.token ? this.fake.interactions.get(message.token) : undefined;
    const path = message.token ? this.commandPaths.get(message.token) : undefined;
    return pageMessage(message, record, path ? commandLine(this.registeredCommands(), path, locale) : undefined, (m, file) => this.attachments.url(m, file));
  }

  private personNamed(name: string): Person | undefined {
    const wanted = name.trim().toLowerCase();
    return this.people.find((p) => p.username.toLowerCase() === wanted || p.id === name);
  }

  private sendTo(page: Page, payload: Record<string, unknown>): void {
    if (page.socket.readyState === page.socket.OPEN) page.socket.send(JSON.stringify(payload));
  }
}
