import {
  ComponentType,
  MessageFlags,
  type APIComponentInContainer,
  type APIEmbed,
  type APIMessageTopLevelComponent,
  type APITextDisplayComponent,
} from 'discord-api-types/v10';
import type { MessageBody } from '../kernel/views.js';

/** Discord's message flag for Components V2: no content or embeds, every word in Text Displays. */
export const IS_COMPONENTS_V2: number = MessageFlags.IsComponentsV2;
/** Discord's limits for a V2 message: components counted with the nested ones, and characters over all Text Displays. */
export const MAX_COMPONENTS = 40;
export const MAX_TEXT = 4000;

/** A picture shown in the message: the name of the file uploaded (or kept) with it, and its alt text. */
export interface V2Picture {
  filename: string;
  alt: string;
}

/** A Components V2 message body as Discord's API takes it. */
export interface V2Body {
  flags: number;
  components: APIMessageTopLevelComponent[];
  allowed_mentions: MessageBody['allowed_mentions'];
}

export const isV2 = (body: { flags?: number }): boolean => ((body.flags ?? 0) & IS_COMPONENTS_V2) !== 0;

/** An embed's words as Text Display markdown: the title a heading, the description, each field a bold name over its value, the footer small. */
function embedText(embed: APIEmbed, heading: boolean): { title: string; body: string } {
  const title = embed.title ? `${heading ? '### ' : '**'}${embed.title}${heading ? '' : '**'}` : '';
  const parts: string[] = [];
  if (embed.author?.name) parts.push(`-# ${embed.author.name}`);
  if (embed.description) parts.push(embed.description);
  for (const field of embed.fields ?? []) parts.push(`**${field.name}**\n${field.value}`);
  if (embed.footer?.text) parts.push(`-# ${embed.footer.text}`);
  return { title, body: parts.join('\n') };
}

const textDisplay = (content: string): APITextDisplayComponent => ({ type: ComponentType.TextDisplay, content });

/** Cuts the longest texts until all of them fit in Discord's total for a message. */
function fitText(texts: string[]): string[] {
  const out = [...texts];
  let total = out.reduce((sum, text) => sum + text.length, 0);
  // A few characters spare for the line joining the title and a notice.
  const room = MAX_TEXT - 8;
  while (total > room) {
    const longest = out.reduce((best, text, i) => (text.length > out[best]!.length ? i : best), 0);
    const cut = Math.min(out[longest]!.length - 1, total - room + 1);
    out[longest] = `${out[longest]!.slice(0, out[longest]!.length - cut)}…`;
    total = out.reduce((sum, text) => sum + text.length, 0);
  }
  return out;
}

/** Components in a message as Discord counts them: every one, nested ones included. */
export function countComponents(components: readonly unknown[]): number {
  let count = 0;
  for (const component of components as Array<{ components?: unknown[]; accessory?: unknown }>) {
    count += 1;
    if (Array.isArray(component.components)) count += countComponents(component.components);
    if (component.accessory) count += 1;
  }
  return count;
}

/**
 * A classic body (content, embeds, action rows) as the same message in Components V2: one
 * Container in `accent` holding the first embed's title as a heading, the picture (when there is
 * one) as a Media Gallery pointing at its attachment, the rest of the words as Text Displays and
 * the controls as action rows. Every word of the classic body is kept.
 */
export function toV2(body: MessageBody, options: { accent?: number; picture?: V2Picture } = {}): V2Body {
  const [first, ...rest] = body.embeds;
  const head = first ? embedText(first, true) : { title: '', body: '' };
  const notice = body.content ?? '';
  const others = rest.map((embed) => {
    const text = embedText(embed, false);
    return [text.title, text.body].filter(Boolean).join('\n');
  });
  const [title, notes, main, more] = fitText([head.title, notice, head.body, others.filter(Boolean).join('\n\n')]);
  const inside: APIComponentInContainer[] = [];
  const top = [title, notes].filter(Boolean).join('\n');
  if (top) inside.push(textDisplay(top));
  if (options.picture) {
    inside.push({
      type: ComponentType.MediaGallery,
      items: [{ media: { url: `attachment://${options.picture.filename}` }, description: options.picture.alt.slice(0, 1024) }],
    });
  }
  if (main) inside.push(textDisplay(main));
  if (more) inside.push(textDisplay(more));
  if (inside.length === 0) inside.push(textDisplay('\u200b'));
  inside.push(...body.components);
  const accent = options.accent ?? first?.color;
  const container = { type: ComponentType.Container as const, ...(accent !== undefined ? { accent_color: accent } : {}), components: inside };
  let components: APIMessageTopLevelComponent[] = [container];
  if (countComponents(components) > MAX_COMPONENTS) components = [mergeTexts(container)];
  return { flags: IS_COMPONENTS_V2, components, allowed_mentions: body.allowed_mentions };
}

/** The container with all its Text Displays made one (the picture and controls kept), for a message near the component limit. */
function mergeTexts<C extends { components: APIComponentInContainer[] }>(container: C): C {
  const texts = container.components.filter((c): c is APITextDisplayComponent => c.type === ComponentType.TextDisplay).map((c) => c.content);
  const gallery = container.components.filter((c) => c.type === ComponentType.MediaGallery);
  const rows = container.components.filter((c) => c.type === ComponentType.ActionRow);
  return { ...container, components: [textDisplay(texts.join('\n')), ...gallery, ...rows] };
}
