/**
 * A message with plural forms, chosen by the number in its `{count}` placeholder with the
 * language's own plural rules (Intl.PluralRules): English has one/other, Chinese and Korean
 * only other.
 */
export interface PluralEntry {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Entry = string | PluralEntry;

/** A translation of one area of the English catalog: every key, nothing else. */
export type AreaCatalog<English> = { readonly [K in keyof English]: Entry };

/** The `{name}` placeholders of a template, as a union of names. */
type Holes<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Holes<Rest> : never;

/** The placeholders an entry needs: a plural entry always needs `count`, which picks its form. */
export type EntryHoles<E> = E extends string ? Holes<E> : E extends PluralEntry ? Holes<E[keyof E] & string> | 'count' : never;
