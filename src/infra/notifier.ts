import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database';

export type Listener = (payload: string) => void;

/** LISTEN/NOTIFY across every instance on one database; listeners survive reconnects. */
export interface Notifier {
  listen(channel: string, listener: Listener): Promise<void>;
  /** Called after a lost connection is back: notifications in between are gone, so callers catch up. */
  onReconnect(callback: () => void): void;
  close(): Promise<void>;
}

export async function createNotifier(database: DatabaseHandle, logger: Logger): Promise<Notifier> {
  if (database.kind === 'pglite') {
    const unlisten: (() => Promise<void>)[] = [];
    return {
      listen: async (channel, listener) =>
        void unlisten.push(await database.pglite!.listen(channel, listener)),
      onReconnect: () => undefined,
      close: async () => void (await Promise.all(unlisten.map((u) => u()))),
    };
  }
  return new PgNotifier(database.pool!.options.connectionString!, logger);
}

/** A dedicated connection (LISTEN needs one that the pool never hands out), reconnecting with backoff. */
class PgNotifier implements Notifier {
  private client: pg.Client | null = null;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly reconnectCallbacks: (() => void)[] = [];
  private closed = false;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async listen(channel: string, listener: Listener): Promise<void> {
    const known = this.listeners.has(channel);
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    await this.ensureConnected();
    if (!known) await this.client!.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  onReconnect(callback: () => void): void {
    this.reconnectCallbacks.push(callback);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      for (const l of this.listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
    });
    client.on('error', (err) => this.logger.warn({ err }, 'notification connection error'));
    client.on('end', () => {
      // Only a connection that was up starts a reconnect loop; a failed attempt is retried by its loop
      // (otherwise every failed attempt would start one more loop, and they multiply during an outage).
      if (this.client !== client) return;
      this.client = null;
      if (!this.closed) void this.reconnect();
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
  }

  private async reconnect(): Promise<void> {
    for (let delay = 250; !this.closed; delay = Math.min(delay * 2, 5000)) {
      await new Promise((r) => setTimeout(r, delay));
      try {
        await this.ensureConnected();
        this.logger.info('notification connection restored');
        for (const cb of this.reconnectCallbacks) cb();
        return;
      } catch (err) {
        this.logger.warn({ err }, 'notification connection: retrying');
      }
    }
  }
}
