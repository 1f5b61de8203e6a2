import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DomainError } from '../../domain/errors';
import type { PdfConverter } from '../../domain/export/pdf';

export interface PdfConverterOptions {
  /** `LIBREOFFICE_PATH` (config `libreOfficePath`): this binary and no other. */
  libreOfficePath?: string;
  /** Otherwise `soffice`/`libreoffice` is looked for in these directories (config `searchPath`, the `PATH`). */
  searchPath?: string;
  timeoutMs?: number;
}

const BINARIES = ['soffice', 'libreoffice'];

/**
 * DOCX → PDF through a headless LibreOffice, one private profile and temp dir per conversion: the
 * export domain's `PdfConverter` port, built once by the composition root from the config.
 */
export function pdfConverter({
  libreOfficePath,
  searchPath,
  timeoutMs = 60_000,
}: PdfConverterOptions = {}): PdfConverter {
  const binary = findLibreOffice(libreOfficePath, searchPath);
  if (!binary)
    return {
      available: false,
      convert: () =>
        Promise.reject(
          new DomainError('INTERNAL_SERVER_ERROR', 'PDF conversion needs LibreOffice (soffice)'),
        ),
    };
  return { available: true, convert: (docx) => convert(binary, docx, timeoutMs) };
}

function findLibreOffice(libreOfficePath?: string, searchPath?: string): string | null {
  if (libreOfficePath) return executable(libreOfficePath) ? libreOfficePath : null;
  const dirs = (searchPath ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs)
    for (const name of BINARIES) if (executable(join(dir, name))) return join(dir, name);
  return null;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function convert(binary: string, docx: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'bvs-pdf-'));
  try {
    const input = join(dir, 'export.docx');
    const outdir = join(dir, 'out');
    await writeFile(input, docx);
    // A private profile: two conversions sharing the default one block each other (or fail silently).
    const profile = `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`;
    const args = [profile, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outdir, input];
    const stderr = await run(binary, args, timeoutMs);
    try {
      return new Uint8Array(await readFile(join(outdir, 'export.pdf')));
    } catch {
      throw new DomainError(
        'INTERNAL_SERVER_ERROR',
        `LibreOffice produced no PDF: ${stderr.trim().slice(0, 500)}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs LibreOffice in its own process group, so a timeout also kills the `soffice.bin` it starts. */
function run(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      reject(
        new DomainError('INTERNAL_SERVER_ERROR', `PDF conversion timed out after ${timeoutMs / 1000} s`),
      );
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new DomainError('INTERNAL_SERVER_ERROR', `LibreOffice could not start: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stderr);
      else
        reject(
          new DomainError(
            'INTERNAL_SERVER_ERROR',
            `LibreOffice failed (exit ${code}): ${stderr.trim().slice(0, 500)}`,
          ),
        );
    });
  });
}
