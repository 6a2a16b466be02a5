/**
 * Discord's rules for Components V2 messages that its OpenAPI spec does not encode, checked the way
 * the API refuses a body (400 Invalid Form Body, with Discord's wording where it is known):
 * - the IS_COMPONENTS_V2 flag (1 << 15) with `content`, `embeds`, `poll` or `stickers`;
 * - layout components (Container, Text Display, Media Gallery, ...) without the flag;
 * - more than 40 components in the message, nested ones counted;
 * - a V2 message's flag cannot be removed by an edit (and its edits stay V2);
 * - a Media Gallery holds 1 to 10 items;
 * - `attachment://name` must name a file uploaded in the same request, or an attachment the message
 *   keeps (listed by id in `attachments`, or all of them when an edit leaves `attachments` out);
 * - Text Displays hold at most 4000 characters in all.
 */
export const IS_COMPONENTS_V2 = 1 << 15;
const MAX_COMPONENTS = 40;
const MAX_TEXT = 4000;
/** Component types only a V2 message may hold: Section, Text Display, Thumbnail, Media Gallery, File, Separator, Container. */
const V2_ONLY = new Set([9, 10, 11, 12, 13, 14, 17]);

/** What the request and the message it writes hold besides the body. */
export interface V2Context {
  /** File names uploaded with the request (`files[n]`). */
  files: string[];
  /** The message an edit writes: its flags and its attachments' ids and names. */
  target?: { flags: number; attachments: Array<{ id: string; filename: string }> };
}

const legacy = (field: string) =>
  `${field}: MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2: The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`;

/** Every component of the message, nested ones included, with where it is. */
function walk(components: unknown, at: string, out: Array<{ at: string; c: any }> = []): Array<{ at: string; c: any }> {
  if (!Array.isArray(components)) return out;
  components.forEach((c, i) => {
    const here = `${at}[${i}]`;
    out.push({ at: here, c });
    if (Array.isArray(c?.components)) walk(c.components, `${here}.components`, out);
    if (c?.accessory) out.push({ at: `${here}.accessory`, c: c.accessory });
  });
  return out;
}

export function isV2Body(body: Record<string, any>, target?: V2Context['target']): boolean {
  const flagged = body.flags !== undefined && body.flags !== null && (Number(body.flags) & IS_COMPONENTS_V2) !== 0;
  return flagged || Boolean(target && target.flags & IS_COMPONENTS_V2);
}

/** The V2 problems of a message body (empty when Discord would take it). */
export function v2Problems(body: Record<string, any>, context: V2Context): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(text);
  const target = context.target;
  const v2 = isV2Body(body, target);
  const all = walk(body.components, 'components');
  if (target && target.flags & IS_COMPONENTS_V2 && body.flags !== undefined && body.flags !== null && (Number(body.flags) & IS_COMPONENTS_V2) === 0) {
    problem('flags: MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG: The IS_COMPONENTS_V2 flag cannot be removed once set');
  }
  if (!v2) {
    for (const { at, c } of all)
      if (V2_ONLY.has(c?.type))
        problem(`${at}.type: COMPONENT_TYPE_REQUIRES_COMPONENTS_V2: Component type ${c.type} requires the IS_COMPONENTS_V2 message flag`);
    return problems;
  }
  if (typeof body.content === 'string') problem(legacy('content'));
  if (Array.isArray(body.embeds) && body.embeds.length > 0) problem(legacy('embeds'));
  if (body.poll) problem(legacy('poll'));
  if (Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0) problem(legacy('stickers'));
  if (all.length > MAX_COMPONENTS)
    problem(`components: BASE_TYPE_MAX_LENGTH: Must be ${MAX_COMPONENTS} or fewer in length (${all.length} counting nested components)`);
  let text = 0;
  const referenced: Array<{ at: string; name: string }> = [];
  for (const { at, c } of all) {
    if (c?.type === 10) text += String(c.content ?? '').length;
    if (c?.type === 12) {
      const items: any[] = Array.isArray(c.items) ? c.items : [];
      if (items.length < 1 || items.length > 10) problem(`${at}.items: BASE_TYPE_BAD_LENGTH: Must be between 1 and 10 in length.`);
      items.forEach((item, j) => {
        const url = String(item?.media?.url ?? '');
        if (url.startsWith('attachment://')) referenced.push({ at: `${at}.items[${j}].media.url`, name: url.slice('attachment://'.length) });
        if ((item?.description ?? '').length > 1024) problem(`${at}.items[${j}].description: BASE_TYPE_MAX_LENGTH: Must be 1024 or fewer in length.`);
      });
    }
    if (c?.type === 11 || c?.type === 13) {
      const url = String((c.type === 11 ? c.media?.url : c.file?.url) ?? '');
      if (url.startsWith('attachment://')) referenced.push({ at, name: url.slice('attachment://'.length) });
    }
  }
  if (text > MAX_TEXT) problem(`components: Text Displays hold ${text} characters; Must be ${MAX_TEXT} or fewer in length.`);
  const available = new Set(context.files);
  if (target) {
    const listed = Array.isArray(body.attachments) ? new Set(body.attachments.map((a: any) => String(a?.id))) : null;
    for (const a of target.attachments) if (!listed || listed.has(a.id)) available.add(a.filename);
  }
  for (const ref of referenced) {
    if (!available.has(ref.name))
      problem(`${ref.at}: UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND: attachment://${ref.name} names no file uploaded with this request or kept on the message`);
  }
  return problems;
}
