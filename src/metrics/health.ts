/** What `/healthz` reports: ready only when every check passes. */
export interface Health {
  ready: boolean;
  checks: { gateway: boolean; redis: boolean; accepting: boolean };
}

export interface HealthSources {
  /** The gateway session is connected and ready to receive interactions. */
  gateway: () => boolean;
  /** Resolves when the store answers (Redis PING; the in-memory store always does). */
  ping: () => Promise<void>;
  /** False once shutdown has begun. */
  accepting: () => boolean;
  /** How long the store has to answer before it counts as down. */
  pingTimeoutMs?: number;
}

export async function checkHealth(sources: HealthSources): Promise<Health> {
  const redis = await answersWithin(sources.ping, sources.pingTimeoutMs ?? 1_000);
  const checks = { gateway: sources.gateway(), redis, accepting: sources.accepting() };
  return { ready: checks.gateway && checks.redis && checks.accepting, checks };
}

async function answersWithin(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      ping().then(
        () => true as const,
        () => false as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
