import type { Locale } from '../../src/i18n/catalog.js';
import type { Session } from '../../src/kernel/session.js';
import { sampleSession } from './sessions.js';
import { HOLDEM_NAMES, holdemFlop, holdemFoldWin, holdemShowdown } from './render-holdem-cases.js';
import { PIRATE_NAMES, pirateChallenge, pirateFinished, pirateInPlay } from './render-pirate-cases.js';
import { YAHTZEE_NAMES, yahtzeeFinished, yahtzeeInPlay } from './render-yahtzee-cases.js';
import { BOBING_NAMES, bobingFinished, bobingTakeover } from './render-bobing-cases.js';
import { XIANQI_NAMES, xianqiInPlay, xianqiSettled } from './render-xianqi-cases.js';
import { GAMES } from './games.js';

/** A key state of a game (the golden pictures' states), for the words shown beside its picture. */
export interface CaptionCase {
  game: string;
  name: string;
  state(): unknown;
  names: Record<string, string>;
}

export const CAPTION_CASES: CaptionCase[] = [
  { game: 'holdem', name: 'in-play', state: holdemFlop, names: HOLDEM_NAMES },
  { game: 'holdem', name: 'showdown', state: holdemShowdown, names: HOLDEM_NAMES },
  { game: 'holdem', name: 'won-by-folds', state: holdemFoldWin, names: HOLDEM_NAMES },
  { game: 'pirate', name: 'in-play', state: pirateInPlay, names: PIRATE_NAMES },
  { game: 'pirate', name: 'challenge', state: pirateChallenge, names: PIRATE_NAMES },
  { game: 'pirate', name: 'finished', state: pirateFinished, names: PIRATE_NAMES },
  { game: 'yahtzee', name: 'in-play', state: yahtzeeInPlay, names: YAHTZEE_NAMES },
  { game: 'yahtzee', name: 'finished', state: yahtzeeFinished, names: YAHTZEE_NAMES },
  { game: 'bobing', name: 'zhuangyuan-taken', state: bobingTakeover, names: BOBING_NAMES },
  { game: 'bobing', name: 'finished', state: bobingFinished, names: BOBING_NAMES },
  { game: 'xianqi', name: 'in-play', state: xianqiInPlay, names: XIANQI_NAMES },
  { game: 'xianqi', name: 'settled', state: xianqiSettled, names: XIANQI_NAMES },
];

/** A table session showing the case's state (playing, or finished when the game is over), with a turn timer. */
export function captionSession(c: CaptionCase, locale: Locale, overrides: Partial<Session> = {}): Session {
  const { engine } = GAMES.plugin(c.game as Session['game']);
  const state = c.state();
  return sampleSession({
    game: c.game as Session['game'],
    locale,
    phase: engine.outcome(state) ? 'finished' : 'playing',
    players: Object.entries(c.names).map(([id, name]) => ({ id, name })),
    hostId: Object.keys(c.names)[0]!,
    config: engine.configSchema.parse({}),
    state,
    deadline: engine.outcome(state) ? null : 2_000_000_000_000,
    tableV2: true,
    ...overrides,
  });
}
