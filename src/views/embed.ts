import type { APIEmbed, APIEmbedField, APIEmbedFooter } from 'discord-api-types/v10';

/**
 * An embed built the way @discordjs/builders' EmbedBuilder builds one, minus its checks: those run
 * a union check per setter even with validators off (a third of the builders' cost per table in
 * `bench:interaction`). The views' unit tests and the stand-in hold embeds to Discord's limits.
 */
export class Embed {
  readonly data: APIEmbed = {};

  setTitle(title: string): this {
    this.data.title = title;
    return this;
  }

  setDescription(description: string): this {
    this.data.description = description;
    return this;
  }

  setColor(color: number): this {
    this.data.color = color;
    return this;
  }

  addFields(...fields: Array<APIEmbedField | readonly APIEmbedField[]>): this {
    (this.data.fields ??= []).push(...(fields.flat() as APIEmbedField[]));
    return this;
  }

  setFooter(footer: APIEmbedFooter): this {
    this.data.footer = footer;
    return this;
  }

  toJSON(): APIEmbed {
    return { ...this.data };
  }
}
