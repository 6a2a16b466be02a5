import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Cluster, Redis } from 'ioredis';
import { freePorts, INSTALL_HINT, onPath, startRedisServer, type RedisProcess } from './redis-process.js';
import { clusterClient } from '../../src/store/open-store.js';
import { parseClusterNodes } from '../../src/store/cluster-nodes.js';

const MASTERS = 3;

/** A Redis Cluster for a test file: `nodes` as REDIS_CLUSTER_NODES takes them. */
export interface TestCluster {
  nodes: string;
  /** The started master on `port`, to freeze and thaw (null for a cluster given by TEST_REDIS_CLUSTER_NODES). */
  master(port: number): RedisProcess | null;
  connect(): Cluster;
  stop(): Promise<void>;
}

/**
 * Starts a local Redis Cluster of three masters (no replicas, nothing saved) on free ports, and waits
 * until every node reports `cluster_state:ok`. TEST_REDIS_CLUSTER_NODES names a running cluster instead.
 * Started by the test files that use it (in beforeAll), so a run without them does not pay for it.
 */
export async function startRedisCluster(): Promise<TestCluster> {
  const given = process.env.TEST_REDIS_CLUSTER_NODES;
  if (given) return { nodes: given, master: () => null, connect: () => connectCluster(given), stop: async () => {} };
  if (!onPath('redis-server') || !onPath('redis-cli')) throw new Error(INSTALL_HINT);

  const ports = await freePorts(MASTERS * 2);
  const dir = await mkdtemp(join(tmpdir(), 'parlor-cluster-'));
  const servers: RedisProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const clientPorts = ports.slice(0, MASTERS);
    // The cluster bus port is given too: the default (port + 10000) may be past 65535 for a free port.
    servers.push(
      ...(await Promise.all(
        clientPorts.map((port, i) =>
          startRedisServer(port, [
            '--cluster-enabled',
            'yes',
            '--cluster-port',
            String(ports[MASTERS + i]),
            '--cluster-config-file',
            join(dir, `nodes-${port}.conf`),
            '--dir',
            dir,
          ]),
        ),
      )),
    );
    const addresses = clientPorts.map((port) => `127.0.0.1:${port}`);
    await promisify(execFile)('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'], { timeout: 20_000 });
    await Promise.all(clientPorts.map(untilClusterOk));
    const nodes = addresses.join(',');
    return { nodes, master: (port) => servers.find((server) => server.port === port) ?? null, connect: () => connectCluster(nodes), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A cluster client for test helpers (the bot builds its own in src/store/open-store.ts). */
export function connectCluster(nodes: string): Cluster {
  const startup = nodes.split(',').map((entry) => {
    const [host, port] = entry.trim().split(':');
    return { host: host!, port: Number(port) };
  });
  return new Cluster(startup, { redisOptions: { maxRetriesPerRequest: 1 } });
}

async function untilClusterOk(port: number): Promise<void> {
  const node = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1 });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await node.cluster('INFO')).includes('cluster_state:ok')) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the Redis Cluster node on port ${port} did not reach cluster_state:ok within 10 s`);
  } finally {
    node.disconnect();
  }
}

/**
 * A local Redis Cluster of three masters started on first use (a contract test's Cluster case),
 * with a client built as the bot builds it from REDIS_CLUSTER_NODES; `stop` after the file.
 */
export function clusterOnDemand(): { start(): Promise<void>; client(): Cluster; stop(): Promise<void> } {
  let cluster: TestCluster | undefined;
  let client: Cluster | undefined;
  return {
    async start() {
      if (client) return;
      cluster = await startRedisCluster();
      client = clusterClient(parseClusterNodes(cluster.nodes), 5_000);
      await client.connect();
    },
    client() {
      if (!client) throw new Error('the test cluster is not started');
      return client;
    },
    async stop() {
      client?.disconnect();
      await cluster?.stop();
    },
  };
}
