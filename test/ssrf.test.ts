import { MockAgent } from 'undici';
import { BlockedTargetError, guardedGet } from '../src/lib/http-client';
import { checkOutboundUrl, isPublicAddress } from '../src/lib/ssrf';
import { aWebhook } from './helpers/builders';
import { expectErrorBody, startTestApp, type TestAccount, type TestApp } from './helpers/test-app';

/** Every range the guard refuses, with an address in it (IPv6 forms embedding a private IPv4 included). */
const REFUSED: [string, string][] = [
  ['IPv4 unspecified 0.0.0.0/8', '0.1.2.3'],
  ['IPv4 loopback 127.0.0.0/8', '127.0.0.1'],
  ['IPv4 private 10.0.0.0/8', '10.1.2.3'],
  ['IPv4 private 172.16.0.0/12', '172.20.0.1'],
  ['IPv4 private 192.168.0.0/16', '192.168.1.1'],
  ['IPv4 link-local (cloud metadata) 169.254.0.0/16', '169.254.169.254'],
  ['IPv4 CGNAT 100.64.0.0/10', '100.100.100.200'],
  ['IPv4 reserved 240.0.0.0/4', '240.0.0.1'],
  ['IPv4 benchmarking 198.18.0.0/15', '198.18.0.1'],
  ['IPv4 documentation 192.0.2.0/24', '192.0.2.10'],
  ['IPv4 multicast 224.0.0.0/4', '224.0.0.1'],
  ['IPv4 broadcast', '255.255.255.255'],
  ['IPv6 unspecified ::', '::'],
  ['IPv6 loopback ::1', '::1'],
  ['IPv6 unique-local fc00::/7', 'fd12:3456::1'],
  ['IPv6 link-local fe80::/10', 'fe80::1'],
  ['IPv6 multicast ff00::/8', 'ff02::1'],
  ['IPv4-mapped ::ffff:0:0/96 of loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped ::ffff:0:0/96 of the metadata address', '::ffff:a9fe:a9fe'],
  ['SIIT ::ffff:0:0:0/96 of a private address', '::ffff:0:a00:1'],
  ['IPv4-compatible ::/96 of loopback', '::127.0.0.1'],
  ['IPv4-compatible ::/96 of the metadata address', '::a9fe:a9fe'],
  ['NAT64 64:ff9b::/96 of a private address', '64:ff9b::10.0.0.1'],
  ['NAT64 64:ff9b::/96 of the metadata address', '64:ff9b::a9fe:a9fe'],
  ['local-use NAT64 64:ff9b:1::/48', '64:ff9b:1::808:808'],
  ['6to4 2002::/16 of a private address', '2002:c0a8:0101::1'],
  ['6to4 2002::/16 of loopback', '2002:7f00:1::1'],
  ['Teredo 2001::/32 with a private client', '2001:0:808:808::f5fe:fffe'],
  ['Teredo 2001::/32 with a private server', '2001:0:a00:1::f7f7:f7f7'],
  ['IPv6 documentation 2001:db8::/32', '2001:db8::1'],
];

/** Public addresses, bare and embedded, that the guard lets through. */
const ALLOWED = ['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'];

describe('the SSRF guard', () => {
  it.each(REFUSED)('refuses %s (%s)', (_range, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ALLOWED)('lets the public address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('checks every address a name resolves to', async () => {
    const resolvesTo = (addresses: string[]) => async () => addresses;
    expect(await checkOutboundUrl('https://hooks.example.com/x', false, resolvesTo(['8.8.8.8']))).toBeNull();
    for (const [, address] of REFUSED) {
      const problem = await checkOutboundUrl(
        'https://hooks.example.com/x',
        false,
        resolvesTo(['8.8.8.8', address]),
      );
      expect(problem).toEqual({ reason: 'resolves to a private, loopback or link-local address' });
    }
  });

  it('checks every redirect of a file fetch before following it', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const origin = agent.get('https://files.example.com');
    origin.intercept({ path: '/acta.pdf', method: 'GET' }).reply(302, '', {
      headers: { location: 'https://[::ffff:a9fe:a9fe]/latest/meta-data/' },
    });
    const fetching = guardedGet(
      agent as never,
      'https://files.example.com/acta.pdf',
      { maxBytes: 1024, timeoutMs: 5000, maxRedirects: 5 },
      false,
    );
    await expect(fetching).rejects.toThrow(BlockedTargetError);
    await expect(fetching).rejects.toThrow(/private, loopback or link-local/);
    await agent.close();
  });
});

describe('webhook targets', () => {
  let t: TestApp;
  let a: TestAccount;
  beforeAll(async () => {
    t = await startTestApp({}, { role: 'api' });
    a = await t.createAccount();
  });
  afterAll(() => t.stop());

  it.each(REFUSED.filter(([, address]) => address.includes(':')))(
    'refuses an IPv6 literal in %s with 400 VALIDATION_ERROR on url',
    async (_range, address) => {
      const res = await t.request('POST', '/v2/webhooks', {
        key: a.apiKey,
        body: aWebhook({ url: `https://[${address}]/hook` }),
      });
      expectErrorBody(res, 400, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe('url');
    },
  );
});
