import type { Logger } from 'pino';
import type { Deps } from '../domain/context';
import * as outbox from '../domain/events/outbox.repository';
import { DELIVERY_QUEUE } from '../domain/webhooks/delivery';
import { recoverStalled } from '../domain/webhooks/delivery.claims';
import { fanOut } from '../domain/webhooks/delivery.fanout';
import type { Notifier } from '../infra/notifier';

export const OUTBOX_CHANNEL = 'bvs_outbox';
export const EVENTS_CHANNEL = 'bvs_events';
/** Only one instance dispatches at a time, so events leave in outbox order. */
const DISPATCH_LOCK = 727_001;
const BATCH = 200;
const NOTIFY_LIMIT = 7500;

/** An event as subscribers receive it (also the NOTIFY payload on EVENTS_CHANNEL). */
export interface BusEvent {
  id: number;
  eventId: string;
  eventName: string;
  accountId: string;
  verificationId: string | null;
  itemId: number | null;
  occurredAt: string;
  data: Record<string, unknown> | null;
}

/**
 * Reads committed outbox rows in order and fans each out: to subscribers on every instance (NOTIFY),
 * and to one delivery job per subscribed, enabled webhook. Progress is marked in the same transaction,
 * so a crash re-dispatches at most the batch in flight (at-least-once), and never loses one.
 */
export class Dispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
    private readonly pollMs = 5000,
  ) {}

  async start(): Promise<void> {
    await this.notifier.listen(OUTBOX_CHANNEL, () => this.wake());
    this.notifier.onReconnect(() => this.wake());
    this.timer = setInterval(() => {
      this.wake();
      recoverStalled(this.deps).catch((err: unknown) =>
        this.logger.warn({ err }, 'delivery recovery failed'),
      );
    }, this.pollMs);
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.dispatchBatch()) > 0) {
        this.deps.jobs.wake(DELIVERY_QUEUE);
      }
    } catch (err) {
      this.logger.warn({ err }, 'dispatch failed; will retry');
    }
  }

  /** One batch in one transaction; returns how many events it dispatched. */
  async dispatchBatch(): Promise<number> {
    const dispatched = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await outbox.tryDispatchLock(trx, DISPATCH_LOCK))) return [];
      const events = await outbox.lockUndispatched(trx, BATCH);
      if (events.length === 0) return [];
      await fanOut(
        trx,
        this.deps,
        events.map((e) => ({
          eventId: e.event_id,
          eventName: e.event_name,
          accountId: e.account_id,
          verificationId: e.verification_id,
          data: e.data,
        })),
      );
      await outbox.markDispatched(
        trx,
        events.map((e) => e.id),
        this.deps.clock.now(),
      );
      const payloads = events.map((e) => {
        const bus: BusEvent = {
          id: e.id,
          eventId: e.event_id,
          eventName: e.event_name,
          accountId: e.account_id,
          verificationId: e.verification_id,
          itemId: e.item_id,
          occurredAt: e.occurred_at.toISOString(),
          data: e.data,
        };
        const payload = JSON.stringify(bus);
        return Buffer.byteLength(payload) > NOTIFY_LIMIT ? JSON.stringify({ ...bus, data: null }) : payload;
      });
      await outbox.notifyAll(trx, EVENTS_CHANNEL, payloads);
      return events;
    });
    const now = Date.now();
    for (const e of dispatched) this.deps.metrics?.eventDispatched(now - e.occurred_at.getTime());
    return dispatched.length;
  }
}
