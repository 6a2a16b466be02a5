import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { COMMANDS } from './commands/index.js';
import { ConfigError, loadConfig } from './config.js';
import { loadEnvFile } from './env-file.js';

/** Deploys the slash commands: to the dev guild when one is set (instant), else globally. */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig(process.env, { requireApplicationId: true });
  const appId = config.DISCORD_APPLICATION_ID!;
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const body = [...COMMANDS.values()].map((c) => c.data);
  const route = config.DISCORD_DEV_GUILD_ID ? Routes.applicationGuildCommands(appId, config.DISCORD_DEV_GUILD_ID) : Routes.applicationCommands(appId);
  await rest.put(route, { body });
  const scope = config.DISCORD_DEV_GUILD_ID ? `guild ${config.DISCORD_DEV_GUILD_ID}` : 'all guilds (global; may take a while to appear)';
  console.log(`Registered ${body.length} commands (${body.map((c) => `/${c.name}`).join(', ')}) for ${scope}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Registering commands failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
