import type { PlayerId } from './engine.js';

/** What a computer seat may see: the public view of the table and its own player view. Never the state. */
export interface SeatSight<PublicView, PrivateView> {
  readonly player: PlayerId;
  readonly table: PublicView;
  readonly own: PrivateView;
}
