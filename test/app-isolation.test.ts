import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'kysely';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './helpers/test-app';

/** A logger whose warnings land in `lines`; `waitFor` resolves when a line matches. */
function capturingLogger() {
  const lines: string[] = [];
  const waiters: { match: RegExp; resolve: (line: string) => void }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      const line = String(chunk);
      lines.push(line);
      for (const w of waiters.filter((w) => w.match.test(line))) w.resolve(line);
      done();
    },
  });
  const waitFor = (match: RegExp) =>
    new Promise<string>((resolve) => {
      const seen = lines.find((l) => match.test(l));
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  return { logger: pino({ level: 'warn' }, stream), lines, waitFor };
}

describe('two apps in one process', () => {
  const logA = capturingLogger();
  const logB = capturingLogger();
  let a: TestApp;
  let b: App;
  beforeAll(async () => {
    a = await startTestApp({}, { logger: logA.logger });
    // The same database, another app: what one remembers must not answer for the other.
    b = await createApp(loadConfig(a.env), { database: a.app.database, logger: logB.logger });
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  it('when a key is revoked after one app accepted it, the other app refuses it (no shared key cache)', async () => {
    const acct = await a.createAccount();
    const viaA = await fetch(`${a.url}/v2/webhooks`, { headers: { 'x-api-key': acct.apiKey } });
    expect(viaA.status).toBe(200);

    await sql`delete from api_keys where account_id = ${acct.id}`.execute(a.app.database.db);

    const viaB = await fetch(`${b.url}/v2/webhooks`, { headers: { 'x-api-key': acct.apiKey } });
    expect(viaB.status).toBe(401);
    expect(await sql`select 1 from api_keys where account_id = ${acct.id}`.execute(b.database.db)).toEqual(
      expect.objectContaining({ rows: [] }),
    );
  });

  it("each app's job queue reports its own unrecorded batches, not the last-started app's", async () => {
    const queue = 'isolation-unrecordable';
    await a.app.queue.createQueue(queue, { retryLimit: 0, expireInSeconds: 60 });
    // A result pg-boss cannot store: its (unawaited) completion fails, as in a database outage.
    const unrecordable = {
      n: BigInt(1),
      toJSON: () => {
        throw new Error('unrecordable result');
      },
    };
    await a.app.queue.work(queue, { batchSize: 1, concurrency: 1 }, async () => unrecordable as never);
    await a.app.queue.sendMany(queue, [{ data: { n: 1 } }]);

    const heard = await logA.waitFor(/job batch not recorded/);
    expect(JSON.parse(heard)).toMatchObject({ level: 40, msg: 'job batch not recorded; it will run again' });
    expect(logB.lines.filter((l) => /job batch not recorded/.test(l))).toEqual([]);
  });
});
