import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP pass-through to a real server that a test can cut and restore, to play an outage. */
export class TcpProxy {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  private down = false;
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Drops every connection and refuses new ones. */
  cut(): void {
    this.down = true;
    for (const s of this.open) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
