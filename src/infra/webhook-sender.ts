import type { Deps } from '../domain/context';
import { WEBHOOK_SENDS } from '../domain/webhooks/delivery';
import { claimDeliveries, recordAndClaim } from '../domain/webhooks/delivery.claims';
import type { Claim, ClaimedDelivery } from '../domain/webhooks/delivery.repository';
import { sendDelivery, type Sent } from '../domain/webhooks/delivery.send';

/** How often webhooks left at their cap are claimed from again, in case none of their sends ends here. */
const RECLAIM_MS = 1000;
/** How soon a failed write of ended attempts is tried again (they are dropped once their lease is over). */
const RETRY_RECORD_MS = 500;

interface Waiter {
  n: number;
  resolve(): void;
  reject(err: Error): void;
}

/**
 * One instance's webhook sends. A pg-boss batch is claimed and its sends started, and the handler
 * returns without waiting for them, so a receiver that hangs until WEBHOOK_TIMEOUT_MS holds only its
 * own sends. Bounds, both exact on this instance: `perInstance` sends in flight (a handler waits for
 * room: backpressure on the queue) and `perWebhook` per webhook (the claim takes no more). A delivery
 * left out by a cap stays pending, uncounted and in its place; its webhook is claimed from again when
 * one of its sends ends here (in the transaction that records that send) and every second, so the work
 * done for a webhook at its cap follows its sends, not its backlog.
 *
 * Ended sends are recorded together (group commit: those that end while a write runs go in the next);
 * a write that fails (the database away) is tried again until the attempts' leases are over.
 */
