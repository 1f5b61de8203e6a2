import { z } from 'zod';
import {
  requestReplacementCommand,
  resolveFindingCommand,
  setDecisionCommand,
} from '../../domain/verifications/findings/findings.input';
import { FINDING_STATUSES } from '../../domain/verifications/findings/finding';
import { SEVERITIES } from '../../domain/shared/finding-codes';
import { freeObject, idParam, idParams, timestamp, uuid } from './common';
import type { RouteDoc } from './registry';
import { itemSchema, verificationSchema } from './verification.schemas';

const prefixes = ['', '/v2'] as const;
const base = { prefixes, tag: 'Findings' } as const;

/** Who acted: an API key, a staff session made from one, or bvs itself. */
export const actorSchema = z
  .object({
    type: z.enum(['api_key', 'staff_session', 'system']),
    id: z.string().nullable().meta({ description: "The API key's id; null for the system" }),
    name: z.string().meta({ description: "The key's label, or `system`" }),
  })
  .meta({ id: 'Actor' });

export const findingSchema = z
  .object({
    id: uuid,
    code: z
      .string()
      .meta({ description: 'One per check (README "Findings and the decision")', example: 'document_age' }),
    severity: z.enum(SEVERITIES),
    status: z.enum(FINDING_STATUSES),
    message: z.object({ es: z.string(), en: z.string() }),
    item_id: z.int().nullable(),
    item_type: z.string().nullable(),
    field: z.string().nullable().meta({ description: 'The dotted path of the field the check is about' }),
    evidence: freeObject.meta({ description: 'The values the check compared (`expected`, `actual`, …)' }),
    created_at: timestamp,
    resolved_at: timestamp.nullable(),
    resolved_by: actorSchema.nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Finding' });

export const auditEntrySchema = z
  .object({
    at: timestamp,
    actor: actorSchema,
    action: z.string().meta({
      description:
        '`finding.opened`, `finding.resolved`, `finding.accepted`, `finding.dismissed`, `decision.changed`, ' +
        '`decision.set`, `item.replacement_requested`',
    }),
    target: z.object({
      type: z.enum(['finding', 'decision', 'item']),
      id: z.union([z.string(), z.int()]).nullable(),
    }),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

const verificationId = idParams('Verification id');

export const findingRoutes: RouteDoc[] = [
  {
    ...base,
    auth: 'apiKey',
    method: 'get',
    path: '/verifications/{id}/findings',
    operationId: 'listFindings',
    summary: "The verification's findings, oldest first",
    params: verificationId,
    success: {
      status: 200,
      description: 'Every finding, open and closed',
      schema: z.object({
        success: z.literal(true),
        data: z.object({ findings: z.array(findingSchema) }),
        meta: z.object({
          section: z.literal('findings'),
          verification: z.object({
            id: uuid,
            tag: z.string(),
            status: z.enum(['pending', 'finished', 'error']),
          }),
        }),
      }),
    },
    errors: [404],
  },
  {
    ...base,
    auth: 'apiKey',
    method: 'post',
    path: '/verifications/{id}/findings/{finding_id}/resolve',
    operationId: 'resolveFinding',
    summary: 'Accept or dismiss an open finding, with a reason',
    params: z.object({ id: idParam('Verification id'), finding_id: idParam('Finding id') }),
    body: { schema: resolveFindingCommand },
    success: {
      status: 200,
      description: 'The closed finding',
      schema: z.object({ success: z.literal(true), data: findingSchema }),
    },
    errors: [400, 404, 409],
  },
  {
    ...base,
    auth: 'apiKey',
    method: 'put',
    path: '/verifications/{id}/decision',
    operationId: 'setVerificationDecision',
    summary: 'Set the decision by hand; it holds until the set of open findings changes',
    params: verificationId,
    body: { schema: setDecisionCommand },
    success: {
      status: 200,
      description: 'The verification',
      schema: z.object({ success: z.literal(true), data: verificationSchema }),
    },
    errors: [400, 404],
  },
  {
    ...base,
    auth: 'apiKey',
    method: 'get',
    path: '/verifications/{id}/audit',
    operationId: 'getVerificationAudit',
    summary: 'Every change of a finding, a decision or a slot, by a person or by the system, oldest first',
    params: verificationId,
    success: {
      status: 200,
      description: 'The audit entries',
      schema: z.object({ success: z.literal(true), data: z.object({ entries: z.array(auditEntrySchema) }) }),
    },
    errors: [404],
  },
  {
    ...base,
    auth: 'apiKey',
    method: 'post',
    path: '/verification-items/{id}/request-replacement',
    operationId: 'requestItemReplacement',
    summary: 'Ask the end client for another document in this item’s place',
    params: idParams('Item id (an integer)'),
    body: { schema: requestReplacementCommand },
    success: {
      status: 200,
      description: 'The item, whose document no longer fills its slot',
      schema: z.object({ success: z.literal(true), data: itemSchema }),
    },
    errors: [400, 404],
  },
];
