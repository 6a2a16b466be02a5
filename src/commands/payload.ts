import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';

/** An option as Parlor defines it (the registered command's JSON). */
export interface DefinedOption {
  type: number;
  name: string;
  required?: boolean;
  choices?: ReadonlyArray<{ value: string | number }>;
  options?: readonly DefinedOption[];
}

/** An option as an interaction carries it. */
export interface GivenOption {
  type: number;
  name: string;
  value?: unknown;
  options?: readonly GivenOption[];
}

const VALUE_KINDS: Partial<Record<number, (value: unknown) => boolean>> = {
  [T.String]: (v) => typeof v === 'string',
  [T.Integer]: (v) => Number.isSafeInteger(v),
  [T.Number]: (v) => typeof v === 'number' && Number.isFinite(v),
  [T.Boolean]: (v) => typeof v === 'boolean',
};

/**
 * Why an interaction's options do not fit the command as Parlor defines it now (an old
 * registration still cached by Discord, or a forged payload), for the log; null when they fit.
 * Values in range are not judged here: the game says what range it takes, in the user's words.
 */
export function payloadProblem(defined: readonly DefinedOption[] | undefined, given: readonly GivenOption[]): string | null {
  const options = defined ?? [];
  if (options.some((o) => o.type === T.Subcommand || o.type === T.SubcommandGroup)) {
    const [chosen, ...rest] = given;
    if (!chosen || rest.length > 0) return `expected one subcommand, got ${given.length} options`;
    const sub = options.find((o) => o.name === chosen.name && o.type === chosen.type);
    if (!sub) return `unknown subcommand ${chosen.name}`;
    const inner = payloadProblem(sub.options, chosen.options ?? []);
    return inner && `${chosen.name}: ${inner}`;
  }
  const names = new Set<string>();
  for (const option of given) {
    const definition = options.find((o) => o.name === option.name);
    if (!definition) return `unknown option ${option.name}`;
    if (names.has(option.name)) return `option ${option.name} given twice`;
    names.add(option.name);
    if (definition.type !== option.type) return `option ${option.name} has type ${option.type}, expected ${definition.type}`;
    const fits = VALUE_KINDS[definition.type];
    if (fits && !fits(option.value)) return `option ${option.name} has a value of the wrong kind`;
    if (definition.choices && !definition.choices.some((c) => c.value === option.value))
      return `option ${option.name}: ${JSON.stringify(option.value).slice(0, 40)} is not a choice`;
  }
  const missing = options.find((o) => o.required && !names.has(o.name));
  return missing ? `required option ${missing.name} is missing` : null;
}
