import type { Db } from '../db/database';
import type { Clock } from './shared/clock';
import type { Secrets } from '../lib/secrets';

/** The calling account; every domain function that touches tenant data takes it. */
export interface Caller {
  accountId: string;
  accountName: string;
  /** How the caller authenticated: an API key id, or `access_token:<verification id>`. */
  credentialId: string;
}

/** Shared services of one running instance, built once by the composition root. */
export interface Deps {
  db: Db;
  secrets: Secrets;
  clock: Clock;
  allowPrivateNetwork: boolean;
}
