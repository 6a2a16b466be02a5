import { describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { translator } from '../../src/i18n/catalog.js';
import type { HoldemState } from '../../src/games/holdem/actions.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import type { XianqiState } from '../../src/games/xianqi/actions.js';
import { fairnessLines } from '../../src/views/fairness.js';
import { oddsLines } from '../../src/games/holdem/equity-view.js';
import { tableCaption, tableMessage } from '../../src/views/table.js';
import { toV2 } from '../../src/views/v2.js';
import { MessagePictures, type V2Message } from '../../src/discord/pictures.js';
import { restPayload } from '../../src/discord/messenger.js';
import { PictureCache, type EncodedPicture } from '../../src/render/cache.js';
import { messageProblems } from '../../src/standin/discord-limits.js';
import { visibleText } from '../../src/standin/answers.js';
import { GOLDEN_LOCALES } from '../support/render-cases.js';
import { CAPTION_CASES, captionSession, type CaptionCase } from '../support/caption-cases.js';
import { galleryItems, rowsOf } from '../support/fake-discord/driver.js';
import type { Session } from '../../src/kernel/session.js';
import { GAMES } from '../support/games.js';

const TIMER = '<t:2000000000:R>';
const FAIR = {
  current: { seed: 'a'.repeat(64), commitment: 'c0ffee'.repeat(10) + 'beef', publicValue: '1', draws: 3 },
  revealed: { seed: 'b'.repeat(64), commitment: 'fade'.repeat(16), publicValue: '2', draws: 40, round: 1 },
};

const caseOf = (game: string, name: string): CaptionCase => CAPTION_CASES.find((c) => c.game === game && c.name === name)!;
/** What the message says beside the picture, as Discord shows it. */
const captionText = (session: Session): string => visibleText(toV2(tableCaption(GAMES, session)!, { picture: { filename: 't.png', alt: 'a' } }));
const fullText = (session: Session): string => visibleText(toV2(tableMessage(GAMES, session)));

describe('the words beside a table picture (every game, every language)', () => {
  for (const c of CAPTION_CASES) {
    for (const locale of GOLDEN_LOCALES) {
      it(`${c.game} ${c.name} (${locale}): shorter than the text table, same controls, the fairness lines kept, valid for Discord`, () => {
        const session = captionSession(c, locale, { fair: FAIR });
        const caption = tableCaption(GAMES, session)!;
        const full = tableMessage(GAMES, session);
        expect(caption.components).toEqual(full.components);
        expect(caption.allowed_mentions).toEqual(full.allowed_mentions);
        const text = captionText(session);
        expect(text.length).toBeLessThan(fullText(session).length);
        expect(text.length).toBeLessThan(600);
        // The fingerprint (and the last revealed game) are not in the picture: they stay in the words.
        const fair = fairnessLines(GAMES, session, translator(locale));
        expect(fair.length).toBeGreaterThan(0);
        for (const line of fair) expect(text).toContain(line);
        expect(text).not.toContain(FAIR.current.seed);
        const v2 = toV2(caption, { picture: { filename: 't.png', alt: 'a' } });
        expect(messageProblems(v2, { files: ['t.png'] })).toEqual([]);
        // The title is the text table's: a notification reads the same heading.
        expect(text.split('\n')[0]).toBe(full.embeds[0]!.title);
      });
    }
  }

  it('is there only for a game in play or finished: the lobby and a closed table keep their words', () => {
    const c = caseOf('pirate', 'in-play');
    expect(tableCaption(GAMES, captionSession(c, 'en', { phase: 'lobby', state: null }))).toBeNull();
    expect(tableCaption(GAMES, captionSession(c, 'en', { closedBy: 'a' }))).toBeNull();
  });

  it('names computers by their seat names, as the table does', () => {
    const c = caseOf('pirate', 'in-play');
    const session = captionSession(c, 'en');
    const state = session.state as PirateState;
    const computerState = JSON.parse(JSON.stringify(state).replaceAll('"a"', '"c1"')) as PirateState;
    const withComputer = { ...session, state: computerState, players: [{ id: 'c1', name: '🤖 Ada' }, ...session.players.filter((p) => p.id !== 'a')] };
    const text = captionText(withComputer);
    expect(text).toContain('🤖 Ada to bet or challenge.');
    expect(text).not.toContain('<@c1>');
  });
});

describe("each game's essentials: whose turn, what they face, the timer, the last action", () => {
  it("Hold'em: the last move, who acts and what it costs, the timer; not the seats, board or pot (the picture's)", () => {
    const text = captionText(captionSession(caseOf('holdem', 'in-play'), 'en'));
    expect(text).toContain('<@p6> calls 200');
    expect(text).toContain('<@p1> to act: 200 to call.');
    expect(text).toContain(`Turn ends: ${TIMER}`);
    for (const gone of ['Seats', 'Board', 'Pot', 'This hand', '<@p3>']) expect(text).not.toContain(gone);
  });

  it("Hold'em between hands: who won what and when the next hand comes; the cards shown are the picture's", () => {
    const text = captionText(captionSession(caseOf('holdem', 'showdown'), 'en'));
    expect(text).toContain('Pot (60) → <@p3> 60 (Four of a Kind');
    expect(text).toContain(`Next hand: ${TIMER}`);
    expect(text).not.toMatch(/shows/);
    const folds = captionText(captionSession(caseOf('holdem', 'won-by-folds'), 'zh-CN'));
    expect(folds).toContain('<@p4> 赢得 50，其他人都已弃牌。');
  });

  it("Hold'em between hands: the equity lines of an all-in hand stay (the picture does not show them)", () => {
    const session = captionSession(caseOf('holdem', 'showdown'), 'en');
    const state = session.state as HoldemState;
    const last = state.lastHand!;
    const equity = { boards: 990, exact: true, win: last.shown.map((_, i) => (i === 0 ? 900 : 80)), tie: last.shown.map(() => 10) };
    const result = { ...last, runout: { board: last.board.slice(0, 3), equity } };
    const withOdds = { ...session, state: { ...state, lastHand: result } };
    const lines = oddsLines(result, translator('en'));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(captionText(withOdds)).toContain(line);
  });

  it('Pirate Dice: whose turn, the bet they face, the timer; not the cups, the bets of the round or the pile', () => {
    const text = captionText(captionSession(caseOf('pirate', 'in-play'), 'en'));
    expect(text).toContain('<@a> to bet or challenge.');
    expect(text).toContain('Current bet\n<@d>: at least 4 × 6️⃣');
    expect(text).toContain(`Turn ends: ${TIMER}`);
    for (const gone of ['Players', 'Bets this round', 'Lost so far', 'Dice in play', 'Round 1 reveal']) expect(text).not.toContain(gone);
  });

  it('Pirate Dice after a challenge: what was bet, what there was and who lost, without the opened cups', () => {
    const session = captionSession(caseOf('pirate', 'challenge'), 'ko');
    const text = captionText(session);
    expect(text).toContain('1라운드 공개');
    expect(text).toContain('<@d>님이 <@a>님의 베팅(6️⃣ 10개)에 도전: 실제 12개 (빨간 주사위 포함).');
    expect(text).toContain('<@d>: 주사위 2개 잃음');
    expect(text).toContain('<@d>님이 첫 베팅할 차례입니다.');
    // Every cup's line is the picture's.
    const cups = Object.keys((session.state as PirateState).lastReveal!.cups);
    expect(
      fullText(session)
        .split('\n')
        .filter((line) => cups.some((p) => line.startsWith(`<@${p}>`)) && line.includes('1️⃣')),
    ).not.toEqual([]);
    expect(text.split('\n').filter((line) => line.includes('│'))).toEqual([]);
  });

  it('Pirate Dice: the order roll of round 1 stays in the words', () => {
    const text = captionText(captionSession(caseOf('pirate', 'finished'), 'en'));
    expect(text).toContain('🏆 <@b> wins!');
    expect(text).toContain('Roll for turn order');
  });

  it('Yahtzee: the last score, whose roll and which, the timer; not the cards or the dice (the picture and the dice buttons show them)', () => {
    const session = captionSession(caseOf('yahtzee', 'in-play'), 'zh-CN');
    const text = captionText(session);
    expect(text).toContain('<@a> 在“四点”记了 8 分。');
    expect(text).toContain('<@b>：第 2/3 次掷骰。');
    expect(text).toContain(`行动截止：${TIMER}`);
    expect(text).not.toMatch(/[⚀-⚅]/u);
    expect(fullText(session)).toMatch(/[⚀-⚅]/u);
    const finished = captionText(captionSession(caseOf('yahtzee', 'finished'), 'en'));
    expect(finished).toContain('🏆 1. <@b>: 146');
    expect(finished).not.toContain('Upper');
  });

  it('博饼: the last roll and what it won, whose roll it is and the timer; not the dice, the prize board or the winnings', () => {
    const text = captionText(captionSession(caseOf('bobing', 'zhuangyuan-taken'), 'en'));
    expect(text).toContain('<@a> rolled: 🎉 **抢状元!** 状元插金花 (Golden Flowers)');
    expect(text).not.toMatch(/[⚀-⚅🔴]/u);
    expect(fullText(captionSession(caseOf('bobing', 'zhuangyuan-taken'), 'en'))).toMatch(/[⚀-⚅]/u);
    expect(text).toContain('takes the 状元 from <@d>!');
    expect(text).toContain('<@b>, your roll!');
    expect(text).toContain(`Turn ends: ${TIMER}`);
    for (const gone of ['Prizes left', '状元 holders', 'Earlier rolls', 'Winnings']) expect(text).not.toContain(gone);
    expect(captionText(captionSession(caseOf('bobing', 'finished'), 'en'))).toContain('🏆 状元 of the game: <@c>');
  });

  it('掀棋: the last play, whose turn and what to do, the timer; after a game, how it settled', () => {
    const text = captionText(captionSession(caseOf('xianqi', 'in-play'), 'zh-CN'));
    expect(text).toContain('<@b>：⚫士 ⚫士（黑士对）');
    expect(text).toContain('<@c>：压过当前最大组合；压不过就垫 2 张（朝下）。');
    expect(text).toContain(`行动截止：${TIMER}`);
    for (const gone of ['座位', '掀扣关系', '本回合']) expect(text).not.toContain(gone);
    const settled = captionText(captionSession(caseOf('xianqi', 'settled'), 'en'));
    expect(settled).toContain('Settlement, game 1');
    expect(settled).toContain('<@a>: 0 · <@b>: -1 · <@c>: +1');
  });
});

describe('no hidden information beside the picture', () => {
  /** Each game's state with every secret changed: other hole cards and deck, other dice under the cups, other hands and face-down pieces. */
  const otherSecrets: Record<string, (state: any) => unknown> = {
    holdem: (s: HoldemState) => {
      const hand = s.hand;
      if (!hand) return s;
      const players = Object.keys(hand.secret.hole);
      const hole = Object.fromEntries(players.map((p, i) => [p, hand.secret.hole[players[(i + 1) % players.length]!]!]));
      return { ...s, hand: { ...hand, secret: { hole, deck: [...hand.secret.deck].reverse() } } };
    },
    pirate: (s: PirateState) => ({
      ...s,
      secret: { cups: Object.fromEntries(Object.entries(s.secret.cups).map(([p, dice]) => [p, dice.map((d) => (d % 6) + 1)])) },
    }),
    xianqi: (s: XianqiState) => {
      const [a, b, c] = s.seats as [string, string, string];
      return {
        ...s,
        secret: {
          hands: { [a]: s.secret.hands[b]!, [b]: s.secret.hands[c]!, [c]: s.secret.hands[a]! },
          discards: { [a]: s.secret.discards[c] ?? [], [b]: s.secret.discards[a] ?? [], [c]: s.secret.discards[b] ?? [] },
        },
      };
    },
  };

  // The states that hold secrets (between hands, or once a Pirate Dice game is over, nothing is hidden).
  const secretive = ['holdem in-play', 'pirate in-play', 'pirate challenge', 'xianqi in-play', 'xianqi settled'];
  for (const c of CAPTION_CASES.filter((c) => secretive.includes(`${c.game} ${c.name}`))) {
    it(`${c.game} ${c.name}: other secrets give the same words`, () => {
      const session = captionSession(c, 'en');
      const other = otherSecrets[c.game]!(session.state);
      expect(JSON.stringify(GAMES.plugin(session.game).engine.publicView(other))).toBe(
        JSON.stringify(GAMES.plugin(session.game).engine.publicView(session.state)),
      );
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(session.state));
      expect(tableCaption(GAMES, { ...session, state: other })).toEqual(tableCaption(GAMES, session));
    });
  }

  it('the caption hook is given the public view only', () => {
    for (const c of CAPTION_CASES) {
      const { engine, ui } = GAMES.plugin(c.game as Session['game']);
      const seen = vi.spyOn(ui, 'caption');
      const session = captionSession(c, 'en');
      tableCaption(GAMES, session);
      expect(seen).toHaveBeenCalledWith(engine.publicView(session.state), expect.anything());
      expect(JSON.stringify(seen.mock.calls[0]![0])).not.toContain('secret');
      seen.mockRestore();
    }
  });
});

