import type { Locale } from '../../src/i18n/catalog.js';
import type { Picture, Scene } from '../../src/render/picture.js';
import { publicViewOf, type Public } from '../../src/kernel/public.js';
import { holdem } from '../../src/games/holdem/rules.js';
import { renderHoldemPanel, renderHoldemTable } from '../../src/games/holdem/render.js';
import {
  HOLDEM_LONG_NAMES,
  HOLDEM_NAMES,
  holdemAllInThreePots,
  holdemFlop,
  holdemFoldWin,
  holdemNineSeats,
  holdemShowdown,
  holdemShowdownThreePots,
} from './render-holdem-cases.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import { renderPiratePanel, renderPirateTable } from '../../src/games/pirate/render.js';
import { PIRATE_NAMES, pirateBusy, pirateChallenge, pirateFinished, pirateInPlay, pirateSixStart, pirateTwoChallenge } from './render-pirate-cases.js';
import { yahtzee } from '../../src/games/yahtzee/rules.js';
import { renderYahtzeeTable } from '../../src/games/yahtzee/render.js';
import { YAHTZEE_NAMES, yahtzeeEight, yahtzeeEightFinished, yahtzeeFinished, yahtzeeInPlay } from './render-yahtzee-cases.js';
import { bobing } from '../../src/games/bobing/rules.js';
import { renderBobingTable } from '../../src/games/bobing/render.js';
import { BOBING_NAMES, bobingBusiest, bobingFinished, bobingTakeover, bobingTwelve } from './render-bobing-cases.js';
import { xianqi } from '../../src/games/xianqi/rules.js';
import { renderXianqiPanel, renderXianqiTable } from '../../src/games/xianqi/render.js';
import { XIANQI_LONG_NAMES, XIANQI_NAMES, xianqiCi, xianqiGou, xianqiInPlay, xianqiSettled } from './render-xianqi-cases.js';

/** One golden picture: a key state of a game, drawn in every language. */
export interface RenderCase {
  game: string;
  name: string;
  picture(locale: Locale): Picture;
}

export const GOLDEN_LOCALES: readonly Locale[] = ['en', 'zh-CN', 'ko'];

type Names = Readonly<Record<string, string>>;

/** A game's golden table pictures: each a state, drawn from its public view with `names` (or others) in every language. */
function tableCases<State, View>(
  game: string,
  engine: { publicView(state: State): View },
  render: (view: Public<View>, scene: Scene) => Picture,
  names: Names,
) {
  return (name: string, state: () => State, scene: { names?: Names; fourColour?: boolean } = {}): RenderCase => ({
    game,
    name,
    picture: (locale) => render(publicViewOf(engine, state()), { locale, names, ...scene }),
  });
}

/** A game's golden private panels: each a player's view, drawn with `names` in every language. */
function panelCases<View>(game: string, render: (view: View, scene: Scene) => Picture, names: Names) {
  return (name: string, view: () => View): RenderCase => ({ game, name, picture: (locale) => render(view(), { locale, names }) });
}

const holdemTable = tableCases('holdem', holdem, renderHoldemTable, HOLDEM_NAMES);
const holdemPanel = panelCases('holdem', renderHoldemPanel, HOLDEM_NAMES);
const pirateTable = tableCases('pirate', pirateDice, renderPirateTable, PIRATE_NAMES);
const piratePanel = panelCases('pirate', renderPiratePanel, PIRATE_NAMES);
const yahtzeeTable = tableCases('yahtzee', yahtzee, renderYahtzeeTable, YAHTZEE_NAMES);
const bobingTable = tableCases('bobing', bobing, renderBobingTable, BOBING_NAMES);
const xianqiTable = tableCases('xianqi', xianqi, renderXianqiTable, XIANQI_NAMES);
const xianqiPanel = panelCases('xianqi', renderXianqiPanel, XIANQI_NAMES);

export const RENDER_CASES: RenderCase[] = [
  holdemTable('in-play', holdemFlop),
  holdemTable('showdown-four-colour', holdemShowdown, { fourColour: true }),
  holdemTable('won-by-folds', holdemFoldWin),
  holdemPanel('panel', () => holdem.playerView(holdemFlop(), 'p1')),
  holdemTable('nine-long-names', holdemFlop, { names: HOLDEM_LONG_NAMES }),
  holdemTable('nine-preflop', holdemNineSeats, { names: HOLDEM_LONG_NAMES }),
  holdemTable('all-in-three-pots', holdemAllInThreePots),
  holdemTable('showdown-three-pots', holdemShowdownThreePots),
  holdemPanel('panel-preflop', () => holdem.playerView(holdemAllInThreePots(), 'p1')),
  pirateTable('in-play', pirateInPlay),
  pirateTable('challenge', pirateChallenge),
  pirateTable('six-start', pirateSixStart),
  pirateTable('six-bets', pirateBusy),
  pirateTable('two-challenge', pirateTwoChallenge),
  pirateTable('finished', pirateFinished),
  piratePanel('panel', () => pirateDice.playerView(pirateInPlay(), 'a')),
  piratePanel('panel-six-faces', () => ({ ...pirateDice.playerView(pirateInPlay(), 'a'), myDice: [1, 2, 2, 3, 4, 4, 4, 5, 5, 6] })),
  piratePanel('panel-fifteen-dice', () => pirateDice.playerView(pirateTwoChallenge(), 'e')),
  piratePanel('panel-no-bet', () => pirateDice.playerView(pirateSixStart(), 'c')),
  yahtzeeTable('in-play', yahtzeeInPlay),
  yahtzeeTable('eight-players', yahtzeeEight),
  yahtzeeTable('finished', yahtzeeFinished),
  yahtzeeTable('eight-players-finished', yahtzeeEightFinished),
  bobingTable('zhuangyuan-taken', bobingTakeover),
  bobingTable('twelve-players', bobingTwelve),
  bobingTable('finished', bobingFinished),
  bobingTable('busiest', bobingBusiest),
  xianqiTable('in-play', xianqiInPlay),
  xianqiTable('settled', xianqiSettled),
  xianqiTable('gou-long-name', xianqiGou, { names: XIANQI_LONG_NAMES }),
  xianqiTable('settled-ci', xianqiCi, { names: XIANQI_LONG_NAMES }),
  xianqiPanel('panel', () => xianqi.playerView(xianqiInPlay(), 'c')),
  xianqiPanel('panel-late', () => xianqi.playerView(xianqiGou(), 'a')),
];

export const goldenPath = (c: RenderCase, locale: Locale): string => `test/golden/${c.game}/${c.name}.${locale}.png`;
