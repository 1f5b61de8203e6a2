import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentText } from '../../src/domain/documents/extraction';
import { createDocumentReader } from '../../src/infra/documents/reader';

/** The shared fixtures directory: BVS_SHARED_DIR, else ../shared beside the repo, else /work/shared. */
function sharedDir(): string {
  const candidates = [process.env.BVS_SHARED_DIR, path.resolve(__dirname, '../../../shared'), '/work/shared'];
  const found = candidates.find((dir): dir is string => !!dir && existsSync(dir));
  if (!found) {
    throw new Error(
      `shared fixtures not found; set BVS_SHARED_DIR (tried ${candidates.filter(Boolean).join(', ')})`,
    );
  }
  return found;
}

/** Absolute path of a file in the shared fixtures directory, e.g. `fixtures/csf/osi220401jp1.pdf`. */
export function sharedFixture(relPath: string): string {
  const file = path.join(sharedDir(), relPath);
  if (!existsSync(file)) throw new Error(`shared fixture ${relPath} not found at ${file}`);
  return file;
}

/**
 * A PDF's text, page by page, as the production reader hands it to an extractor, without its QR
 * codes (tests add them when they mean to).
 */
export async function pdfText(file: string): Promise<DocumentText> {
  const reader = createDocumentReader({});
  try {
    const { text } = await reader.read(new Uint8Array(readFileSync(file)));
    return { ...text, qrCodes: [] };
  } finally {
    await reader.stop();
  }
}
