import { getAccount } from '../domain/accounts/account.service';
import type { Resolvers } from './types.generated';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, { deps, caller }) => getAccount(deps.db, caller),
  },
};
