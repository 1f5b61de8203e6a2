import { z } from 'zod';
import { SECTIONS } from '../../domain/company/company.service';
import { idParam } from './common';
import { peopleResult, SECTION_DATA, shareholdersResult, verificationMeta } from './company.schemas';
import type { RouteDoc } from './registry';

const byId = z.object({ id: idParam('Verification id') });
const byTag = z.object({ tag: idParam('The customer’s tag: the latest verification carrying it answers') });
const base = { tag: 'Company read-outs', auth: 'apiKeyOrAccessToken' } as const;

const section = (name: (typeof SECTIONS)[number]) =>
  z.object({
    success: z.literal(true),
    data: SECTION_DATA[name],
    meta: z.object({ section: z.literal(name), verification: verificationMeta }),
  });

// One path per section (the router matches `:section`), so each documents its own data.
const v2Sections: RouteDoc[] = SECTIONS.flatMap((name) => [
  {
    ...base,
    method: 'get',
    path: `/v2/verifications/{id}/${name}`,
    operationId: `getVerification_${name}`,
    summary: `The ${name} read-out of a verification`,
    params: byId,
    success: { status: 200, description: `The ${name} section`, schema: section(name) },
    errors: [404],
  },
  {
    ...base,
    method: 'get',
    path: `/v2/companies/{tag}/${name}`,
    operationId: `getCompany_${name}`,
    summary: `The ${name} read-out of the latest verification with a tag`,
    params: byTag,
    success: { status: 200, description: `The ${name} section`, schema: section(name) },
    errors: [400, 404],
  },
]);

const older = (path: string, params: z.ZodObject, what: 'people' | 'shareholders'): RouteDoc => ({
  ...base,
  method: 'get',
  path,
  operationId: `${path.startsWith('/companies') ? 'getCompany' : 'getVerification'}_${what}_v1`,
  summary: `The ${what} result (spec ${what === 'people' ? '2.7' : '2.8'})`,
  params,
  success: {
    status: 200,
    description: `The ${what}, with \`verification\` beside them`,
    schema: what === 'people' ? peopleResult : shareholdersResult,
  },
  errors: path.startsWith('/companies') ? [400, 404] : [404],
});

export const companyRoutes: RouteDoc[] = [
  ...v2Sections,
  older('/verifications/{id}/people', byId, 'people'),
  older('/verifications/{id}/shareholders', byId, 'shareholders'),
  older('/companies/{tag}/people', byTag, 'people'),
  older('/companies/{tag}/shareholders', byTag, 'shareholders'),
];
