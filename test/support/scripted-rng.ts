// The tests' sources of randomness, one implementation each (src/rng-script.ts): a script of
// draws (`ScriptedRng`, throwing when it runs out) and a seeded generator (`rngFromSeed`).
export { ScriptedRng, rngFromSeed } from '../../src/rng-script.js';
