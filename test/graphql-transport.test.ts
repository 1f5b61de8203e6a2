import { createClient, type Client } from 'graphql-ws';
import { auditServer } from 'graphql-http';
import WebSocket from 'ws';
import { startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: TestAccount;
beforeAll(async () => {
  t = await startTestApp({ MAX_FILE_BYTES: '524288' });
  a = await t.createAccount('A');
});
afterAll(() => t.stop());

const wsUrl = () => `${t.url.replace('http', 'ws')}/graphql`;

function wsClient(connectionParams: Record<string, unknown>): { client: Client; closed: Promise<number> } {
  let onClose: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const client = createClient({
    url: wsUrl(),
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined, // the close code is asserted through on.closed
    on: { closed: (event) => onClose((event as { code: number }).code) },
  });
  return { client, closed };
}

function runOnce(client: Client, query: string): Promise<any> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query },
      { next: (v) => (result = v), error: reject, complete: () => resolve(result) },
    );
  });
}

describe('GraphQL over HTTP', () => {
  it('passes the graphql-http server audit with no failing audit', async () => {
    const results = await auditServer({
      url: `${t.url}/graphql`,
      fetchFn: (input: string | URL | Request, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('x-api-key', a.apiKey);
        return fetch(input, { ...init, headers });
      },
    });
    const failing = results
      .filter((r) => r.status === 'error')
      .map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failing).toEqual([]);
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThan(20);
  });

  it('answers 401 with an UNAUTHORIZED error without a key or with a bad one', async () => {
    for (const key of [undefined, 'bvs_sk_forged']) {
      const res = await t.gql(key, '{ viewer { id } }');
      expect(res.status).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
      expect(res.body.data).toBeUndefined();
    }
  });

  it('maps parse and validation failures into the shared error codes', async () => {
    const parse = await t.gql(a.apiKey, '{ viewer { id ');
    expect(parse.status).toBe(400);
    expect(parse.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const unknown = await t.gql(a.apiKey, '{ viewer { password } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const badVar = await t.gql(a.apiKey, 'query($n: Int) { webhooks(first: $n) { nodes { id } } }', {
      n: 'many',
    });
    expect(badVar.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const negative = await t.gql(a.apiKey, '{ webhooks(first: -1) { nodes { id } } }');
    expect(negative.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const allowed = new Set([
      'VALIDATION_ERROR',
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'DUPLICATE_RESOURCE',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
      'INTERNAL_SERVER_ERROR',
    ]);
    for (const r of [parse, unknown, badVar, negative])
      expect(allowed.has(r.body.errors[0].extensions.code)).toBe(true);
  });

  it('refuses a body over its limit (sized for base64 documents) with 413', async () => {
    const res = await t.gql(a.apiKey, `{ viewer { id } } # ${'x'.repeat(1_100_000)}`);
    expect(res.status).toBe(413);
  });
});

describe('GraphQL over WebSocket (graphql-ws)', () => {
  it('accepts a connection_init carrying the API key and runs operations', async () => {
    const { client } = wsClient({ 'x-api-key': a.apiKey });
    try {
      const result = await runOnce(client, '{ viewer { id name } }');
      expect(result).toEqual({ data: { viewer: { id: a.id, name: 'A' } } });
    } finally {
      await client.dispose();
    }
  });

  it.each([
    ['no key', {}],
    ['a bad key', { 'x-api-key': 'bvs_sk_forged' }],
  ])('refuses %s with close code 4403', async (_name, params) => {
    const { client, closed } = wsClient(params);
    const outcome = runOnce(client, '{ viewer { id } }').catch((e: unknown) => e);
    expect(await closed).toBe(4403);
    await outcome;
    await client.dispose();
  });
});
