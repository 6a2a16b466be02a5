import { describe, expect, it } from 'vitest';
import { GAMES } from '../support/games.js';
import { slashCommands } from '../../src/commands/index.js';
import { payloadProblem, type DefinedOption, type GivenOption } from '../../src/commands/payload.js';
import { entryOf, translate, type Locale, type MessageKey } from '../../src/i18n/catalog.js';
import { commandProblems } from '../../src/standin/discord-limits.js';

const COMMANDS = slashCommands(GAMES);

const LOCALIZED: Locale[] = ['zh-CN', 'ko'];
const NAME_RULE = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

interface Item {
  name: string;
  description?: string;
  type?: number;
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
  options?: Item[];
  choices?: Item[];
}

/** Every command, subcommand and option, with the path a person would follow to reach it. */
function* walk(item: Item, path: string): Generator<[string, Item]> {
  yield [path, item];
  for (const option of item.options ?? []) yield* walk(option, `${path} ${option.name}`);
}

describe('slash command localizations', () => {
  const all = [...COMMANDS.values()].flatMap((c) => [...walk(c.data as Item, `/${c.data.name}`)]);

  it('give every command, subcommand and option a name and a description in zh-CN and ko', () => {
    expect(all.length).toBe(58); // 10 commands, 5 games under /play, 31 table options (computers and pictures on each game, four_colour on Hold'em, away_computer on the three that play away turns), /rules game, 3 subcommands of /stats with 4 options, /leaderboard's 2, /settings's 2
    for (const [path, item] of all) {
      for (const locale of LOCALIZED) {
        const name = item.name_localizations?.[locale];
        expect(name, `${path} name in ${locale}`).toBeTruthy();
        // Discord's rule for names: lowercase, at most 32, letters, digits, - and _ (Chinese and Korean are letters).
        expect(name, `${path} name in ${locale}`).toMatch(NAME_RULE);
        expect(name, `${path} name in ${locale}`).toBe(name!.toLowerCase());
        const description = item.description_localizations?.[locale];
        expect(description, `${path} description in ${locale}`).toBeTruthy();
        expect(description!.length, `${path} description in ${locale}`).toBeLessThanOrEqual(100);
        expect(description, `${path}: the ${locale} description is not the English one`).not.toBe(item.description);
      }
    }
  });

  it('give every choice a name in zh-CN and ko', () => {
    const choices = all.flatMap(([path, item]) => (item.choices ?? []).map((c) => [`${path}:${c.name}`, c] as const));
    expect(choices.length).toBe(43); // 3 languages under each of 5 games, 2 jokers, 2 prize sets, 5 games and fair draws for /rules, /stats show, /stats reset and /leaderboard, 3 periods
    for (const [path, c] of choices) {
      for (const locale of LOCALIZED) {
        expect(c.name_localizations?.[locale], `${path} in ${locale}`).toBeTruthy();
        expect(c.name_localizations![locale]!.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it('pass the checks Discord (and so the fake) makes at registration, which refuse a name breaking its rule', () => {
    const data = [...COMMANDS.values()].map((c) => c.data);
    expect(commandProblems(data)).toEqual([]);
    const broken = structuredClone(data) as any[];
    broken[0].options[0].name_localizations.ko = '해적 주사위';
    broken[0].options[1].options[0].name_localizations['zh-CN'] = '回合秒数'; // joker, named like turn_seconds
    expect(commandProblems(broken)).toEqual([
      expect.stringMatching(/^\/play pirate-dice \(ko\): name "해적 주사위" breaks Discord's name rule$/),
      expect.stringMatching(/^\/play yahtzee: two options share a name in zh-CN$/),
    ]);
  });

  it('never give two siblings the same name in one language', () => {
    for (const [path, item] of all) {
      const siblings = item.options ?? [];
      for (const locale of ['en', ...LOCALIZED]) {
        const names = siblings.map((o) => (locale === 'en' ? o.name : o.name_localizations?.[locale]));
        expect(new Set(names).size, `${path} options in ${locale}: ${names.join(', ')}`).toBe(names.length);
      }
    }
  });
});

describe('problems with options name them as the reader sees them', () => {
  // Each message, and the options it names (by their catalog keys).
  const NAMED: Array<[MessageKey, MessageKey[]]> = [
    ['command.problem.turnSeconds', ['option.name.turnSeconds']],
    ['holdem.problem.smallBlind', ['option.name.smallBlind']],
    ['holdem.problem.bigBlind', ['option.name.bigBlind']],
    ['holdem.problem.bigBelowSmall', ['option.name.bigBlind', 'option.name.smallBlind']],
    ['holdem.problem.minBuyIn', ['option.name.minBuyIn']],
    ['holdem.problem.maxBuyIn', ['option.name.maxBuyIn']],
    ['holdem.problem.buyInBelowBlind', ['option.name.minBuyIn', 'option.name.bigBlind']],
    ['holdem.problem.maxBelowMin', ['option.name.maxBuyIn', 'option.name.minBuyIn']],
  ];

  it.each(NAMED)('%s', (key, options) => {
    for (const locale of ['en', ...LOCALIZED] as Locale[]) {
      const text = entryOf(locale, key) as string;
      for (const option of options) expect(text, `${locale} ${key}`).toContain(translate(locale, option as 'option.name.game'));
    }
  });

  it('and the registered options carry those same names', () => {
    const holdem = (COMMANDS.get('play')!.data.options as Item[]).find((o) => o.name === 'holdem')!;
    const smallBlind = holdem.options!.find((o) => o.name === 'small_blind')!;
    expect(smallBlind.name_localizations).toEqual({ 'zh-CN': translate('zh-CN', 'option.name.smallBlind'), ko: translate('ko', 'option.name.smallBlind') });
  });

  it("messages that point to a command use its name in the reader's language", () => {
    const command = (locale: Locale, key: 'command.name.play' | 'command.name.end') => new RegExp(`/${translate(locale, key)}(?![\\p{L}\\p{N}_-])`, 'u');
    for (const locale of ['en', ...LOCALIZED] as Locale[]) {
      expect(entryOf(locale, 'error.noTable')).toMatch(command(locale, 'command.name.play'));
      expect(entryOf(locale, 'error.occupied')).toMatch(command(locale, 'command.name.end'));
      expect(entryOf(locale, 'error.corrupt')).toMatch(command(locale, 'command.name.end'));
    }
    expect(entryOf('ko', 'error.noTable')).not.toContain('/play');
  });
});

describe('a payload that does not fit the commands', () => {
  const play = COMMANDS.get('play')!.data.options as DefinedOption[];
  const rules = COMMANDS.get('rules')!.data.options as DefinedOption[];
  const sub = (name: string, options: GivenOption[] = []): GivenOption[] => [{ type: 1, name, options }];

  it('passes what Discord sends for the commands as defined', () => {
    expect(payloadProblem(play, sub('pirate-dice'))).toBeNull();
    expect(
      payloadProblem(
        play,
        sub('holdem', [
          { type: 4, name: 'small_blind', value: 30 },
          { type: 4, name: 'big_blind', value: 20 },
        ]),
      ),
    ).toBeNull();
    expect(
      payloadProblem(
        play,
        sub('bobing', [
          { type: 3, name: 'prizes', value: 'custom' },
          { type: 3, name: 'language', value: 'ko' },
        ]),
      ),
    ).toBeNull();
    // Ranges are the game's to judge, in the user's words.
    expect(payloadProblem(play, sub('pirate-dice', [{ type: 4, name: 'turn_seconds', value: 3 }]))).toBeNull();
    expect(payloadProblem(rules, [{ type: 3, name: 'game', value: 'xianqi' }])).toBeNull();
    expect(payloadProblem(undefined, [])).toBeNull();
  });

  it.each<[string, DefinedOption[], GivenOption[], RegExp]>([
    ['a /play without a subcommand', play, [], /expected one subcommand, got 0/],
    ['two subcommands', play, [...sub('xianqi'), ...sub('yahtzee')], /expected one subcommand, got 2/],
    ['an unknown subcommand', play, sub('chess'), /unknown subcommand chess/],
    ['an unknown option', play, sub('pirate-dice', [{ type: 5, name: 'jokers_wild', value: true }]), /pirate-dice: unknown option jokers_wild/],
    ['an option of another type', play, sub('holdem', [{ type: 3, name: 'small_blind', value: '10' }]), /small_blind has type 3, expected 4/],
    ['a value of the wrong kind', play, sub('holdem', [{ type: 4, name: 'big_blind', value: '20' }]), /big_blind has a value of the wrong kind/],
    ['a fraction for an integer', play, sub('holdem', [{ type: 4, name: 'big_blind', value: 20.5 }]), /wrong kind/],
    ['a value that is not a choice', play, sub('yahtzee', [{ type: 3, name: 'joker', value: 'sometimes' }]), /joker: "sometimes" is not a choice/],
    [
      'an option given twice',
      play,
      sub('xianqi', [
        { type: 3, name: 'language', value: 'en' },
        { type: 3, name: 'language', value: 'ko' },
      ]),
      /language given twice/,
    ],
    ['a missing required option', rules, [], /required option game is missing/],
    ['a game that is not a choice', rules, [{ type: 3, name: 'game', value: 'chess' }], /not a choice/],
  ])('%s', (_what, defined, given, problem) => {
    expect(payloadProblem(defined, given)).toMatch(problem);
  });
});
