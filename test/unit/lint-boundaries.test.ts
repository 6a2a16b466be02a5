import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules `code` breaks when it sits at `filePath` (relative to the repository), with their messages. */
async function problems(filePath: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

async function rulesBroken(filePath: string, code: string): Promise<Array<string | null>> {
  return (await problems(filePath, code)).map((p) => p.rule);
}

const ENGINE = 'src/games/yahtzee/rules.ts';
const use = (name: string) => `\nexport const used = ${name};\n`;

describe('the layers as import boundaries (eslint.config.js)', () => {
  it.each([
    ['discord.js', `import { Client } from 'discord.js';${use('Client')}`],
    ['@discordjs/builders', `import { EmbedBuilder } from '@discordjs/builders';${use('EmbedBuilder')}`],
    ['node:fs', `import { readFileSync } from 'node:fs';${use('readFileSync')}`],
    ['fs', `import { readFileSync } from 'fs';${use('readFileSync')}`],
    ['the store', `import { RedisSessionStore } from '../../store/redis-store.js';${use('RedisSessionStore')}`],
    ['interactions', `import { tell } from '../../interactions/respond.js';${use('tell')}`],
    ['views', `import { COLOURS } from '../../views/format.js';${use('COLOURS')}`],
    ['its own view', `import { yahtzeeUi } from './view.js';${use('yahtzeeUi')}`],
  ])('an engine importing %s is refused', async (_what, code) => {
    expect(await rulesBroken(ENGINE, code)).toEqual(['no-restricted-imports']);
  });

  it('an engine may import its own rules, the shared engine types and the Rng', async () => {
    const code = `import type { Rng } from '../../rng.js';\nimport type { GameDefinition } from '../../kernel/engine.js';\nimport { scoreFor } from './scoring.js';\nexport type Both = [Rng, GameDefinition<never, never, never, never, never, never>, typeof scoreFor];\n`;
    expect(await problems(ENGINE, code)).toEqual([]);
  });

  it("a game's view and plug-in may import discord.js and views (they are not the engine)", async () => {
    const code = `import { EmbedBuilder } from '@discordjs/builders';\nimport { COLOURS } from '../../views/format.js';${use('[EmbedBuilder, COLOURS]')}`;
    expect(await problems('src/games/yahtzee/view.ts', code)).toEqual([]);
    expect(await problems('src/games/yahtzee/plugin.ts', code)).toEqual([]);
  });

  it.each([
    ['the composition root', `import { gameCatalog } from '../app/catalog.js';${use('gameCatalog')}`],
    ['a game', `import { yahtzee } from '../games/yahtzee/rules.js';${use('yahtzee')}`],
  ])('the store importing %s is refused', async (_what, code) => {
    const found = await problems('src/store/redis-store.ts', code);
    expect(found.map((p) => p.rule)).toEqual(['no-restricted-imports']);
    expect(found[0]!.message).toContain('imports no game');
  });

  it('the store may import the table core', async () => {
    expect(await problems('src/store/redis-store.ts', `import type { Session } from '../kernel/session.js';\nexport type S = Session;\n`)).toEqual([]);
  });

  it.each([['src/views/table.ts'], ['src/games/pirate/view.ts']])('%s importing interactions is refused', async (file) => {
    const depth = file.split('/').length - 2;
    const code = `import { tell } from '${'../'.repeat(depth)}interactions/respond.js';${use('tell')}`;
    expect(await rulesBroken(file, code)).toEqual(['no-restricted-imports']);
  });
});

describe('habits the linter holds', () => {
  it('an eslint-disable without a reason on the same line is refused; with one it passes', async () => {
    const bare = `// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport type Loose = any;\n`;
    expect(await rulesBroken('src/kernel/engine.ts', bare)).toEqual(['@eslint-community/eslint-comments/require-description']);
    const reasoned = `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every game side by side\nexport type Loose = any;\n`;
    expect(await problems('src/kernel/engine.ts', reasoned)).toEqual([]);
  });

  it('an import after other statements is refused', async () => {
    const code = `import { tell } from './respond.js';\nconst x = 1;\nimport { userLocale } from './caller.js';\nexport const used = [tell, userLocale, x];\n`;
    expect(await rulesBroken('src/interactions/router.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('a source file over 400 lines is refused, a catalog is not', async () => {
    const long = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    expect(await rulesBroken('src/table/runner.ts', long)).toEqual(['max-lines']);
    expect(await problems('src/i18n/en/holdem.ts', long)).toEqual([]);
  });

  it('awaiting a call that returns no promise is refused', async () => {
    const code = (awaited: string) => `const published = (): void => undefined;\nexport async function run(): Promise<void> {\n  ${awaited}published();\n}\n`;
    expect(await rulesBroken('src/interactions/history-click.ts', code('await '))).toEqual(['@typescript-eslint/await-thenable']);
    expect(await problems('src/interactions/history-click.ts', code(''))).toEqual([]);
  });

  it('two imports from one module are refused', async () => {
    const code = `import { tell } from './respond.js';\nimport { asReply } from './respond.js';\nexport const used = [tell, asReply];\n`;
    expect(await rulesBroken('src/interactions/history-click.ts', code)).toEqual(['no-duplicate-imports']);
  });
});
