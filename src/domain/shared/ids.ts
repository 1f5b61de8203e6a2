import { randomUUID } from 'node:crypto';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newId = (): string => randomUUID();

/** A path id that is not a UUID cannot exist; callers answer NOT_FOUND without asking the database. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);
