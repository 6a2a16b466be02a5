import { MessageFlags, type ButtonInteraction, type ModalMessageModalSubmitInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { engineFor } from '../games/registry.js';
import { viewContext } from '../views/context.js';

/** A click on a button or select, or a modal submitted from a message's button. */
export type ComponentClick = ButtonInteraction | StringSelectMenuInteraction | ModalMessageModalSubmitInteraction;

const modalFields = (interaction: ComponentClick): Record<string, string> | undefined =>
  interaction.isModalSubmit()
    ? Object.fromEntries(interaction.fields.fields.map((field, id) => [id, 'value' in field && typeof field.value === 'string' ? field.value : '']))
    : undefined;
import type { RunResult, Target } from '../games/runner.js';
import { UIS } from '../games/ui-registry.js';
import { isSeated } from '../games/runner.js';
import type { Session } from '../store/session.js';
import { endedPanel, panelMessage } from '../views/panel.js';
import { tableMessage } from '../views/table.js';
import { decodeControlId, type ControlId } from './custom-id.js';
import { callerOf, userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { asReply, openForm, replyWith, tell, updateMessage } from './respond.js';
import type { PanelVersions } from './recent.js';
import { noPanelReason } from './not-playing.js';
import { isBoardPageId } from './board-id.js';
import { handleBoardPage } from './board-page.js';
import { handleHistoryClick } from './history-click.js';
import { HISTORY_PREFIX } from '../views/history.js';

/** Where a click came from: the public table, or a player's ephemeral panel. */
type Origin = 'table' | 'panel';

/** What a click handler needs beyond the shared dependencies: which moment each panel shows. */
export type ClickDeps = HandlerDeps & { panels: PanelVersions };

export async function handleComponent(interaction: ComponentClick, deps: ClickDeps): Promise<string> {
  const { t, locale } = userLocale(interaction);
  if (isBoardPageId(interaction.customId)) return handleBoardPage(interaction, deps);
  if (interaction.customId.startsWith(`${HISTORY_PREFIX}:`)) return handleHistoryClick(interaction, deps);
  const control = decodeControlId(interaction.customId);
  if (!control) {
    deps.log.warn({ interactionId: interaction.id, customId: interaction.customId.slice(0, 100) }, 'unrecognised custom_id');
    await tell(interaction, t('error.unknownButton'));
    return 'malformed';
  }
  const origin: Origin = interaction.message.flags.has(MessageFlags.Ephemeral) ? 'panel' : 'table';
  const caller = callerOf(interaction);
  const target: Target = {
    channelId: interaction.channelId,
    sessionId: control.sessionId,
    ...(origin === 'table' ? { messageId: interaction.message.id } : {}),
    interactionId: interaction.id,
  };
  const versioned: Target = { ...target, version: control.version };
  const { runner } = deps;

  let result: RunResult;
  switch (control.verb) {
    case 'join':
      result = await runner.join(target, caller);
      break;
    case 'leave':
      result = await runner.leave(target, caller);
      break;
    case 'start':
      result = await runner.start(target, caller);
      break;
    case 'cancel': {
      const closed = await runner.close(target, caller);
      result = closed.kind === 'purged' ? { kind: 'missing' } : closed;
      break;
    }
    case 'again':
      result = await runner.rematch(target, caller);
      break;
    case 'panel':
      return openPanel(interaction, deps, target);
    case 'g': {
      const session = await runner.loadFor(interaction.channelId, { sessionId: control.sessionId, version: control.version });
      const gameOver = !session || session.id !== control.sessionId || session.phase !== 'playing' || session.closedBy !== null;
      // A panel of a game that ended (or of a table closed and opened again) has nothing left to do.
      if (origin === 'panel' && gameOver) {
        if (deps.panels.isAhead(interaction.message.id, control.version)) return answerApart(interaction);
        await updateMessage(interaction, endedPanel(locale));
        return 'ended';
      }
      if (!session || session.id !== control.sessionId || session.phase === 'lobby') {
        result = session ? { kind: 'stale', session } : { kind: 'missing' };
        break;
      }
      const ui = UIS[session.game];
      const decoded = ui.decode(control.args, interaction.isStringSelectMenu() ? interaction.values : [], modalFields(interaction));
      if (!decoded) {
        deps.log.warn({ interactionId: interaction.id, customId: interaction.customId }, 'game control did not decode');
        await tell(interaction, t('error.unknownButton'));
        return 'malformed';
      }
      if ('draft' in decoded) return updateDraft(interaction, deps, session, control, decoded.draft);
      if ('invalid' in decoded) {
        await tell(interaction, t.message(decoded.invalid));
        return 'invalid';
      }
      if ('modal' in decoded || 'info' in decoded) {
        if (session.stateVersion !== control.version) return answerStale(interaction, deps, session, origin, control.version);
        const ctx = viewContext(session, locale);
        const engine = engineFor(session.game);
        if ('modal' in decoded && ui.modal && !interaction.isModalSubmit()) {
          const form = ui.modal(decoded.modal, engine.playerView(session.state, caller.userId), ctx);
          if ('refusal' in form) {
            await tell(interaction, t.message(form.refusal));
            return 'refused';
          }
          await openForm(interaction, form, t('error.slowForm'));
          return 'modal';
        }
        if ('info' in decoded && ui.info) {
          await replyWith(interaction, { ...ui.info(decoded.info, engine.publicView(session.state), ctx), flags: MessageFlags.Ephemeral });
          return 'info';
        }
        await tell(interaction, t('error.unknownButton'));
        return 'malformed';
      }
      result = await runner.act(versioned, caller, decoded.action, session);
      if (result.kind === 'ok' && origin === 'panel') {
        const note = UIS[session.game].confirm(decoded.action, t);
        deps.panels.record(interaction.message.id, result.session.stateVersion);
        await updateMessage(interaction, panelMessage(result.session, caller.userId, locale, [], note));
        await deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false, actor: caller.userId });
        return 'ok';
      }
      break;
    }
  }
  return answer(interaction, deps, result, origin, control.version);
}

