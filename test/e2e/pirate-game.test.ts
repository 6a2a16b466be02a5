import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import {
  answerText,
  byId,
  controlOf,
  hasControl,
  isEphemeralAnswer,
  pirateTurn,
  rowsOf,
  settle,
  startPirate,
  users,
  visibleText,
} from '../support/fake-discord/driver.js';
import type { FakeMessage } from '../../src/standin/server.js';
import { expectFingerprint, expectNoLongHexInPublic, verifyThroughButton } from '../support/fair-checks.js';
import { fingerprint } from '../../src/fair/commitment.js';
import { FACE_TEXT } from '../../src/games/pirate/faces.js';

const CH = { game: '910000000000000001', lobby: '910000000000000002', misuse: '910000000000000003', race: '910000000000000004', corrupt: '910000000000000005' };
const world = new World(Object.values(CH));
const fake = world.fake;

beforeAll(() => world.start().then(() => undefined), 30_000);
afterAll(() => world.stop());

const publicBodies = (from = 0) => fake.publicBodies(from);

describe('a 3-player game through slash commands and clicks', () => {
  it('is played to a winner, with dice only ever in private panels', async () => {
    const seats = [users.ann, users.bo, users.chan];
    const table = await startPirate(fake, CH.game, seats);
    expect(visibleText(table)).toContain('Pirate Dice: round 1');
    expect(visibleText(table)).toContain('Roll for turn order');

    const panels: FakeMessage[] = [];
    let roundStartCall = 0;
    let usedSelects = false;
    let cupsChecked = 0;
    for (let step = 0; step < 200 && !visibleText(table).includes('wins!'); step++) {
      const actor = byId(pirateTurn(table)!);
      // Every player still in looks at their dice: none of them may be in any public message of this round.
      for (const seat of seats) {
        if (!hasControl(table, /:panel$/)) break;
        const opened = await fake.click(seat, table, controlOf(table, /:panel$/));
        if (!isEphemeralAnswer(opened)) continue; // out of dice: told so privately
        const panel = opened.messages[0]!;
        panels.push(panel);
        // The panel's title groups the dice by face ("Your dice: 1️⃣×2  4️⃣×3"): spelt out as a row, lowest first.
        const grouped = /: ((?:[1-6]\uFE0F\u20E3×\d+ *)+)$/m.exec(visibleText(panel))?.[1] ?? '';
        const dice = [...grouped.matchAll(/([1-6])\uFE0F\u20E3×(\d+)/g)]
          .flatMap(([, face, n]) => Array<string>(Number(n)).fill(FACE_TEXT[Number(face) - 1]!))
          .join(' ');
        // The last round's reveal is public; when this round's dice happen to equal it, a leak cannot be told apart.
        const lastReveal = (await world.session(CH.game)).state.lastReveal?.cups[seat.id] as number[] | undefined;
        const revealedRow = lastReveal
          ? [...lastReveal]
              .sort((a, b) => a - b)
              .map((d) => FACE_TEXT[d - 1])
              .join(' ')
          : null;
        if (dice && dice.split(' ').length >= 3 && dice !== revealedRow) {
          cupsChecked += 1;
          const leak = publicBodies(roundStartCall).find((b) => b.text.includes(`<@${seat.id}>: ${dice}`));
          expect(leak, `player ${seat.username}'s dice ${dice} in a public body`).toBeUndefined();
        }
      }
      const panelOfActor = panels.filter((p) => p.visibleTo === actor.id).at(-1)!;
      const bettable = hasControl(panelOfActor, /:g:min:/);
      if (!hasControl(table, /:g:chal$/) && bettable) {
        if (!usedSelects) {
          // Any bet in two choices: pick a face, then a count, which places the bet.
          usedSelects = true;
          const face = await fake.click(actor, panelOfActor, controlOf(panelOfActor, /:g:face$/), ['3']);
          expect(face.callback?.type).toBe(7);
          const menu = rowsOf(panelOfActor)
            .flatMap((row: any) => row.components)
            .find((c: any) => c.type === 3 && /:g:count:3$/.test(c.custom_id));
          // One more than the smallest: a bet the one-tap buttons do not offer.
          const count = menu.options[1]?.value ?? menu.options[0].value;
          const bet = await fake.click(actor, panelOfActor, menu.custom_id, [count]);
          expect(answerText(bet)).toMatch(/Bet placed|已叫|베팅했습니다/);
        } else {
          await fake.click(actor, panelOfActor, controlOf(panelOfActor, /:g:min:/));
        }
      } else {
        const challenge = await fake.click(actor, table, controlOf(table, /:g:chal$/));
        expect(challenge.callback?.type).toBe(7);
        expect(visibleText(table)).toMatch(/challenged|reveal/);
      }
      await settle(fake);
      if (hasControl(table, /:g:chal$/) === false) roundStartCall = fake.calls.length;
    }

    // The panels' dice were read, so the search above could have found a leak.
    expect(cupsChecked).toBeGreaterThan(0);
    const final = visibleText(table);
    expect(final).toContain('Pirate Dice: game over');
    expect(final).toMatch(/<@\d+> wins!/);
    expect(hasControl(table, /:again$/)).toBe(true);

    // The Game log: the whole move list, privately; cups only as a challenge revealed them.
    const log = await fake.click(users.ann, table, controlOf(table, /^h1:game:/));
    expect(isEphemeralAnswer(log)).toBe(true);
    await settle(fake);
    const logText = log.messages.map(visibleText).join('\n');
    expect(logText).toContain('Game log');
    expect(logText).toMatch(/New round: everyone rolls in secret; <@\d+> opens\./);
    expect(logText).toMatch(/<@\d+> bets at least \d+ × [1-6]\uFE0F\u20E3/);
    expect(logText).toMatch(/<@\d+> challenges <@\d+>'s \d+ × [1-6]\uFE0F\u20E3: there were \d+\. Cups: <@\d+> [1-6]\uFE0F\u20E3/);
    expect(logText).toMatch(/🏆 <@\d+> wins/);
    const rounds = (logText.match(/New round/g) ?? []).length;
    expect((logText.match(/ challenges /g) ?? []).length).toBe(rounds);

    // Private panels were always ephemeral; public bodies never pinged anyone but the player to act.
    expect(panels.length).toBeGreaterThan(6);
    for (const panel of panels) expect(panel.flags & 64).toBe(64);
    for (const b of publicBodies()) {
      expect(b.body.allowed_mentions?.parse ?? []).toEqual([]);
      expect((b.body.allowed_mentions?.users ?? []).length).toBeLessThanOrEqual(1);
      expect(b.text).not.toContain('Your dice');
    }
    const pings = fake.channelMessages(CH.game).filter((m) => /your turn|轮到你了|차례입니다/.test(m.content));
    expect(pings.length).toBeLessThanOrEqual(1); // each ping is removed when the next is sent
    expect(fake.violations).toEqual([]);
    // No log line carries a cup: the bot logs ids and outcomes only.
    for (const line of world.bot.lines) expect(line).not.toMatch(/"cups"|"secret"|\uFE0F\u20E3|\\ufe0f\\u20e3/i);

    // Fair draws: the seed's hash was on the table from the lobby on, by its first 12 digits; no public
    // message carries a 64-digit value; 🔐 Verify shows hash, seed, public value and command privately.
    const revealed = (await world.session(CH.game))!.fair!.revealed!;
    expect(publicBodies().some((b) => b.text.includes(fingerprint(revealed.commitment)))).toBe(true);
    expect(expectNoLongHexInPublic(fake)).toBeGreaterThan(10);
    expectFingerprint(final, revealed.commitment);
    await verifyThroughButton(fake, users.bo, table, revealed);
    for (const line of world.bot.lines) expect(line).not.toContain(revealed.seed);
    // The move list keeps the seed and its command too.
    expect(logText).toContain(`npm run verify -- pirate ${revealed.seed} ${revealed.publicValue} ${revealed.draws} ${revealed.commitment}`);
  }, 120_000);
});

describe('the lobby', () => {
  it('seats players once, lets only the host start, and refuses a second table in the channel', async () => {
    const opened = await fake.slash(users.ann, CH.lobby, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 4, name: 'turn_seconds', value: 30 }] }]);
    const table = opened.messages[0]!;
    expect(visibleText(table)).toContain('Turn timer: 30 s');

    const early = await fake.click(users.ann, table, controlOf(table, /:start$/));
    expect(isEphemeralAnswer(early)).toBe(true);
    expect(answerText(early)).toContain('needs at least 2 players');

    await fake.click(users.bo, table, controlOf(table, /:join$/));
    const twice = await fake.click(users.bo, table, controlOf(table, /:join$/));
    expect(answerText(twice)).toContain('你已经在这张桌上有座位了'); // bo reads Chinese
    const notHost = await fake.click(users.bo, table, controlOf(table, /:start$/));
    expect(answerText(notHost)).toContain('只有房主');

    const second = await fake.slash(users.chan, CH.lobby, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    expect(isEphemeralAnswer(second)).toBe(true);
    expect(answerText(second)).toContain(`https://discord.com/channels/900000000000000001/${CH.lobby}/${table.id}`);

    const left = await fake.click(users.ann, table, controlOf(table, /:leave$/));
    expect(left.callback?.type).toBe(7);
    expect(visibleText(table)).toContain('<@100000000000000002> (host)');

    const closed = await fake.click(users.bo, table, controlOf(table, /:cancel$/));
    expect(closed.callback?.type).toBe(7);
    expect(visibleText(table)).toContain('closed by <@100000000000000002>');
    expect(fake.violations).toEqual([]);
  });

  it('refuses garbage options with a clear private answer and opens nothing', async () => {
    const forged = await fake.slash(users.dave, CH.lobby, 'play', [{ type: 1, name: 'pirate-dice', options: [{ type: 4, name: 'turn_seconds', value: 3 }] }]);
    expect(isEphemeralAnswer(forged)).toBe(true);
    expect(answerText(forged)).toBe('turn_seconds must be a whole number of seconds from 15 to 600.');
    const unknown = await fake.slash(users.dave, CH.lobby, 'play', [{ type: 1, name: 'chess', options: [] }]);
    expect(answerText(unknown)).toContain('This command is out of date');
    expect(await world.session(CH.lobby)).toMatchObject({ closedBy: users.bo.id });
  });

  it("answers /rules privately in the reader's language", async () => {
    const r = await fake.slash(users.chan, CH.lobby, 'rules', [{ type: 3, name: 'game', value: 'pirate' }]);
    expect(isEphemeralAnswer(r)).toBe(true);
    expect(answerText(r)).toContain('빨간 주사위');
  });

  it("explains the fair draws with /rules fair, in the reader's language", async () => {
    const r = await fake.slash(users.chan, CH.lobby, 'rules', [{ type: 3, name: 'game', value: 'fair' }]);
    expect(isEphemeralAnswer(r)).toBe(true);
    expect(answerText(r)).toContain('검증 가능한 공정 추첨');
    expect(answerText(r)).toContain('npm run verify --');
    // What a player can check: the hash, that the public value is a Discord id made after it, the timer's message id.
    expect(answerText(r)).toContain('앞 12자리');
    expect(answerText(r)).toContain('메시지 ID 복사');
    expect(answerText(r)).not.toContain('timer-');
  });
});

