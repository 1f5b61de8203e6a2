import { requireAccount } from '../domain/context';
import { EXPORT_READY_MESSAGE, exportVerification } from '../domain/export/export.service';
import { exportVerificationCommand } from '../domain/export/export.input';
import { inSpecNames } from '../domain/shared/issue-paths';
import * as templates from '../domain/export/template.service';
import { VARIABLE_CATALOGUE } from '../domain/export/variables';
import { decodeBase64 } from './documents';
import { inInput } from './input-paths';
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
        fileName,
        file: decodeBase64(base64, 'base64'),
      }),
    deleteDocTemplate: async (_p, { id }, { deps, caller }) => {
      await templates.deleteTemplate(deps, requireAccount(caller), id);
      return true;
    },
    // Error paths keep the spec's names (`key_people[0].person_id`) this mutation's clients were given.
    exportVerification: (_p, { verificationId, templateId, keyPeople, format }, { deps, caller }) =>
      inSpecNames(exportVerificationCommand, () =>
        exportVerification(deps, requireAccount(caller), verificationId, templateId, { keyPeople, format }),
      ),
    docTemplateUpload: async (_p, { input: { name, base64, fileName } }, { deps, caller }) => ({
      template: await inInput(
        () =>
          templates.uploadTemplate(deps, requireAccount(caller), {
            name,
            fileName,
            file: decodeBase64(base64, 'base64'),
          }),
        { file: 'base64' },
      ),
    }),
    docTemplateDelete: async (_p, { input: { id } }, { deps, caller }) => {
      await templates.deleteTemplate(deps, requireAccount(caller), id);
      return { deletedId: id };
    },
    verificationExport: async (
      _p,
      { input: { verificationId, templateId, ...command } },
      { deps, caller },
    ) => ({
      document: await inInput(
        () => exportVerification(deps, requireAccount(caller), verificationId, templateId, command),
        { template: 'templateId' },
      ),
    }),
  },
  DocTemplate: {
    size: (t) => t.sizeBytes,
    variables: (t) => t.tags,
  },
  ExportedDocument: {
    expiresIn: (r) => r.expiresInMs,
    size: (r) => r.sizeBytes,
  },
  ExportResult: {
    success: () => true,
    message: () => EXPORT_READY_MESSAGE,
    expiresIn: (r) => r.expiresInMs,
    size: (r) => r.sizeBytes,
  },
};
