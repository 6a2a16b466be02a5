import { describe, expect, it } from 'vitest';
import { announcement } from '../../src/views/table.js';
import { sampleSession } from '../support/sessions.js';
import { GAMES } from '../support/games.js';

const ann = { id: '100000000000000001', name: 'Ann' };
const bo = { id: '100000000000000002', name: 'Bo' };

describe('the player who now hosts is told so', () => {
  it("when the host left the lobby: in the table's language, pinging only them", () => {
    const before = sampleSession({ players: [ann, bo], hostId: ann.id, locale: 'ko' });
    const after = { ...before, players: [bo], hostId: bo.id };
    expect(announcement(GAMES, after, before)).toEqual({
      content: `<@${bo.id}>님, 호스트가 나가서 이제 이 해적 주사위 테이블의 호스트입니다.`,
      embeds: [],
      components: [],
      allowed_mentions: { parse: [], users: [bo.id] },
    });
  });

  it('not when the host changed with the old host still seated (a rematch), nor on a finished table', () => {
    const before = sampleSession({ players: [ann, bo], hostId: ann.id });
    expect(announcement(GAMES, { ...before, hostId: bo.id }, before)).toBeNull();
    expect(announcement(GAMES, { ...before, players: [bo], hostId: bo.id, phase: 'finished' }, before)).toBeNull();
    expect(announcement(GAMES, { ...before, players: [ann] }, before)).toBeNull();
  });
});
