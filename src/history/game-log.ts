import type { GameEvent, PlayerId } from '../games/engine.js';
import { engineFor } from '../games/registry.js';
import type { Session } from '../store/session.js';
import type { Translate } from '../i18n/catalog.js';
import { diceRow, mention } from '../views/format.js';
import { bobingDie } from '../games/bobing/view.js';
import { showPieces } from '../games/xianqi/pieces.js';

export const gameLog = (sessionId: string): string => `game:${sessionId}`;

/**
 * One committed move of a game other than Hold'em, as its log keeps it: the moves it made, with
 * what the move showed everyone (dice rolled in the open, pieces played face up, cups opened by
 * a challenge). Built from the engine's events and its public view only, so a value that was
 * never revealed cannot be in it.
 */
export interface GameLogEntry {
  version: number;
  lines: LogLine[];
}

export type LogLine =
  | { type: 'pirate-round'; starter: PlayerId }
  | { type: 'pirate-bet'; player: PlayerId; count: number; face: number }
  | { type: 'pirate-challenge'; challenger: PlayerId; bettor: PlayerId; count: number; face: number; actual: number; cups: Record<PlayerId, number[]> }
  | { type: 'pirate-out'; player: PlayerId }
  | { type: 'won'; player: PlayerId }
  | { type: 'yahtzee-rolled'; player: PlayerId; dice: number[] }
  | { type: 'yahtzee-scored'; player: PlayerId; box: string; points: number }
  | { type: 'bobing-rolled'; player: PlayerId; dice: number[]; tier: string | null; result: string; from?: PlayerId }
  | { type: 'xianqi-dealt'; starter: PlayerId }
  | { type: 'xianqi-kou'; player: PlayerId; kou: boolean }
  | { type: 'xianqi-xian'; player: PlayerId; xian: boolean }
  | { type: 'xianqi-played'; player: PlayerId; pieces: string[] }
  | { type: 'xianqi-discarded'; player: PlayerId; count: number }
  | { type: 'xianqi-round'; player: PlayerId; count: number }
  | { type: 'xianqi-settled'; changes: Record<PlayerId, number> }
  | { type: 'timeout'; player: PlayerId }
  | { type: 'left'; player: PlayerId };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lineOf(game: Session['game'], event: GameEvent, view: any): LogLine | LogLine[] | null {
  const player = str(event.player);
  switch (`${game}:${event.type}`) {
    // The runner's start reports the game's setup, which dealt Pirate Dice's first round.
    case 'pirate:started':
      return { type: 'pirate-round', starter: str(view.starter) };
    case 'pirate:round-started':
      return { type: 'pirate-round', starter: str(event.starter) };
    case 'pirate:bet':
      return { type: 'pirate-bet', player, count: num(event.count), face: num(event.face) };
    case 'pirate:challenged': {
      const reveal = view.lastReveal;
      return { type: 'pirate-challenge', challenger: str(event.challenger), bettor: str(event.bettor), count: num(event.bet), face: num(reveal?.bet?.face), actual: num(event.actual), cups: reveal?.cups ?? {} };
    }
    case 'pirate:removed':
      return { type: 'pirate-out', player };
    case 'pirate:won':
      return { type: 'won', player };
    case 'yahtzee:rolled':
      return { type: 'yahtzee-rolled', player, dice: [...(view.turn?.dice ?? [])] };
    case 'yahtzee:scored':
      return { type: 'yahtzee-scored', player, box: str(event.box), points: num(event.points) };
    case 'bobing:rolled': {
      const record = (view.recent ?? []).find((r: { player: string }) => r.player === player);
      return { type: 'bobing-rolled', player, dice: [...(record?.dice ?? [])], tier: typeof event.tier === 'string' ? event.tier : null, result: str(event.result), ...(record?.from ? { from: record.from } : {}) };
    }
    // The first deal is the game's setup: a black hand may already have ended it.
    case 'xianqi:started': {
      const dealt: LogLine = { type: 'xianqi-dealt', starter: str(view.starter) };
      return view.phase === 'between' && view.lastSettlement ? [dealt, { type: 'xianqi-settled', changes: view.lastSettlement.changes }] : dealt;
    }
    case 'xianqi:dealt':
      return { type: 'xianqi-dealt', starter: str(event.starter) };
    case 'xianqi:kou':
    case 'xianqi:nokou':
      return { type: 'xianqi-kou', player, kou: event.type === 'kou' };
    case 'xianqi:xian':
    case 'xianqi:no-xian':
      return { type: 'xianqi-xian', player, xian: event.type === 'xian' };
    case 'xianqi:played': {
      const plays = [...(view.lastRound?.plays ?? []), ...(view.round?.plays ?? [])] as Array<{ player: string; face: string; pieces: string[] }>;
      const shown = plays.filter((p) => p.player === player && p.face === 'up').at(-1);
      return { type: 'xianqi-played', player, pieces: shown ? [...shown.pieces] : [] };
    }
    case 'xianqi:discarded':
      return { type: 'xianqi-discarded', player, count: num(event.count) };
    case 'xianqi:round-won':
      return { type: 'xianqi-round', player, count: num(event.count) };
    case 'xianqi:settled':
      return { type: 'xianqi-settled', changes: (event.changes as Record<string, number>) ?? {} };
  }
  if (event.type === 'timeout' && player) return { type: 'timeout', player };
  if (event.type === 'left' && player) return { type: 'left', player };
  return null;
}

