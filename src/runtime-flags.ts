/**
 * V8 flags every bot process runs with (npm start, each shard process, the image, bench:runner).
 * A 32 MB semi-space (Node 20's default is 16 MB) halves how often the young generation is
 * collected; every move leaves a few kilobytes of short-lived garbage (the record's JSON, copies of
 * the session), and `npm run bench:runner` does about a fifth more moves per second with it.
 * Costs up to 32 MB more memory per process.
 */
export const RUNTIME_FLAGS = ['--max-semi-space-size=32'];
