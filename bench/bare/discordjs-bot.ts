/**
 * The floor for bench:interaction: a bare discord.js bot that answers `/play` with a message of one
 * embed and one button, and every click on that button by updating the message the same way (a
 * counter in the embed). No store, no logging, nothing else.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, Client, EmbedBuilder, GatewayIntentBits, type InteractionUpdateOptions } from 'discord.js';

const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: process.env.DISCORD_API_URL! } });
const counts = new Map<string, number>();

function body(channelId: string): InteractionUpdateOptions {
  const n = (counts.get(channelId) ?? 0) + 1;
  counts.set(channelId, n);
  const embed = new EmbedBuilder().setTitle('Counter').setDescription(`Clicked ${n} times`).setColor(0x5865f2);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('count').setLabel('Click').setStyle(ButtonStyle.Primary));
  return { embeds: [embed], components: [row] };
}

client.on('interactionCreate', (interaction) => {
  if (interaction.isChatInputCommand()) void interaction.reply(body(interaction.channelId) as never);
  else if (interaction.isButton()) void interaction.update(body(interaction.channelId));
});
client.once('clientReady', () => console.log(JSON.stringify({ msg: 'bare bot online' })));
void client.login(process.env.DISCORD_TOKEN!);
process.on('SIGTERM', () => process.exit(0));