export function gameLogEntry({ session, events }: { session: Session; events: GameEvent[] }): GameLogEntry | null {
  if (session.game === 'holdem' || session.state === null || events.length === 0) return null;
  // Only what everyone can see: the public view, never the state's hidden part.
  const view = engineFor(session.game).publicView(session.state);
  const lines = events.flatMap((e) => lineOf(session.game, e, view) ?? []);
  return lines.length ? { version: session.version, lines } : null;
}

/** The whole move list of a game, oldest first, in the reader's language. */
export function gameLogText(entries: readonly GameLogEntry[], t: Translate): string[] {
  const lines = [...entries].sort((a, b) => a.version - b.version).flatMap((e) => e.lines);
  return lines.map((line) => {
    switch (line.type) {
      case 'pirate-round':
        return t('gamelog.pirate.round', { player: mention(line.starter) });
      case 'pirate-bet':
        return t('gamelog.pirate.bet', { player: mention(line.player), count: line.count, face: diceRow([line.face]) });
      case 'pirate-challenge': {
        const cups = Object.entries(line.cups).map(([p, dice]) => `${mention(p)} ${diceRow(dice)}`).join(' · ');
        return t('gamelog.pirate.challenge', { challenger: mention(line.challenger), bettor: mention(line.bettor), count: line.count, face: diceRow([line.face]), actual: line.actual, cups });
      }
      case 'pirate-out':
        return t('gamelog.out', { player: mention(line.player) });
      case 'won':
        return t('gamelog.won', { player: mention(line.player) });
      case 'yahtzee-rolled':
        return t('gamelog.yahtzee.rolled', { player: mention(line.player), dice: diceRow(line.dice) });
      case 'yahtzee-scored':
        return t('gamelog.yahtzee.scored', { player: mention(line.player), box: t(`yahtzee.box.${line.box}` as 'yahtzee.box.ones'), points: line.points });
      case 'bobing-rolled': {
        const tier = line.tier ? t(`bobing.tier.${line.tier}` as 'bobing.tier.yixiu') : t('gamelog.bobing.nothing');
        const result =
          line.result === 'won' || line.result === 'held'
            ? t('gamelog.bobing.prize')
            : line.result === 'took-over' && line.from
              ? t('gamelog.bobing.tookOver', { from: mention(line.from) })
              : line.result === 'used-up' || line.result === 'no-prize'
                ? t('gamelog.bobing.usedUp')
                : '';
        return t('gamelog.bobing.rolled', { player: mention(line.player), dice: line.dice.map(bobingDie).join(' '), tier, result });
      }
      case 'xianqi-dealt':
        return t('gamelog.xianqi.dealt', { player: mention(line.starter) });
      case 'xianqi-kou':
        return t(line.kou ? 'gamelog.xianqi.kou' : 'gamelog.xianqi.noKou', { player: mention(line.player) });
      case 'xianqi-xian':
        return t(line.xian ? 'gamelog.xianqi.xian' : 'gamelog.xianqi.noXian', { player: mention(line.player) });
      case 'xianqi-played':
        return t('gamelog.xianqi.played', { player: mention(line.player), pieces: showPieces(line.pieces) });
      case 'xianqi-discarded':
        return t('gamelog.xianqi.discarded', { player: mention(line.player), count: line.count });
      case 'xianqi-round':
        return t('gamelog.xianqi.round', { player: mention(line.player), count: line.count });
      case 'xianqi-settled':
        return t('gamelog.xianqi.settled', { changes: Object.entries(line.changes).map(([p, c]) => `${mention(p)} ${c > 0 ? '+' : ''}${c}`).join(' · ') });
      case 'timeout':
        return t('gamelog.timeout', { player: mention(line.player) });
      case 'left':
        return t('gamelog.left', { player: mention(line.player) });
    }
  });
}
