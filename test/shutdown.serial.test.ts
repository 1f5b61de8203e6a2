import { mkdtemp, rm } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { aVerification } from './helpers/builders';
import { freshDatabase, usingPostgres } from './helpers/database';
import { textFixturePdf } from './helpers/documents';
import { Receiver } from './helpers/receiver';
import { exitOf, outputMatching, runService } from './helpers/service-process';
import { ADMIN_TOKEN } from './helpers/test-app';

let dir: string;
let postgres: Awaited<ReturnType<typeof freshDatabase>> | null = null;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bvs-shutdown-'));
  if (usingPostgres()) postgres = await freshDatabase();
});
afterEach(async () => {
  await postgres?.drop();
  await rm(dir, { recursive: true, force: true });
});

/** The real service on a free port, with PGlite in a data dir (or the test's Postgres database). */
async function startService(shutdownTimeoutMs: number, env: Record<string, string> = {}) {
  const child = runService(['src/main.ts'], {
    ...env,
    DATA_DIR: dir,
    PORT: '0',
    DATABASE_URL: postgres?.url ?? '',
    ADMIN_TOKEN,
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
  });
  const [, url] = await outputMatching(child, /"url":"(http:\/\/[^"]+)"/);
  return { child, url: url! };
}

const json = async (
  url: string,
  init: { method?: string; key?: string; auth?: string; body?: unknown } = {},
) => {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.key && { 'x-api-key': init.key }),
      ...(init.auth && { authorization: init.auth }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

/** An account, a verification with one item, and a signed upload ticket for it (on the service's address). */
async function uploadTicket(url: string) {
  const account = await json(`${url}/admin/accounts`, {
    method: 'POST',
    auth: `Bearer ${ADMIN_TOKEN}`,
    body: { name: 'Shutdown Co' },
  });
  const key = account.body.api_key as string;
  const v = await json(`${url}/verifications`, {
    method: 'POST',
    key,
    body: aVerification({ items: [{ type: 'csf_mx' }] }),
  });
  const itemId = v.body.items[0].id as number;
  const ticket = await json(`${url}/graphql`, {
    method: 'POST',
    key,
    body: {
      query: `mutation($id: ID!) { createUploadTicket(itemId: $id) { uploadUrl } }`,
      variables: { id: String(itemId) },
    },
  });
  const signed = new URL(ticket.body.data.createUploadTicket.uploadUrl as string);
  return { key, itemId, uploadUrl: `${url}${signed.pathname}${signed.search}` };
}

/**
 * A PUT whose headers are in (`Expect: 100-continue`: `arrived` resolves when the server is serving it)
 * and whose body is sent in two halves, the second by `finish()`.
 */
function slowUpload(url: string, bytes: Uint8Array) {
  let req!: ClientRequest;
  const half = Math.floor(bytes.length / 2);
  const response = new Promise<{ status: number; headers: Record<string, unknown>; body: any }>(
    (resolve, reject) => {
      req = request(
        url,
        { method: 'PUT', headers: { 'content-length': bytes.length, expect: '100-continue' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    },
  );
  const arrived = new Promise<void>((resolve) =>
    req.on('continue', () => {
      req.write(bytes.subarray(0, half));
      resolve();
    }),
  );
  return { arrived, response, finish: () => req.end(bytes.subarray(half)) };
}

/** A graphql-ws subscriber; `closed` resolves with the close code and reason the server sent. */
async function subscriber(url: string, key: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { 'x-api-key': key } })));
    ws.on('message', (data) => {
      if (JSON.parse(data.toString()).type === 'connection_ack') resolve();
    });
    ws.on('error', reject);
  });
  ws.send(
    JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: 'subscription { verificationEvents { eventName } }' },
    }),
  );
  return { closed };
}

async function openData(): Promise<DatabaseHandle> {
  return postgres ? postgres.handle : openDatabase({ kind: 'pglite', dataDir: dir });
}

