import { LOADING } from '../standin/answers.js';
import { IS_COMPONENTS_V2 as COMPONENTS_V2 } from '../standin/v2-rules.js';
import type { FakeAttachment, FakeMessage, InteractionRecord } from '../standin/model.js';
import { contentTypeOf } from './attachment-links.js';

/** What a page is shown of the stand-in's messages. Pure functions. */

/** A message as a page shows it. */
export interface PageMessage {
  id: string;
  channelId: string;
  content: string;
  embeds: unknown[];
  components: unknown[];
  /** Laid out in Discord's Components V2 (containers, text displays, galleries): no content or embeds, attachments shown only where components place them. */
  v2: boolean;
  attachments: PageAttachment[];
  ephemeral: boolean;
  edited: boolean;
  /** A deferred reply's placeholder, not filled in yet: the page shows "Parlor is thinking…". */
  thinking: boolean;
  /** For an interaction's response: who used what ("Ann used /play"), in the viewer's language where the bot named it so. */
  via?: { userId: string; command?: string };
  /** People this message pings (allowed by its allowed_mentions and mentioned in its content). */
  pings: string[];
}

/** A file of a message, where the page fetches it from. */
export interface PageAttachment {
  id: string;
  filename: string;
  url: string;
  size: number;
  contentType: string;
}

/** Everyone sees a public message; only its person sees an ephemeral one. */
export function canSee(personId: string, message: FakeMessage): boolean {
  return !message.visibleTo || message.visibleTo === personId;
}

/**
 * `message` for a page: `record` is the interaction that answered with it, if any, `command`
 * the command line that interaction used, as the viewer reads it, and `link` the address of an attachment.
 */
export function pageMessage(
  message: FakeMessage,
  record: InteractionRecord | undefined,
  command: string | undefined,
  link: (message: FakeMessage, file: FakeAttachment) => string,
): PageMessage {
  const allowed: string[] = message.allowed_mentions?.users ?? [];
  return {
    id: message.id,
    channelId: message.channel_id,
    content: message.content,
    embeds: message.embeds,
    components: message.components,
    v2: (message.flags & COMPONENTS_V2) === COMPONENTS_V2,
    attachments: (message.attachments ?? []).map((file) => ({
      id: file.id,
      filename: file.filename,
      url: link(message, file),
      size: file.bytes.length,
      contentType: contentTypeOf(file),
    })),
    ephemeral: Boolean(message.visibleTo),
    // Filling in a deferred reply's placeholder is its answer, not an edit.
    edited: message.edits > (record?.callback?.type === 5 && record.messages[0] === message ? 1 : 0),
    thinking: (message.flags & LOADING) === LOADING,
    ...(record ? { via: { userId: record.user.id, ...(command ? { command } : {}) } } : {}),
    pings: allowed.filter((id) => writtenText(message).includes(`<@${id}>`)),
  };
}

/** A registered command or option, as much of it as its name in one locale needs. */
export interface RegisteredCommand {
  name: string;
  name_localizations?: Record<string, string> | null;
  options?: RegisteredCommand[];
}

/** What a message says in markdown: its content, and the text displays of a V2 layout (in containers and sections too). */
function writtenText(message: FakeMessage): string {
  const texts: string[] = [message.content];
  const visit = (components: ReadonlyArray<Record<string, unknown>>) => {
    for (const c of components) {
      if (c.type === 10 && typeof c.content === 'string') texts.push(c.content);
      if (Array.isArray(c.components)) visit(c.components as Array<Record<string, unknown>>);
    }
  };
  visit(message.components);
  return texts.join('\n');
}

/**
 * "/play yahtzee" as a person reading `locale` sees it: each name as the bot localized it for
 * that locale (name_localizations), else as registered.
 */
export function commandLine(commands: readonly RegisteredCommand[], path: readonly string[], locale: string): string {
  const names: string[] = [];
  let level: readonly RegisteredCommand[] = commands;
  for (const name of path) {
    const found = level.find((c) => c.name === name);
    names.push(found?.name_localizations?.[locale] ?? name);
    level = found?.options ?? [];
  }
  return `/${names.join(' ')}`;
}

/** The command names an interaction's options choose ("play", then "yahtzee"), for "/play yahtzee". */
export function commandPath(name: string, options: ReadonlyArray<Record<string, unknown>>): string[] {
  return [name, ...subcommandNames(options)];
}

function subcommandNames(options: ReadonlyArray<Record<string, unknown>>): string[] {
  const [first] = options;
  if (!first || (first.type !== 1 && first.type !== 2)) return [];
  return [String(first.name), ...subcommandNames((first.options as Array<Record<string, unknown>> | undefined) ?? [])];
}
