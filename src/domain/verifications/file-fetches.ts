import type { Db } from '../../db/database';
import type { Deps, FileFetch } from '../context';

export { DOCUMENTS_QUEUE } from '../jobs';

/** Queues the fetch of each item's `file_url` through the port documents implements (`Deps`). */
export const scheduleFileFetches = (trx: Db, deps: Deps, created: FileFetch[]): Promise<void> =>
  deps.scheduleFileFetches(trx, deps, created);
