import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { createAccount } from './domain/accounts/account.service';
import {
  issueAccountApiKey,
  listAccountApiKeys,
  revokeAccountApiKey,
} from './domain/accounts/api-keys.service';
import { DomainError } from './domain/errors';
import { apiKeyJson } from './rest-compat/admin.routes';

const USAGE = `usage:
  npm run cli -- accounts create --name NAME             create an account and print {id, name, api_key}
  npm run cli -- keys list --account ID                  list an account's API keys (never the keys)
  npm run cli -- keys create --account ID [--label L]    issue another API key and print it once
  npm run cli -- keys revoke --account ID --key KEY_ID   revoke a key (not the account's last active one)
  npm run cli -- migrate                                 apply pending database migrations`;

const COMMANDS = ['accounts create', 'keys list', 'keys create', 'keys revoke', 'migrate'];

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      account: { type: 'string' },
      label: { type: 'string' },
      key: { type: 'string' },
    },
  });
  const config = loadConfig(process.env);
  const command = positionals.join(' ');
  if (!COMMANDS.includes(command)) {
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
    const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
    const db = database.db;
    switch (command) {
      case 'keys list':
        print((await listAccountApiKeys(db, values.account)).map(apiKeyJson));
        return 0;
      case 'keys create': {
        const issued = await issueAccountApiKey(db, values.account, { label: values.label });
        print({ ...apiKeyJson(issued), api_key: issued.apiKey });
        return 0;
      }
      case 'keys revoke':
        print(apiKeyJson(await revokeAccountApiKey(db, values.account, values.key)));
        return 0;
      default: {
        const { account, apiKey } = await createAccount(db, { name: values.name });
        print({ id: account.id, name: account.name, api_key: apiKey });
        return 0;
      }
    }
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
