import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Cluster, Redis } from 'ioredis';

export interface LuaScript {
  source: string;
  sha: string;
}

/** A script of ./lua/ (or of `dir`), read once at start (copied beside the built modules by scripts/copy-assets.mjs). */
export function luaScript(name: string, dir: URL = new URL('./lua/', import.meta.url)): LuaScript {
  const source = readFileSync(new URL(`${name}.lua`, dir), 'utf8');
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/** Runs a script by its hash, sending its source only when Redis does not have it yet (NOSCRIPT). */
export async function runScript(redis: Redis | Cluster, script: LuaScript, keys: string[], args: Array<string | number>): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('NOSCRIPT')) return redis.eval(script.source, keys.length, ...keys, ...args);
    throw error;
  }
}
