import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that collects what one subscription yields. */
export class Subscriber {
  readonly values: any[] = [];
  readonly errors: unknown[] = [];
  private waiters: { n: number; resolve: () => void }[] = [];
  private readonly client: Client;
  private dispose: (() => void) | null = null;
  acked: Promise<void>;

  constructor(url: string, connectionParams: Record<string, unknown>) {
    let ack: () => void = () => undefined;
    this.acked = new Promise((r) => (ack = r));
    this.client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: { connected: () => ack() },
    });
  }

  subscribe(query: string, variables: Record<string, unknown> = {}): this {
    this.dispose = this.client.subscribe(
      { query, variables },
      {
        next: (v) => {
          if (v.errors) this.errors.push(v.errors);
          else this.values.push(v.data);
          this.check();
        },
        error: (e) => {
          this.errors.push(e);
          this.check();
        },
        complete: () => undefined,
      },
    );
    return this;
  }

  /** Resolves once `n` values (or an error) have arrived. */
  waitFor(n: number, timeoutMs = 10000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`subscriber: ${this.values.length}/${n} values, errors ${JSON.stringify(this.errors)}`),
          ),
        timeoutMs,
      );
      this.waiters.push({ n, resolve: () => (clearTimeout(timer), resolve()) });
      this.check();
    });
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (this.values.length < w.n && this.errors.length === 0) return true;
      w.resolve();
      return false;
    });
  }

  async close(): Promise<void> {
    this.dispose?.();
    await this.client.dispose();
  }
}
