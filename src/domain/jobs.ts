import type { Db } from '../db/database';

export interface QueuedJob {
  data: object;
  /** Not before this many seconds from now (default: at once). */
  startAfterSeconds?: number;
}

/** The job queue as the domain sees it (pg-boss behind it). */
export interface JobQueue {
  /**
   * Enqueues jobs of one queue in one statement, each after its own delay; with `trx`, they commit or
   * roll back with the caller's transaction.
   */
  sendMany(name: string, jobs: QueuedJob[], options?: { trx?: Db }): Promise<void>;
  /** Wakes this instance's workers of a queue now, rather than at their next poll. */
  wake(name: string): void;
}

/**
 * The queue of document jobs: fetch (for file_url) then read, classify, extract and validate. Named here,
 * not in documents, because verifications wakes it too and must not import documents (no cycle).
 */
export const DOCUMENTS_QUEUE = 'documents';
