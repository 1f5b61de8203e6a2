import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import { accountResolvers } from './accounts';
import { companyResolvers } from './company';
import { exportResolvers } from './export';
import { documentResolvers } from './documents';
import { ENUM_VALUES } from './enums';
import { eventResolvers } from './events';
import { findingResolvers } from './findings';
import { flowResolvers } from './flows';
import { formSchemaResolvers } from './form-schemas';
import { nodeResolvers } from './node';
import type { Resolvers } from './types.generated';
import { verificationResolvers } from './verifications';
import { webhookResolvers } from './webhooks';

const areas: Resolvers[] = [
  accountResolvers,
  webhookResolvers,
  formSchemaResolvers,
  flowResolvers,
  verificationResolvers,
  findingResolvers,
  eventResolvers,
  documentResolvers,
  companyResolvers,
  exportResolvers,
  nodeResolvers,
];

/** Merges each area's resolvers by type name. */
export function buildResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const area of areas) {
    for (const [type, fields] of Object.entries(area))
      merged[type] = { ...merged[type], ...(fields as object) };
  }
  return {
    ...(merged as Resolvers),
    DateTime: DateTimeResolver,
    JSON: JSONResolver,
    ...ENUM_VALUES,
  };
}
