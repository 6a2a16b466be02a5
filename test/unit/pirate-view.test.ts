import { describe, expect, it } from 'vitest';
import { pirateDice } from '../../src/games/pirate/rules.js';
import type { PirateState } from '../../src/games/pirate/actions.js';
import { tableMessage } from '../../src/views/table.js';
import { panelMessage } from '../../src/views/panel.js';
import type { Session } from '../../src/kernel/session.js';
import { ScriptedRng } from '../support/scripted-rng.js';
import { sampleSession } from '../support/sessions.js';
import { expectValidMessage } from '../support/builders.js';
import { GAMES } from '../support/games.js';

const [A, B] = ['100000000000000001', '100000000000000002'];

/** A two-player table where A holds `mine`, B holds `theirs`, and B has bet on 4s. */
function table(mine: number[], theirs: number[], onesWild = true): PirateState {
  const base = pirateDice.setup([A, B], { onesWild }, new ScriptedRng(Array.from({ length: 200 }, (_, i) => i % 6)));
  return {
    ...base,
    seats: [A, B],
    dice: { [A]: mine.length, [B]: theirs.length },
    turn: A,
    bet: { player: B, face: 4, count: 3 },
    history: [{ player: B, face: 4, count: 3 }],
    secret: { cups: { [A]: mine, [B]: theirs } },
  };
}
const session = (state: PirateState, locale: Session['locale'] = 'en') =>
  sampleSession({ phase: 'playing', players: [A, B].map((id, i) => ({ id, name: `P${i}` })), state, deadline: 2_000_000_000_000, locale });

describe('Pirate Dice panel', () => {
  it('groups your dice by face with their counts, and says how many of them count for the current bet', () => {
    const s = table([6, 1, 4, 1, 4, 1], [2, 3, 5]);
    const panel = panelMessage(GAMES, session(s), A, 'en');
    expectValidMessage(panel);
    const embed = panel.embeds[0] as { title: string; description: string };
    expect(embed.title).toBe('Your dice: 1️⃣×3  4️⃣×2  6️⃣×1');
    expect(embed.description).toContain(`Current bet: <@${B}>, at least 3 × 4️⃣`);
    expect(embed.description).toContain('Your dice that count for 4️⃣: 5'); // two 4s and three wild 1s
    const notWild = panelMessage(GAMES, session(table([6, 1, 4, 1, 4, 1], [2, 3, 5], false)), A, 'en');
    expect((notWild.embeds[0] as { description: string }).description).toContain('Your dice that count for 4️⃣: 2');
  });

  it("punctuates its lines in the reader's language", () => {
    const zh = panelMessage(GAMES, session(table([6, 1, 4], [2, 3, 5])), A, 'zh-CN');
    const embed = zh.embeds[0] as { title: string; description: string };
    expect(embed.title).toBe('你的骰子：1️⃣×1  4️⃣×1  6️⃣×1');
    expect(embed.description).toContain(`当前叫点：<@${B}> 叫 3 个 4️⃣`);
    expect(JSON.stringify(zh)).not.toMatch(/[\p{Script=Han}>]: /u);
    const ko = JSON.stringify(panelMessage(GAMES, session(table([6, 1, 4], [2, 3, 5])), A, 'ko'));
    expect(ko).toContain(`현재 베팅: <@${B}>님, 4️⃣ 3개 이상`);
    expect(ko).not.toMatch(/이\(가\)|을\(를\)/);
  });
});

describe('Pirate Dice reveal', () => {
  it('says in words which dice counted for the challenged bet, with how many each cup gave', () => {
    let s = table([4, 4, 1, 6], [2, 3, 4]);
    const r = pirateDice.apply(s, A, { type: 'challenge' }, new ScriptedRng(Array.from({ length: 200 }, () => 0)));
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    const text = JSON.stringify(tableMessage(GAMES, session(s)));
    expect(text).toContain(`<@${A}>: 1️⃣ 4️⃣ 4️⃣ counted (3), not 6️⃣`);
    expect(text).toContain(`<@${B}>: 4️⃣ counted (1), not 2️⃣ 3️⃣`);
    expect(text).toContain('🟥 red die: +1');
    // No mark the text cannot show (bold is invisible on dice), and no legend for one.
    expect(text).not.toMatch(/\*\*1️⃣|│|Bold/);
    const zh = JSON.stringify(tableMessage(GAMES, session(s, 'zh-CN')));
    expect(zh).toContain(`<@${A}>：1️⃣ 4️⃣ 4️⃣ 算（3 个），6️⃣ 不算`);
    const ko = JSON.stringify(tableMessage(GAMES, session(s, 'ko')));
    expect(ko).toContain(`<@${B}>: 4️⃣ 해당(1개), 2️⃣ 3️⃣ 해당 없음`);
  });

  it('a cup all of whose dice counted, or none, says so', () => {
    let s = table([4, 1], [2, 3]);
    const r = pirateDice.apply(s, A, { type: 'challenge' }, new ScriptedRng(Array.from({ length: 200 }, () => 0)));
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    const text = JSON.stringify(tableMessage(GAMES, session(s)));
    expect(text).toContain(`<@${A}>: 1️⃣ 4️⃣, all counted (2)`);
    expect(text).toContain(`<@${B}>: 2️⃣ 3️⃣, none counted`);
  });

  it('names the lost dice only once some are lost, in words a newcomer reads', () => {
    const fresh = JSON.stringify(tableMessage(GAMES, session(table([4, 1], [2, 3]))));
    expect(fresh).not.toContain('Lost so far');
    expect(fresh).toContain('Dice in play: 4 (+1 red die, which always counts)');
    const zh = JSON.stringify(tableMessage(GAMES, session(table([4, 1], [2, 3]), 'zh-CN')));
    expect(zh).not.toContain('中间：0');
    expect(zh).not.toContain('已输掉的骰子');
  });

  it('says a player lost the dice they had, not more, when the difference is larger', () => {
    let s = table([6], [4, 4, 4, 1, 1]);
    s = { ...s, bet: { player: B, face: 4, count: 2 }, history: [{ player: B, face: 4, count: 2 }] };
    const r = pirateDice.apply(s, A, { type: 'challenge' }, new ScriptedRng(Array.from({ length: 200 }, () => 0)));
    if (!r.ok) throw new Error(r.rejection.code);
    const text = JSON.stringify(tableMessage(GAMES, session(r.state)));
    expect(text).toContain(`<@${A}> loses 1 die`); // six counted against a bet of two: A had one die
    expect(text).not.toContain(`<@${A}> loses 4`);
  });
});
