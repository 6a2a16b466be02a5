/**
 * The same bare bot as discordjs-bot.ts on @discordjs/core: the gateway and REST clients without
 * discord.js's caches and structures, to see whether discord.js itself is the floor.
 */
import { Client, GatewayDispatchEvents, GatewayIntentBits, InteractionType, type APIInteractionResponseCallbackData } from '@discordjs/core';
import { createRequire } from 'node:module';
import { REST } from '@discordjs/rest';

// The gateway client @discordjs/core is built for (v2; discord.js 14 still brings v1 to the top level).
const { WebSocketManager } = createRequire(import.meta.resolve('@discordjs/core'))('@discordjs/ws') as typeof import('@discordjs/ws');

const rest = new REST({ api: process.env.DISCORD_API_URL! }).setToken(process.env.DISCORD_TOKEN!);
const gateway = new WebSocketManager({ token: process.env.DISCORD_TOKEN!, intents: GatewayIntentBits.Guilds, rest });
const client = new Client({ rest, gateway });
const counts = new Map<string, number>();

function body(channelId: string): APIInteractionResponseCallbackData {
  const n = (counts.get(channelId) ?? 0) + 1;
  counts.set(channelId, n);
  return {
    embeds: [{ title: 'Counter', description: `Clicked ${n} times`, color: 0x5865f2 }],
    components: [{ type: 1, components: [{ type: 2, custom_id: 'count', label: 'Click', style: 1 }] }],
  };
}

client.on(GatewayDispatchEvents.InteractionCreate, ({ data, api }) => {
  const channelId = data.channel?.id ?? '';
  if (data.type === InteractionType.ApplicationCommand) void api.interactions.reply(data.id, data.token, body(channelId));
  else if (data.type === InteractionType.MessageComponent) void api.interactions.updateMessage(data.id, data.token, body(channelId));
});
client.once(GatewayDispatchEvents.Ready, () => console.log(JSON.stringify({ msg: 'bare bot online' })));
void gateway.connect();
process.on('SIGTERM', () => process.exit(0));
