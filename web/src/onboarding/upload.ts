import { createUploadTicket } from '../api/onboarding';

/** Why an upload did not go in: a code the page turns into a sentence (onboarding.ts `upload.error.*`). */
export class UploadError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'UploadError';
  }
}

export const ACCEPTED_FILES =
  '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff';

/**
 * Sends a file to an item through a signed upload ticket. XMLHttpRequest rather than fetch: only its
 * upload events report how many bytes have left, which drives the progress bar.
 */
export async function uploadFile(
  itemId: string,
  file: File,
  token: string,
  options: { password?: string; onProgress(fraction: number): void },
): Promise<void> {
  const ticket = new URL(await createUploadTicket(itemId, token), window.location.href);
  // Same origin as the page whatever PUBLIC_BASE_URL says: the CSP allows only 'self'.
  const target = `${ticket.pathname}${ticket.search}&file_name=${encodeURIComponent(file.name)}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    if (options.password) xhr.setRequestHeader('x-file-password', options.password);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(1);
        resolve();
        return;
      }
      reject(new UploadError(errorCode(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError('network'));
    xhr.send(file);
  });
}

function errorCode(status: number, body: string): string {
  if (status === 413) return 'too_large';
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    if (code === 'unsupported_file_type' || code === 'CONFLICT' || code === 'FORBIDDEN') return code;
    if (code === 'VALIDATION_ERROR') return 'invalid';
  } catch {
    /* not JSON: the generic message */
  }
  return 'failed';
}
