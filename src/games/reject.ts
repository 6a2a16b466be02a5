import type { Rejection } from './engine.js';

/** A user mistake as a value: a code for logs and tests, a catalog key for the user. */
export const reject = (code: string, key: Rejection['key'], params?: Rejection['params']): { ok: false; rejection: Rejection } => ({
  ok: false,
  rejection: params ? { code, key, params } : { code, key },
});
