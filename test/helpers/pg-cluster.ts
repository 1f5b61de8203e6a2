import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type StopMode = 'fast' | 'immediate';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * A private, throwaway PostgreSQL cluster for fault tests (the shared one on 5432 must never be
 * stopped). Postgres refuses to run as root, so every binary runs as the `postgres` user.
 */
export class PgCluster {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** initdb into a fresh temporary directory and start the server. */
  static async create(): Promise<PgCluster> {
    const dir = await mkdtemp(path.join(tmpdir(), 'bvs-pg-'));
    const { uid, gid } = await userIds('postgres');
    await chown(dir, uid, gid);
    const cluster = new PgCluster(dir, await freePort());
    await cluster.pg('initdb', ['-D', cluster.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await cluster.start();
    return cluster;
  }

  private get data(): string {
    return path.join(this.dir, 'data');
  }

  private async pg(binary: string, args: string[]): Promise<void> {
    await run('runuser', ['-u', 'postgres', '--', path.join(BIN, binary), ...args], {
      cwd: this.dir,
      timeout: 60000,
    });
  }

  async start(): Promise<void> {
    // fsync off: only the server process is killed in these tests, never the OS, so the page cache
    // keeps every acknowledged commit; synchronous_commit stays on for that reason.
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    await this.pg('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  }

  async stop({ mode }: { mode: StopMode } = { mode: 'fast' }): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  async restart({ mode }: { mode: StopMode } = { mode: 'fast' }): Promise<void> {
    await this.stop({ mode });
    await this.start();
  }

  /** Stops the server (if running) and deletes its directory. */
  async destroy(): Promise<void> {
    await this.stop({ mode: 'immediate' }).catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
