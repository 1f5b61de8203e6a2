/* global Buffer, fetch, Headers */
// Unit tests of the built package (dist/), in both module systems, with node:test (no dependency).
// Signatures are made here from the two specifications, independently of the package's code.
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import * as esm from '../dist/esm/index.js';

const cjs = createRequire(import.meta.url)('../dist/cjs/index.js');

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({
  event_name: 'verification.v2.finished',
  event_id: 'evt_1',
  data: { verification_id: 'v1' },
});
const now = Math.floor(Date.now() / 1000);

function sign(rawBody, key = secret, t = now, id = 'evt_1') {
  const v1 = createHmac('sha256', key).update(`${t}.${rawBody}`).digest('hex');
  const std = createHmac('sha256', Buffer.from(key.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${t}.${rawBody}`)
    .digest('base64');
  return {
    'service-signature': `t=${t},v1=${v1}`,
    'webhook-id': id,
    'webhook-timestamp': String(t),
    'webhook-signature': `v1,${std}`,
  };
}

for (const [name, lib] of [
  ['CommonJS', cjs],
  ['ESM', esm],
]) {
  describe(`@bvs/webhooks (${name})`, () => {
    it('accepts a genuine delivery by both schemes, from a string, a Buffer or a Uint8Array', () => {
      const headers = sign(body);
      for (const raw of [body, Buffer.from(body), new Uint8Array(Buffer.from(body))]) {
        assert.equal(lib.verifyWebhook(raw, headers, secret).event_id, 'evt_1');
      }
      assert.equal(lib.isValidWebhook(body, new Headers(headers), secret), true);
      assert.equal(lib.assertServiceSignature(body, headers['service-signature'], secret), now);
      assert.equal(lib.assertStandardSignature(body, headers, secret), 'evt_1');
    });

    it('refuses a changed body, another secret, a stale or future timestamp, and says why', () => {
      const headers = sign(body);
      const code = (fn) => {
        try {
          fn();
        } catch (err) {
          assert.ok(err instanceof lib.WebhookVerificationError);
          return err.code;
        }
        return 'accepted';
      };
      assert.equal(
        code(() => lib.verifyWebhook(`${body} `, headers, secret)),
        'invalid_signature',
      );
      assert.equal(
        code(() => lib.verifyWebhook(body, headers, `${secret}x`)),
        'invalid_signature',
      );
      const old = sign(body, secret, now - 301);
      assert.equal(
        code(() => lib.verifyWebhook(body, old, secret, { now })),
        'timestamp_out_of_tolerance',
      );
      assert.equal(
        code(() => lib.verifyWebhook(body, sign(body, secret, now + 301), secret, { now })),
        'timestamp_out_of_tolerance',
      );
      assert.equal(lib.isValidWebhook(body, old, secret, { toleranceSeconds: 0 }), true);
      assert.equal(lib.isValidWebhook(body, old, secret, { toleranceSeconds: 400, now }), true);
      assert.equal(
        code(() => lib.verifyWebhook(body, {}, secret)),
        'missing_signature',
      );
      assert.equal(
        code(() => lib.verifyWebhook(body, { 'service-signature': 'v1=abc' }, secret)),
        'malformed_signature',
      );
      assert.equal(
        code(() => lib.verifyWebhook('not json', sign('not json'), secret)),
        'invalid_body',
      );
    });

    it('checks every signature present: a valid Service-Signature does not excuse a forged Standard one', () => {
      const headers = {
        ...sign(body),
        'webhook-signature': sign(body, `whsec_${randomBytes(24).toString('base64')}`)['webhook-signature'],
      };
      assert.equal(lib.isValidWebhook(body, headers, secret), false);
      assert.equal(lib.isValidWebhook(body, headers, secret, { scheme: 'service' }), true);
      const onlyService = { 'service-signature': sign(body)['service-signature'] };
      assert.equal(lib.isValidWebhook(body, onlyService, secret), true);
      assert.equal(lib.isValidWebhook(body, onlyService, secret, { scheme: 'standard' }), false);
    });

    it('accepts any of several secrets during a rotation, and any of several v1 values', () => {
      const next = `whsec_${randomBytes(24).toString('base64')}`;
      assert.equal(lib.isValidWebhook(body, sign(body, next), [secret, next]), true);
      assert.equal(lib.isValidWebhook(body, sign(body, secret), [next, secret]), true);
      const a = sign(body, secret);
      const b = sign(body, next);
      const both = {
        'service-signature': `${a['service-signature']},v1=${b['service-signature'].split('v1=')[1]}`,
        'webhook-id': 'evt_1',
        'webhook-timestamp': String(now),
        'webhook-signature': `${b['webhook-signature']} ${a['webhook-signature']}`,
      };
      assert.equal(lib.isValidWebhook(body, both, next), true);
      assert.throws(() => lib.verifyWebhook(body, a, []), TypeError);
    });

    it('createNodeHandler answers 204 to a genuine delivery and 400 to a forged one, over real HTTP', async () => {
      const seen = [];
      const server = createServer(lib.createNodeHandler(secret, (event) => seen.push(event.event_id)));
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${server.address().port}/`;
      try {
        const ok = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...sign(body) },
          body,
        });
        assert.equal(ok.status, 204);
        const forged = await fetch(url, {
          method: 'POST',
          headers: sign(body),
          body: body.replace('v1', 'v2'),
        });
        assert.equal(forged.status, 400);
        assert.deepEqual(await forged.json(), { error: 'invalid_signature' });
        assert.deepEqual(seen, ['evt_1']);
      } finally {
        server.close();
      }
    });

    it('expressWebhook sets req.webhookEvent or answers 400; it reads a raw body or uses express.raw()', async () => {
      const mw = lib.expressWebhook(secret);
      const run = (req) =>
        new Promise((resolve) => {
          const res = { status: (s) => ({ json: (b) => resolve({ status: s, body: b }) }) };
          mw(req, res, (err) => resolve({ next: true, err, event: req.webhookEvent }));
        });
      const parsed = await run({ headers: sign(body), body: Buffer.from(body) });
      assert.equal(parsed.event.event_id, 'evt_1');
      const refused = await run({ headers: sign(body), body: Buffer.from(`${body}x`) });
      assert.deepEqual(refused, { status: 400, body: { error: 'invalid_signature' } });
    });

    it('verifyFastifyRequest needs the raw body kept by fastifyRawJsonParser', () => {
      const [type, opts, parse] = lib.fastifyRawJsonParser;
      assert.equal(type, 'application/json');
      assert.deepEqual(opts, { parseAs: 'buffer' });
      let kept;
      parse(null, Buffer.from(body), (_err, b) => (kept = b));
      assert.equal(
        lib.verifyFastifyRequest({ headers: sign(body), body: kept }, secret).event_name,
        'verification.v2.finished',
      );
      assert.throws(
        () => lib.verifyFastifyRequest({ headers: sign(body), body: JSON.parse(body) }, secret),
        TypeError,
      );
    });
  });
}
