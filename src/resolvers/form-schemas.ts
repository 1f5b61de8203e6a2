import { requireAccount } from '../domain/context';
import * as formSchemas from '../domain/form-schemas/form-schema.service';
import { given, toConnection } from './connection';
import type { Resolvers } from './types.generated';

export const formSchemaResolvers: Resolvers = {
  Query: {
    formSchema: (_p, { idSchema }, { deps, caller }) =>
      formSchemas.getFormSchema(deps, requireAccount(caller), idSchema),
    formSchemas: async (_p, args, { deps, caller }) =>
      toConnection(await formSchemas.listFormSchemas(deps, requireAccount(caller), args)),
  },
  Mutation: {
    createFormSchema: (_p, { input }, { deps, caller }) =>
      formSchemas.createFormSchema(deps, requireAccount(caller), {
        id_schema: input.idSchema,
        name: input.name,
        ui_schema_definition: input.uiSchemaDefinition,
      }),
    updateFormSchema: (_p, { idSchema, input }, { deps, caller }) =>
      formSchemas.updateFormSchema(
        deps,
        requireAccount(caller),
        idSchema,
        given({ name: input.name, ui_schema_definition: input.uiSchemaDefinition }),
      ),
    deleteFormSchema: async (_p, { idSchema }, { deps, caller }) => {
      await formSchemas.deleteFormSchema(deps, requireAccount(caller), idSchema);
      return { id: idSchema, message: 'Form schema deleted successfully' };
    },
  },
};
