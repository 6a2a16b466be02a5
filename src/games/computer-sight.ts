import type { PlayerId } from './engine.js';

/** What a computer player is given: only what its seat may see, never the state. Plain JSON. */
export interface SeatSight<PublicView, PrivateView> {
  readonly player: PlayerId;
  /** `engine.publicView(state)`. */
  readonly table: PublicView;
  /** `engine.playerView(state, player)`. */
  readonly own: PrivateView;
}
