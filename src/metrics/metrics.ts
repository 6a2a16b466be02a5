import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ActiveTables } from './active-tables.js';

/** Which pipeline an interaction went through (the router's log line names the same). */
export type InteractionKind = 'command' | 'component' | 'modal' | 'other';

/** What the publisher has waiting (its `backlog()`). */
export interface Backlog {
  edits: number;
  others: number;
  inFlight: number;
}

/**
 * What Parlor measures, as small typed recorders the router, runner, sweeper, publisher and store
 * call. The Prometheus registry stays in here; callers never see prom-client.
 */
/** How a table change ended, as much of the runner's RunResult as is counted. */
type TableSeen = { stateVersion: number; game: string; readonly [more: string]: unknown };
export type ChangeCounted =
  | { kind: 'ok'; session: TableSeen; previous: TableSeen; readonly [more: string]: unknown }
  | { kind: 'rejected' | 'stale'; session: TableSeen | null; readonly [more: string]: unknown }
  | { kind: 'missing'; readonly [more: string]: unknown };
type ChangeKind = ChangeCounted['kind'];

export interface Metrics {
  /** An interaction answered (or refused, or failed); `ackMs`: from its arrival to its first answer or deferral (none: not answered). */
  interaction(kind: InteractionKind, outcome: string, ackMs?: number): void;
  /** What the runner made of one requested change. */
  change(result: ChangeCounted): void;
  /** A compare-and-set the store refused because another write came first. */
  conflict(): void;
  /** A store operation that failed because Redis did not answer. */
  redisError(operation: string): void;
  /** A turn timer fired `lateMs` after its deadline. */
  timerFired(lateMs: number): void;
  /** A REST edit now shows a change committed `lagMs` ago. */
  published(lagMs: number): void;
  /** The tables this process saw change, by game (see ActiveTables). */
  readonly tables: ActiveTables;
  /** Samples the publisher's queue at every scrape. */
  watchBacklog(backlog: () => Backlog): void;
  /** The Prometheus text exposition and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60];

export function createMetrics(options: { idleTtlMs: number; now?: () => number; processMetrics?: boolean }): Metrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'parlor_' });
  const registers = [registry];
  const interactions = new Counter({
    name: 'parlor_interactions_total',
    help: 'Interactions handled, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const ack = new Histogram({
    name: 'parlor_interaction_ack_seconds',
    help: 'From an interaction reaching the handler to its first answer or deferral',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const actions = new Counter({
    name: 'parlor_actions_total',
    help: 'Changes asked of the runner, by game and result (applied, refused, stale, missing)',
    labelNames: ['game', 'result'] as const,
    registers,
  });
  const conflicts = new Counter({
    name: 'parlor_cas_conflicts_total',
    help: 'Commits refused by the compare-and-set (another write came first; the runner retries)',
    registers,
  });
  const redisErrors = new Counter({
    name: 'parlor_redis_errors_total',
    help: 'Store operations that failed because Redis did not answer, by operation',
    labelNames: ['operation'] as const,
    registers,
  });
  const timerLag = new Histogram({ name: 'parlor_timer_lag_seconds', help: 'How late a turn timer fired after its deadline', buckets: LAG_BUCKETS, registers });
  const publishLag = new Histogram({
    name: 'parlor_publish_lag_seconds',
    help: 'From a committed change to the REST edit of the table message that shows it',
    buckets: LAG_BUCKETS,
    registers,
  });
  const queue = new Gauge({
    name: 'parlor_publish_queue',
    help: "The publisher's backlog: tables with an edit waiting, other calls waiting, calls in flight",
    labelNames: ['kind'] as const,
    registers,
  });
  const tables = new ActiveTables(options.idleTtlMs, options.now ?? Date.now);
  new Gauge({
    name: 'parlor_active_tables',
    help: 'Tables not finished and changed within the idle window, among those this process saw, by game',
    labelNames: ['game'] as const,
    registers,
    collect() {
      this.reset();
      for (const [game, count] of tables.byGame()) this.set({ game }, count);
    },
  });
  let backlog: (() => Backlog) | null = null;
  return {
    interaction: (kind, outcome, ackMs) => {
      interactions.inc({ kind, outcome });
      if (ackMs !== undefined) ack.observe({ kind }, ackMs / 1000);
    },
    change: (result) => {
      // A write players cannot see (which message shows the table) is bookkeeping, not an action.
      if (result.kind === 'ok' && result.session.stateVersion === result.previous.stateVersion) return;
      const session = result.kind === 'missing' ? null : result.session;
      actions.inc({ game: session?.game ?? 'none', result: RESULT_NAMES[result.kind] });
    },
    conflict: () => conflicts.inc(),
    redisError: (operation) => redisErrors.inc({ operation }),
    timerFired: (lateMs) => timerLag.observe(Math.max(0, lateMs) / 1000),
    published: (lagMs) => publishLag.observe(Math.max(0, lagMs) / 1000),
    tables,
    watchBacklog: (source) => {
      backlog = source;
    },
    render: async () => {
      if (backlog) {
        const now = backlog();
        queue.set({ kind: 'edits' }, now.edits);
        queue.set({ kind: 'others' }, now.others);
        queue.set({ kind: 'in_flight' }, now.inFlight);
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

const RESULT_NAMES: Record<ChangeKind, string> = { ok: 'applied', rejected: 'refused', stale: 'stale', missing: 'missing' };
