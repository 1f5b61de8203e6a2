import { requireAccount } from '../domain/context';
import { exportVerification } from '../domain/export/export.service';
import * as templates from '../domain/export/template.service';
import { VARIABLE_CATALOGUE } from '../domain/export/variables';
import { decodeBase64 } from './documents';
import type { Resolvers } from './types.generated';

export const exportResolvers: Resolvers = {
  Query: {
    docTemplates: (_p, _a, { deps, caller }) => templates.listTemplates(deps, requireAccount(caller)),
    docTemplate: (_p, { id }, { deps, caller }) => templates.findTemplate(deps, requireAccount(caller), id),
    exportVariables: () => [...VARIABLE_CATALOGUE],
  },
  Mutation: {
    uploadDocTemplate: (_p, { name, base64, fileName }, { deps, caller }) =>
      templates.uploadTemplate(deps, requireAccount(caller), {
        name,
        bytes: decodeBase64(base64, 'base64'),
        fileName: fileName ?? null,
      }),
    deleteDocTemplate: async (_p, { id }, { deps, caller }) => {
      await templates.deleteTemplate(deps, requireAccount(caller), id);
      return true;
    },
    exportVerification: (_p, args, { deps, caller }) =>
      exportVerification(deps, requireAccount(caller), args.verificationId, args.templateId, {
        key_people: (args.keyPeople ?? []).map((k) => ({
          key: k.key,
          person_id: k.personId,
          role_id: k.roleId,
        })),
        ...(args.format && { format: args.format }),
      }),
  },
  DocTemplate: {
    size: (t) => t.sizeBytes,
    variables: (t) => t.tags,
  },
  ExportResult: {
    downloadUrl: (r) => r.download_url,
    expiresIn: (r) => r.expires_in,
    unfilledVariables: (r) => r.unfilled_variables,
  },
};
