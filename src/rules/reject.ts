import type { Rejection } from '../kernel/engine.js';
import { message, type ArgsOf, type MessageKey } from '../i18n/catalog.js';

/** A user mistake as a value: a code for logs and tests, a catalog message for the user. */
export function rejection<K extends MessageKey>(code: string, key: K, ...params: ArgsOf<K>): Rejection {
  return { code, ...message(key, ...params) };
}

/** An engine's answer refusing a move (see `rejection`). */
export function reject<K extends MessageKey>(code: string, key: K, ...params: ArgsOf<K>): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: rejection(code, key, ...params) };
}
