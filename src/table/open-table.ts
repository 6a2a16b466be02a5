import { configDetail, configProblem } from '../rules/config-problem.js';
import { openingSeats } from '../computers/lobby.js';
import { newComputerSeed } from '../computers/sight.js';
import { offersAwayComputer } from '../computers/stand-in.js';
import { rejection } from '../rules/reject.js';
import { newSessionId } from './table-rules.js';
import type { OpenRequest, RunnerDeps, RunResult } from './requests.js';
import type { Session } from '../kernel/session.js';

export const MIN_TURN_SECONDS = 15;
export const MAX_TURN_SECONDS = 600;

export type Opened = { kind: 'created'; session: Session } | { kind: 'occupied'; session: Session | null } | Extract<RunResult, { kind: 'rejected' }>;

/** Checks a new table's options and seats, and writes it unless the channel holds a table that is not finished. */
export async function openTable(deps: RunnerDeps, request: OpenRequest): Promise<Opened> {
  const engine = deps.games.engine(request.game);
  const config = engine.configSchema.safeParse(request.config ?? {});
  if (!config.success) {
    deps.log.info({ channelId: request.channelId, game: request.game, detail: configDetail(config.error) }, 'table options refused');
    return { kind: 'rejected', rejection: { code: 'bad-options', ...configProblem(config.error) }, session: null };
  }
  const turnSeconds = request.turnSeconds ?? deps.defaultTurnSeconds ?? engine.defaultTurnSeconds;
  if (!Number.isInteger(turnSeconds) || turnSeconds < MIN_TURN_SECONDS || turnSeconds > MAX_TURN_SECONDS) {
    return {
      kind: 'rejected',
      rejection: rejection('bad-options', 'command.problem.turnSeconds', { min: MIN_TURN_SECONDS, max: MAX_TURN_SECONDS }),
      session: null,
    };
  }
  const seated = openingSeats(deps.games, request.host, request.game, request.computers ?? 0, request.locale);
  if ('rejection' in seated) return { kind: 'rejected', rejection: { code: 'bad-options', ...seated.rejection }, session: null };
  const awayComputer = request.awayComputer === true && offersAwayComputer(deps.games, request.game);
  const now = deps.now();
  let session: Session = {
    id: newSessionId(),
    channelId: request.channelId,
    guildId: request.guildId,
    game: request.game,
    hostId: request.host.id,
    locale: request.locale,
    version: 1,
    stateVersion: 1,
    phase: 'lobby',
    players: seated.seats,
    ...(seated.seats.length > 1 || awayComputer ? { computerSeed: (deps.computerSeed ?? newComputerSeed)() } : {}),
    ...(awayComputer ? { awayComputer: true as const } : {}),
    config: config.data,
    turnSeconds,
    state: null,
    deadline: null,
    turnToken: null,
    tableMessageId: null,
    ...(request.textOnly ? { textOnly: true as const } : {}),
    ...(request.fourColour ? { fourColour: true as const } : {}),
    ...(request.hostedOn ? { hostedOn: request.hostedOn } : {}),
    closedBy: null,
    createdAt: now,
    updatedAt: now,
  };
  if (deps.draws) session = deps.draws.opened(session);
  const created = await deps.store.create(session);
  if (created === 'created') return { kind: 'created', session };
  return { kind: 'occupied', session: await deps.store.load(request.channelId).catch(() => null) };
}
