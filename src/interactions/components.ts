import { MessageFlags, type ButtonInteraction, type ModalMessageModalSubmitInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { pluginFor } from '../games/registry.js';
import { viewContext } from '../views/context.js';
import { isSeated, type RunResult, type Target } from '../table/runner.js';
import type { Session } from '../table/session.js';
import { endedPanel } from '../views/panel.js';
import { replyPanel, updatePanel, updateTable } from './dress.js';
import { decodeControlId, isBoardPageId, isHistoryId, isStatsId } from '../ids/custom-id.js';
import { handleForgetConfirm } from './forget-confirm.js';
import { callerOf, userLocale } from './caller.js';
import type { HandlerDeps } from './deps.js';
import { openForm, replyWith, tell, updateMessage } from './respond.js';
import type { PanelVersions, TypedForms } from './recent.js';
import { noPanelReason } from './not-playing.js';
import { handleBoardPage } from './board-page.js';
import { handleHistoryClick } from './history-click.js';
import { lobbyBelowResult } from './rematch.js';
import { keepPanel } from './panel-keep.js';
import { withSeatNames } from '../computers/names.js';

/** A click on a button or select, or a modal submitted from a message's button. */
export type ComponentClick = ButtonInteraction | StringSelectMenuInteraction | ModalMessageModalSubmitInteraction;

const modalFields = (interaction: ComponentClick): Record<string, string> | undefined =>
  interaction.isModalSubmit()
    ? Object.fromEntries(interaction.fields.fields.map((field, id) => [id, 'value' in field && typeof field.value === 'string' ? field.value : '']))
    : undefined;

/** Where a click came from: the public table, or a player's ephemeral panel. */
type Origin = 'table' | 'panel';

/** What a click handler needs beyond the shared dependencies: which moment each panel shows, and what refused forms held. */
export type ClickDeps = HandlerDeps & { panels: PanelVersions; typed?: TypedForms };

export async function handleComponent(interaction: ComponentClick, deps: ClickDeps): Promise<string> {
  const { t, locale } = userLocale(interaction);
  if (isBoardPageId(interaction.customId)) return handleBoardPage(interaction, deps);
  if (isHistoryId(interaction.customId)) return handleHistoryClick(interaction, deps);
  if (isStatsId(interaction.customId)) return handleForgetConfirm(interaction, deps);
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
      if (result.kind === 'ok') return lobbyBelowResult(interaction, deps, result);
      break;
    case 'cpu-add':
    case 'cpu-drop':
      result = await runner.computers(target, caller, control.verb === 'cpu-add' ? 'add' : 'remove');
      break;
    case 'panel':
      return openPanel(interaction, deps, target, origin);
    case 'g': {
      // Whether the control still matches its table is the runner's to say, by the rule every change is checked with.
      const look = await runner.look(versioned);
      const otherTable = look.kind === 'missing' || (look.kind === 'stale' && look.why === 'other-table');
      // A panel of a game that ended (or of a table closed and opened again) has nothing left to do.
      if (origin === 'panel' && (otherTable || look.session.phase !== 'playing' || look.session.closedBy !== null)) {
        if (deps.panels.isAhead(interaction.message.id, control.version)) return answerApart(interaction);
        await updateMessage(interaction, endedPanel(locale));
        return 'ended';
      }
      if (look.kind === 'missing' || otherTable || look.session.phase === 'lobby') {
        result = look.kind === 'missing' ? look : { kind: 'stale', session: look.session };
        break;
      }
      const session = look.session;
      const { engine, ui } = pluginFor(session.game);
      const fields = modalFields(interaction);
      const decoded = ui.decode(control.args, interaction.isStringSelectMenu() ? interaction.values : [], fields);
      if (!decoded) {
        deps.log.warn({ interactionId: interaction.id, customId: interaction.customId }, 'game control did not decode');
        await tell(interaction, t('error.unknownButton'));
        return 'malformed';
      }
      if ('draft' in decoded) return updateDraft(interaction, deps, look, control.version, decoded.draft);
      const form = control.args[0] ?? '';
      if ('invalid' in decoded) {
        if (fields) deps.typed?.refused(session.id, caller.userId, form, fields);
        await tell(interaction, t.message(decoded.invalid));
        return 'invalid';
      }
      if ('modal' in decoded || 'info' in decoded) {
        if (look.kind === 'stale') return answerStale(interaction, deps, session, origin, control.version);
        const ctx = viewContext(session, locale);
        if ('modal' in decoded && ui.modal && !interaction.isModalSubmit()) {
          const modal = ui.modal(decoded.modal, engine.playerView(session.state, caller.userId), ctx, deps.typed?.of(session.id, caller.userId, decoded.modal));
          if ('refusal' in modal) {
            await tell(interaction, t.message(modal.refusal));
            return 'refused';
          }
          await openForm(interaction, modal, t('error.slowForm'));
          return 'modal';
        }
        if ('info' in decoded && ui.info) {
          const info = withSeatNames(
            { ...ui.info(decoded.info, engine.publicView(session.state), ctx), components: [], allowed_mentions: { parse: [] } },
            session,
          );
          await replyWith(interaction, { embeds: info.embeds, flags: MessageFlags.Ephemeral });
          return 'info';
        }
        await tell(interaction, t('error.unknownButton'));
        return 'malformed';
      }
      result = await runner.act(versioned, caller, decoded.action, session);
      // A refused form opens again with what was typed in it.
      if (fields && result.kind === 'rejected') deps.typed?.refused(session.id, caller.userId, form, fields);
      else if (fields && result.kind === 'ok') deps.typed?.accepted(session.id, caller.userId, form);
      // A form sent from the table closes with nothing else to say it worked: it is confirmed privately.
      if (result.kind === 'ok' && origin === 'table' && interaction.isModalSubmit()) {
        const note = ui.confirm(decoded.action, t);
        const answered = await answer(interaction, deps, result, origin, control.version);
        if (note) await tell(interaction, note);
        return answered;
      }
      if (result.kind === 'ok' && origin === 'panel') {
        const note = ui.confirm(decoded.action, t);
        deps.panels.record(interaction.message.id, result.session.stateVersion);
        await updatePanel(interaction, deps, result.session, locale, [], note);
        keepPanel(interaction, deps, result.session);
        deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false, actor: caller.userId });
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
        await updateTable(interaction, deps, result.session);
        deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: true, actor: interaction.user.id });
      } else {
        deps.panels.record(interaction.message.id, result.session.stateVersion);
        await updatePanel(interaction, deps, result.session, locale);
        keepPanel(interaction, deps, result.session);
        deps.publisher.published(result.session, result.previous, { tableAlreadyUpdated: false, actor: interaction.user.id });
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
    await updatePanel(interaction, deps, session, locale, [], t('error.stalePanel'));
    keepPanel(interaction, deps, session);
  } else if (origin === 'panel' && session.phase !== 'playing') {
    await updateMessage(interaction, endedPanel(locale));
  } else {
    await tell(interaction, t('error.stale'));
  }
  return 'stale';
}

