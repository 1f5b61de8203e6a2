import type { Deps } from '../context';
import { openSignedBlob } from '../documents/signed-download';
import { findExportBlobRef } from './export.repository';

/** A generated export behind a signed link (`/exports/{id}`). */
export const openSignedExport = (deps: Deps, id: string, link: { expires: unknown; signature: unknown }) =>
  openSignedBlob(deps, 'exports', id, link, findExportBlobRef);
