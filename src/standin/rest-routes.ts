import type { BodyChecks } from './body-checks.js';
import type { CommandRegistry } from './commands.js';
import type { InteractionDesk } from './interactions.js';
import type { MessageStore } from './messages.js';
import type { BotUser, FakeMessage, UploadedFile } from './model.js';
import { discordError, ok, unknownMessage, wrote, type RestAnswer } from './rest-answers.js';
import type { V2Context } from './v2-rules.js';

/** One REST request, read: the path without /api/v{n}, its JSON body and its uploaded files. */
export interface RestRequest {
  method: string;
  path: string;
  body: any;
  query: URLSearchParams;
  auth: string | undefined;
  files: UploadedFile[];
}

export interface RestRouteDeps {
  token: string;
  bot: BotUser;
  /** What GET /gateway/bot tells: where the gateway is, how to shard, and the session start limit. */
  gatewayBot: () => { url: string; shards: number; session_start_limit: { total: number; remaining: number; reset_after: number; max_concurrency: number } };
  commands: CommandRegistry;
  interactions: InteractionDesk;
  messages: MessageStore;
  checks: BodyChecks;
  /** Channels where the bot lacks Attach Files: a file uploaded with a channel message there is refused. */
  cannotAttach: ReadonlySet<string>;
  /** Whether the bot user is in the channel (guilds.ts): a group DM or a server that never invited it, no. */
  botPresent: (channelId: string) => boolean;
  /** Discord's time (clock.ts). */
  now: () => number;
}

/**
 * How long an interaction's token lets its webhook reach the interaction's messages: 15 minutes after
 * the interaction (Receiving and responding: "Interaction tokens are valid for 15 minutes",
 * https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction).
 */
export const TOKEN_LIFE_MS = 15 * 60 * 1000;

/**
 * The REST routes the bot uses, each to its handler. Bot routes need the bot's token; interaction
 * callbacks and webhooks are authorized by the interaction's token in their path, as on Discord.
 */
export class RestRoutes {
  constructor(private readonly deps: RestRouteDeps) {}

  handle({ method, path, body, query, auth, files }: RestRequest): RestAnswer {
    const { token, bot, commands, interactions, messages, checks } = this.deps;
    const seg = path.split('/').filter(Boolean);
    const notFound = () => discordError(404, `Unknown route ${method} ${path}`, 0);
    const needsBot = !(seg[0] === 'interactions' || seg[0] === 'webhooks' || seg[0] === 'attachments');
    if (needsBot && auth !== `Bot ${token}`) return discordError(401, '401: Unauthorized', 0);

    if (method === 'GET' && path === '/gateway/bot') {
      return ok(this.deps.gatewayBot());
    }
    if (method === 'GET' && path === '/users/@me') return ok(bot);

    // GET /attachments/{channel}/{attachment}/{filename}: a file a message holds, as Discord's CDN serves it.
    if (seg[0] === 'attachments' && method === 'GET' && seg.length === 4) {
      const found = messages.attachment(seg[1]!, seg[2]!);
      return found ? { status: 200, raw: { contentType: found.content_type, bytes: found.bytes } } : discordError(404, 'Not Found', 0);
    }

    // PUT /applications/{app}/commands  or  /applications/{app}/guilds/{guild}/commands
    if (seg[0] === 'applications' && method === 'PUT') return commands.put(seg[2] === 'guilds' ? `guild:${seg[3]}` : 'global', path, body);

    // POST /interactions/{id}/{token}/callback
    if (seg[0] === 'interactions' && seg[3] === 'callback' && method === 'POST') {
      return interactions.answer(seg[2]!, body, query.get('with_response') === 'true', path, files);
    }

    // /webhooks/{app}/{token}[/messages/{id|@original}]
    if (seg[0] === 'webhooks') {
      const record = interactions.byToken(seg[2]!);
      if (!record) return discordError(404, 'Unknown Webhook', 10015);
      // As Discord: an interaction's token works for 15 minutes.
      if (this.deps.now() - record.sentAt > TOKEN_LIFE_MS) return discordError(401, 'Invalid Webhook Token', 50027);
      if (method === 'POST' && seg.length === 3) return interactions.followUp(record, body, path, files);
      if (seg[3] === 'messages') {
        const original = interactions.original(record);
        // A token reaches its own original response and follow-ups, no other message.
        const target = seg[4] === '@original' ? original : [original, ...record.messages].find((m) => m?.id === seg[4]);
        return this.existingMessage(method, path, target, body, files) ?? notFound();
      }
      return notFound();
    }

    // /channels/{channel}/messages[/{message}]
    // Any bot call into a channel its bot user is not in (a group DM, a server that never invited it):
    // 403 Missing Access (installs.ts). Interaction callbacks and webhooks above need no bot there.
    if (seg[0] === 'channels' && seg[1] && !this.deps.botPresent(seg[1])) return discordError(403, 'Missing Access', 50001);

    if (seg[0] === 'channels' && seg[2] === 'messages') {
      const channelId = seg[1]!;
      // As Discord: a file with a message needs Attach Files in the channel (interaction answers need no permission).
      if (files.length > 0 && this.deps.cannotAttach.has(channelId)) return discordError(403, 'Missing Permissions', 50013);
      if (seg.length === 3 && method === 'POST') {
        const invalid = checks.message(path, body, { files: files.map((f) => f.filename) });
        if (invalid) return invalid;
        const created = messages.create(channelId, body, undefined, files);
        return wrote(created, body, ok(messages.json(created)));
      }
      const target = messages.get(seg[3]!);
      return this.existingMessage(method, path, target?.channel_id === channelId ? target : undefined, body, files) ?? notFound();
    }
    return notFound();
  }

  /** GET, PATCH or DELETE one existing message (by a webhook token or in a channel); null for another method. */
  private existingMessage(method: string, path: string, target: FakeMessage | undefined, body: any, files: UploadedFile[]): RestAnswer | null {
    const { messages, checks } = this.deps;
    if (!target || target.deleted) return unknownMessage();
    if (method === 'GET') return ok(messages.json(target));
    if (method === 'DELETE') {
      messages.delete(target);
      return ok();
    }
    if (method !== 'PATCH') return null;
    const invalid = checks.message(path, body, editContext(target, files));
    if (invalid) return invalid;
    return wrote(target, body, ok(messages.json(messages.edit(target, body, files))));
  }
}

/** What the V2 checks need to know of an edit: the files uploaded, and the message's flags and attachments. */
export function editContext(target: FakeMessage, files: UploadedFile[]): V2Context {
  return {
    files: files.map((f) => f.filename),
    target: { flags: target.flags, attachments: (target.attachments ?? []).map((a) => ({ id: a.id, filename: a.filename })) },
  };
}
