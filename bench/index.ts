import { benchDocuments } from './documents';
import { benchEvents } from './events';

const suites: Record<string, () => Promise<Record<string, number | string>>> = {
  events: benchEvents,
  documents: benchDocuments,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length > 0 ? wanted : Object.keys(suites);
  for (const name of names) {
    const run = suites[name];
    if (!run) throw new Error(`unknown benchmark ${name}; choose from ${Object.keys(suites).join(', ')}`);
    console.log(`\n# ${name}`);
    const results = await run();
    for (const [k, v] of Object.entries(results)) console.log(`${k.padEnd(40)} ${v}`);
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
