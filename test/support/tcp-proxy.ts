import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through to a real server that a test can cut and restore, to play an outage, or
 * freeze and thaw, to play a server that hangs (stopped, not down): connections stay open and
 * accept bytes, nothing is answered until the thaw, and then everything held goes through in order.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  private readonly held: Array<{ to: Socket; chunk: Buffer }> = [];
  private down = false;
  private frozen = false;
  /** Answers (server to client) are dropped while requests still go through. */
  private muted = false;
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
      this.forward(client, upstream);
      this.forward(upstream, client, true);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Drops every connection and stops listening, so new ones are refused as by a Redis that is down. */
  cut(): void {
    this.down = true;
    this.muted = false;
    this.held.length = 0;
    for (const s of this.open) s.destroy();
    if (this.server?.listening) this.server.close();
  }

  async restore(): Promise<void> {
    this.down = false;
    if (this.server && !this.server.listening) await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Holds every byte in both directions: the server looks alive and never answers. */
  freeze(): void {
    this.frozen = true;
  }

  /** Lets the held bytes through, in order, and traffic flows again. */
  thaw(): void {
    this.frozen = false;
    for (const { to, chunk } of this.held.splice(0)) if (!to.destroyed) to.write(chunk);
  }

  async stop(): Promise<void> {
    const listening = this.server?.listening ?? false;
    this.cut();
    if (!listening) return;
    await new Promise<void>((resolve) => this.server?.once('close', () => resolve()));
  }

  /** Requests still reach the server, its answers are dropped: a connection that dies after a command was carried out. */
  muteAnswers(): void {
    this.muted = true;
  }

  private forward(from: Socket, to: Socket, answers = false): void {
    from.on('data', (chunk: Buffer) => {
      if (answers && this.muted) return;
      if (this.frozen) this.held.push({ to, chunk });
      else to.write(chunk);
    });
    from.on('end', () => to.end());
  }
}
