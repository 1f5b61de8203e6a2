/**
 * Shared by the corpus scripts and the extraction benchmark: where the corpus JSON and the document
 * bytes live, and how a corpus entry reads. corpus/format.md describes the JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type CorpusKind = 'text_layer' | 'scan' | 'photo';
export type CorpusSplit = 'dev' | 'holdout';
export type CorpusSet = 'real' | 'synthetic';

export interface CorpusSource {
  repo: string;
  path: string;
  commit: string;
  licence?: string;
  sha256?: string;
}

/** A copy made by `corpus:pull` from another entry's file (a real document rasterised like a scanner would). */
export interface CorpusDerivation {
  from: string;
  transform: string;
}

export interface CorpusEntry {
  id: string;
  item_type: string;
  kind: CorpusKind;
  split: CorpusSplit;
  file: string;
  source?: CorpusSource;
  derived?: CorpusDerivation;
  notes?: string;
  expected: Record<string, unknown>;
}

export const REPO_ROOT = resolve(__dirname, '..');
export const CORPUS_DIR = join(REPO_ROOT, 'corpus');
/** Where document bytes live: never committed (licences, size). */
export const FILES_DIR = process.env.CORPUS_FILES ?? '/work/corpus-files';
export const MIRROR_DIR = process.env.CORPUS_MIRROR ?? '/work/.mirror';

export function corpusFile(set: CorpusSet, entry: Pick<CorpusEntry, 'file'>): string {
  return join(FILES_DIR, set, entry.file);
}

export function loadCorpus(set: CorpusSet): CorpusEntry[] {
  const dir = join(CORPUS_DIR, set);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const entry = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CorpusEntry;
    if (`${entry.id}.json` !== name)
      throw new Error(`${set}/${name}: id ${entry.id} does not match the file name`);
    return entry;
  });
}
