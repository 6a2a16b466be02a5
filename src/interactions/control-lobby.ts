import type { RunResult } from '../table/runner.js';
import { callerOf } from './caller.js';
import { answer, controlWith, originOf, targetOf, type ControlOf } from './control.js';
import { isComponentClick, type ClickDeps, type ComponentClick, type Family } from './family.js';

const VERBS = ['join', 'leave', 'start', 'cancel', 'cpu-add', 'cpu-drop'] as const;
type LobbyVerb = (typeof VERBS)[number];

/** The table's own buttons: sit down, get up, seat or drop a computer player, start, close. */
export const lobbyControls: Family<ComponentClick, ControlOf<LobbyVerb>> = {
  name: 'lobby',
  takes: isComponentClick,
  parse: controlWith(VERBS),
  async run(interaction, control, deps) {
    return answer(interaction, deps, await runVerb(interaction, control, deps), originOf(interaction), control.version);
  },
};

async function runVerb(interaction: ComponentClick, control: ControlOf<LobbyVerb>, { runner }: ClickDeps): Promise<RunResult> {
  const target = targetOf(interaction, control);
  const caller = callerOf(interaction);
  switch (control.verb) {
    case 'join':
      return runner.join(target, caller);
    case 'leave':
      return runner.leave(target, caller);
    case 'start':
      return runner.start(target, caller);
    case 'cancel': {
      const closed = await runner.close(target, caller);
      return closed.kind === 'purged' ? { kind: 'missing' } : closed;
    }
    case 'cpu-add':
    case 'cpu-drop':
      return runner.computers(target, caller, control.verb === 'cpu-add' ? 'add' : 'remove');
  }
}
