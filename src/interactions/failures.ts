import { CorruptSessionError, StoreUnavailableError } from '../kernel/session.js';

/** How an unexpected error is explained to the user. The detail stays in the log. */
export function failureKey(error: unknown): 'error.corrupt' | 'error.storeDown' | 'error.storeUnsure' | 'error.internal' {
  if (error instanceof CorruptSessionError) return 'error.corrupt';
  if (error instanceof StoreUnavailableError) return error.unsure ? 'error.storeUnsure' : 'error.storeDown';
  return 'error.internal';
}
