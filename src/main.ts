import { parseArgs } from 'node:util';
import { createApp } from './app';
import { ConfigError, loadConfig, type Role } from './config';
import { DataDirLockedError } from './db/database';
import { ensureDemoAccount } from './domain/accounts/account.service';

const ROLES: Role[] = ['all', 'api', 'worker'];
/** Past the shutdown timeout, how long closing the queue, OCR workers and database may take. */
const FORCED_EXIT_MARGIN_MS = 15_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } } });
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw new ConfigError([`--role: must be one of ${ROLES.join(', ')}`]);
  const config = loadConfig(process.env, role);
  const app = await createApp(config);
  app.logger.info({ url: app.url, database: app.database.kind, role }, 'bvs listening');
  if (!config.databaseUrl) {
    const demo = await ensureDemoAccount(app.deps.db);
    if (demo) printDemo(app.publicBaseUrl, demo.account.id, demo.apiKey);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      app.logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    // Every step is bounded by the timeout; this only catches a step that hangs regardless.
    setTimeout(() => {
      app.logger.error('shutdown did not finish: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + FORCED_EXIT_MARGIN_MS).unref();
    app
      .stop()
      .then(() => {
        app.logger.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Shown once, on the first start of an empty embedded database: the key is not stored in clear. */
function printDemo(baseUrl: string, accountId: string, apiKey: string): void {
  console.log(`
  A demo account was created (id ${accountId}). Its API key, shown only this once:

    ${apiKey}

  Sign in to the dashboard with it: ${baseUrl}/app/login
  The API reference: ${baseUrl}/docs

  Try it:

    curl -s -X POST ${baseUrl}/v2/webhooks \\
      -H 'x-api-key: ${apiKey}' -H 'content-type: application/json' \\
      -d '{"url": "https://example.com/bvs-hook", "events": ["verification.v2.finished"]}'

    curl -s ${baseUrl}/graphql -H 'x-api-key: ${apiKey}' -H 'content-type: application/json' \\
      -d '{"query": "{ viewer { id name } webhooks { nodes { id url status } } }"}'
`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`bvs: ${err.message}`);
  } else {
    console.error('bvs: failed to start', err);
  }
  process.exit(1);
});
