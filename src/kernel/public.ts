declare const PUBLIC_VIEW: unique symbol;

/**
 * A game's public view, as its engine made it. Only `publicViewOf` makes one, so a table picture,
 * which takes nothing else, cannot be handed a state or a player's view by mistake.
 */
export type Public<View> = View & { readonly [PUBLIC_VIEW]: true };

export function publicViewOf<State, View>(engine: { publicView(state: State): View }, state: State): Public<View> {
  return engine.publicView(state) as Public<View>;
}
