import { describe, expect, it } from 'vitest';
import { GAMES } from '../support/games.js';
import { slashCommands } from '../../src/commands/index.js';
import { commandProblems } from '../../src/standin/discord-limits.js';

const COMMANDS = slashCommands(GAMES);

// Where each command is offered (issue 32): integration_types [guild install 0, user install 1] and
// contexts [guild 0, bot DM 1, private channel 2], which replace the deprecated dm_permission.
const EVERYWHERE = ['play', 'hand', 'table', 'leave', 'end', 'rules', 'history', 'stats', 'leaderboard'];

describe('commands declare where they are offered', () => {
  it('offers every table command on both installs and in every context, /settings only where a server installed Parlor', () => {
    const data = [...COMMANDS.values()].map((c) => c.data);
    expect(data.map((d) => d.name).sort()).toEqual([...EVERYWHERE, 'settings'].sort());
    for (const d of data) {
      expect(d.dm_permission, `/${d.name}`).toBeUndefined();
      if (d.name === 'settings') {
        expect(d.integration_types).toEqual([0]);
        expect(d.contexts).toEqual([0]);
      } else {
        expect(d.integration_types, `/${d.name}`).toEqual([0, 1]);
        expect(d.contexts, `/${d.name}`).toEqual([0, 1, 2]);
      }
    }
  });

  it("pass the stand-in's registration checks, which refuse integration types and contexts Discord does not know", () => {
    const data = [...COMMANDS.values()].map((c) => c.data);
    expect(commandProblems(data)).toEqual([]);
    expect(commandProblems([{ ...data[0], integration_types: [2] }])).toEqual([expect.stringMatching(/integration_types \[2\] are not 0 or 1/)]);
    expect(commandProblems([{ ...data[0], contexts: [3] }])).toEqual([expect.stringMatching(/contexts \[3\] are not 0, 1 or 2/)]);
  });
});
