// First, so that a signal during the seconds the other modules take to load is not lost.
import { onShutdownSignal } from './process-signals';
import { parseArgs } from 'node:util';
import { createApp, type App } from './app';
import { ConfigError, loadConfig, type Role } from './config';
import { DataDirLockedError } from './db/database';
import { ensureDemoAccount } from './domain/accounts/account.service';

const ROLES: Role[] = ['all', 'api', 'worker'];
/** Past the shutdown timeout, how long closing the queue, OCR workers and database may take. */
const FORCED_EXIT_MARGIN_MS = 15_000;

async function main(): Promise<void> {
  // A SIGTERM that arrives while the service is still starting (a container stopped right after its
  // start) waits for the start to finish and then stops it, rather than killing the process halfway
  // through its migrations.
  const started: { app?: App } = {};
  let stopping: string | undefined;
  let shutdownTimeoutMs = 0;
  const stop = (running: App, signal: string) => {
    running.logger.info({ signal, timeoutMs: shutdownTimeoutMs }, 'shutting down');
    // Every step is bounded by the timeout; this only catches a step that hangs regardless.
    setTimeout(() => {
      running.logger.error('shutdown did not finish: exiting');
      process.exit(1);
    }, shutdownTimeoutMs + FORCED_EXIT_MARGIN_MS).unref();
    running
      .stop()
      .then(() => {
        running.logger.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        running.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  const shutdown = (signal: string) => {
    if (stopping) {
      if (started.app) started.app.logger.warn({ signal }, 'second signal: exiting now');
      else console.error(`bvs: second signal (${signal}) while starting: exiting now`);
      process.exit(1);
    }
    stopping = signal;
    if (started.app) stop(started.app, signal);
    else console.error(`bvs: ${signal} while starting: stopping once started`);
  };
  onShutdownSignal(shutdown);

  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } } });
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw new ConfigError([`--role: must be one of ${ROLES.join(', ')}`]);
  const config = loadConfig(process.env, role);
  shutdownTimeoutMs = config.shutdownTimeoutMs;
  const app = (started.app = await createApp(config));
  app.logger.info({ url: app.url, database: app.database.kind, role }, 'bvs listening');
  if (stopping) return stop(app, stopping);
  if (!config.databaseUrl) {
    // A signal during this step closes the database under it: the stop, not this, decides the exit.
    const demo = await ensureDemoAccount(app.deps.db).catch((err: unknown) => {
      if (stopping) return null;
      throw err;
    });
    if (demo) printDemo(app.publicBaseUrl, demo.account.id, demo.apiKey);
  }
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
