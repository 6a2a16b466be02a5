import type { Locale } from '../../src/i18n/catalog.js';
import type { Picture } from '../../src/render/picture.js';
import { publicViewOf } from '../../src/render/public.js';
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

export const RENDER_CASES: RenderCase[] = [
  { game: 'holdem', name: 'in-play', picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemFlop()), { locale, names: HOLDEM_NAMES }) },
  {
    game: 'holdem',
    name: 'showdown-four-colour',
    picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemShowdown()), { locale, names: HOLDEM_NAMES, fourColour: true }),
  },
  { game: 'holdem', name: 'won-by-folds', picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemFoldWin()), { locale, names: HOLDEM_NAMES }) },
  { game: 'holdem', name: 'panel', picture: (locale) => renderHoldemPanel(holdem.playerView(holdemFlop(), 'p1'), { locale, names: HOLDEM_NAMES }) },
  {
    game: 'holdem',
    name: 'nine-long-names',
    picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemFlop()), { locale, names: HOLDEM_LONG_NAMES }),
  },
  {
    game: 'holdem',
    name: 'nine-preflop',
    picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemNineSeats()), { locale, names: HOLDEM_LONG_NAMES }),
  },
  {
    game: 'holdem',
    name: 'all-in-three-pots',
    picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemAllInThreePots()), { locale, names: HOLDEM_NAMES }),
  },
  {
    game: 'holdem',
    name: 'showdown-three-pots',
    picture: (locale) => renderHoldemTable(publicViewOf(holdem, holdemShowdownThreePots()), { locale, names: HOLDEM_NAMES }),
  },
  {
    game: 'holdem',
    name: 'panel-preflop',
    picture: (locale) => renderHoldemPanel(holdem.playerView(holdemAllInThreePots(), 'p1'), { locale, names: HOLDEM_NAMES }),
  },
  { game: 'pirate', name: 'in-play', picture: (locale) => renderPirateTable(publicViewOf(pirateDice, pirateInPlay()), { locale, names: PIRATE_NAMES }) },
  { game: 'pirate', name: 'challenge', picture: (locale) => renderPirateTable(publicViewOf(pirateDice, pirateChallenge()), { locale, names: PIRATE_NAMES }) },
  { game: 'pirate', name: 'six-start', picture: (locale) => renderPirateTable(publicViewOf(pirateDice, pirateSixStart()), { locale, names: PIRATE_NAMES }) },
  { game: 'pirate', name: 'six-bets', picture: (locale) => renderPirateTable(publicViewOf(pirateDice, pirateBusy()), { locale, names: PIRATE_NAMES }) },
  {
    game: 'pirate',
    name: 'two-challenge',
    picture: (locale) => renderPirateTable(publicViewOf(pirateDice, pirateTwoChallenge()), { locale, names: PIRATE_NAMES }),
  },
  { game: 'pirate', name: 'finished', picture: (locale) => renderPirateTable(publicViewOf(pirateDice, pirateFinished()), { locale, names: PIRATE_NAMES }) },
  { game: 'pirate', name: 'panel', picture: (locale) => renderPiratePanel(pirateDice.playerView(pirateInPlay(), 'a'), { locale, names: PIRATE_NAMES }) },
  {
    game: 'pirate',
    name: 'panel-six-faces',
    picture: (locale) =>
      renderPiratePanel({ ...pirateDice.playerView(pirateInPlay(), 'a'), myDice: [1, 2, 2, 3, 4, 4, 4, 5, 5, 6] }, { locale, names: PIRATE_NAMES }),
  },
  {
    game: 'pirate',
    name: 'panel-fifteen-dice',
    picture: (locale) => renderPiratePanel(pirateDice.playerView(pirateTwoChallenge(), 'e'), { locale, names: PIRATE_NAMES }),
  },
  {
    game: 'pirate',
    name: 'panel-no-bet',
    picture: (locale) => renderPiratePanel(pirateDice.playerView(pirateSixStart(), 'c'), { locale, names: PIRATE_NAMES }),
  },
  { game: 'yahtzee', name: 'in-play', picture: (locale) => renderYahtzeeTable(publicViewOf(yahtzee, yahtzeeInPlay()), { locale, names: YAHTZEE_NAMES }) },
  { game: 'yahtzee', name: 'eight-players', picture: (locale) => renderYahtzeeTable(publicViewOf(yahtzee, yahtzeeEight()), { locale, names: YAHTZEE_NAMES }) },
  { game: 'yahtzee', name: 'finished', picture: (locale) => renderYahtzeeTable(publicViewOf(yahtzee, yahtzeeFinished()), { locale, names: YAHTZEE_NAMES }) },
  {
    game: 'yahtzee',
    name: 'eight-players-finished',
    picture: (locale) => renderYahtzeeTable(publicViewOf(yahtzee, yahtzeeEightFinished()), { locale, names: YAHTZEE_NAMES }),
  },
  { game: 'bobing', name: 'zhuangyuan-taken', picture: (locale) => renderBobingTable(publicViewOf(bobing, bobingTakeover()), { locale, names: BOBING_NAMES }) },
  { game: 'bobing', name: 'twelve-players', picture: (locale) => renderBobingTable(publicViewOf(bobing, bobingTwelve()), { locale, names: BOBING_NAMES }) },
  { game: 'bobing', name: 'finished', picture: (locale) => renderBobingTable(publicViewOf(bobing, bobingFinished()), { locale, names: BOBING_NAMES }) },
  { game: 'bobing', name: 'busiest', picture: (locale) => renderBobingTable(publicViewOf(bobing, bobingBusiest()), { locale, names: BOBING_NAMES }) },
  { game: 'xianqi', name: 'in-play', picture: (locale) => renderXianqiTable(publicViewOf(xianqi, xianqiInPlay()), { locale, names: XIANQI_NAMES }) },
  { game: 'xianqi', name: 'settled', picture: (locale) => renderXianqiTable(publicViewOf(xianqi, xianqiSettled()), { locale, names: XIANQI_NAMES }) },
  {
    game: 'xianqi',
    name: 'gou-long-name',
    picture: (locale) => renderXianqiTable(publicViewOf(xianqi, xianqiGou()), { locale, names: XIANQI_LONG_NAMES }),
  },
  { game: 'xianqi', name: 'settled-ci', picture: (locale) => renderXianqiTable(publicViewOf(xianqi, xianqiCi()), { locale, names: XIANQI_LONG_NAMES }) },
  { game: 'xianqi', name: 'panel', picture: (locale) => renderXianqiPanel(xianqi.playerView(xianqiInPlay(), 'c'), { locale, names: XIANQI_NAMES }) },
  { game: 'xianqi', name: 'panel-late', picture: (locale) => renderXianqiPanel(xianqi.playerView(xianqiGou(), 'a'), { locale, names: XIANQI_NAMES }) },
];

export const goldenPath = (c: RenderCase, locale: Locale): string => `test/golden/${c.game}/${c.name}.${locale}.png`;
