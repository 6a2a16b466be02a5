import { MessageFlags } from 'discord.js';
import { isSeated, type RunResult, type Target } from '../table/runner.js';
import type { Session } from '../kernel/session.js';
import { endedPanel } from '../views/panel.js';
import { decodeControlId, type ControlId, type Verb } from '../ids/custom-id.js';
import { updatePanel, updateTable } from './dress.js';
import { userLocale } from './caller.js';
import { tell, updateMessage } from './respond.js';
import { keepPanel } from './panel-keep.js';
import type { ClickDeps, ComponentClick, Origin } from './family.js';

/**
 * What the families of table controls (`p1:<session>:<version>:<verb>...`, split by verb) share:
 * reading their ids, where a click came from, and answering a run's result.
 */
export type ControlOf<V extends Verb> = ControlId & { verb: V };

/** A family's parse: the control decoded when its verb is one of `verbs`. */
export const controlWith =
  <V extends Verb>(verbs: readonly V[]) =>
  (interaction: ComponentClick): ControlOf<V> | null => {
    const control = decodeControlId(interaction.customId);
    return control && (verbs as readonly Verb[]).includes(control.verb) ? (control as ControlOf<V>) : null;
  };

export const originOf = (interaction: ComponentClick): Origin => (interaction.message.flags.has(MessageFlags.Ephemeral) ? 'panel' : 'table');

/** The table a control acts on; a click on the public table names its message, a panel's does not. */
export function targetOf(interaction: ComponentClick, control: ControlId): Target {
  return {
    channelId: interaction.channelId,
    sessionId: control.sessionId,
    ...(originOf(interaction) === 'table' ? { messageId: interaction.message.id } : {}),
    // A click is answered by updating the message clicked (callback type 7): the table, or the player's panel.
    answeredOn: originOf(interaction),
    interactionId: interaction.id,
  };
}

export async function answer(interaction: ComponentClick, deps: ClickDeps, result: RunResult, origin: Origin, version: number): Promise<string> {
  const { t, locale } = userLocale(interaction);
  switch (result.kind) {
    case 'ok':
      if (origin === 'table') {
        await updateTable(interaction, deps, result.session);
      } else {
        deps.panels.record(interaction.message.id, result.session.stateVersion);
        await updatePanel(interaction, deps, result.session, locale);
        keepPanel(interaction, deps, result.session);
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
export async function answerStale(interaction: ComponentClick, deps: ClickDeps, session: Session, origin: Origin, version: number): Promise<string> {
  const { t, locale } = userLocale(interaction);
  if (origin === 'panel' && deps.panels.isAhead(interaction.message.id, version)) {
    return answerApart(interaction);
  } else if (origin === 'panel' && session.phase === 'playing' && isSeated(session, interaction.user.id)) {
    deps.panels.record(interaction.message.id, session.stateVersion);
    await updatePanel(interaction, deps, session, locale, [], t('error.stalePanel'));
    keepPanel(interaction, deps, session);
  } else if (origin === 'panel' && session.phase !== 'playing') {
    await updateMessage(interaction, endedPanel(locale));
  } else if (origin === 'table' && session.hostedOn === 'interactions' && interaction.message.id === session.tableMessageId) {
    // A table on interactions may be behind (no token was fresh to show a move): any click on it brings it back.
    await updateTable(interaction, deps, session);
    deps.publisher.shown(session);
    return 'brought-back';
  } else {
    await tell(interaction, t('error.stale'));
  }
  return 'stale';
}

/** A click on a panel that another click already moved on: said apart, the panel left as it is. */
export async function answerApart(interaction: ComponentClick): Promise<string> {
  await tell(interaction, userLocale(interaction).t('error.staleClick'));
  return 'stale-apart';
}
