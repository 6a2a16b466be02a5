import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Health } from './health.js';
import type { Metrics } from './metrics.js';

/**
 * `GET /metrics` (Prometheus text) and `GET /healthz` (200 when ready, else 503; a JSON body
 * naming each check) on `port` (0: any free port). Resolves with the port it listens on.
 */
export async function startMetricsServer(port: number, metrics: Metrics, health: () => Promise<Health>): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer = async () => {
      if (request.method !== 'GET') return void response.writeHead(405, { allow: 'GET' }).end();
      if (path === '/metrics') {
        const { contentType, body } = await metrics.render();
        return void response.writeHead(200, { 'content-type': contentType }).end(body);
      }
      if (path === '/healthz') {
        const report = await health();
        return void response.writeHead(report.ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(report));
      }
      response.writeHead(404).end();
    };
    answer().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
