import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { createAccount } from './domain/accounts/account.service';
import { DomainError } from './domain/errors';

const USAGE = `usage:
  npm run cli -- accounts create --name NAME   create an account and print {id, name, api_key}
  npm run cli -- migrate                       apply pending database migrations`;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' } },
  });
  const config = loadConfig(process.env);
  const command = positionals.join(' ');
  if (command !== 'accounts create' && command !== 'migrate') {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const applied = await migrateToLatest(database.db);
    if (command === 'migrate') {
      console.log(JSON.stringify({ applied }));
      return 0;
    }
    const { account, apiKey } = await createAccount(database.db, { name: values.name });
    console.log(JSON.stringify({ id: account.id, name: account.name, api_key: apiKey }, null, 2));
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    if (err instanceof DomainError || err instanceof ConfigError) console.error(`bvs: ${err.message}`);
    else console.error('bvs:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
