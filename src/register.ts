import { REST } from '@discordjs/rest';
import { ApplicationIntegrationType, Routes, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { slashCommands } from './commands/index.js';
import { gameCatalog } from './app/catalog.js';
import { ConfigError, loadConfig } from './config.js';
import { loadEnvFile } from './env-file.js';

/** Deploys the slash commands: to the dev guild when one is set (instant), else globally. */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig(process.env, { requireApplicationId: true });
  const appId = config.DISCORD_APPLICATION_ID!;
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const devGuild = config.DISCORD_DEV_GUILD_ID;
  // integration_types and contexts are for global commands only: a guild's commands are that server's install.
  const body = [...slashCommands(gameCatalog()).values()].map((c) => (devGuild ? guildScoped(c.data) : c.data));
  const route = devGuild ? Routes.applicationGuildCommands(appId, devGuild) : Routes.applicationCommands(appId);
  await rest.put(route, { body });
  const scope = devGuild ? `guild ${devGuild}` : 'all guilds (global; may take a while to appear)';
  console.log(`Registered ${body.length} commands (${body.map((c) => `/${c.name}`).join(', ')}) for ${scope}.`);
  if (devGuild) console.log('Guild commands are that server install only: register globally for user installs (group DMs, DMs, servers without the bot).');
  else {
    const userInstallable = body.filter((c) => c.integration_types?.includes(ApplicationIntegrationType.UserInstall)).map((c) => `/${c.name}`);
    console.log(
      `User install (group DMs, DMs, servers without the bot): ${userInstallable.join(', ')}; server install only: ${body
        .filter((c) => !userInstallable.includes(`/${c.name}`))
        .map((c) => `/${c.name}`)
        .join(', ')}.`,
    );
  }
}

function guildScoped(data: RESTPostAPIChatInputApplicationCommandsJSONBody): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const { integration_types: _types, contexts: _contexts, ...rest } = data;
  return rest;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Registering commands failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
