import type { PlayerId } from './engine.js';

/** What a computer player is given: only what its seat may see (the public view and its own view). */
export interface SeatSight<PublicView, PrivateView> {
  readonly player: PlayerId;
  readonly table: PublicView;
  readonly own: PrivateView;
}
