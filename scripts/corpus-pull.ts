/**
 * `npm run corpus:pull`: copies each real corpus document out of its repository's snapshot
 * (/work/.mirror/<owner>+<name>, a bare git directory brought by the search tool's `fetch`) into
 * /work/corpus-files/real/, checks its SHA-256 against the one recorded in corpus/real/<id>.json,
 * then makes the derived copies (entries with `derived`). Nothing here is committed but the JSON.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusFile, loadCorpus, MIRROR_DIR, type CorpusEntry, type CorpusSource } from './corpus-lib';
import { deriveCopy } from './corpus-derive';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function gitDir(repo: string): string | null {
  const base = join(MIRROR_DIR, repo.replace('/', '+'), 'repo');
  for (const dir of [join(base, '.git'), base]) if (existsSync(join(dir, 'HEAD'))) return dir;
  return null;
}

function pullOne(source: CorpusSource): Buffer {
  const dir = gitDir(source.repo);
  if (!dir)
    throw new Error(`no snapshot of ${source.repo} under ${MIRROR_DIR}: fetch github:${source.repo} first`);
  return execFileSync('git', ['--git-dir', dir, 'show', `${source.commit}:${source.path}`], {
    maxBuffer: 256 * 1024 * 1024,
  });
}

async function main(): Promise<void> {
  const entries = loadCorpus('real');
  mkdirSync(corpusFile('real', { file: '' }), { recursive: true });
  const byId = new Map(entries.map((e) => [e.id, e]));
  const failed: string[] = [];
  for (const entry of entries.filter((e) => e.source)) {
    try {
      const bytes = pullOne(entry.source!);
      const digest = sha256(bytes);
      if (entry.source!.sha256 && entry.source!.sha256 !== digest)
        throw new Error(`sha256 ${digest} differs from the recorded ${entry.source!.sha256}`);
      writeFileSync(corpusFile('real', entry), bytes);
      console.log(`${entry.id}: ${bytes.length} bytes`);
    } catch (err) {
      failed.push(`${entry.id}: ${(err as Error).message}`);
    }
  }
  for (const entry of entries.filter((e) => e.derived)) {
    try {
      const origin = byId.get(entry.derived!.from) as CorpusEntry | undefined;
      if (!origin) throw new Error(`derived from unknown id ${entry.derived!.from}`);
      const bytes = await deriveCopy(
        readFileSync(corpusFile('real', origin)),
        entry.derived!.transform,
        entry.id,
      );
      writeFileSync(corpusFile('real', entry), bytes);
      console.log(`${entry.id}: ${bytes.length} bytes (${entry.derived!.transform} of ${origin.id})`);
    } catch (err) {
      failed.push(`${entry.id}: ${(err as Error).message}`);
    }
  }
  if (failed.length > 0) {
    console.error(`\n${failed.length} not pulled:\n${failed.join('\n')}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
