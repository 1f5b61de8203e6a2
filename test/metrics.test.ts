import { aVerification } from './helpers/builders';
import { holdDatabase } from './helpers/hold-database';
import { CompletionWatcher, readFixture, realCsf, upload } from './helpers/documents';
import { parseMetrics, samplesOf, scrapeUntil, valueOf, type Sample } from './helpers/metrics';
import { Receiver } from './helpers/receiver';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';
import { Subscriber } from './helpers/ws';

let t: TestApp;
let a: TestAccount;
const ok = new Receiver();
const failing = new Receiver();

beforeAll(async () => {
  t = await startTestApp({ ALLOW_PRIVATE_NETWORK: 'true', WEBHOOK_RETRY_DELAYS: '3600' });
  a = await t.createAccount('Metrics Co');
  failing.fallback = { status: 500, body: 'down' };
  for (const url of [await ok.start(), await failing.start()]) {
    const res = await t.request('POST', '/v2/webhooks', {
      key: a.apiKey,
      body: { url, events: ['verification.v2.created'] },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await t.stop();
  await ok.stop();
  await failing.stop();
});

const scrape = async (): Promise<Sample[]> => {
  const res = await fetch(`${t.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await res.text());
};
const httpCount = (s: Sample[], labels: Record<string, string>) =>
  valueOf(s, 'bvs_http_request_duration_seconds_count', labels) ?? 0;
const newVerification = async () =>
  (
    await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ items: [{ type: 'csf_mx' }] }),
    })
  ).body;

describe('GET /metrics', () => {
  it('counts REST requests by route pattern, method and status class, never by raw URL', async () => {
    const hooks = (await t.request('GET', '/v2/webhooks', { key: a.apiKey })).body as { id: string }[];
    const before = await scrape();
    for (const h of hooks)
      expect((await t.request('GET', `/v2/webhooks/${h.id}`, { key: a.apiKey })).status).toBe(200);
    expect((await t.request('GET', '/no/such/path/123', { key: a.apiKey })).status).toBe(404);
    expect((await t.request('GET', `/v2/webhooks/${hooks[0]!.id}`)).status).toBe(401);
    const missing = `/webhooks/00000000-0000-4000-8000-000000000000`;
    expect((await t.request('GET', `/v2${missing}`, { key: a.apiKey })).status).toBe(404);
    expect((await t.request('GET', missing, { key: a.apiKey })).status).toBe(404);
    const after = await scrape();
    const route = { method: 'GET', route: '/v2/webhooks/:id', status_class: '2xx' };
    expect(httpCount(after, route) - httpCount(before, route)).toBe(hooks.length);
    for (const pattern of ['/v2/webhooks/:id', '/webhooks/:id']) {
      const notFound = { method: 'GET', route: pattern, status_class: '4xx' };
      expect(httpCount(after, notFound) - httpCount(before, notFound)).toBe(1);
    }
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    expect(httpCount(after, unmatched) - httpCount(before, unmatched)).toBe(2);
    const labels = samplesOf(after, 'bvs_http_request_duration_seconds_count').map((s) => s.labels.route);
    expect(labels.some((r) => hooks.some((h) => r!.includes(h.id)))).toBe(false);
    expect(labels).not.toContain('/metrics');
    expect(valueOf(after, 'bvs_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      httpCount(after, route),
    );
  });

  it('measures GraphQL operations by name and type, with their errors by code', async () => {
    expect((await t.gql(a.apiKey, 'query Viewer { viewer { id } }')).status).toBe(200);
    const missing = await t.gql(
      a.apiKey,
      'mutation DeleteMissing { deleteWebhook(id: "00000000-0000-4000-8000-000000000000") { id } }',
    );
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const s = await scrape();
    const viewer = { operation_name: 'Viewer', operation_type: 'query' };
    const deletion = { operation_name: 'DeleteMissing', operation_type: 'mutation' };
    expect(valueOf(s, 'bvs_graphql_operation_duration_seconds_count', viewer)).toBe(1);
    expect(valueOf(s, 'bvs_graphql_operation_errors_total', viewer)).toBeUndefined();
    expect(valueOf(s, 'bvs_graphql_operation_duration_seconds_count', deletion)).toBe(1);
    expect(valueOf(s, 'bvs_graphql_operation_errors_total', { ...deletion, code: 'NOT_FOUND' })).toBe(1);
    expect(httpCount(s, { method: 'POST', route: '/graphql', status_class: '2xx' })).toBe(2);
  });

  it('records webhook attempts by outcome, the queue backlog and the dispatch lag', async () => {
    await newVerification();
    await ok.waitFor((r) => r.length >= 1);
    await failing.waitFor((r) => r.length >= 1);
    const s = await scrapeUntil(
      t.url,
      (x) =>
        (valueOf(x, 'bvs_webhook_attempt_duration_seconds_count', { outcome: 'success' }) ?? 0) >= 1 &&
        (valueOf(x, 'bvs_job_queue_jobs', { queue: 'webhook-delivery', state: 'deferred' }) ?? 0) >= 1,
    );
    expect(valueOf(s, 'bvs_webhook_attempt_duration_seconds_count', { outcome: 'http_error' })).toBe(1);
    expect(valueOf(s, 'bvs_job_queue_jobs', { queue: 'webhook-delivery', state: 'deferred' })).toBe(1);
    expect(valueOf(s, 'bvs_job_queue_jobs', { queue: 'documents', state: 'ready' })).toBe(0);
    expect(valueOf(s, 'bvs_job_queue_oldest_ready_age_seconds', { queue: 'documents' })).toBe(0);
    expect(valueOf(s, 'bvs_event_dispatch_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'bvs_metrics_collect_errors_total')).toBeUndefined();
  });

  it('gauges graphql-ws connections and subscriptions', async () => {
    const before = await scrape();
    const sub = new Subscriber(`${t.url.replace('http', 'ws')}/graphql`, { 'x-api-key': a.apiKey }).subscribe(
      'subscription { verificationEvents { eventName } }',
    );
    try {
      await sub.acked;
      await newVerification();
      await sub.waitFor(1);
      const during = await scrape();
      expect(valueOf(during, 'bvs_graphql_ws_connections')).toBe(
        (valueOf(before, 'bvs_graphql_ws_connections') ?? 0) + 1,
      );
      expect(valueOf(during, 'bvs_graphql_subscriptions')).toBe(
        (valueOf(before, 'bvs_graphql_subscriptions') ?? 0) + 1,
      );
    } finally {
      await sub.close();
    }
    const after = await scrapeUntil(
      t.url,
      (x) => valueOf(x, 'bvs_graphql_ws_connections') === valueOf(before, 'bvs_graphql_ws_connections'),
    );
    expect(valueOf(after, 'bvs_graphql_subscriptions')).toBe(valueOf(before, 'bvs_graphql_subscriptions'));
  });

  it('times document processing by outcome', async () => {
    const watcher = new CompletionWatcher(t, a.apiKey);
    try {
      await watcher.ready();
      const [good, bad] = [await newVerification(), await newVerification()];
      expect((await upload(t, a.apiKey, good.items[0].id, realCsf())).status).toBe(202);
      expect((await upload(t, a.apiKey, bad.items[0].id, readFixture('files/corrupted.pdf'))).status).toBe(
        202,
      );
      await watcher.completed([good.items[0].id, bad.items[0].id]);
    } finally {
      await watcher.close();
    }
    const s = await scrapeUntil(
      t.url,
      (x) => (valueOf(x, 'bvs_document_processing_duration_seconds_count') ?? 0) >= 2,
    );
    expect(valueOf(s, 'bvs_document_processing_duration_seconds_count', { outcome: 'processed' })).toBe(1);
    expect(valueOf(s, 'bvs_document_processing_duration_seconds_count', { outcome: 'failed' })).toBe(1);
  });

  it('answers a scrape while the database is stuck, leaving the queue series out and counting it', async () => {
    const release = await holdDatabase(t.app.database);
    let s: Sample[];
    try {
      s = await scrape();
    } finally {
      release();
    }
    expect(samplesOf(s, 'bvs_job_queue_jobs')).toEqual([]);
    expect(samplesOf(s, 'bvs_job_queue_oldest_ready_age_seconds')).toEqual([]);
    expect(valueOf(s, 'bvs_metrics_collect_errors_total', { collector: 'job_queue' })).toBe(1);
    expect(valueOf(s, 'bvs_graphql_ws_connections')).toEqual(expect.any(Number));
    const again = await scrape();
    expect(valueOf(again, 'bvs_job_queue_jobs', { queue: 'documents', state: 'ready' })).toBe(0);
  });

  it('includes the default process metrics', async () => {
    const s = await scrape();
    expect(valueOf(s, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(s, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('an API-only instance with METRICS_TOKEN', () => {
  it('guards /metrics with the bearer token, and shows documents waiting for a worker with their age', async () => {
    const token = 'metrics-token-0123456789';
    const api = await startTestApp({ METRICS_TOKEN: token }, { role: 'api' });
    try {
      const none = await fetch(`${api.url}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await none.json()) as { code: string }).code).toBe('UNAUTHORIZED');
      const wrong = await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const acct = await api.createAccount('Queue Co');
      const v = await api.request('POST', '/verifications', {
        key: acct.apiKey,
        body: aVerification({ items: [{ type: 'csf_mx' }] }),
      });
      expect((await upload(api, acct.apiKey, v.body.items[0].id, realCsf())).status).toBe(202);
      const right = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(right.status).toBe(200);
      const s = parseMetrics(await right.text());
      expect(valueOf(s, 'bvs_job_queue_jobs', { queue: 'documents', state: 'ready' })).toBe(1);
      expect(valueOf(s, 'bvs_job_queue_oldest_ready_age_seconds', { queue: 'documents' })).toBeGreaterThan(0);
      // Its own registry: nothing this file's other app measured shows here.
      expect(
        valueOf(s, 'bvs_http_request_duration_seconds_count', { route: '/v2/webhooks/:id' }),
      ).toBeUndefined();
      expect(valueOf(s, 'bvs_http_request_duration_seconds_count', { route: '/verifications' })).toBe(1);
    } finally {
      await api.stop();
    }
  });
});
