/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time by function and by file,
 * the largest first. `tsx bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [--top 40]`
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const files = process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile'));
const topAt = process.argv.indexOf('--top');
const TOP = topAt >= 0 ? Number(process.argv[topAt + 1]) : 40;
const byFunction = new Map<string, number>();
const byPart = new Map<string, number>();

/** What a sample's code belongs to, by the function's file (self time). */
function partOf(url: string, fn: string): string {
  if (/modules\/(cjs|esm)|cjs-module-lexer|nm:tsx|source_map|bootstrap/.test(url) || fn === 'compileSourceTextModule')
    return 'startup: loading modules (not per interaction)';
  if (fn === '(garbage collector)') return 'garbage collection';
  if (url.startsWith('nm:ioredis') || url.includes('src/store/')) return 'Redis (ioredis, the store)';
  if (/nm:@sapphire|nm:zod/.test(url)) return 'validation (builders, zod)';
  if (/nm:pino|nm:sonic-boom|nm:fast-redact/.test(url)) return 'logging';
  if (/nm:prom-client|src\/metrics\//.test(url)) return 'metrics';
  if (url.startsWith('src/i18n/')) return 'Parlor: words (i18n)';
  if (/src\/(games|views|render)\//.test(url)) return 'Parlor: games and views';
  if (url.startsWith('src/'))
    return url.includes('/structures/') || url.includes('/client/') || url.includes('/managers/') || url.includes('/util/')
      ? 'discord.js (structures, caches)'
      : 'Parlor: platform (router, runner, publisher, ...)';
  if (/nm:discord\.js|nm:@discordjs|nm:undici|nm:ws|nm:@vladfrangu|nm:lodash|nm:discord-api-types/.test(url))
    return 'discord.js, REST and gateway (undici, ws)';
  return 'Node and native, no caller in a package (timers, promise jobs)';
}
const byFile = new Map<string, number>();
let total = 0;

const shortUrl = (url: string): string =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'nm:')
    .replace(/.*\/(src|bench|test)\//, '$1/') || '(native)';

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  /** A native frame (a socket write, say) counts for the code that called it. */
  const callerUrl = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const url = nodes.get(at)!.callFrame.url;
      if (url && !url.startsWith('node:')) return shortUrl(url);
    }
    return '(native)';
  };
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const node = nodes.get(id)!;
    const url = shortUrl(node.callFrame.url);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${url}:${node.callFrame.lineNumber + 1}`;
    if (node.callFrame.functionName === '(idle)') return;
    total += us;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const pkg = url.startsWith('nm:')
      ? url
          .split('/')
          .slice(0, url.startsWith('nm:@') ? 2 : 1)
          .join('/')
      : url;
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + us);
    const part = partOf(url === '(native)' || url.startsWith('node:') ? callerUrl(id) : url, node.callFrame.functionName);
    byPart.set(part, (byPart.get(part) ?? 0) + us);
  });
}

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n## ${title} (of ${(total / 1000).toFixed(0)} ms busy)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
};
print('self time by part (native and Node frames counted for the package that called them)', byPart);
print('self time by file or package', byFile);
print('self time by function', byFunction);
