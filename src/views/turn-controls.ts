import { ComponentType } from 'discord-api-types/v10';
import { decodeControlId } from '../ids/custom-id.js';
import type { ActionRow } from '../kernel/views.js';

/** Whether a component is one of the game's controls named in `turn` (`g:<name>`). */
function isTurnControl(component: { custom_id?: string }, turn: ReadonlySet<string>): boolean {
  const id = component.custom_id ? decodeControlId(component.custom_id) : null;
  return id?.verb === 'g' && turn.has(id.args[0] ?? '');
}

/**
 * The table's controls while only computers are to act: a game's controls for the player to act
 * (`turn`, the game's own names) are of no use to anyone then. A row of nothing else is left out;
 * in a row with other controls they are disabled, so the row keeps its place.
 */
export function duringComputerTurn(rows: readonly ActionRow[], turn: ReadonlySet<string>): ActionRow[] {
  const out: ActionRow[] = [];
  for (const row of rows) {
    const mine = row.components.filter((c) => isTurnControl(c as { custom_id?: string }, turn));
    if (mine.length === 0) out.push(row);
    else if (mine.length < row.components.length) {
      out.push({
        ...row,
        components: row.components.map((c) =>
          isTurnControl(c as { custom_id?: string }, turn) && (c.type === ComponentType.Button || c.type === ComponentType.StringSelect)
            ? { ...c, disabled: true }
            : c,
        ),
      });
    }
  }
  return out;
}
