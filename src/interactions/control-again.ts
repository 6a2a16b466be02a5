import { callerOf } from './caller.js';
import { answer, controlWith, originOf, targetOf, type ControlOf } from './control.js';
import { isComponentClick, type ComponentClick, type Family } from './family.js';
import { lobbyBelowResult } from './rematch.js';

/** "Play again" under a finished game: a new lobby below the result, or the reason there is none. */
export const againControls: Family<ComponentClick, ControlOf<'again'>> = {
  name: 'again',
  takes: isComponentClick,
  parse: controlWith(['again']),
  async run(interaction, control, deps) {
    const result = await deps.runner.rematch(targetOf(interaction, control), callerOf(interaction));
    if (result.kind === 'ok') return lobbyBelowResult(interaction, deps, result);
    return answer(interaction, deps, result, originOf(interaction), control.version);
  },
};
