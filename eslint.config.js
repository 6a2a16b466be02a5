// ESLint: typescript-eslint's recommended rules, the layers of the code base as import boundaries,
// and no `eslint-disable` without a reason after `--` on the same line. Formatting is Prettier's.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Node modules that reach outside the process (files, network, processes, threads).
const NODE_IO = ['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'dgram', 'dns', 'tls', 'worker_threads', 'cluster', 'readline'];
const nodeIo = NODE_IO.flatMap((m) => [m, `node:${m}`]);

/**
 * The files of a game folder that are not its engine: the Discord view, the pictures, the game log's
 * lines (they format through views/), the plug-in that wires them, and the adapters that do I/O for the
 * engine (Hold'em's equity worker and the history it reads, Yahtzee's value tables read from disk).
 */
const GAME_EDGE = [
  'src/games/*/view.ts',
  'src/games/*/*-view.ts',
  'src/games/*/render.ts',
  'src/games/*/render-*.ts',
  'src/games/*/log.ts',
  'src/games/*/*-log.ts',
  'src/games/*/plugin.ts',
  'src/games/holdem/equity-step.ts',
  'src/games/holdem/equity-thread.ts',
  'src/games/holdem/equity-worker.ts',
  'src/games/holdem/hands-for.ts',
  'src/games/yahtzee/computer-table.ts',
];

export const ENGINE_FILES = ['src/games/*/**/*.ts'];

const engineImports = {
  paths: nodeIo.map((name) => ({ name, message: 'An engine is pure: I/O belongs to an adapter beside it (see GAME_EDGE in eslint.config.js).' })),
  patterns: [
    { group: ['discord.js', '@discordjs/*', 'discord-api-types', 'discord-api-types/*'], message: 'An engine knows nothing of Discord: that is its view.ts.' },
    { group: ['ioredis', 'ws', '@napi-rs/*'], message: 'An engine does no I/O and draws nothing.' },
    { group: ['**/store/**'], message: 'An engine does not read or write the store.' },
    { group: ['**/interactions/**'], message: 'An engine does not know the interactions that call it.' },
    {
      group: ['**/views/**', '**/render/**', './view.js', './*-view.js', './render.js', './render-*.js', './plugin.js', './log.js'],
      message: 'An engine does not import its presentation.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-duplicate-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'Program > :not(ImportDeclaration) ~ ImportDeclaration', message: 'Imports go at the top of the file, before any other statement.' },
      ],
    },
  },
  {
    files: ['src/playground/page/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A classic script loaded before the page's modules: its top-level constants are the globals they read.
    files: ['src/playground/page/words.js'],
    languageOptions: { sourceType: 'script' },
  },
  {
    // Tests, benchmarks and the stand-in handle Discord's wire JSON and reach into payloads as the
    // API sends them; typing every such payload would restate discord-api-types for no check.
    files: ['test/**', 'bench/**', 'src/standin/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The rules that need the types: awaiting something that is no promise (a call that returns void).
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/await-thenable': 'error' },
  },
  {
    // Small files with one job; the catalogs (words, not code) aside.
    files: ['src/**/*.{ts,js,mjs}'],
    ignores: ['src/i18n/*/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ENGINE_FILES,
    ignores: GAME_EDGE,
    rules: { 'no-restricted-imports': ['error', engineImports] },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/games/*/**', '**/app/**'], message: 'The store keeps sessions and figures for any game: it imports no game.' }] },
      ],
    },
  },
  {
    files: ['src/views/**/*.ts', 'src/games/*/view.ts', 'src/games/*/*-view.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/interactions/**'], message: 'Views build messages; the interactions that send them import the views, not the other way.' }],
        },
      ],
    },
  },
);
