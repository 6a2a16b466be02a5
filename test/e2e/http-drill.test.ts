import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { turnOf } from '../support/computer-e2e.js';
import { controlOf, rowsOf, settle, users } from '../support/fake-discord/driver.js';
import type { FakeMessage, FakeUser, InteractionRecord } from '../../src/standin/server.js';

// The drill of issue 31: two stateless HTTP workers behind the stand-in's balancer, one Redis, no
// gateway and no shards. A Yahtzee game of two people and a computer; one worker is killed with
// SIGKILL in the middle of a turn; the other answers every later click, no move is lost or applied
// twice (the stored cards and the move list agree with the clicks), and the turn timer and the
// computer's moves keep running on the worker left.
const CH = '964000000000000001';
const world = new World([CH], { COMPUTER_PAUSE_MS: '0' }, { http: { workers: 2 } });
const fake = world.fake;
beforeAll(() => world.start().then(() => undefined), 90_000);
afterAll(() => world.stop());

const humans = [users.ann, users.chan];
const clicks: Array<{ player: string; verb: 'roll' | 'score'; record: InteractionRecord }> = [];

/** The player's turn: waits for it, rolls, and scores the first box offered. */
async function playTurn(table: FakeMessage, player: FakeUser, between?: () => Promise<void>): Promise<void> {
  await turnOf(world, CH, player.id, table);
  clicks.push({ player: player.id, verb: 'roll', record: await fake.click(player, table, controlOf(table, /:g:roll$/)) });
  await between?.();
  const select = rowsOf(table).find((row: any) => /:g:score$/.test(row.components[0].custom_id ?? '')).components[0];
  clicks.push({ player: player.id, verb: 'score', record: await fake.click(player, table, select.custom_id, [select.options[0].value]) });
}

const boxes = (session: any, player: string) => Object.keys(session.state.cards[player]).length;
const firings = () => world.bots.flatMap((bot) => bot.logs.filter((l) => l.msg === 'turn timer fired' && l.channelId === CH));

describe('two HTTP workers, one killed mid-game', () => {
  it('the other answers every later click; no move lost or applied twice; the timer and the computer keep running', async () => {
    const [w0, w1] = world.workers;
    const opened = await fake.slash(users.ann, CH, 'play', [
      {
        type: 1,
        name: 'yahtzee',
        options: [
          { type: 4, name: 'computers', value: 1 },
          { type: 4, name: 'turn_seconds', value: 15 },
        ],
      },
    ]);
    const table = opened.messages[0]!;
    await settle(fake);
    await fake.click(users.chan, table, controlOf(table, /:join$/));
    await fake.click(users.ann, table, controlOf(table, /:start$/));
    await settle(fake);
    const computer = (await world.session(CH)).players.map((p: { id: string }) => p.id).find((id: string) => !humans.some((h) => h.id === id))!;
    expect(computer).toBeDefined();

    // Two rounds on both workers: the balancer takes turns.
    for (let round = 0; round < 2; round++) for (const player of humans) await playTurn(table, player);
    expect(new Set(clicks.map((c) => world.workerOf(c.record)))).toEqual(new Set([0, 1]));

    // Round 3: Ann rolls, worker 1 dies the hard way, Ann scores: her turn goes on on worker 0.
    const beforeKill = clicks.length;
    let computerAtKill = 0;
    await playTurn(table, users.ann, async () => {
      await w1!.bot.kill('SIGKILL');
      computerAtKill = boxes(await world.session(CH), computer);
    });
    await playTurn(table, users.chan);
    for (const player of humans) await playTurn(table, player);
    const afterKill = clicks.slice(beforeKill + 1);
    expect(afterKill.map((c) => world.workerOf(c.record))).toEqual(afterKill.map(() => 0));
    expect(afterKill.every((c) => c.record.callback?.type === 7)).toBe(true);
    // Worker 1's turns were skipped (refused connections), never failed.
    expect(fake.httpDeliveries.filter((d) => d.skipped.includes(w1!.url)).length).toBeGreaterThan(0);
    expect(fake.httpDeliveries.filter((d) => d.failure)).toEqual([]);

    // Round 5: Ann plays, Chan does not: the turn timer fires once, on worker 0, and the game goes on.
    await playTurn(table, users.ann);
    await turnOf(world, CH, users.chan.id, table);
    expect(firings()).toEqual([]);
    await fake.waitFor(() => firings().length > 0, 'the turn timer to fire', 25_000);
    await turnOf(world, CH, users.ann.id, table);
    expect(firings()).toHaveLength(1);
    expect(w0!.bot.logs.filter((l) => l.msg === 'turn timer fired' && l.channelId === CH)).toHaveLength(1);
    await playTurn(table, users.ann);
    await settle(fake);

    // What is stored agrees with the clicks, each applied once: every score click filled one box, the
    // timeout one more; every roll of Ann's is in the move list once; the list's versions never repeat.
    const session = await world.session(CH);
    expect(session.state.timeouts[users.chan.id]).toBe(1);
    const scored = (id: string) => clicks.filter((c) => c.player === id && c.verb === 'score').length;
    expect(boxes(session, users.ann.id)).toBe(scored(users.ann.id));
    expect(boxes(session, users.chan.id)).toBe(scored(users.chan.id) + 1);
    expect(boxes(session, computer)).toBeGreaterThan(computerAtKill);
    const moves = await world.moveList(CH);
    const versions = moves.map((m) => m.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    const lines = moves.flatMap((m) => m.lines);
    const linesOf = (type: string, id: string) => lines.filter((l) => l.type === type && l.player === id).length;
    expect(linesOf('yahtzee-rolled', users.ann.id)).toBe(clicks.filter((c) => c.player === users.ann.id && c.verb === 'roll').length);
    for (const id of [users.ann.id, users.chan.id, computer]) expect(linesOf('yahtzee-scored', id)).toBe(boxes(session, id));

    // Worker 1 back on its port takes its turns again.
    await world.startWorker(1);
    await playTurn(table, users.chan);
    await playTurn(table, users.ann);
    expect(new Set(clicks.slice(-4).map((c) => world.workerOf(c.record)))).toEqual(new Set([0, 1]));
    expect(fake.lateAnswers).toEqual([]);
    expect(fake.violations).toEqual([]);
  }, 180_000);
});
