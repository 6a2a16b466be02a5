/**
 * Layer rules checked by `depcruise src` (part of `npm run lint`): no import circle between
 * folders or between files, and the contracts (src/kernel) depend on nothing of the project above
 * them. docs/architecture.md draws the layers these rules keep.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Two folders import each other (through any files): move the type or function to the folder it belongs to, lower down.',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment:
        'Files import each other in a circle: move what both need to a file of its own. A circle closed by a type-only import costs nothing at run time and is let be between files (never between folders).',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'kernel-depends-on-nothing-above',
      severity: 'error',
      comment: 'src/kernel holds the contracts every part depends on: it imports only the i18n types and the Rng type.',
      from: { path: '^src/kernel/' },
      to: { path: '^src/', pathNot: ['^src/kernel/', '^src/i18n/catalog(-types)?\\.ts$', '^src/i18n/locales\\.ts$', '^src/rng\\.ts$'] },
    },
    {
      name: 'nothing-imports-the-app',
      severity: 'error',
      comment: 'src/app is the composition root: only entry points (src/index.ts, worker entries) import it.',
      from: { path: '^src/', pathNot: ['^src/app/', '^src/(index|main|register)\\.ts$'] },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/playground/page/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mjs', '.js'],
    },
  },
};
