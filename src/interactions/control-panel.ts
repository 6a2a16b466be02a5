import { replyPanel, updatePanel, updateTable } from './dress.js';
import { userLocale } from './caller.js';
import { tell } from './respond.js';
import { noPanelReason } from './not-playing.js';
import { keepPanel } from './panel-keep.js';
import { controlWith, originOf, type ControlOf } from './control.js';
import { isComponentClick, type ComponentClick, type Family } from './family.js';

/** Opens the player's panel; the button on a panel (a new deal's "show my new cards") shows it in that panel's place. */
export const panelControls: Family<ComponentClick, ControlOf<'panel'>> = {
  name: 'panel',
  takes: isComponentClick,
  parse: controlWith(['panel']),
  async run(interaction, control, deps) {
    const { t, locale } = userLocale(interaction);
    // The panel button opens the table's current panel: it goes stale only with its table.
    const look = await deps.runner.look({ channelId: interaction.channelId, sessionId: control.sessionId });
    if (look.kind !== 'current') {
      await tell(interaction, t(look.kind === 'stale' ? 'error.stale' : 'error.noTable'));
      return 'stale';
    }
    const session = look.session;
    const reason = noPanelReason(deps.games, session, interaction.user.id);
    if (reason) {
      await tell(interaction, t(reason));
      return 'not-playing';
    }
    if (originOf(interaction) === 'panel') {
      deps.panels.record(interaction.message.id, session.stateVersion);
      await updatePanel(interaction, deps, session, locale);
      keepPanel(interaction, deps, session);
    } else {
      // On a table that lives on interactions, the click first shows the table as it stands (type 7): its
      // token then reaches the table, which a waiting table needs to come back, and the panel follows privately.
      const onHostedTable = session.hostedOn === 'interactions' && interaction.message.id === session.tableMessageId;
      if (onHostedTable) {
        await updateTable(interaction, deps, session);
        deps.publisher.shown(session);
      }
      const sent = await replyPanel(interaction, deps, session, locale, { tableShown: onHostedTable });
      keepPanel(interaction, deps, session, sent.original ? '@original' : sent.id, sent.id);
    }
    return 'panel';
  },
};
