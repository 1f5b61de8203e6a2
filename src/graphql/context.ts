import type { Caller, Deps } from '../domain/context';

export interface GraphQLContext {
  deps: Deps;
  caller: Caller;
}
