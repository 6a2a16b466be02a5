import type { SlashCommand } from '../interactions/slash-command.js';
import type { GameCatalog } from '../kernel/catalog.js';
import { guarded } from './guard.js';
import { playCommand } from './play.js';
import { table } from './table.js';
import { hand } from './hand.js';
import { leave } from './leave.js';
import { end } from './end.js';
import { rulesCommand } from './rules.js';
import { statsCommand } from './stats.js';
import { leaderboardCommand } from './leaderboard.js';
import { history } from './history.js';
import { settings } from './settings.js';

/** Every slash command for the games of `games`, by its (English) name. Registration and routing both read this list. */
export function slashCommands(games: GameCatalog): ReadonlyMap<string, SlashCommand> {
  const all = [playCommand(games), table, hand, leave, end, rulesCommand(games), statsCommand(games), leaderboardCommand(games), history, settings];
  return new Map(all.map((c) => [c.data.name, guarded(c)]));
}
