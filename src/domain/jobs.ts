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