describe('MessagePictures: the short words only beside the picture', () => {
  const log = () => ({ warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger;
  const picture: EncodedPicture = { bytes: Buffer.from('png-bytes'), alt: 'The table', format: 'png', width: 800, height: 400 };
  const session = { ...captionSession(caseOf('pirate', 'in-play'), 'en', { fair: FAIR }), tableMessageId: 'm1' };
  const target = (messageId = 'm1') => ({ messageId, layout: 'v2' as const, caption: () => tableCaption(GAMES, session) });
  const SEATS = 'Players (in turn order)';

  it('uses them with a picture uploaded now and with a picture kept on the message; nothing else goes to Discord', async () => {
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw: async () => picture, cache: new PictureCache(), deadlineMs: 250 });
    const uploaded = (await pictures.table(session, tableMessage(GAMES, session), target())) as V2Message;
    expect(uploaded.files).toHaveLength(1);
    expect(visibleText(uploaded)).toBe(captionText(session));
    expect(visibleText(uploaded)).not.toContain(SEATS);
    expect(rowsOf(uploaded)).toEqual(rowsOf(toV2(tableMessage(GAMES, session))));
    expect(Object.keys(uploaded).sort()).toEqual(['allowed_mentions', 'components', 'files', 'flags', 'keep']);
    const sent = restPayload(uploaded).body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['allowed_mentions', 'attachments', 'components', 'flags']);
    expect(messageProblems(sent, { files: [uploaded.files[0]!.name] })).toEqual([]);

    pictures.remember('m1', uploaded, { attachments: [{ id: '555', filename: uploaded.files[0]!.name }] });
    const kept = (await pictures.table(session, tableMessage(GAMES, session), target())) as V2Message;
    expect(kept.keep).toEqual([{ id: '555' }]);
    expect(visibleText(kept)).toBe(captionText(session));
  });

  it('uses the full words when the picture is left out: failed, late, busy, or a text-only table', async () => {
    const full = visibleText(toV2(tableMessage(GAMES, session)));
    expect(full).toContain(SEATS);
    const failing = new MessagePictures({
      games: GAMES,
      log: log(),
      draw: async () => Promise.reject(new Error('boom')),
      cache: new PictureCache(),
      deadlineMs: 250,
    });
    const failed = (await failing.table(session, tableMessage(GAMES, session), target())) as V2Message;
    expect(galleryItems(failed)).toEqual([]);
    expect(visibleText(failed)).toBe(full);
    const slow = new MessagePictures({
      games: GAMES,
      log: log(),
      draw: () => new Promise((resolve) => setTimeout(() => resolve(picture), 200)),
      cache: new PictureCache(),
      deadlineMs: 20,
    });
    expect(visibleText(await slow.table(session, tableMessage(GAMES, session), target()))).toBe(full);
    const busy = new MessagePictures({
      games: GAMES,
      log: log(),
      draw: async () => Promise.reject(Object.assign(new Error('picture workers busy'), { name: 'PoolBusyError' })),
      cache: new PictureCache(),
      deadlineMs: 250,
    });
    expect(visibleText(await busy.table(session, tableMessage(GAMES, session), target()))).toBe(full);
    const textOnly = { ...session, textOnly: true as const };
    const draw = vi.fn(async () => picture);
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw, cache: new PictureCache(), deadlineMs: 250 });
    const text = (await pictures.table(textOnly, tableMessage(GAMES, textOnly), { ...target(), caption: () => tableCaption(GAMES, textOnly) })) as V2Message;
    expect(galleryItems(text)).toEqual([]);
    expect(visibleText(text)).toBe(visibleText(toV2(tableMessage(GAMES, textOnly))));
    expect(draw).not.toHaveBeenCalled();
  });

  it('keeps the full words beside the picture when no caption is asked for (a record), and a classic message classic and whole', async () => {
    const pictures = new MessagePictures({ games: GAMES, log: log(), draw: async () => picture, cache: new PictureCache(), deadlineMs: 250 });
    const record = (await pictures.table(session, tableMessage(GAMES, session), { messageId: 'm1', layout: 'v2' })) as V2Message;
    expect(record.files).toHaveLength(1);
    expect(visibleText(record)).toContain(SEATS);
    const classic = await pictures.table(session, tableMessage(GAMES, session), { ...target(), layout: 'classic' });
    expect(classic).toEqual(tableMessage(GAMES, session));
  });
});
