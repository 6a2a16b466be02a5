import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle, MessageFlags } from 'discord.js';
import { encodeControlId } from '../ids/custom-id.js';
import { isSeated } from '../table/table-rules.js';
import { COLOURS } from '../views/format.js';
import { Embed } from '../views/embed.js';
import { callerOf, userLocale } from './caller.js';
import { answer, controlWith, targetOf, type ControlOf } from './control.js';
import { isComponentClick, type ClickDeps, type ComponentClick, type Family } from './family.js';
import { replyWith, updateMessage } from './respond.js';

const VERBS = ['help', 'quit'] as const;
type HelpVerb = (typeof VERBS)[number];

/**
 * A table on interactions (a group DM, a server without the bot) is played by people who cannot run
 * Parlor's commands there: its "Rules & leaving" button answers privately with the game's rules and,
 * for a seated player, a button that leaves the game (what /rules and /leave do elsewhere).
 */
export const helpControls: Family<ComponentClick, ControlOf<HelpVerb>> = {
  name: 'help',
  takes: isComponentClick,
  parse: controlWith(VERBS),
  async run(interaction, control, deps) {
    return control.verb === 'help' ? showHelp(interaction, control, deps) : quit(interaction, control, deps);
  },
};

async function showHelp(interaction: ComponentClick, control: ControlOf<HelpVerb>, deps: ClickDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const session = await deps.runner.load(interaction.channelId);
  if (!session || session.id !== control.sessionId) return answer(interaction, deps, { kind: 'missing' }, 'table', control.version);
  const game = deps.games.name(session.game, t);
  const rules = new Embed().setColor(COLOURS.lobby).setTitle(game).setDescription(deps.games.plugin(session.game).ui.rules(t));
  const seated = session.phase === 'playing' && isSeated(session, interaction.user.id);
  const leave = new ButtonBuilder()
    .setCustomId(encodeControlId({ sessionId: session.id, version: session.stateVersion, verb: 'quit', args: [] }))
    .setStyle(ButtonStyle.Danger)
    .setLabel(t('help.leave'));
  await replyWith(interaction, {
    content: t('help.intro', { game }),
    embeds: [rules.toJSON()],
    components: seated ? [new ActionRowBuilder<ButtonBuilder>().addComponents(leave).toJSON()] : [],
    flags: MessageFlags.Ephemeral,
  });
  return 'help';
}

/** Leaves the game from the private answer: the same as /leave (no version check: leaving is never out of date). */
async function quit(interaction: ComponentClick, control: ControlOf<HelpVerb>, deps: ClickDeps): Promise<string> {
  const { t } = userLocale(interaction);
  const result = await deps.runner.leave({ ...targetOf(interaction, control), answeredOn: 'panel' }, callerOf(interaction));
  if (result.kind !== 'ok') return answer(interaction, deps, result, 'panel', control.version);
  await updateMessage(interaction, { content: t('notice.leftGame'), embeds: [], components: [], allowed_mentions: { parse: [] } });
  return 'left';
}
