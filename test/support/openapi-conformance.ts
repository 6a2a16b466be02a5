import type { RecordedCall } from '../../src/standin/model.js';

/**
 * Every REST call the bot made, checked against Discord's OpenAPI spec (discord/discord-api-spec,
 * as the `discord-api-spec` package builds it into route lists and Zod schemas): the method and
 * route must be one the spec lists, and a message body must parse with the spec's request schema
 * for that route: an interaction callback by its `type`, a follow-up (POST /webhooks/{app}/{token})
 * as IncomingWebhookRequestPartial, an edit of `@original` or of a follow-up as
 * IncomingWebhookUpdateRequestPartial, a channel message as MessageCreateRequest /
 * MessageEditRequestPartial. (Rules the spec does not encode are the stand-in's own:
 * src/standin/discord-limits.ts, v2-rules.ts.) Returns one line per problem; none when all conform.
 */
export function openApiProblems(calls: readonly RecordedCall[]): string[] {
  return calls.flatMap((call) => callProblems(call.method, call.path, call.body));
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

// The package ships its types as TypeScript sources that this project's compiler settings refuse
// (ESM exports in a package without "type": "module"), so it is loaded by a name tsc does not follow.
const SPEC: string = 'discord-api-spec';
const { pathsList } = (await import(SPEC)) as { pathsList: Record<Method, readonly string[]> };
const schemas = (await import(`${SPEC}/zod`)) as Record<string, Schema>;
const schema = (name: string): Schema => {
  const found = schemas[name];
  if (!found) throw new Error(`discord-api-spec has no schema ${name}`);
  return found;
};
const PongInteractionCallbackRequestSchema = schema('PongInteractionCallbackRequestSchema');
const CreateMessageInteractionCallbackRequestSchema = schema('CreateMessageInteractionCallbackRequestSchema');
const UpdateMessageInteractionCallbackRequestSchema = schema('UpdateMessageInteractionCallbackRequestSchema');
const ApplicationCommandAutocompleteCallbackRequestSchema = schema('ApplicationCommandAutocompleteCallbackRequestSchema');
const ModalInteractionCallbackRequestSchema = schema('ModalInteractionCallbackRequestSchema');
const IncomingWebhookRequestPartialSchema = schema('IncomingWebhookRequestPartialSchema');
const IncomingWebhookUpdateRequestPartialSchema = schema('IncomingWebhookUpdateRequestPartialSchema');
const MessageCreateRequestSchema = schema('MessageCreateRequestSchema');
const MessageEditRequestPartialSchema = schema('MessageEditRequestPartialSchema');

/** The interaction callback's request schema by its type (Receiving and responding → Interaction callback type). */
const CALLBACKS: Record<number, Schema> = {
  1: PongInteractionCallbackRequestSchema,
  4: CreateMessageInteractionCallbackRequestSchema,
  5: CreateMessageInteractionCallbackRequestSchema,
  6: UpdateMessageInteractionCallbackRequestSchema,
  7: UpdateMessageInteractionCallbackRequestSchema,
  8: ApplicationCommandAutocompleteCallbackRequestSchema,
  9: ModalInteractionCallbackRequestSchema,
};

/** The request schema of a route's body, for the routes that carry a message. */
const BODIES: Partial<Record<Method, Record<string, (body: any) => Schema | undefined>>> = {
  post: {
    '/interactions/{interaction_id}/{interaction_token}/callback': (body) => CALLBACKS[Number(body?.type)],
    '/webhooks/{webhook_id}/{webhook_token}': () => IncomingWebhookRequestPartialSchema,
    '/channels/{channel_id}/messages': () => MessageCreateRequestSchema,
  },
  patch: {
    '/webhooks/{webhook_id}/{webhook_token}/messages/@original': () => IncomingWebhookUpdateRequestPartialSchema,
    '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}': () => IncomingWebhookUpdateRequestPartialSchema,
    '/channels/{channel_id}/messages/{message_id}': () => MessageEditRequestPartialSchema,
  },
};

/** The spec's route for a concrete path: a literal segment (`@original`) before a `{parameter}`. */
export function routeOf(method: string, path: string): string | null {
  const routes: readonly string[] = pathsList[method.toLowerCase() as Method] ?? [];
  const segments = path.split('?')[0]!.split('/');
  const fits = (route: string, literalOnly: boolean) => {
    const parts = route.split('/');
    return parts.length === segments.length && parts.every((part, i) => part === segments[i] || (!literalOnly && /^\{\w+\}$/.test(part)));
  };
  const matching = routes.filter((route) => fits(route, false));
  // The route with the most literal segments wins: /messages/@original over /messages/{message_id}.
  const literals = (route: string) => route.split('/').filter((part) => !part.startsWith('{')).length;
  return matching.sort((a, b) => literals(b) - literals(a))[0] ?? null;
}

function callProblems(method: string, path: string, body: unknown): string[] {
  const route = routeOf(method, path);
  if (!route) return [`${method} ${path.replace(/itoken-\d+/g, '{token}')}: no such route in Discord's OpenAPI spec`];
  const schemaOf = BODIES[method.toLowerCase() as Method]?.[route];
  if (!schemaOf) return [];
  const bodySchema = schemaOf(body);
  if (!bodySchema) return [`${method} ${route}: a body the spec has no schema for (type ${JSON.stringify((body as any)?.type)})`];
  const parsed = bodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${method} ${route}: ${issue.path.join('.') || '(body)'}: ${issue.message}`);
}
