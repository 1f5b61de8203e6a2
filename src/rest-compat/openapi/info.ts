import type { oas31 } from 'zod-openapi';
import { version } from '../../../package.json';

const DESCRIPTION = `
Business verification (KYB) of Mexican companies: the REST paths existing integrators use, under
\`/v2/...\` and unversioned (both answer the same). GraphQL (\`/graphql\`) and signed webhooks carry the
same operations and events.

**Credentials.** An account's API key in \`x-api-key\` (or \`Authorization: Bearer <key>\`). The end
client's access token (the \`access_token\` of a verification, a JWT) reads its own verification, its
items and read-outs, uploads its documents and switches its conditional slots; it answers 401 for
anything else. Signed links (\`/files\`, \`/exports\`, \`/uploads\`) need no credential. \`/admin\`
takes the operator's \`ADMIN_TOKEN\` as a bearer token and answers 404 when the server has none.

**Errors** always have the body \`{success: false, code, message, timestamp}\`, plus \`details\`
(\`[{path, message}]\`) for validation errors. Another account's resources answer 404.

**Retries.** A POST or PUT with an \`Idempotency-Key\` header (at most 255 characters) can be sent
again safely: a repeat gets the first answer again. Past the per-credential rate a request answers 429
with \`Retry-After\`.
`.trim();

export const INFO: oas31.InfoObject = {
  title: 'bvs REST API',
  version,
  description: DESCRIPTION,
  license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
};

export const TAGS: oas31.TagObject[] = [
  { name: 'Verifications', description: 'Verifications of a company, from a flow or a list of items' },
  { name: 'Items', description: 'The documents, forms and lookups of a verification' },
  { name: 'Documents', description: 'Uploading an item’s document' },
  {
    name: 'Findings',
    description: 'What failed checks mean: findings, the decision, staff review and the audit trail',
  },
  { name: 'Document review', description: 'Operator corrections, re-typing, invalidation, reprocessing' },
  { name: 'Company read-outs', description: 'The consolidated company data (spec 2.6–2.8)' },
  { name: 'Export', description: 'DOCX templates filled with a verification’s data' },
  { name: 'Flows', description: 'Which documents and forms a verification collects, and when it is done' },
  { name: 'Form schemas', description: 'Dynamic forms used by flow items of type `forms`' },
  { name: 'Webhooks', description: 'Signed event deliveries and their attempts' },
  { name: 'Signed links', description: 'Time-limited links that need no credential' },
  { name: 'Operator', description: 'The operator API (ADMIN_TOKEN)' },
];

export const SECURITY_SCHEMES: Record<string, oas31.SecuritySchemeObject> = {
  ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'An account’s API key' },
  BearerApiKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An account’s API key (`bvs_sk_…`) or a staff session token made from one',
  },
  AccessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The end client’s access token: its own verification only',
  },
  AccessTokenHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: 'The end client’s access token, in its own header',
  },
  AdminToken: { type: 'http', scheme: 'bearer', description: 'The operator’s ADMIN_TOKEN' },
};
