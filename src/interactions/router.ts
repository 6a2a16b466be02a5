import type { Interaction } from 'discord.js';
import type { SlashCommand } from './slash-command.js';
import { answerUnclaimed, claim } from './families.js';
import { failureKey } from './failures.js';
import { StoreUnavailableError } from '../kernel/session.js';
import { userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { deferIfSlow, onFollowUpSent, onOriginalWritten, tell } from './respond.js';
import { hostingOf } from './place.js';
import { PanelVersions, SeenInteractions, TypedForms } from './recent.js';
import type { InteractionKind } from '../metrics/metrics.js';

/**
 * The fixed pipeline for every interaction: ignore what is not ours or already taken on, start the
 * clock (an answer not ready within 2 s is deferred, then completed), route, run, log.
 * Any failure is answered privately in the user's language with the interaction id as
 * a reference they can quote; the log line carries the same id and the detail.
 */
export function createInteractionHandler(
  deps: HandlerDeps,
  commands: ReadonlyMap<string, SlashCommand>,
  options: { deferAfterMs?: number } = {},
): (interaction: Interaction) => Promise<void> {
  // An interaction reaches the one gateway session of its guild, so one process sees both deliveries.
  const seen = new SeenInteractions();
  const clickDeps = { ...deps, panels: new PanelVersions(), typed: new TypedForms() };
  return async (interaction) => {
    if (interaction.user.bot || !interaction.isRepliable()) return;
    const started = Date.now();
    const base = { interactionId: interaction.id, userId: interaction.user.id, channelId: interaction.channelId };
    if (!seen.first(interaction.id)) {
      deps.log.warn(base, 'interaction delivered again; ignored');
      deps.metrics?.interaction(kindOf(interaction), 'duplicate');
      return;
    }
    const command = interaction.isChatInputCommand() ? commands.get(interaction.commandName) : undefined;
    const routed = interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit() ? interaction : undefined;
    // Each custom-id family is asked in turn whether the id is one of its own (see families.ts).
    const claimed = routed ? claim(routed, deps.games) : null;
    let deferredMs: number | undefined;
    let outcome = 'failed';
    // Where the table lives on interactions, each answer's token is kept with it (hosted-tables.ts): never logged.
    const hosted = deps.hosted;
    const channelId = interaction.channelId;
    if (hosted && channelId && hostingOf(interaction) === 'interactions') {
      onOriginalWritten(interaction, (original) => {
        const heard = { applicationId: interaction.applicationId, token: interaction.token, original, locale: userLocale(interaction).locale, opens: false };
        hosted.heard(channelId, heard).catch((error: unknown) => deps.log.warn({ ...base, err: error }, 'could not keep the interaction token of a table'));
      });
      // A private answer sent as a follow-up uses one of the token's follow-ups: counted, so pings never go past Discord's limit.
      onFollowUpSent(interaction, (messageId) => {
        hosted
          .followedUp(channelId, interaction.token, messageId)
          .catch((error: unknown) => deps.log.warn({ ...base, err: error }, 'could not count a follow-up'));
      });
    }
    const stopClock = deferIfSlow(interaction, {
      ...(options.deferAfterMs !== undefined ? { afterMs: options.deferAfterMs } : {}),
      publicReply: command?.answersInPublic === true || claimed?.answersInPublic === true,
      onDeferred: () => deps.log.info({ ...base, ms: (deferredMs = Date.now() - started) }, 'slow answer: deferred'),
      onError: (error) => deps.log.warn({ ...base, err: error }, 'could not defer a slow answer'),
    });
    try {
      if (interaction.isChatInputCommand()) {
        if (!command) {
          await tell(interaction, userLocale(interaction).t('error.unknownCommand'));
          outcome = 'unknown-command';
        } else {
          outcome = await command.execute(interaction, deps);
        }
        deps.log.debug({ ...base, command: interaction.commandName, outcome, ms: Date.now() - started }, 'command');
      } else if (routed) {
        outcome = await (claimed ? claimed.run(clickDeps) : answerUnclaimed(routed, deps));
        deps.log.debug({ ...base, customId: routed.customId, outcome, ms: Date.now() - started }, routed.isModalSubmit() ? 'modal' : 'component');
      } else {
        await tell(interaction, userLocale(interaction).t('error.unknownButton'));
        outcome = 'malformed';
        deps.log.info({ ...base, type: interaction.type, outcome, ms: Date.now() - started }, 'interaction of a kind Parlor does not use');
      }
    } catch (error) {
      const key = failureKey(error);
      deps.log.error({ ...base, err: error }, 'interaction failed');
      // The write may still land: show the table as stored once Redis answers again.
      if (error instanceof StoreUnavailableError && error.unsure && interaction.channelId) deps.publisher.recheckLater(interaction.channelId);
      await tell(interaction, userLocale(interaction).t(key, { ref: interaction.id })).catch((replyError: unknown) => {
        deps.log.warn({ ...base, err: replyError }, 'could not tell the user about the failure');
      });
    } finally {
      stopClock();
      deps.metrics?.interaction(kindOf(interaction), outcome, deferredMs ?? Date.now() - started);
    }
  };
}

const kindOf = (interaction: Interaction): InteractionKind =>
  interaction.isChatInputCommand() ? 'command' : interaction.isMessageComponent() ? 'component' : interaction.isModalSubmit() ? 'modal' : 'other';
