import { z } from 'zod';
import { createAccountInput } from '../../domain/accounts/account.service';
import { uuid } from './common';
import type { RouteDoc } from './registry';

export const adminRoutes: RouteDoc[] = [
  {
    tag: 'Operator',
    auth: 'admin',
    method: 'post',
    path: '/admin/accounts',
    operationId: 'createAccount',
    summary: 'Create an account and its first API key (shown once)',
    description: 'Answers 404 unless the server runs with ADMIN_TOKEN.',
    body: { schema: createAccountInput },
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
];
