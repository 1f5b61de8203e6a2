import type { Caller, Deps } from '../domain/context';
import type { Loaders } from './loaders';

export interface GraphQLContext {
  deps: Deps;
  caller: Caller;
  loaders: Loaders;
}
