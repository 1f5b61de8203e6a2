import type { Caller, Deps } from '../domain/context';
import type { EventHub } from '../events/hub';
import type { Loaders } from './loaders';

export interface GraphQLContext {
  deps: Deps;
  caller: Caller;
  /** Replaced for each event of a subscription, so every payload reads fresh state. */
  loaders: Loaders;
  hub: EventHub;
  /** The HTTP request's id (src/infra/request-logging.ts), for the lines logged on its behalf. */
  reqId?: string;
  /** The operation's computed cost (src/graphql/cost.ts), reported in `extensions.cost`. */
  cost?: number;
  /** Closes the caller's WebSocket (subscriptions only). */
  disconnect?: (code: number, reason: string) => void;
}
