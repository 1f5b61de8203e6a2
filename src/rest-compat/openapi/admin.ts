import { z } from 'zod';
import { createAccountBody, issueApiKeyBody } from '../admin.input';
import { timestamp, uuid } from './common';
import type { RouteDoc } from './registry';

const apiKeySchema = z.object({
  id: z.string().meta({ description: '`ak_…`, names the key in the operator API' }),
  label: z.string().nullable(),
  prefix: z.string().meta({ description: 'The key’s first characters, to recognise it' }),
  created_at: timestamp,
  revoked_at: timestamp.nullable(),
});
const accountParams = z.object({ id: uuid.meta({ description: 'The account' }) });
const base = { tag: 'Operator', auth: 'admin', errors: [400, 404] } as const;

export const adminRoutes: RouteDoc[] = [
  {
    tag: 'Operator',
    auth: 'admin',
    method: 'post',
    path: '/admin/accounts',
    operationId: 'createAccount',
    summary: 'Create an account and its first API key (shown once)',
    description: 'Answers 404 unless the server runs with ADMIN_TOKEN.',
    body: { schema: createAccountBody },
    success: {
      status: 201,
      description: 'The account and its key',
      schema: z.object({
        id: uuid,
        name: z.string(),
        api_key: z.string().meta({ description: '`bvs_sk_…`, shown once; only its hash is stored' }),
      }),
    },
    errors: [400, 404],
  },
  {
    ...base,
    method: 'get',
    path: '/admin/accounts/{id}/api-keys',
    operationId: 'listAccountApiKeys',
    summary: 'An account’s API keys, revoked ones included (never the keys themselves)',
    params: accountParams,
    success: { status: 200, description: 'The keys', schema: z.object({ data: z.array(apiKeySchema) }) },
  },
  {
    ...base,
    method: 'post',
    path: '/admin/accounts/{id}/api-keys',
    operationId: 'issueAccountApiKey',
    summary: 'Issue another API key for an account (shown once)',
    description: 'Rotation: issue a key, deploy it, then revoke the old one.',
    params: accountParams,
    body: { schema: issueApiKeyBody },
    success: {
      status: 201,
      description: 'The new key',
      schema: apiKeySchema.extend({
        api_key: z.string().meta({ description: '`bvs_sk_…`, shown once; only its hash is stored' }),
      }),
    },
  },
  {
    ...base,
    method: 'post',
    path: '/admin/accounts/{id}/api-keys/{keyId}/revoke',
    operationId: 'revokeAccountApiKey',
    summary: 'Revoke an API key; every instance refuses it within 5 s',
    description:
      'Idempotent. The account’s last active key cannot be revoked (409 `last_active_api_key`): issue its replacement first.',
    params: accountParams.extend({ keyId: z.string().meta({ description: 'The key (`ak_…`)' }) }),
    success: { status: 200, description: 'The revoked key', schema: apiKeySchema },
    errors: [400, 404, 409],
  },
];
