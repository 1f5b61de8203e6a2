import { z } from 'zod';
import {
  addItemsBody,
  completeItemBody,
  createVerificationBody,
  listVerificationsQuery,
} from '../verifications.input';
import { setRequirementCommand } from '../../domain/verifications/verification.input';
import { idParam, idParams } from './common';
import type { RouteDoc } from './registry';
import { createdVerificationSchema, itemSchema, verificationSchema } from './verification.schemas';

const verificationId = idParams('Verification id');
const itemId = idParams('Item id (an integer)');
const prefixes = ['', '/v2'] as const;
const base = { prefixes, tag: 'Verifications' } as const;
const items = { prefixes, tag: 'Items' } as const;

export const verificationRoutes: RouteDoc[] = [
  {
    ...base,
    auth: 'apiKey',
    method: 'post',
    path: '/verifications',
    operationId: 'createVerification',
    summary: 'Create a verification from a flow (`flow_id`) or from a list of `items`',
    body: { schema: createVerificationBody },
    success: {
      status: 201,
      description: 'The verification with its items, `access_token` and links',
      schema: createdVerificationSchema,
    },
    errors: [400],
  },
  {
    ...base,
    auth: 'apiKey',
    method: 'get',
    path: '/verifications',
    operationId: 'listVerifications',
    summary: 'Verifications of the account, newest first (page_size up to 20)',
    query: listVerificationsQuery,
    success: {
      status: 200,
      description: 'A page; `next` is the cursor of the following page, or null',
      schema: z.object({ data: z.array(verificationSchema), next: z.string().nullable() }),
    },
    errors: [400],
  },
  {
    ...base,
    auth: 'apiKeyOrAccessToken',
    method: 'get',
    path: '/verifications/{id}',
    operationId: 'getVerification',
    summary: 'One verification (an access token reads only its own)',
    params: verificationId,
    success: { status: 200, description: 'The verification', schema: verificationSchema },
    errors: [404],
  },
  {
    ...base,
    auth: 'apiKey',
    method: 'put',
    path: '/verifications/{id}/add-items',
    operationId: 'addVerificationItems',
    summary: 'Add items to a verification (also how a failed item is retried)',
    params: verificationId,
    body: { schema: addItemsBody },
    success: { status: 200, description: 'The added items', schema: z.array(itemSchema) },
    errors: [400, 404],
  },
  {
    ...base,
    auth: 'apiKeyOrAccessToken',
    method: 'put',
    path: '/verifications/{id}/requirements/{key}',
    operationId: 'setRequirementEnabled',
    summary: 'Switch a conditional requirement slot on or off',
    params: z.object({ id: idParam('Verification id'), key: idParam('Requirement key of the flow') }),
    body: { schema: setRequirementCommand },
    success: { status: 200, description: 'The verification', schema: verificationSchema },
    errors: [400, 404],
  },
  {
    ...items,
    auth: 'apiKeyOrAccessToken',
    method: 'get',
    path: '/verification-items/{id}',
    operationId: 'getVerificationItem',
    summary: 'One item',
    params: itemId,
    success: { status: 200, description: 'The item', schema: itemSchema },
    errors: [404],
  },
  {
    ...items,
    auth: 'apiKey',
    method: 'post',
    path: '/verification-items/{id}/complete',
    operationId: 'completeVerificationItem',
    summary: 'Complete an item with its value (operator)',
    params: itemId,
    body: { schema: completeItemBody },
    success: { status: 200, description: 'The completed item', schema: itemSchema },
    errors: [400, 404, 409],
  },
];
