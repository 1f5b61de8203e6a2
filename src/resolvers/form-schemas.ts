import { requireAccount } from '../domain/context';
import { formSchemaSpecPath } from '../domain/form-schemas/form-schema.input';
import * as formSchemas from '../domain/form-schemas/form-schema.service';
import { underArgument, withPaths } from '../domain/shared/issue-paths';
import { toConnection } from './connection';
import type { Resolvers } from './types.generated';

export const formSchemaResolvers: Resolvers = {
  Query: {
    formSchema: (_p, { idSchema }, { deps, caller }) =>
      formSchemas.getFormSchema(deps, requireAccount(caller), idSchema),
    formSchemas: async (_p, args, { deps, caller }) =>
      toConnection(await formSchemas.listFormSchemas(deps, requireAccount(caller), args)),
  },
  Mutation: {
    // The deprecated mutations keep the spec's names in error paths, as their clients were given.
    createFormSchema: (_p, { input }, { deps, caller }) =>
      withPaths(formSchemaSpecPath, () => formSchemas.createFormSchema(deps, requireAccount(caller), input)),
    updateFormSchema: (_p, { idSchema, input }, { deps, caller }) =>
      withPaths(formSchemaSpecPath, () =>
        formSchemas.updateFormSchema(deps, requireAccount(caller), idSchema, input),
      ),
    deleteFormSchema: async (_p, { idSchema }, { deps, caller }) => {
      await formSchemas.deleteFormSchema(deps, requireAccount(caller), idSchema);
      return { id: idSchema, message: 'Form schema deleted successfully' };
    },
    formSchemaCreate: async (_p, { input }, { deps, caller }) => ({
      formSchema: await withPaths(underArgument('input'), () =>
        formSchemas.createFormSchema(deps, requireAccount(caller), input),
      ),
    }),
    formSchemaUpdate: async (_p, { input: { idSchema, changes } }, { deps, caller }) => ({
      formSchema: await withPaths(underArgument('input.changes'), () =>
        formSchemas.updateFormSchema(deps, requireAccount(caller), idSchema, changes),
      ),
    }),
    formSchemaDelete: async (_p, { input: { idSchema } }, { deps, caller }) => {
      await formSchemas.deleteFormSchema(deps, requireAccount(caller), idSchema);
      return { deletedId: idSchema };
    },
  },
};
