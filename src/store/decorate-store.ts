import type { SessionStore } from '../table/session-store.js';

/** The names of the store's operations (its methods). */
export type StoreOperation = {
  [K in keyof SessionStore]: SessionStore[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof SessionStore];

type Answer<K extends StoreOperation> = ReturnType<SessionStore[K]>;

/**
 * Code run around one operation. It receives the call's arguments to look at, and `proceed`, which
 * makes the call on the inner store with exactly those arguments: a decorator cannot drop or change
 * one (the bug that once switched the compare-and-set's session check off).
 */
export type Around<K extends StoreOperation> = (proceed: () => Answer<K>, ...args: Parameters<SessionStore[K]>) => Answer<K>;

export interface Decoration {
  /** Run around every operation (counting failures, say). */
  every?: <T>(operation: StoreOperation, proceed: () => Promise<T>) => Promise<T>;
  /** Run around one operation, inside `every`. */
  around?: { [K in StoreOperation]?: Around<K> };
}

/**
 * A store that behaves as `inner` with `decoration` wrapped around its operations. Every operation
 * reaches `inner` through a `proceed` that forwards its arguments unchanged.
 */
export function decorateStore(inner: SessionStore, decoration: Decoration): SessionStore {
  const decorated: Record<string, unknown> = { kind: inner.kind };
  const source = inner as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const operation of STORE_OPERATIONS) {
    const around = decoration.around?.[operation] as ((proceed: () => Promise<unknown>, ...args: unknown[]) => Promise<unknown>) | undefined;
    const every = decoration.every as ((operation: StoreOperation, proceed: () => Promise<unknown>) => Promise<unknown>) | undefined;
    decorated[operation] = (...args: unknown[]) => {
      const call = () => source[operation]!.apply(inner, args);
      const inside = around ? () => around(call, ...args) : call;
      return every ? every(operation, inside) : inside();
    };
  }
  return decorated as unknown as SessionStore;
}

/** Every operation of the interface, checked by the compiler: adding one to SessionStore fails here until it is listed. */
const OPERATIONS = {
  load: true,
  create: true,
  commit: true,
  remove: true,
  purge: true,
  claimDue: true,
  markPublished: true,
  unpublished: true,
  owedPing: true,
  reindex: true,
  ping: true,
  close: true,
  figures: true,
  board: true,
  forget: true,
  resetBoard: true,
} satisfies Record<StoreOperation, true>;

export const STORE_OPERATIONS = Object.keys(OPERATIONS) as StoreOperation[];
