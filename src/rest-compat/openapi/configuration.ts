import { z } from 'zod';
import { findingRules, flowItemsInput, requirement } from '../../domain/flows/flow.input';
import {
  createFlowBody,
  createFormSchemaBody,
  updateFlowBody,
  updateFormSchemaBody,
} from '../configuration.input';
import { freeObject, idParam, message, successMessage, timestamp, uuid } from './common';
import type { RouteDoc } from './registry';

export const formSchemaSchema = z
  .object({
    id_schema: z.string(),
    account_id: uuid,
    name: z.string(),
    ui_schema_definition: freeObject.meta({
      description: '`ui_order` and one property per key it names; `section`s nest (spec 2.2)',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'FormSchema' });

const slots = z.record(z.string(), requirement);

/** Flows are stored as validated, so they answer the input's shapes with every default filled. */
export const flowSchema = z
  .object({
    id: uuid,
    id_slug: z.string(),
    account_id: uuid,
    friendly_name: z.string(),
    country: z.enum(['mx', 'co']),
    flow_items: flowItemsInput,
    record_validation_schema: z.object({
      version: z.literal('2'),
      requirements: slots,
      optional_requirements: slots,
      finding_rules: findingRules.optional(),
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Flow' });

const idSchema = z.object({ idSchema: idParam('The form schema `id_schema`') });
const idSlug = z.object({ idSlug: idParam('The flow `id_slug`') });
const prefixes = ['/v2', ''] as const;
const forms = { prefixes, tag: 'Form schemas', auth: 'apiKey' } as const;
const flows = { prefixes: ['', '/v2'], tag: 'Flows', auth: 'apiKey' } as const;

export const formSchemaRoutes: RouteDoc[] = [
  {
    ...forms,
    method: 'post',
    path: '/form-schemas',
    operationId: 'createFormSchema',
    summary: 'Create a form schema (200, as the followed service answers)',
    body: { schema: createFormSchemaBody },
    success: { status: 200, description: 'The form schema', schema: formSchemaSchema },
    errors: [400, 409],
  },
  {
    ...forms,
    method: 'get',
    path: '/form-schemas',
    operationId: 'listFormSchemas',
    summary: 'Every form schema of the account (a bare array)',
    success: { status: 200, description: 'The form schemas', schema: z.array(formSchemaSchema) },
  },
  {
    ...forms,
    method: 'get',
    path: '/form-schemas/{idSchema}',
    operationId: 'getFormSchema',
    summary: 'One form schema',
    params: idSchema,
    success: { status: 200, description: 'The form schema', schema: formSchemaSchema },
    errors: [404],
  },
  {
    ...forms,
    method: 'put',
    path: '/form-schemas/{idSchema}',
    operationId: 'updateFormSchema',
    summary: 'Update the name or definition of a form schema',
    params: idSchema,
    body: { schema: updateFormSchemaBody },
    success: { status: 200, description: 'The updated form schema', schema: formSchemaSchema },
    errors: [400, 404],
  },
  {
    ...forms,
    method: 'delete',
    path: '/form-schemas/{idSchema}',
    operationId: 'deleteFormSchema',
    summary: 'Delete a form schema no flow uses (409 while one does)',
    params: idSchema,
    success: { status: 200, description: 'A confirmation', schema: message },
    errors: [404, 409],
  },
];

export const flowRoutes: RouteDoc[] = [
  {
    ...flows,
    method: 'post',
    path: '/account-flows',
    operationId: 'createFlow',
    summary: 'Create a flow',
    body: { schema: createFlowBody },
    success: { status: 201, description: 'The flow', schema: flowSchema },
    errors: [400, 409],
  },
  {
    ...flows,
    method: 'get',
    path: '/account-flows',
    operationId: 'listFlows',
    summary: 'Every flow of the account (a bare array)',
    success: { status: 200, description: 'The flows', schema: z.array(flowSchema) },
  },
  {
    ...flows,
    method: 'get',
    path: '/account-flows/{idSlug}',
    operationId: 'getFlow',
    summary: 'One flow',
    params: idSlug,
    success: { status: 200, description: 'The flow', schema: flowSchema },
    errors: [404],
  },
  {
    ...flows,
    method: 'put',
    path: '/account-flows/{idSlug}',
    operationId: 'updateFlow',
    summary: 'Update a flow; `id_slug` may be renamed (409 if taken)',
    params: idSlug,
    body: { schema: updateFlowBody },
    success: { status: 200, description: 'The updated flow', schema: flowSchema },
    errors: [400, 404, 409],
  },
  {
    ...flows,
    method: 'delete',
    path: '/account-flows/{idSlug}',
    operationId: 'deleteFlow',
    summary: 'Delete a flow',
    params: idSlug,
    success: { status: 200, description: 'A confirmation', schema: successMessage },
    errors: [404],
  },
];
