import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { PanelKeeper } from '../../src/discord/panel-keeper.js';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import type { Session } from '../../src/kernel/session.js';
import type { MessageBody } from '../../src/kernel/views.js';
import { rngFromSeed } from '../../src/rng-script.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const [A, B, C] = ['100000000000000001', '100000000000000002', '100000000000000003'];
const MINUTE = 60_000;
const flush = () => new Promise((r) => setImmediate(r));

/** A three-player Pirate Dice table moved on by its players' smallest bets. */
function table() {
  const rng = rngFromSeed(3);
  let state: PirateState = pirateDice.setup([A, B, C], { onesWild: true }, rng);
  let session: Session = sampleSession({
    game: 'pirate',
    phase: 'playing',
    players: [A, B, C].map((id, i) => ({ id, name: ['Ann', 'Bo', 'Chan'][i]! })),
    state,
    turnToken: pirateDice.turnToken(state),
    tableMessageId: '7000',
  });
  return {
    get session() {
      return session;
    },
    get turn() {
      return pirateDice.actors(state)[0]!;
    },
    /** The player to act makes the smallest bet there is. */
    bet(): Session {
      const player = pirateDice.actors(state)[0]!;
      const view = pirateDice.playerView(state, player);
      const bet = view.minBet ?? { face: 2, count: 1 };
      const r = pirateDice.apply(state, player, { type: 'bet', face: bet.face, count: bet.count }, rng);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
      session = { ...session, state, turnToken: pirateDice.turnToken(state), version: session.version + 1, stateVersion: session.stateVersion + 1 };
      return session;
    },
  };
}

function keeperWith(now: { at: number }) {
  const edits: Array<{ token: string; body: MessageBody }> = [];
  const removed: string[] = [];
  const keeper = new PanelKeeper({
    games: GAMES,
    edit: async (_app, token, _message, body) => void edits.push({ token, body: body as MessageBody }),
    remove: async (_app, token) => void removed.push(token),
    log: pino({ level: 'silent' }),
    now: () => now.at,
    sweepEveryMs: 0,
  });
  return { keeper, edits, removed };
}

const drawing = (session: Session, userId: string, token: string, messageId: string, locale: 'en' | 'ko' | 'zh-CN' = 'en') => ({
  channelId: session.channelId,
  userId,
  locale,
  applicationId: 'app',
  token,
  message: '@original',
  messageId,
});
const text = (body: MessageBody) => [body.content ?? '', ...body.embeds.map((e) => `${e.title ?? ''}\n${e.description ?? ''}`)].join('\n');

describe('one live panel per player and table', () => {
  it('a new panel of the same table deletes the previous one through its token; a click on the kept one does not', async () => {
    const now = { at: 1_000_000 };
    const { keeper, removed } = keeperWith(now);
    const t = table();
    keeper.drawn(drawing(t.session, A, 'first', 'm1'), t.session);
    // A click on the same panel (a new token for the same message): nothing deleted.
    keeper.drawn(drawing(t.session, A, 'click', 'm1'), t.session);
    await flush();
    expect(removed).toEqual([]);
    // "My dice" again: a new message; the kept one goes, through the token that last drew it.
    keeper.drawn(drawing(t.session, A, 'again', 'm2'), t.session);
    await flush();
    expect(removed).toEqual(['click']);
    expect(keeper.size).toBe(1);
    // Another player's panel is theirs: nothing of A's is touched.
    keeper.drawn(drawing(t.session, B, 'bo', 'm3'), t.session);
    await flush();
    expect(removed).toEqual(['click']);
    // A panel whose token is spent cannot be deleted: it is not tried.
    now.at += 15 * MINUTE;
    keeper.drawn(drawing(t.session, A, 'late', 'm4'), t.session);
    await flush();
    expect(removed).toEqual(['click']);
  });

  it('Pirate Dice: a waiting panel follows the turn (never "Waiting for" a player whose turn is over), and its own turn', async () => {
    const now = { at: 1_000_000 };
    const { keeper, edits } = keeperWith(now);
    const t = table();
    const first = t.turn;
    const watchers = [A, B, C];
    for (const id of watchers) keeper.drawn(drawing(t.session, id, `tok-${id}`, `m-${id}`), t.session);
    for (let move = 0; move < 4; move++) {
      edits.length = 0;
      const before = t.turn;
      keeper.changed(t.bet());
      await flush();
      const turn = t.turn;
      expect(turn).not.toBe(before);
      for (const id of watchers) {
        const mine = edits.filter((e) => e.token === `tok-${id}`).at(-1);
        // Every panel changed: the bet to beat, whose turn it is.
        expect(mine, `panel of ${id} after move ${move}`).toBeDefined();
        const words = text(mine!.body);
        if (id === turn) expect(words).toContain('Your turn');
        else expect(words).toContain(`Waiting for <@${turn}>`);
        expect(words).not.toContain(`Waiting for <@${before}>`);
      }
    }
    expect(t.turn).not.toBe(first);
  });

  it('a panel near the end of its token shrinks to one line in its reader’s language, while it still can; one whose player left too', async () => {
    const now = { at: 1_000_000 };
    const { keeper, edits } = keeperWith(now);
    const t = table();
    keeper.drawn(drawing(t.session, A, 'ann', 'm1'), t.session);
    keeper.drawn(drawing(t.session, C, 'chan', 'm2', 'ko'), t.session);
    keeper.sweep();
    await flush();
    expect(edits).toEqual([]);
    now.at += 13 * MINUTE + 1;
    keeper.sweep();
    await flush();
    expect(edits.map((e) => [e.token, e.body.content, e.body.components.length])).toEqual([
      ['ann', 'This panel is closed: press “My dice” on the table for a new one.', 0],
      ['chan', '이 패널은 닫혔습니다. 새 패널은 테이블의 “내 주사위” 버튼으로 여세요.', 0],
    ]);
    expect(keeper.size).toBe(0);
    // A player who left the table: their panel says so at the next change.
    edits.length = 0;
    keeper.drawn(drawing(t.session, B, 'bo', 'm3', 'zh-CN'), t.session);
    const left = { ...t.session, players: t.session.players.filter((p) => p.id !== B), version: t.session.version + 1 };
    keeper.changed(left);
    await flush();
    expect(edits.map((e) => e.body.content)).toEqual(['此面板已关闭：在牌桌上点“我的骰子”打开新的面板。']);
  });
});