describe('SIGTERM', () => {
  it('finishes the upload in flight, refuses new connections, closes subscriptions with 1001 and exits 0', async () => {
    const { child, url } = await startService(30000);
    const bytes = await textFixturePdf('cfe-receipt.txt');
    let exited: Promise<number | null> | null = null;
    try {
      const { itemId, uploadUrl, key } = await uploadTicket(url);
      const sub = await subscriber(url, key);
      const upload = slowUpload(uploadUrl, bytes);
      await upload.arrived;
      exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await sub.closed).toEqual({ code: 1001, reason: 'Going away' });
      await expect(fetch(`${url}/healthz`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
      upload.finish();
      const res = await upload.response;
      expect(res.status).toBe(202);
      expect(res.headers.connection).toBe('close');
      expect(res.body).toMatchObject({ id: itemId, item_internal_status: 'processing' });
      expect(await exited).toBe(0);
      expect(child.output()).toMatch(/"msg":"stopped"/);
      const db = await openData();
      try {
        const files = await db.db
          .selectFrom('item_files')
          .select(['size_bytes', 'status'])
          .where('item_id', '=', itemId)
          .execute();
        expect(files).toEqual([{ size_bytes: bytes.length, status: 'received' }]);
      } finally {
        if (!postgres) await db.close();
      }
    } finally {
      if (!exited) child.kill('SIGKILL');
    }
  }, 180000);

  it('cuts a request that outlives SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const { child, url } = await startService(1000);
    try {
      const { uploadUrl } = await uploadTicket(url);
      const upload = slowUpload(uploadUrl, await textFixturePdf('cfe-receipt.txt'));
      await upload.arrived;
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await expect(upload.response).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180000);

  it('cuts a webhook send to a hanging receiver at SHUTDOWN_TIMEOUT_MS and exits 0, leaving it to its lease', async () => {
    const hanging = new Receiver();
    hanging.fallback = { status: 200, hold: true };
    const hookUrl = await hanging.start();
    const { child, url } = await startService(1000, {
      ALLOW_PRIVATE_NETWORK: 'true',
      WEBHOOK_TIMEOUT_MS: '120000',
    });
    try {
      const account = await json(`${url}/admin/accounts`, {
        method: 'POST',
        auth: `Bearer ${ADMIN_TOKEN}`,
        body: { name: 'Hanging Receiver Co' },
      });
      const key = account.body.api_key as string;
      await json(`${url}/v2/webhooks`, {
        method: 'POST',
        key,
        body: { url: hookUrl, events: ['verification.v2.created'] },
      });
      const created = await json(`${url}/verifications`, {
        method: 'POST',
        key,
        body: aVerification({ items: [{ type: 'csf_mx' }] }),
      });
      expect(created.status).toBe(201);
      await hanging.waitFor((r) => r.length === 1, 60000);
      const exited = exitOf(child);
      child.kill('SIGTERM');
      // The receiver never answers: only cutting the send lets the service stop in time.
      expect(await exited).toBe(0);
      expect(child.output()).toMatch(/"msg":"stopped"/);
      expect(child.output()).not.toMatch(/shutdown did not finish/);
    } finally {
      child.kill('SIGKILL');
      await hanging.stop();
    }
    const data = await openData();
    try {
      const rows = await data.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempt_count'])
        .execute();
      // Left as it was claimed: sent again by another instance, or this one after its restart, once its lease is over.
      expect(rows).toEqual([{ status: 'sending', attempt_count: 1 }]);
    } finally {
      if (!postgres) await data.close();
    }
  }, 180000);

  it('exits 1 at once on a second signal', async () => {
    const { child, url } = await startService(60000);
    try {
      const { uploadUrl } = await uploadTicket(url);
      const upload = slowUpload(uploadUrl, await textFixturePdf('cfe-receipt.txt'));
      upload.response.catch(() => undefined);
      await upload.arrived;
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await outputMatching(child, /"msg":"shutting down"/);
      child.kill('SIGTERM');
      expect(await exited).toBe(1);
      expect(child.output()).toMatch(/second signal/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180000);
});
