import { requireAccount } from '../domain/context';
import { accountOfCaller } from '../domain/accounts/account.service';
import { createSession } from '../domain/accounts/session';
import type { Resolvers } from './types.generated';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, { deps, caller }) => accountOfCaller(deps.db, requireAccount(caller)),
  },
  Mutation: {
    createSession: (_p, _a, { deps, caller }) => createSession(deps, requireAccount(caller)),
  },
  StaffSession: {
    account: (_s, _a, { deps, caller }) => accountOfCaller(deps.db, caller),
  },
};
