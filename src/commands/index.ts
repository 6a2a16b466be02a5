import type { SlashCommand } from './command.js';
import { guarded } from './guard.js';
import { play } from './play.js';
import { table } from './table.js';
import { hand } from './hand.js';
import { leave } from './leave.js';
import { end } from './end.js';
import { rules } from './rules.js';
import { stats } from './stats.js';
import { leaderboard } from './leaderboard.js';
import { history } from './history.js';
import { settings } from './settings.js';

/** Every slash command, by its (English) name. Registration and routing both read this list. */
export const COMMANDS: ReadonlyMap<string, SlashCommand> = new Map(
  [play, table, hand, leave, end, rules, stats, leaderboard, history, settings].map((c) => [c.data.name, guarded(c)]),
);
