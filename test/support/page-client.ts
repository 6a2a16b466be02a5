import WebSocket from 'ws';

/** One browser page of the playground, as its live socket sees it: what the page would show. */
export class PageClient {
  readonly received: Array<Record<string, any>> = [];
  readonly messages = new Map<string, Record<string, any>>();
  world: Record<string, any> | null = null;
  private readonly socket: WebSocket;
  private nonce = 0;
  private waiters: Array<() => void> = [];

  constructor(url: string, as: string) {
    this.socket = new WebSocket(`${url.replace(/^http/, 'ws')}/live?as=${encodeURIComponent(as)}`);
    this.socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, any>;
      this.received.push(message);
      if (message.t === 'world') this.world = message;
      if (message.t === 'messages') {
        this.messages.clear();
        for (const m of message.messages) this.messages.set(m.id, m);
      }
      if (message.t === 'message') this.messages.set(message.message.id, message.message);
      if (message.t === 'deleted') this.messages.delete(message.id);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  async waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`page: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends an action and waits for the interaction's outcome as the page is told it. */
  async act(action: Record<string, unknown>): Promise<{ ok: boolean; detail?: string }> {
    const nonce = `t${++this.nonce}`;
    await this.waitFor(() => this.socket.readyState === WebSocket.OPEN, 'the socket to open');
    this.socket.send(JSON.stringify({ ...action, nonce }));
    const result = await this.waitFor(
      () => this.received.find((m) => m.t === 'result' && m.nonce === nonce),
      `the result of ${JSON.stringify(action).slice(0, 80)}`,
    );
    return result as { ok: boolean; detail?: string };
  }

  send(action: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(action));
  }

  /** Messages of a channel, oldest first. */
  channel(channelId: string): Array<Record<string, any>> {
    return [...this.messages.values()].filter((m) => m.channelId === channelId).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  close(): void {
    this.socket.close();
  }
}

/** The custom_id of the first control on a page message matching `pattern`. */
export function pageControl(message: Record<string, any>, pattern: RegExp): string {
  // Rows at the top (classic) or in a V2 Container.
  const rows = (components: any[]): any[] => components.flatMap((c) => (c?.type === 1 ? [c] : Array.isArray(c?.components) ? rows(c.components) : []));
  for (const row of rows(message.components)) for (const c of row.components ?? []) if (c.custom_id && pattern.test(c.custom_id)) return c.custom_id;
  throw new Error(`no control matching ${pattern}`);
}
