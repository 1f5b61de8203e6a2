import pg from 'pg';
import { benchAbuse } from './abuse';
import { benchCreate } from './create';
import { benchDocuments } from './documents';
import { benchEvents } from './events';
import { benchExtraction } from './extraction';
import { basePostgresUrl } from './harness';
import { benchHttp } from './http';
import { machine, markdown, toTables, type SuiteResult } from './report';
import { benchScale } from './scale';

const suites: Record<string, () => Promise<SuiteResult>> = {
  http: benchHttp,
  create: benchCreate,
  scale: benchScale,
  events: benchEvents,
  documents: benchDocuments,
  abuse: benchAbuse,
  extraction: benchExtraction,
};

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: basePostgresUrl() });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>('select version() as v');
    return rows[0]!.v.replace(/ on .*/, '');
  } catch {
    return 'PostgreSQL: not reachable';
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length > 0 ? wanted : Object.keys(suites);
  for (const name of names) {
    if (!suites[name])
      throw new Error(`unknown benchmark ${name}; choose from ${Object.keys(suites).join(', ')}`);
  }
  console.log(`## Machine\n\n${machine(await postgresVersion())}`);
  for (const name of names) {
    const started = Date.now();
    console.log(`\n## ${name}\n`);
    const result = await suites[name]!();
    for (const table of toTables(name, result)) console.log(`${markdown(table)}\n`);
    console.log(`_(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)_`);
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
