import type { AreaCatalog } from '../catalog-types.js';
import type { computers as english } from '../en/computers.js';

export const computers: AreaCatalog<typeof english> = {
  'button.addComputer': '컴퓨터 플레이어 추가',
  'button.removeComputer': '컴퓨터 플레이어 빼기',
  'error.noComputerSeated': '뺄 컴퓨터 플레이어가 없습니다.',
  'command.option.computers': '함께 앉힐 컴퓨터 플레이어 수 (기본 0, 시작 전에 호스트가 대기실에서 더하거나 뺄 수도 있음)',
  'option.name.computers': '컴퓨터',
  'command.problem.computers': { other: '이 게임은 최대 {max}명까지라서 본인 말고 컴퓨터 플레이어는 {count}명까지만 앉힐 수 있습니다.' },
  'computer.seat': '🤖 {name}',
  'computer.names': '민준|서연|도윤|하은|지호|수아|예준|지우|시우|하린|준서|유나',
  'option.name.awayComputer': '자리비움_컴퓨터',
  'command.option.awayComputer': '자리를 비운 플레이어는 돌아올 때까지 컴퓨터가 대신 플레이 (기본: 끔)',
  'lobby.awayComputer': '자리를 비운 플레이어: 🤖 돌아올 때까지 컴퓨터가 대신 플레이',
  'table.awayComputer': '자리 비움: {players}. 🤖 컴퓨터가 대신 플레이하고 있습니다. 다시 하려면 “돌아왔어요”를 누르세요.',
};
