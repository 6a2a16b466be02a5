import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.js';

// The deploy files of HTTP interactions (deploy/k8s/http, deploy/compose.http.yaml and its nginx
// config) parse, name only variables the bot reads, and fit together: probes on the port the
// endpoint listens on, the autoscaler and the disruption budget on the workers, the proxy in front
// of every worker and never sending an interaction twice.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const unknownVariables = (names: string[]) => names.filter((name) => !CONFIG_VARIABLES.includes(name));
const PUBLIC_KEY = 'ab'.repeat(32);

describe('the deploy files of HTTP interactions', () => {
  it('Kubernetes: a Deployment of HTTP workers with probes on /healthz, its Service, an HPA on CPU and a PodDisruptionBudget', () => {
    const kustomization = parse(read('deploy/k8s/http/kustomization.yaml'));
    const documents = (kustomization.resources as string[]).flatMap((file) => parseAllDocuments(read(`deploy/k8s/http/${file}`)).map((doc) => doc.toJS()));
    for (const doc of documents) expect(doc.apiVersion && doc.kind && doc.metadata?.name).toBeTruthy();
    const find = (kind: string) => documents.find((d) => d.kind === kind);
    const configMap = find('ConfigMap');
    const deployment = find('Deployment');
    const container = deployment.spec.template.spec.containers[0];
    const envNames = container.env.map((e: { name: string }) => e.name);
    expect(unknownVariables([...Object.keys(configMap.data), ...envNames])).toEqual([]);
    expect(container.envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }]);
    expect(envNames).toEqual(expect.arrayContaining(['DISCORD_TOKEN', 'DISCORD_PUBLIC_KEY']));
    const config = loadConfig({ DISCORD_TOKEN: 't', DISCORD_PUBLIC_KEY: PUBLIC_KEY, ...configMap.data });
    expect(config.INTERACTIONS).toBe('http');

    const httpPort = container.ports.find((p: { name: string }) => p.name === 'http');
    expect(httpPort.containerPort).toBe(config.INTERACTIONS_PORT);
    for (const probe of [container.readinessProbe, container.livenessProbe]) expect(probe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.resources.requests.cpu).toBeTruthy();
    expect(container.resources.limits.memory).toBeTruthy();

    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    const service = find('Service');
    expect(service.spec.selector).toEqual(labels);
    expect(service.spec.ports[0].targetPort).toBe('http');
    const hpa = find('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = find('PodDisruptionBudget');
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);

    // The Redis the ConfigMap names is the Service of deploy/k8s/redis.yaml.
    const redis = parseAllDocuments(read('deploy/k8s/redis.yaml'))
      .map((d) => d.toJS())
      .find((d) => d.kind === 'Service');
    expect(new URL(configMap.data.REDIS_URL).hostname).toBe(redis.metadata.name);
  });

  it('compose: two HTTP workers behind nginx and one Redis; the proxy skips a refused worker and never sends a POST twice', () => {
    const compose = parse(read('deploy/compose.http.yaml'), { merge: true });
    const workers = Object.entries<any>(compose.services).filter(([, s]) => s.environment?.INTERACTIONS === 'http');
    expect(workers.length).toBeGreaterThanOrEqual(2);
    const ports = new Set<number>();
    for (const [name, service] of workers) {
      expect(unknownVariables(Object.keys(service.environment)), name).toEqual([]);
      expect(service.build).toBe('..');
      const config = loadConfig({ DISCORD_TOKEN: 't', DISCORD_PUBLIC_KEY: PUBLIC_KEY, ...service.environment });
      ports.add(config.INTERACTIONS_PORT);
      expect(service.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${config.INTERACTIONS_PORT}/healthz`);
      expect(new URL(service.environment.REDIS_URL).hostname).toBe('redis');
    }
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction', '--appendonly', 'yes']));

    const proxy = compose.services.proxy;
    const mount = (proxy.volumes as string[]).find((v) => v.includes('nginx'))!;
    const configPath = `deploy/${mount.split(':')[0]!.replace(/^\.\//, '')}`;
    expect(existsSync(new URL(configPath, root))).toBe(true);
    const nginx = read(configPath);
    const upstream = [...nginx.matchAll(/^\s*server ([\w-]+):(\d+)/gm)].map((m) => [m[1], Number(m[2])]);
    expect(upstream.map(([name]) => name).sort()).toEqual(workers.map(([name]) => name).sort());
    expect(new Set(upstream.map(([, port]) => port))).toEqual(ports);
    expect(nginx).toMatch(/location = \/interactions/);
    expect(nginx).toMatch(/proxy_next_upstream error;/);
    expect(nginx).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
  });
});