export class DeliverySender {
  /** Slots held: reserved for a claim, or sending. */
  private slots = 0;
  private readonly waiting: Waiter[] = [];
  private ended: Sent[] = [];
  private reclaimAll = false;
  private flushing: Promise<void> | null = null;
  /** Sends in flight per webhook. */
  private readonly busy = new Map<string, number>();
  /** Webhooks that had due deliveries left out by a cap. */
  private readonly atCap = new Set<string>();
  private retryTimer: NodeJS.Timeout | null = null;
  private lock: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private abandoned = false;
  private idleWaiters: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly deps: Deps,
    private readonly onError: (err: unknown) => void,
    private readonly limits: { perInstance: number; perWebhook: number } = WEBHOOK_SENDS,
  ) {
    this.timer = setInterval(() => this.reclaim(), RECLAIM_MS);
    this.timer.unref();
  }

  /** Sends in flight (and room reserved for a claim running now). */
  get inFlight(): number {
    return this.slots;
  }

  /**
   * The delivery queue's handler: waits for room for the batch, claims the due deliveries of the
   * batch's webhooks (see `claimDeliveries`) and starts their sends. Throws once stopping began, so the
   * jobs are retried (elsewhere, or after the restart).
   */
  async take(deliveryIds: string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    const want = Math.min(deliveryIds.length, this.limits.perInstance);
    await this.acquire(want);
    let used = 0;
    try {
      if (this.stopping) throw new Error('webhook sender stopping');
      const claim = await this.exclusive(() =>
        claimDeliveries(this.deps, { deliveryIds }, { total: want, busy: new Map(this.busy) }),
      );
      used = claim.claimed.length;
      this.start(claim);
    } finally {
      this.release(want - used);
    }
  }

  /** Stops taking work: handlers waiting for room give up, nothing more is claimed. Idempotent. */
  close(): void {
    this.stopping = true;
    this.reclaimAll = false;
    clearInterval(this.timer);
    for (const w of this.waiting.splice(0)) w.reject(new Error('webhook sender stopping'));
  }

  /**
   * Stops taking work and waits for the sends in flight to end and be recorded, at most `timeoutMs`.
   * Sends still in flight then are left to their lease: once it expires, another instance (or this
   * one after a restart) sends them again. Resolves whether everything was recorded.
   */
  async drain(timeoutMs: number): Promise<boolean> {
    this.close();
    if (this.isIdle()) return true;
    const done = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!done) this.abandoned = true;
    return done;
  }

  private start(claim: Claim): void {
    for (const h of claim.heldBack) this.atCap.add(h);
    for (const h of claim.drained) this.atCap.delete(h);
    for (const d of claim.claimed) this.send(d);
  }

  private send(d: ClaimedDelivery): void {
    this.busy.set(d.webhook_id, (this.busy.get(d.webhook_id) ?? 0) + 1);
    const done = () => {
      const n = (this.busy.get(d.webhook_id) ?? 1) - 1;
      if (n > 0) this.busy.set(d.webhook_id, n);
      else this.busy.delete(d.webhook_id);
    };
    sendDelivery(this.deps, d).then(
      (r) => {
        this.deps.metrics?.webhookAttempt(r.outcome, r.latencyMs);
        done();
        if (!this.abandoned) this.ended.push(r);
        this.release(1);
        this.kick();
      },
      (err: unknown) => {
        done();
        this.onError(err);
        this.release(1);
      },
    );
  }

  private reclaim(): void {
    if (this.stopping || this.atCap.size === 0) return;
    this.reclaimAll = true;
    this.kick();
  }

  private kick(): void {
    if (this.flushing || this.abandoned || this.retryTimer) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      // Something may have ended between the loop's last check and now.
      if (this.ended.length > 0 || this.reclaimAll) this.kick();
      else this.checkIdle();
    });
  }

  /** Records what ended and claims the next deliveries of those webhooks that were left at their cap. */
  private async flush(): Promise<void> {
    while (!this.abandoned && (this.ended.length > 0 || this.reclaimAll)) {
      const results = this.ended.splice(0);
      const all = this.reclaimAll;
      this.reclaimAll = false;
      const hooks = this.stopping
        ? []
        : all
          ? [...this.atCap]
          : [...new Set(results.map((r) => r.delivery.webhook_id))].filter((h) => this.atCap.has(h));
      const room = hooks.length > 0 ? this.tryAcquire(hooks.length * this.limits.perWebhook) : 0;
      let used = 0;
      try {
        const claim = await this.exclusive(() =>
          recordAndClaim(this.deps, results, room > 0 ? hooks : [], {
            total: room,
            busy: new Map(this.busy),
          }),
        );
        used = claim.claimed.length;
        this.start(claim);
      } catch (err) {
        this.onError(err);
        // Tried again shortly; an attempt whose lease is over is dropped (it is sent again anyway).
        const now = Date.now();
        this.ended.unshift(...results.filter((r) => (r.delivery.lease_until?.getTime() ?? 0) > now));
        if (all) this.reclaimAll = true;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.kick();
        }, RETRY_RECORD_MS);
        this.retryTimer.unref();
        return;
      } finally {
        this.release(room - used);
      }
    }
  }

  /** Claims run one at a time on an instance, so a webhook's cap holds exactly within it. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  private acquire(n: number): Promise<void> {
    if (this.stopping) return Promise.reject(new Error('webhook sender stopping'));
    if (this.waiting.length === 0 && this.slots + n <= this.limits.perInstance) {
      this.slots += n;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => this.waiting.push({ n, resolve, reject }));
  }

  /** Up to `max` slots without waiting; none while a handler waits for room (it goes first). */
  private tryAcquire(max: number): number {
    if (this.waiting.length > 0) return 0;
    const n = Math.max(0, Math.min(max, this.limits.perInstance - this.slots));
    this.slots += n;
    return n;
  }

  private release(n: number): void {
    this.slots -= Math.max(0, n);
    while (this.waiting.length > 0 && this.slots + this.waiting[0]!.n <= this.limits.perInstance) {
      const w = this.waiting.shift()!;
      this.slots += w.n;
      w.resolve();
    }
    this.checkIdle();
  }

  private isIdle(): boolean {
    return this.slots === 0 && this.ended.length === 0 && this.flushing === null && this.retryTimer === null;
  }

  private checkIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }
}
