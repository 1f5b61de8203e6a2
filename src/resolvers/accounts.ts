import { z } from 'zod';
import { requireAccount } from '../domain/context';
import { accountOfCaller } from '../domain/accounts/account.service';
import { createSession } from '../domain/accounts/session';
import { underArgument, withPaths } from '../domain/shared/issue-paths';
import { parseInput } from '../domain/shared/validation';
import type { Resolvers } from './types.generated';

/** The echo is GraphQL's alone (Relay's clientMutationId); bounded like any other input. */
const sessionInput = z.object({ clientMutationId: z.string().max(200).nullish() });

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, { deps, caller }) => accountOfCaller(deps.db, requireAccount(caller)),
  },
  Mutation: {
    createSession: (_p, _a, { deps, caller }) => createSession(deps, requireAccount(caller)),
    staffSessionCreate: async (_p, { input }, { deps, caller }) => {
      const { clientMutationId } = await withPaths(underArgument('input'), async () =>
        parseInput(sessionInput, input ?? {}),
      );
      return { session: await createSession(deps, requireAccount(caller)), clientMutationId };
    },
  },
  StaffSession: {
    account: (_s, _a, { deps, caller }) => accountOfCaller(deps.db, caller),
  },
};
