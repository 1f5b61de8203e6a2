import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentString } from '../../gql/graphql';

/** A GraphQL error as bvs formats it: the code comes from one closed list shared with REST. */
export interface ApiError {
  message: string;
  code: string;
  details?: { path: string; message: string }[];
}

export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: ApiError[],
    readonly status: number,
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'GraphQLRequestError';
  }
  get code(): string {
    return this.errors[0]?.code ?? 'INTERNAL_SERVER_ERROR';
  }
}

interface RawError {
  message: string;
  extensions?: { code?: string; details?: ApiError['details'] };
}

/** A document generated from web/src by `npm run codegen`: its result and variables typed from the schema. */
export type Document<T, V> = TypedDocumentString<T, V>;
export type ResultOf<D> = D extends Document<infer T, never> ? T : never;
export type VariablesOf<D> = D extends Document<unknown, infer V> ? V : never;

/** One query or mutation over HTTP with a bearer credential (access token or staff session). */
export async function gql<T, V>(document: Document<T, V>, variables: V, token: string | null): Promise<T> {
  const query = document.toString();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  } catch {
    throw new GraphQLRequestError([{ message: 'network', code: 'NETWORK' }], 0);
  }
  const body = (await res.json().catch(() => null)) as { data?: T; errors?: RawError[] } | null;
  if (body?.errors?.length) {
    throw new GraphQLRequestError(
      body.errors.map((e) => ({
        message: e.message,
        code: e.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
        details: e.extensions?.details,
      })),
      res.status,
    );
  }
  if (!res.ok || !body?.data) {
    throw new GraphQLRequestError(
      [{ message: `HTTP ${res.status}`, code: 'INTERNAL_SERVER_ERROR' }],
      res.status,
    );
  }
  return body.data;
}

/** A graphql-ws client on the same origin; the credential travels in connection_init. */
export function wsClient(token: string): Client {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createClient({
    url: `${proto}//${window.location.host}/graphql`,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: true,
    retryAttempts: 20,
    shouldRetry: () => true,
  });
}

/** Subscribes and calls `onData` for each payload; returns the unsubscribe function. */
export function subscribe<T, V>(
  client: Client,
  document: Document<T, V>,
  variables: V,
  onData: (data: T) => void,
  onError?: (err: unknown) => void,
): () => void {
  return client.subscribe<T>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next: (msg) => {
        if (msg.data) onData(msg.data as T);
      },
      error: (err) => onError?.(err),
      complete: () => undefined,
    },
  );
}