describe('bad input changes nothing and gets a clear private answer', () => {
  let table: FakeMessage;
  beforeAll(async () => {
    table = await startPirate(fake, CH.misuse, [users.ann, users.bo, users.chan]);
  });

  async function unchanged<T>(action: () => Promise<T>): Promise<T> {
    const before = await world.session(CH.misuse);
    const result = await action();
    await settle(fake);
    expect(await world.session(CH.misuse)).toEqual(before);
    return result;
  }

  it('a non-player, a player out of turn, a stale button and a malformed custom_id', async () => {
    const actor = byId(pirateTurn(table)!);
    const opened = await fake.click(actor, table, controlOf(table, /:panel$/));
    const panel = opened.messages[0]!;
    await fake.click(actor, panel, controlOf(panel, /:g:min:/));
    await settle(fake);
    const snapshot = structuredClone(table);
    const challengeId = controlOf(table, /:g:chal$/);

    const stranger = await unchanged(() => fake.click(users.dave, table, challengeId));
    expect(isEphemeralAnswer(stranger)).toBe(true);
    expect(answerText(stranger)).toContain('You are not playing at this table');

    const next = byId(pirateTurn(table)!);
    const other = [users.ann, users.bo, users.chan].find((u) => u.id !== next.id && u.id !== actor.id)!;
    const outOfTurn = await unchanged(() => fake.click(other, table, challengeId));
    expect(isEphemeralAnswer(outOfTurn)).toBe(true);
    expect(answerText(outOfTurn)).toMatch(/not your turn|还没轮到你|차례가 아닙니다/);

    // The next player bets; the old challenge button (an earlier version) is now stale.
    const nextPanel = (await fake.click(next, table, controlOf(table, /:panel$/))).messages[0]!;
    await fake.click(next, nextPanel, controlOf(nextPanel, /:g:min:/));
    await settle(fake);
    const third = byId(pirateTurn(table)!);
    const stale = await unchanged(() => fake.click(third, snapshot, challengeId));
    expect(isEphemeralAnswer(stale)).toBe(true);
    expect(answerText(stale)).toMatch(/earlier point|已经过时|지난 시점/);

    const forged = await unchanged(() => fake.click(third, table, 'p1:zzzz:1:explode'));
    expect(answerText(forged)).toMatch(/not one Parlor recognises|无法识别|알 수 없는/);
    const garbage = await unchanged(() => fake.click(third, table, 'definitely not ours'));
    expect(isEphemeralAnswer(garbage)).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it('an invalid bet: lower than the current one, more dice than exist, or forged out of range', async () => {
    const actor = byId(pirateTurn(table)!);
    const session = await world.session(CH.misuse);
    const prefix = `p1:${session.id}:${session.stateVersion.toString(36)}:g:bet`;
    const panel = (await fake.click(actor, table, controlOf(table, /:panel$/))).messages[0]!;

    const low = await unchanged(() => fake.click(actor, panel, `${prefix}:1:1`));
    expect(isEphemeralAnswer(low)).toBe(true);
    expect(answerText(low)).toMatch(/not higher|叫得不够大|더 높은 베팅이 아닙니다/);

    const high = await unchanged(() => fake.click(actor, panel, `${prefix}:6:40`));
    expect(answerText(high)).toMatch(/31|最多只能叫 31|31개/);

    const absurd = await unchanged(() => fake.click(actor, panel, `${prefix}:9:999`));
    expect(isEphemeralAnswer(absurd)).toBe(true);
  });

  it('/table posts the table again and the old message stops taking clicks', async () => {
    const repost = await fake.slash(users.dave, CH.misuse, 'table');
    const fresh = repost.messages[0]!;
    expect(fresh.flags & 64).toBe(0);
    await settle(fake);
    expect(visibleText(table)).toContain('continues in a newer message');
    expect(rowsOf(table)).toEqual([]);
    const actor = byId(pirateTurn(fresh)!);
    const oldPanelButton = (await world.session(CH.misuse)) && controlOf(fresh, /:panel$/);
    const opened = await fake.click(actor, fresh, oldPanelButton);
    expect(isEphemeralAnswer(opened)).toBe(true);
  });
});

describe('concurrency', () => {
  it('two simultaneous clicks from the same moment: exactly one applies', async () => {
    const table = await startPirate(fake, CH.race, [users.ann, users.bo]);
    const actor = byId(pirateTurn(table)!);
    const panel = (await fake.click(actor, table, controlOf(table, /:panel$/))).messages[0]!;
    const before = await world.session(CH.race);
    const prefix = `p1:${before.id}:${before.stateVersion.toString(36)}:g:bet`;
    const panelCopy = structuredClone(panel);
    const [a, b] = await Promise.all([fake.click(actor, panel, `${prefix}:4:2`), fake.click(actor, panelCopy, `${prefix}:5:2`)]);
    await settle(fake);
    const after = await world.session(CH.race);
    expect(after.state.history).toHaveLength(1);
    expect(after.stateVersion).toBe(before.stateVersion + 1);
    const texts = [answerText(a), answerText(b)];
    expect(texts.filter((t) => /Bet placed|已叫|베팅했습니다/.test(t))).toHaveLength(1);
    // The other is answered apart (the panel keeps showing the bet): "that click came after your panel had moved on".
    expect(texts.filter((t) => /moved on|面板已经更新|패널이 이미 바뀐/.test(t))).toHaveLength(1);
    expect([a, b].filter((r) => isEphemeralAnswer(r))).toHaveLength(1);

    // Leaving mid-game: the game goes on without the leaver; here that leaves one player, who wins.
    const left = await fake.slash(users.bo, CH.race, 'leave');
    expect(answerText(left)).toContain('你已退出这局游戏');
    await settle(fake);
    expect(visibleText(table)).toContain(`<@${users.ann.id}> wins!`);
    expect(visibleText(table)).toContain('left; their dice went to the centre');
  });
});

describe('a damaged stored table', () => {
  it('is refused with a reference, left as it is, and can be cleared by a moderator', async () => {
    const table = await startPirate(fake, CH.corrupt, [users.ann, users.bo]);
    const key = await world.tableKey(CH.corrupt);
    const raw = await world.session(CH.corrupt);
    raw.state.dice = 'lots';
    await world.overwrite(CH.corrupt, JSON.stringify(raw));
    const damaged = await world.redis.hgetBuffer(key, 'json');

    const actor = byId(pirateTurn(table)!);
    const click = await fake.click(actor, table, controlOf(table, /:panel$/));
    expect(isEphemeralAnswer(click)).toBe(true);
    expect(answerText(click)).toMatch(new RegExp(`(Reference|编号|참조)[:：] ?${click.id}`));
    expect(await world.redis.hgetBuffer(key, 'json')).toEqual(damaged);
    await world.bot.waitForLog((l) => l.interactionId === click.id && l.level === 50, 'the failure log line');

    const notMod = await fake.slash(users.dave, CH.corrupt, 'end');
    expect(answerText(notMod)).toContain('Only the host or a member with Manage Messages');
    const cleared = await fake.slash(users.mod, CH.corrupt, 'end');
    expect(answerText(cleared)).toContain('Table closed');
    const closed = await world.session(CH.corrupt);
    expect(closed).toMatchObject({ phase: 'finished', closedBy: users.mod.id, deadline: null });
    await settle(fake);
    expect(visibleText(table)).toContain(`closed by <@${users.mod.id}>`);

    // A record too damaged to read at all: a moderator can still clear it, and the channel is free again.
    const next = await startPirate(fake, CH.corrupt, [users.ann, users.bo]);
    await world.overwrite(CH.corrupt, '{"half a record');
    const refused = await fake.click(users.ann, next, controlOf(next, /:panel$/));
    expect(answerText(refused)).toContain(`Reference: ${refused.id}`);
    const purged = await fake.slash(users.mod, CH.corrupt, 'end');
    expect(answerText(purged)).toContain('Table closed');
    expect(await world.session(CH.corrupt)).toBeNull();
    const reopened = await fake.slash(users.ann, CH.corrupt, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    // A public table again (not ephemeral), in Components V2.
    expect(reopened.messages[0]?.flags).toBe(1 << 15);
  });
});
