import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DocumentOutcome, Metrics, WebhookAttemptOutcome } from '../domain/context';
import type { QueueStats } from './queue';

/** What is read at scrape time rather than counted as it happens. */
export interface MetricSources {
  queues(): Promise<QueueStats[]>;
  wsConnections(): number;
  subscriptions(): number;
}

/** A scrape must answer even when the database is slow: the queue query gets this long. */
const QUEUE_QUERY_TIMEOUT_MS = 1000;

const seconds = (ms: number) => Math.max(0, ms) / 1000;

/**
 * Every instrument of one app, on its own registry: no prom-client global, so two apps in one
 * process (tests) never share or double-register a series.
 */
export class AppMetrics implements Metrics {
  readonly registry = new Registry();
  private sources: MetricSources | null = null;
  /** One queue read per scrape, shared by the gauges it feeds (prom-client collects them concurrently). */
  private queueRead: Promise<QueueStats[] | null> | null = null;

  readonly httpDuration = new Histogram({
    name: 'bvs_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'bvs_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name and type',
    labelNames: ['operation_name', 'operation_type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly graphqlErrors = new Counter({
    name: 'bvs_graphql_operation_errors_total',
    help: 'Errors in GraphQL answers by operation and error code',
    labelNames: ['operation_name', 'operation_type', 'code'] as const,
    registers: [this.registry],
  });

  private readonly webhookDuration = new Histogram({
    name: 'bvs_webhook_attempt_duration_seconds',
    help: 'Webhook delivery attempts by outcome (its _count is the number of attempts)',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60],
    registers: [this.registry],
  });

  private readonly documentDuration = new Histogram({
    name: 'bvs_document_processing_duration_seconds',
    help: 'Document runs (fetch, read, classify, extract, validate) by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers: [this.registry],
  });

  private readonly dispatchLag = new Histogram({
    name: 'bvs_event_dispatch_lag_seconds',
    help: 'Time from an outbox event being written to its dispatch to webhooks and subscribers',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  private readonly collectErrors = new Counter({
    name: 'bvs_metrics_collect_errors_total',
    help: 'Scrape-time reads that failed or timed out (their series are left out of that scrape)',
    labelNames: ['collector'] as const,
    registers: [this.registry],
    // Read after this scrape's queue read, so a failure shows in the scrape it happened in.
    collect: async () => void (await this.readQueuesOnce()),
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const jobs: Gauge<'queue' | 'state'> = new Gauge({
      name: 'bvs_job_queue_jobs',
      help: 'Jobs per queue: ready to run, deferred (a later start) and active',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      collect: async () => {
        const stats = await this.readQueuesOnce();
        jobs.reset();
        for (const q of stats ?? []) {
          jobs.set({ queue: q.name, state: 'ready' }, q.ready);
          jobs.set({ queue: q.name, state: 'deferred' }, q.deferred);
          jobs.set({ queue: q.name, state: 'active' }, q.active);
        }
      },
    });
    const age: Gauge<'queue'> = new Gauge({
      name: 'bvs_job_queue_oldest_ready_age_seconds',
      help: 'How long the oldest job ready to run has waited, per queue (0 when none waits)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      collect: async () => {
        const stats = await this.readQueuesOnce();
        age.reset();
        for (const q of stats ?? []) age.set({ queue: q.name }, q.oldestReadySeconds);
      },
    });
    const connections: Gauge = new Gauge({
      name: 'bvs_graphql_ws_connections',
      help: 'Open graphql-ws connections',
      registers: [this.registry],
      collect: () => connections.set(this.sources?.wsConnections() ?? 0),
    });
    const subscriptions: Gauge = new Gauge({
      name: 'bvs_graphql_subscriptions',
      help: 'Active GraphQL subscriptions on this instance',
      registers: [this.registry],
      collect: () => subscriptions.set(this.sources?.subscriptions() ?? 0),
    });
  }

  /** Wires the scrape-time readings once the queue, hub and WebSocket server exist. */
  observe(sources: MetricSources): void {
    this.sources = sources;
  }

  webhookAttempt(outcome: WebhookAttemptOutcome, ms: number): void {
    this.webhookDuration.observe({ outcome }, seconds(ms));
  }

  documentProcessed(outcome: DocumentOutcome, ms: number): void {
    this.documentDuration.observe({ outcome }, seconds(ms));
  }

  eventDispatched(lagMs: number): void {
    this.dispatchLag.observe(seconds(lagMs));
  }

  private readQueuesOnce(): Promise<QueueStats[] | null> {
    this.queueRead ??= this.readQueues().finally(() => (this.queueRead = null));
    return this.queueRead;
  }

  private async readQueues(): Promise<QueueStats[] | null> {
    if (!this.sources) return [];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), QUEUE_QUERY_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.sources.queues(), timeout]);
    } catch {
      this.collectErrors.inc({ collector: 'job_queue' });
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
