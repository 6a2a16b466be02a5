import { decodeControlId } from '../ids/custom-id.js';
import type { MessageBody } from '../kernel/views.js';

type Component = { custom_id?: string; components?: Component[] } & Record<string, unknown>;

/**
 * A table message kept as a record of its moment: the same words, without the table's controls
 * (a game log button and other controls that name no table moment stay). Rows left empty go.
 */
export function asRecord(body: MessageBody): MessageBody {
  return { ...body, components: strip(body.components as unknown as Component[]) as unknown as MessageBody['components'] };
}

function strip(components: Component[]): Component[] {
  const kept: Component[] = [];
  for (const component of components) {
    if (typeof component.custom_id === 'string' && decodeControlId(component.custom_id)) continue;
    if (Array.isArray(component.components)) {
      const inner = strip(component.components);
      // A row (or a section of rows) with nothing left in it is dropped with its controls.
      if (inner.length === 0 && component.components.length > 0) continue;
      kept.push({ ...component, components: inner });
    } else kept.push(component);
  }
  return kept;
}
