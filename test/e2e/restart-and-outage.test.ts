import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from '../support/world.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { REDIS_HOST, REDIS_PORT } from '../support/redis.js';
import { answerText, byId, controlOf, isEphemeralAnswer, pirateTurn, settle, startPirate, users, visibleText } from '../support/fake-discord/driver.js';

describe('a restart mid-game', () => {
  const CH = '920000000000000001';
  const world = new World([CH]);
  beforeAll(() => world.start().then(() => undefined), 30_000);
  afterAll(() => world.stop());

  it('loses nothing: a timer that fell due while the bot was down fires exactly once, and play goes on', async () => {
    const { fake } = world;
    const table = await startPirate(fake, CH, [users.ann, users.bo, users.chan], [{ type: 4, name: 'turn_seconds', value: 15 }]);
    const first = byId(pirateTurn(table)!);
    const panel = (await fake.click(first, table, controlOf(table, /:panel$/))).messages[0]!;
    await fake.click(first, panel, controlOf(panel, /:g:min:/));
    await settle(fake);
    const waiting = byId(pirateTurn(table)!);
    const before = await world.session(CH);
    expect(before.state.turn).toBe(waiting.id);

    await world.bot.kill('SIGKILL');
    await fake.waitFor(() => fake.connections === 0, 'the gateway to notice the dead bot');
    const due = before.deadline as number;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now()) + 300));

    // Two processes come up at once: both sweep the same due timer.
    const [a, b] = await Promise.all([world.startBot(), world.startBot()]);
    await fake.waitFor(() => [...a.logs, ...b.logs].some((l) => l.msg === 'turn timer fired'), 'the due timer to fire');
    await settle(fake, 500);
    const firings = [...a.logs, ...b.logs].filter((l) => l.msg === 'turn timer fired');
    expect(firings).toHaveLength(1);

    const after = await world.session(CH);
    expect(after.state.history).toHaveLength(2);
    expect(after.state.history[1]).toMatchObject({ player: waiting.id });
    expect(after.state.timeouts[waiting.id]).toBe(1);
    expect(after.state.turn).not.toBe(waiting.id);
    expect(visibleText(table)).toMatch(/ran out of time/);
    const ping = fake
      .channelMessages(CH)
      .filter((m) => /your turn|轮到你了|차례입니다/.test(m.content))
      .at(-1)!;
    expect(ping.allowed_mentions).toEqual({ parse: [], users: [after.state.turn] });

    // Play continues on the table message from before the restart.
    const next = byId(after.state.turn);
    const challenge = await fake.click(next, table, controlOf(table, /:g:chal$/));
    expect(challenge.callback?.type).toBe(7);
    expect(visibleText(table)).toContain('Round 1 reveal');
    expect(fake.violations).toEqual([]);
  }, 60_000);
});

describe('Redis going away', () => {
  const CH = '920000000000000002';
  const proxy = new TcpProxy(REDIS_PORT, REDIS_HOST);
  let world: World;
  beforeAll(async () => {
    await proxy.start();
    world = new World([CH], { REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    await world.start();
  }, 30_000);
  afterAll(async () => {
    await world.stop();
    await proxy.stop();
  });

  it('gets a clear private answer with a reference, changes nothing, and works again when Redis is back', async () => {
    const { fake } = world;
    const opened = await fake.slash(users.ann, CH, 'play', [{ type: 1, name: 'pirate-dice', options: [] }]);
    const table = opened.messages[0]!;
    await settle(fake);
    const before = await world.session(CH);

    proxy.cut();
    const refused = await fake.click(users.chan, table, controlOf(table, /:join$/));
    expect(isEphemeralAnswer(refused)).toBe(true);
    expect(answerText(refused)).toMatch(new RegExp(`저장소에 연결할 수 없습니다.*오류 코드: ${refused.id}`));
    const logged = await world.bot.waitForLog((l) => l.interactionId === refused.id && l.level === 50, 'the failure');
    expect(logged.err.type).toBe('StoreUnavailableError');

    const command = await fake.slash(users.bo, CH, 'hand');
    expect(answerText(command)).toMatch(/暂时无法连接存储/);

    await proxy.restore();
    expect(await world.session(CH)).toEqual(before);
    let ok = false;
    for (let attempt = 0; attempt < 30 && !ok; attempt++) {
      await new Promise((r) => setTimeout(r, 200));
      const retry = await fake.click(users.chan, table, controlOf(table, /:join$/));
      ok = retry.callback?.type === 7;
    }
    expect(ok).toBe(true);
    expect((await world.session(CH)).players.map((p: { id: string }) => p.id)).toEqual([users.ann.id, users.chan.id]);
  }, 40_000);
});
