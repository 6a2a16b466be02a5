import { MessageFlags } from 'discord.js';
import { viewContext } from '../views/context.js';
import { isSeated, type Caller, type Look, type Target } from '../table/runner.js';
import type { Session } from '../kernel/session.js';
import { endedPanel } from '../views/panel.js';
import { updatePanel } from './dress.js';
import { callerOf, userLocale } from './caller.js';
import { openForm, replyWith, tell, updateMessage } from './respond.js';
import { keepPanel } from './panel-keep.js';
import { withSeatNames } from '../computers/names.js';
import { answer, answerApart, answerStale, controlWith, originOf, targetOf, type ControlOf } from './control.js';
import { isComponentClick, type ClickDeps, type ComponentClick, type Family } from './family.js';

const modalFields = (interaction: ComponentClick): Record<string, string> | undefined =>
  interaction.isModalSubmit()
    ? Object.fromEntries(interaction.fields.fields.map((field, id) => [id, 'value' in field && typeof field.value === 'string' ? field.value : '']))
    : undefined;

/** A game's own controls (`g`): a move, a choice drafted in a panel, a form to fill in, or something to read. */
export const gameControls: Family<ComponentClick, ControlOf<'g'>> = {
  name: 'game',
  takes: isComponentClick,
  parse: controlWith(['g']),
  async run(interaction, control, deps) {
    const { t, locale } = userLocale(interaction);
    const origin = originOf(interaction);
    const versioned: Target = { ...targetOf(interaction, control), version: control.version };
    // Whether the control still matches its table is the runner's to say, by the rule every change is checked with.
    const look = await deps.runner.look(versioned);
    const otherTable = look.kind === 'missing' || (look.kind === 'stale' && look.why === 'other-table');
    // A panel of a game that ended (or of a table closed and opened again) has nothing left to do.
    if (origin === 'panel' && (otherTable || look.session.phase !== 'playing' || look.session.closedBy !== null)) {
      if (deps.panels.isAhead(interaction.message.id, control.version)) return answerApart(interaction);
      await updateMessage(interaction, endedPanel(locale));
      return 'ended';
    }
    if (look.kind === 'missing' || otherTable || look.session.phase === 'lobby') {
      return answer(interaction, deps, look.kind === 'missing' ? look : { kind: 'stale', session: look.session }, origin, control.version);
    }
    const session = look.session;
    const { ui } = deps.games.plugin(session.game);
    const caller = callerOf(interaction);
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
      return showFormOrInfo(interaction, deps, session, caller, decoded);
    }
    const result = await deps.runner.act(versioned, caller, decoded.action, look);
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
      return 'ok';
    }
    return answer(interaction, deps, result, origin, control.version);
  },
};

/** A control that changes nothing: the form it opens, or what it shows privately. */
async function showFormOrInfo(
  interaction: ComponentClick,
  deps: ClickDeps,
  session: Session,
  caller: Caller,
  decoded: { modal: string } | { info: string },
): Promise<string> {
  const { t, locale } = userLocale(interaction);
  const { engine, ui } = deps.games.plugin(session.game);
  const ctx = viewContext(deps.games, session, locale);
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
    const info = withSeatNames({ ...ui.info(decoded.info, engine.publicView(session.state), ctx), components: [], allowed_mentions: { parse: [] } }, session);
    await replyWith(interaction, { embeds: info.embeds, flags: MessageFlags.Ephemeral });
    return 'info';
  }
  await tell(interaction, t('error.unknownButton'));
  return 'malformed';
}

/** A choice made in a panel but not sent yet; on a panel the table moved on from, the panel is brought up to date instead. */
async function updateDraft(
  interaction: ComponentClick,
  deps: ClickDeps,
  look: Extract<Look, { kind: 'current' | 'stale' }>,
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
