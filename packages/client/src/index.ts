/**
 * @bvs/client: a typed client of the bvs REST API. Paths, parameters, bodies and answers are typed
 * from the service's OpenAPI document (openapi-typescript); requests go through openapi-fetch, with:
 * - the API key on every request (`x-api-key`);
 * - an `Idempotency-Key` on every POST and PUT that has none, kept across retries, so a retried write
 *   is carried out once;
 * - retries of 429 and 5xx answers (and of network errors), waiting `Retry-After` when the service
 *   sends it, else an exponential backoff with jitter.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
/** A named schema of the API: `Schema<'Webhook'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type BvsClient = Client<paths>;

export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  retries?: number;
  /** First backoff delay without a Retry-After, in ms (default 250), doubled at each retry. */
  baseDelayMs?: number;
  /** Longest wait before a retry, Retry-After included, in ms (default 30 s). */
  maxDelayMs?: number;
}

export interface BvsClientOptions extends Omit<ClientOptions, 'baseUrl' | 'fetch'> {
  /** Where bvs answers, e.g. `https://kyb.example.com` (no trailing path). */
  baseUrl: string;
  /** The account's API key (`bvs_sk_...`); omit it to send credentials yourself in `headers`. */
  apiKey?: string;
  retry?: RetryOptions;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Makes idempotency keys (default: crypto.randomUUID). */
  idempotencyKey?: () => string;
}

const RETRIABLE = (status: number) => status === 429 || status >= 500;

/** `Retry-After` in ms (seconds or an HTTP date), or undefined. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that retries 429, 5xx and network errors as described above. */
export function retryingFetch(
  base: typeof globalThis.fetch = globalThis.fetch,
  options: RetryOptions = {},
): (input: Request) => Promise<Response> {
  const retries = options.retries ?? 3;
  const baseDelay = options.baseDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 30_000;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const backoff = Math.min(maxDelay, baseDelay * 2 ** attempt * (0.5 + Math.random() / 2));
      const last = attempt >= retries;
      let response: Response;
      try {
        response = await base(last ? request : request.clone());
      } catch (err) {
        if (last || request.signal?.aborted) throw err;
        await sleep(backoff);
        continue;
      }
      if (last || !RETRIABLE(response.status)) return response;
      const wait = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      await sleep(Math.min(maxDelay, wait ?? backoff));
    }
  };
}

/**
 * The client: `client.GET('/v2/webhooks')`, `client.POST('/verifications', { body })`, with typed
 * `{ data, error, response }` answers.
 */
export function createBvsClient(options: BvsClientOptions): BvsClient {
  const { apiKey, retry, fetch: baseFetch, idempotencyKey, headers, ...rest } = options;
  const client = createClient<paths>({
    ...rest,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...(apiKey && { 'x-api-key': apiKey }), ...(headers as Record<string, string> | undefined) },
    fetch: retryingFetch(baseFetch ?? globalThis.fetch, retry),
  });
  const newKey = idempotencyKey ?? (() => globalThis.crypto.randomUUID());
  client.use({
    onRequest({ request }) {
      if (
        (request.method === 'POST' || request.method === 'PUT') &&
        !request.headers.has('idempotency-key')
      ) {
        request.headers.set('Idempotency-Key', newKey());
      }
      return request;
    },
  });
  return client;
}

export default createBvsClient;
