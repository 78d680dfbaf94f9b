import pg from 'pg';

type Callback = (payload: string) => void;

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other work). One client per
 * Database serves every channel and reconnects with backoff after an error, re-issuing its LISTENs.
 * Notifications sent while it is down are lost: consumers keep a safety poll for that.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<Callback>>();
  private closed = false;
  private retryDelayMs = 100;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onPayload: Callback): Promise<() => Promise<void>> {
    let callbacks = this.channels.get(channel);
    const isNew = !callbacks;
    if (!callbacks) {
      callbacks = new Set();
      this.channels.set(channel, callbacks);
    }
    callbacks.add(onPayload);
    try {
      const client = await this.connected();
      if (isNew && client) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      callbacks.delete(onPayload);
      if (callbacks.size === 0) this.channels.delete(channel);
      throw err;
    }
    return async () => {
      callbacks.delete(onPayload);
      if (callbacks.size > 0 || this.channels.get(channel) !== callbacks) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client | null> {
    if (this.closed) return Promise.resolve(null);
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      for (const cb of this.channels.get(msg.channel) ?? []) cb(msg.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.retryDelayMs = 100;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (!this.closed && this.channels.size > 0) this.reconnectSoon();
  }

  private reconnectSoon(): void {
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 5_000);
    setTimeout(() => {
      if (this.closed || this.client || this.connecting) return;
      this.connected().catch(() => this.reconnectSoon());
    }, delay).unref();
  }
}
