import { ConfigError, DEFAULT_WEBHOOK_RETRY_DELAYS, loadConfig } from '../src/config';
import { checkOutboundUrl, isPublicAddress } from '../src/lib/ssrf';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './.data',
      publicBaseUrl: undefined,
      secretKey: undefined,
      adminToken: undefined,
      allowPrivateNetwork: false,
      webhookRetryDelays: DEFAULT_WEBHOOK_RETRY_DELAYS,
      webhookTimeoutMs: 15000,
      logLevel: 'info',
    });
    expect(DEFAULT_WEBHOOK_RETRY_DELAYS.reduce((a, b) => a + b, 0)).toBeGreaterThan(2.5 * 86400);
  });

  it('reads every variable of DESIGN.md section 7 under its exact name', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/bvs',
      DATA_DIR: '/var/lib/bvs',
      PUBLIC_BASE_URL: 'https://kyb.example.com/',
      SECRET_KEY: 'k'.repeat(40),
      ADMIN_TOKEN: 'a'.repeat(20),
      ALLOW_PRIVATE_NETWORK: 'true',
      WEBHOOK_RETRY_DELAYS: '1, 2,3',
      WEBHOOK_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'debug',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/bvs',
      dataDir: '/var/lib/bvs',
      publicBaseUrl: 'https://kyb.example.com',
      secretKey: 'k'.repeat(40),
      adminToken: 'a'.repeat(20),
      allowPrivateNetwork: true,
      webhookRetryDelays: [1, 2, 3],
      webhookTimeoutMs: 2500,
      logLevel: 'debug',
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        WEBHOOK_RETRY_DELAYS: '1,,2',
        LOG_LEVEL: 'loud',
        SECRET_KEY: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const vars = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(vars.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SECRET_KEY', 'WEBHOOK_RETRY_DELAYS']);
  });

  it('requires SECRET_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
  });
});

describe('outbound address guard', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.8', false],
    ['172.16.4.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['::ffff:10.0.0.1', false],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['not-an-ip', false],
  ])('%s public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it('refuses a name that resolves to a private address', async () => {
    const problem = await checkOutboundUrl('https://rebind.example.com/x', false, async () => ['127.0.0.1']);
    expect(problem?.reason).toMatch(/private/);
    expect(
      await checkOutboundUrl('https://ok.example.com/x', false, async () => ['93.184.216.34']),
    ).toBeNull();
  });
});
