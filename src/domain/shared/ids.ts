import { randomUUID } from 'node:crypto';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newId = (): string => randomUUID();

/** A path id that is not a UUID cannot exist; callers answer NOT_FOUND without asking the database. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

const ITEM_ID_RE = /^[1-9]\d{0,14}$/;

/** Item ids are positive integers; a path id of another shape cannot exist (404 without a query). */
export const isItemId = (value: string): boolean => ITEM_ID_RE.test(value);

/** Only a display name is kept of a file's name: no path, no control characters, at most 255 characters. */
export const safeFileName = (name: string | null | undefined): string | null =>
  name
    ? name
        .replace(/^.*[\\/]/, '')
        .replace(/[\p{Cc}]/gu, '')
        .slice(0, 255) || null
    : null;
