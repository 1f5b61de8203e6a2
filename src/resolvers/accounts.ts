import { requireAccount } from '../domain/context';
import { accountOfCaller } from '../domain/accounts/account.service';
import type { Resolvers } from './types.generated';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, { deps, caller }) => accountOfCaller(deps.db, requireAccount(caller)),
  },
};