async function answer(interaction: ComponentClick, deps: ClickDeps, result: RunResult, origin: Origin, version: number): Promise<string> {
  const { t, locale } = userLocale(interaction);
  switch (result.kind) {
    case 'ok':
      if (origin === 'table') {
        await updateMessage(interaction, tableMessage(result.session));
        await deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: true, actor: interaction.user.id });
      } else {
        deps.panels.record(interaction.message.id, result.session.stateVersion);
        await updateMessage(interaction, panelMessage(result.session, interaction.user.id, locale));
        await deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false, actor: interaction.user.id });
      }
      return 'ok';
    case 'rejected':
      await tell(interaction, t.message(result.rejection));
      return `rejected:${result.rejection.code}`;
    case 'missing':
      await tell(interaction, t('error.noTable'));
      return 'missing';
    case 'stale':
      return answerStale(interaction, deps, result.session, origin, version);
  }
}

/**
 * A click from an earlier moment. A panel nobody else has moved on is brought up to date with a
 * note; a panel another click already moved on keeps showing that click's result, and this one is
 * answered apart.
 */
async function answerStale(interaction: ComponentClick, deps: ClickDeps, session: Session, origin: Origin, version: number): Promise<string> {
  const { t, locale } = userLocale(interaction);
  if (origin === 'panel' && deps.panels.isAhead(interaction.message.id, version)) {
    return answerApart(interaction);
  } else if (origin === 'panel' && session.phase === 'playing' && isSeated(session, interaction.user.id)) {
    deps.panels.record(interaction.message.id, session.stateVersion);
    await updateMessage(interaction, panelMessage(session, interaction.user.id, locale, [], t('error.stalePanel')));
  } else if (origin === 'panel' && session.phase !== 'playing') {
    await updateMessage(interaction, endedPanel(locale));
  } else {
    await tell(interaction, t('error.stale'));
  }
  return 'stale';
}

async function openPanel(interaction: ComponentClick, deps: HandlerDeps, target: Target): Promise<string> {
  const { t, locale } = userLocale(interaction);
  const session = await deps.runner.load(target.channelId);
  if (!session || session.id !== target.sessionId) {
    await tell(interaction, t(session ? 'error.stale' : 'error.noTable'));
    return 'stale';
  }
  const reason = noPanelReason(session, interaction.user.id);
  if (reason) {
    await tell(interaction, t(reason));
    return 'not-playing';
  }
  await replyWith(interaction, asReply(panelMessage(session, interaction.user.id, locale), { ephemeral: true }));
  return 'panel';
}

async function updateDraft(interaction: ComponentClick, deps: ClickDeps, session: Session, control: ControlId, draft: string[]): Promise<string> {
  const { t, locale } = userLocale(interaction);
  if (!isSeated(session, interaction.user.id)) {
    await tell(interaction, t('notice.notPlaying'));
    return 'not-playing';
  }
  if (deps.panels.isAhead(interaction.message.id, control.version)) return answerApart(interaction);
  const stale = session.stateVersion !== control.version;
  deps.log.debug({ interactionId: interaction.id, stale }, 'panel draft');
  deps.panels.record(interaction.message.id, session.stateVersion);
  await updateMessage(interaction, panelMessage(session, interaction.user.id, locale, stale ? [] : draft, stale ? t('error.stalePanel') : undefined));
  return stale ? 'stale' : 'draft';
}

/** A click on a panel that another click already moved on: said apart, the panel left as it is. */
async function answerApart(interaction: ComponentClick): Promise<string> {
  await tell(interaction, userLocale(interaction).t('error.staleClick'));
  return 'stale-apart';
}
