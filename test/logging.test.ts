import { createLogger } from '../src/logger';
import { aVerification } from './helpers/builders';
import { CompletionWatcher, textFixturePdf } from './helpers/documents';
import {
  ADMIN_TOKEN,
  expectErrorBody,
  startTestApp,
  type TestAccount,
  type TestApp,
} from './helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FILE_PASSWORD = 'file-password-4f9c2e';

/** Every line the app logs, through the service's own logger configuration, at the most verbose level. */
const lines: string[] = [];
const logs = () => lines.map((l) => JSON.parse(l) as Record<string, any>);
let t: TestApp;
let a: TestAccount;
let receipt: Uint8Array;

beforeAll(async () => {
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  t = await startTestApp({ ALLOW_PRIVATE_NETWORK: 'true' }, { logger });
  a = await t.createAccount('Logging Co');
  receipt = await textFixturePdf('cfe-receipt.txt');
});
afterAll(() => t.stop());

const newVerification = async () =>
  (
    await t.request('POST', '/verifications', {
      key: a.apiKey,
      body: aVerification({ items: [{ type: 'csf_mx' }] }),
    })
  ).body;

/** PUTs a document, with its password header, to a signed upload ticket; answers the ticket and file links. */
async function uploadThroughTicket(itemId: number) {
  const ticket = await t.gql(
    a.apiKey,
    `mutation($id: ID!) { createUploadTicket(itemId: $id) { uploadUrl } }`,
    {
      id: String(itemId),
    },
  );
  const ticketUrl = ticket.body.data.createUploadTicket.uploadUrl as string;
  const put = await fetch(ticketUrl, {
    method: 'PUT',
    headers: { 'x-file-password': FILE_PASSWORD },
    body: Buffer.from(receipt),
  });
  expect(put.status).toBe(202);
  return { ticketUrl, fileUrl: ((await put.json()) as { original_file_url: string }).original_file_url };
}

describe('request ids', () => {
  it('keeps a sane X-Request-Id, answers it in the header and logs the request with it', async () => {
    const res = await t.request('GET', '/v2/webhooks', {
      key: a.apiKey,
      headers: { 'x-request-id': 'edge-42.a_b' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('edge-42.a_b');
    const line = logs().find((l) => l.reqId === 'edge-42.a_b');
    expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
  });

  it('replaces a missing, too long or unsafe id with a fresh UUID', async () => {
    const ids: (string | null)[] = [];
    for (const given of [undefined, 'x'.repeat(129), 'two words', 'tab\tinside', '{"json":1}']) {
      const res = await t.request('GET', '/v2/webhooks', {
        key: a.apiKey,
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(res.status).toBe(200);
      ids.push(res.headers.get('x-request-id'));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(logs().filter((l) => ids.includes(l.reqId))).toHaveLength(ids.length);
  });

  it('tags an unexpected error logged while serving a request with that request’s id', async () => {
    const v = await newVerification();
    const watcher = new CompletionWatcher(t, a.apiKey);
    await watcher.ready();
    const { fileUrl } = await watcher.completedAfter([v.items[0].id], () =>
      uploadThroughTicket(v.items[0].id),
    );
    await watcher.close();
    const blobs = t.app.deps.blobs;
    t.app.deps.blobs = { ...blobs, get: () => Promise.reject(new Error('storage unavailable')) };
    try {
      const res = await t.request('GET', new URL(fileUrl).pathname + new URL(fileUrl).search);
      expectErrorBody(res, 500, 'INTERNAL_SERVER_ERROR');
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      const mine = logs().filter((l) => l.reqId === id);
      expect(mine.map((l) => l.msg)).toEqual(['unhandled error', 'request errored']);
      expect(mine[0]!.err.message).toBe('storage unavailable');
    } finally {
      t.app.deps.blobs = blobs;
    }
  });

  it('tags an unexpected GraphQL error with its request’s id, logged once', async () => {
    const v = await newVerification();
    const links = t.app.deps.links;
    t.app.deps.links = {
      base: () => {
        throw new Error('link base unavailable');
      },
    };
    try {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': a.apiKey, 'x-request-id': 'gql-7' },
        body: JSON.stringify({
          query: 'query($id: ID!) { verification(id: $id) { id onboardingUrl } }',
          variables: { id: v.id },
        }),
      });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      const unhandled = logs().filter((l) => l.msg === 'unhandled GraphQL error');
      expect(unhandled).toHaveLength(1);
      expect(unhandled[0]).toMatchObject({ reqId: 'gql-7', err: { message: 'link base unavailable' } });
    } finally {
      t.app.deps.links = links;
    }
  });
});

describe('what never reaches the logs', () => {
  it('leaves out API keys, access tokens, webhook secrets, file passwords and signatures, wherever they travel', async () => {
    const hook = await t.request('POST', '/v2/webhooks', {
      key: a.apiKey,
      body: { url: 'https://hooks.example.com/bvs', events: ['verification.v2.created'] },
    });
    expect(hook.status).toBe(201);
    const gqlHook = await t.gql(
      a.apiKey,
      `mutation { createWebhook(input: { url: "https://hooks.example.com/two", events: ["verification.v2.finished"] }) { secret } }`,
    );
    const v = await newVerification();
    const token = v.access_token as string;
    const { ticketUrl, fileUrl } = await uploadThroughTicket(v.items[0].id);
    await t.request('GET', `/onboarding/verification/${v.id}/docs-v2?accessToken=${token}&country=mx`);
    await t.request('GET', `/verifications/${v.id}?access_token=${token}`);
    await t.request('GET', `/verifications/${v.id}`, { headers: { 'x-access-token': token } });
    await t.request('GET', `/verifications/${v.id}`, { headers: { authorization: `Bearer ${token}` } });
    await t.request('GET', '/v2/webhooks', {
      headers: { authorization: `Bearer ${a.apiKey}`, cookie: `s=${token}` },
    });
    await t.request('GET', new URL(fileUrl).pathname + new URL(fileUrl).search);
    const values = {
      apiKey: a.apiKey,
      adminToken: ADMIN_TOKEN,
      accessToken: token,
      restSecret: hook.body.secret,
      graphqlSecret: gqlHook.body.data.createWebhook.secret,
      filePassword: FILE_PASSWORD,
      secretKey: t.env.SECRET_KEY,
      ticketSignature: new URL(ticketUrl).searchParams.get('signature'),
      fileSignature: new URL(fileUrl).searchParams.get('signature'),
    };
    const all = lines.join('\n');
    for (const [name, value] of Object.entries(values)) {
      expect({ name, long: typeof value === 'string' && value.length >= 8 }).toEqual({ name, long: true });
      expect({ name, logged: all.includes(value!) }).toEqual({ name, logged: false });
    }
    const onboarding = logs().filter((l) => l.req?.url?.startsWith('/onboarding/'));
    expect(onboarding).toHaveLength(1);
    expect(onboarding[0]!.req.url).toContain('accessToken=[redacted]');
    // The access line carries no headers at all, so none can leak a credential.
    expect(logs().filter((l) => l.req?.headers !== undefined)).toEqual([]);
  });

  it('does not log probes and scrapes', async () => {
    const before = lines.length;
    for (const path of ['/healthz', '/readyz', '/metrics'])
      expect((await t.request('GET', path)).status).toBe(200);
    expect(lines.slice(before).filter((l) => /"url":"\/(healthz|readyz|metrics)/.test(l))).toEqual([]);
  });
});
