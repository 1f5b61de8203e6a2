import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
  at: number;
}

export type Reply = {
  status: number;
  delayMs?: number;
  /** Hold the answer until `release()`: a receiver that hangs for as long as the test needs. */
  hold?: boolean;
  headers?: Record<string, string>;
  body?: string;
};

/** A real HTTP receiver: records every request and answers from a script (default 200). */
export class Receiver {
  readonly received: Received[] = [];
  private server: Server | null = null;
  private waiters: { predicate: () => boolean; resolve: () => void }[] = [];
  private held: (() => void)[] = [];
  /** Replies for the next requests, in order; then `fallback`. */
  script: Reply[] = [];
  fallback: Reply = { status: 200, body: 'ok' };

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try {
          body = JSON.parse(rawBody);
        } catch {
          /* keep null */
        }
        this.received.push({ headers: req.headers, rawBody, body, at: Date.now() });
        const reply = this.script.shift() ?? this.fallback;
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status, reply.headers);
          res.end(reply.body ?? '');
        };
        if (reply.hold) this.held.push(send);
        else if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
        this.check();
      });
    });
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Resolves once the predicate over what was received holds (no sleeps). */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs = 20000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`receiver: condition not met; got ${this.received.length} requests`)),
        timeoutMs,
      );
      const waiter = {
        predicate: () => predicate(this.received),
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
      this.check();
    });
  }

  /** Answers every held request now. */
  release(): void {
    for (const send of this.held.splice(0)) send();
  }

  ofEvent(name: string): Received[] {
    return this.received.filter((r) => r.body?.event_name === name);
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.predicate()) return true;
      w.resolve();
      return false;
    });
  }

  async stop(): Promise<void> {
    this.held = [];
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