/** Opens the player's panel; the button on a panel (a new deal's "show my new cards") shows it in that panel's place. */
async function openPanel(interaction: ComponentClick, deps: ClickDeps, target: Target, origin: Origin): Promise<string> {
  const { t, locale } = userLocale(interaction);
  // The panel button opens the table's current panel: it goes stale only with its table.
  const look = await deps.runner.look({ channelId: target.channelId, sessionId: target.sessionId });
  if (look.kind !== 'current') {
    await tell(interaction, t(look.kind === 'stale' ? 'error.stale' : 'error.noTable'));
    return 'stale';
  }
  const session = look.session;
  const reason = noPanelReason(session, interaction.user.id);
  if (reason) {
    await tell(interaction, t(reason));
    return 'not-playing';
  }
  if (origin === 'panel') {
    deps.panels.record(interaction.message.id, session.stateVersion);
    await updatePanel(interaction, deps, session, locale);
    keepPanel(interaction, deps, session);
  } else {
    const sent = await replyPanel(interaction, deps, session, locale);
    keepPanel(interaction, deps, session, sent.original ? '@original' : sent.id, sent.id);
  }
  return 'panel';
}

/** A choice made in a panel but not sent yet; on a panel the table moved on from, the panel is brought up to date instead. */
async function updateDraft(
  interaction: ComponentClick,
  deps: ClickDeps,
  look: { kind: 'current' | 'stale'; session: Session },
  version: number,
  draft: string[],
): Promise<string> {
  const { t, locale } = userLocale(interaction);
  const { session } = look;
  if (!isSeated(session, interaction.user.id)) {
    await tell(interaction, t('notice.notPlaying'));
    return 'not-playing';
  }
  if (deps.panels.isAhead(interaction.message.id, version)) return answerApart(interaction);
  const stale = look.kind === 'stale';
  deps.log.debug({ interactionId: interaction.id, stale }, 'panel draft');
  deps.panels.record(interaction.message.id, session.stateVersion);
  await updatePanel(interaction, deps, session, locale, stale ? [] : draft, stale ? t('error.stalePanel') : undefined);
  keepPanel(interaction, deps, session);
  return stale ? 'stale' : 'draft';
}

/** A click on a panel that another click already moved on: said apart, the panel left as it is. */
async function answerApart(interaction: ComponentClick): Promise<string> {
  await tell(interaction, userLocale(interaction).t('error.staleClick'));
  return 'stale-apart';
}
