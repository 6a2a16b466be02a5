/**
 * REDIS_CLUSTER_NODES: the nodes a Redis Cluster client starts from, comma-separated. An entry is
 * `host:port`, or a `redis://` / `rediss://` URL when the cluster wants a password or TLS. The nodes
 * the cluster then reports are reached the same way, so every entry must give the same credentials
 * and scheme.
 */
export interface ClusterNodes {
  nodes: Array<{ host: string; port: number }>;
  username?: string;
  password?: string;
  tls: boolean;
}

export class ClusterNodesError extends Error {}

export function parseClusterNodes(text: string): ClusterNodes {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new ClusterNodesError('names no node');
  const parsed = entries.map(parseEntry);
  const first = parsed[0]!;
  for (const entry of parsed) {
    if (entry.tls !== first.tls || entry.username !== first.username || entry.password !== first.password) {
      throw new ClusterNodesError('entries must all use the same scheme and credentials');
    }
  }
  return {
    nodes: parsed.map(({ host, port }) => ({ host, port })),
    ...(first.username ? { username: first.username } : {}),
    ...(first.password ? { password: first.password } : {}),
    tls: first.tls,
  };
}

/** The nodes as they may be shown in a log or an error: no credentials. */
export function shownNodes(cluster: ClusterNodes): string {
  return cluster.nodes.map(({ host, port }) => `${host}:${port}`).join(',');
}

interface Entry {
  host: string;
  port: number;
  username?: string;
  password?: string;
  tls: boolean;
}

function parseEntry(entry: string): Entry {
  const url = /^rediss?:\/\//.test(entry) ? entry : `redis://${entry}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ClusterNodesError(`has an entry that is not host:port or a redis:// URL: "${withoutCredentials(entry)}"`);
  }
  const port = Number(parsed.port);
  if (!parsed.hostname || !parsed.port || !Number.isInteger(port) || port < 1 || port > 65_535 || (parsed.pathname !== '' && parsed.pathname !== '/')) {
    throw new ClusterNodesError(`has an entry that is not host:port or a redis:// URL with a port: "${withoutCredentials(entry)}"`);
  }
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    tls: parsed.protocol === 'rediss:',
  };
}

const withoutCredentials = (entry: string): string => entry.replace(/\/\/[^@/]*@/, '//***@');
