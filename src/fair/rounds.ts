import type { Session } from '../store/session.js';
import type { HoldemState } from '../games/holdem/actions.js';
import type { XianqiState } from '../games/xianqi/actions.js';

/**
 * What one seed covers: a whole game, except at Hold'em (each hand) and 掀棋 (each game of the
 * table's running series), which deal again and again within one session.
 * Returns a name for the part being played now, or null between them (lobby, between hands, over).
 */
export function playingPart(session: Session): string | null {
  if (session.phase !== 'playing' || session.closedBy || session.state === null) return null;
  switch (session.game) {
    case 'holdem': {
      const state = session.state as HoldemState;
      return state.hand ? `hand ${state.handNo}` : null;
    }
    case 'xianqi': {
      const state = session.state as XianqiState;
      return state.phase === 'between' || state.phase === 'over' ? null : `game ${state.gameNo}`;
    }
    default:
      return 'game';
  }
}

/** The number of the last hand (game) dealt, for games that deal many per session. */
export function roundNumber(session: Session): number | null {
  if (session.state === null) return null;
  if (session.game === 'holdem') return (session.state as HoldemState).handNo;
  if (session.game === 'xianqi') return (session.state as XianqiState).gameNo;
  return null;
}
