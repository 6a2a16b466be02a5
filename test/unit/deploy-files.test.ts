import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.js';
import { parseDockerfile } from '../support/dockerfile.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const unknownVariables = (names: string[]) => names.filter((name) => !CONFIG_VARIABLES.includes(name));
/** Every shard of `count` named exactly once by the processes' ranges. */
const coversOnce = (ranges: number[][], count: number) => {
  const all = ranges.flat().sort((a, b) => a - b);
  return all.length === count && all.every((id, i) => id === i);
};

describe('the deploy files', () => {
  it('compose.hosts.yaml parses, names only variables the bot reads, and its services name every shard once', () => {
    const compose = parse(read('deploy/compose.hosts.yaml'), { merge: true });
    const bots = Object.entries<any>(compose.services).filter(([name]) => name.startsWith('parlor-'));
    expect(bots.length).toBeGreaterThanOrEqual(2);
    const ranges = bots.map(([name, service]) => {
      expect(unknownVariables(Object.keys(service.environment)), name).toEqual([]);
      expect(service.build, `${name} builds the image from the repository`).toBe('..');
      const config = loadConfig({ DISCORD_TOKEN: 't', ...service.environment });
      return config.SHARD_IDS!;
    });
    const counts = new Set(bots.map(([, service]) => service.environment.SHARD_COUNT));
    expect(counts.size).toBe(1);
    expect(coversOnce(ranges, Number([...counts][0]))).toBe(true);
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction', '--appendonly', 'yes']));
    // The one-host compose.yaml too.
    expect(unknownVariables(Object.keys(parse(read('compose.yaml')).services.bot.environment))).toEqual([]);
  });

  it('the Kubernetes manifests parse, name only variables the bot reads, and the StatefulSet pods name every shard once', () => {
    const kustomization = parse(read('deploy/k8s/kustomization.yaml'));
    const documents = (kustomization.resources as string[]).flatMap((file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => doc.toJS()));
    for (const doc of documents) expect(doc.apiVersion && doc.kind && doc.metadata?.name).toBeTruthy();
    const configMap = documents.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'parlor');
    const statefulSet = documents.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'parlor');
    const container = statefulSet.spec.template.spec.containers[0];
    expect(unknownVariables([...Object.keys(configMap.data), ...container.env.map((e: { name: string }) => e.name)])).toEqual([]);
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'parlor' } }]);
    // PROCESS_INDEX is the pod's name (parlor-0, parlor-1, ...): each pod's range, from the same config the pod reads.
    expect(container.env.find((e: { name: string }) => e.name === 'PROCESS_INDEX').valueFrom).toEqual({ fieldRef: { fieldPath: 'metadata.name' } });
    const ranges = Array.from(
      { length: statefulSet.spec.replicas },
      (_, i) => loadConfig({ DISCORD_TOKEN: 't', ...configMap.data, PROCESS_INDEX: `${statefulSet.metadata.name}-${i}` }).SHARD_IDS!,
    );
    expect(coversOnce(ranges, Number(configMap.data.SHARD_COUNT))).toBe(true);
    // The readiness probe is the bot's /healthz on METRICS_PORT.
    expect(container.readinessProbe.httpGet.path).toBe('/healthz');
    expect(container.ports[0].containerPort).toBe(Number(configMap.data.METRICS_PORT));
    // The Redis the ConfigMap names is the Service the manifests define.
    const redisService = documents.find((d) => d.kind === 'Service' && d.metadata.name === 'redis');
    expect(new URL(configMap.data.REDIS_URL).hostname).toBe(redisService.metadata.name);
  });

  it('.env.example documents every variable the bot reads', () => {
    const documented = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('npm run start:dist runs the compiled bot as the image does: the same entry, the same flags', () => {
    const cmd = parseDockerfile(read('Dockerfile'))
      .filter((i) => i.op === 'CMD')
      .at(-1);
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(cmd).toBeDefined();
    expect(scripts['start:dist']).toBe(cmd!.op === 'CMD' ? cmd!.argv.join(' ') : '');
  });
});
