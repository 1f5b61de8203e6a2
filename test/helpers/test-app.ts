import { randomBytes } from 'node:crypto';
import { createApp, type App, type AppOptions } from '../../src/app';
import { loadConfig, type Role } from '../../src/config';
import { freshDatabase } from './database';
import { responseProblem } from './openapi';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestAccount {
  id: string;
  name: string;
  apiKey: string;
}

export interface TestApp {
  app: App;
  url: string;
  /** The Postgres URL of this app's database (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** The environment the app was configured from (SECRET_KEY included). */
  env: Record<string, string>;
  /**
   * A raw request; `body` objects are sent as JSON, strings as they are. An answer of a documented REST
   * operation that contradicts the OpenAPI document (status, body, media type) throws.
   */
  request(
    method: string,
    path: string,
    opts?: { key?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<HttpResult>;
  /** A GraphQL operation over HTTP with the key. */
  gql<T = any>(
    key: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<HttpResult<{ data: T; errors: any[] }>>;
  createAccount(name?: string): Promise<TestAccount>;
  stop(): Promise<void>;
}

/** Starts the real app on a free port against a fresh database. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions & { role?: Role } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const fullEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN,
    SECRET_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    // The per-key limiter would make ordinary suites flaky; rate-limit tests set it.
    RATE_LIMIT_PER_SECOND: '0',
    ...env,
  };
  const config = loadConfig(fullEnv, options.role);
  const app = await createApp(config, { ...options, database: database.handle });

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.key) headers['x-api-key'] = opts.key;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${app.url}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const result = { status: res.status, body: parsed as any, headers: res.headers };
    const problem = responseProblem(method, path, result);
    if (problem) throw new Error(`Response contradicts the OpenAPI document: ${problem}`);
    return result;
  };

  let counter = 0;
  return {
    app,
    url: app.url,
    databaseUrl: database.url,
    env: fullEnv,
    request,
    gql: (key, query, variables) => request('POST', '/graphql', { key, body: { query, variables } }),
    createAccount: async (name = `Account ${++counter}`) => {
      const res = await request('POST', '/admin/accounts', {
        body: { name },
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      if (res.status !== 201)
        throw new Error(`account creation failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id, name: res.body.name, apiKey: res.body.api_key };
    },
    stop: async () => {
      await app.stop();
      await database.drop();
    },
  };
}

/** Asserts the error body of DESIGN.md section 6. */
export function expectErrorBody(res: HttpResult, status: number, code: string): void {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body).toMatchObject({
    success: false,
    message: expect.any(String),
    timestamp: expect.any(String),
  });
  expect(Number.isNaN(Date.parse(res.body.timestamp))).toBe(false);
}
