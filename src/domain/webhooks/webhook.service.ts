import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { checkOutboundUrl } from '../../lib/ssrf';
import type { AccountCaller, Deps } from '../context';
import { notFound, validationError } from '../errors';
import { assertQuota, QUOTAS } from '../shared/quota';
import type { EventName } from '../shared/events';
import { isUuid, newId } from '../shared/ids';
import { newest, pageWindow, toPage, type Page, type PageArgs } from '../shared/pagination';
import { withoutNulls, type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import type { CreatedWebhook, Webhook } from './webhook';
import { createWebhookCommand, updateWebhookCommand } from './webhook.input';
import * as repo from './webhook.repository';
import type { WebhookTable } from './webhook.table';

const toWebhook = (row: Selectable<WebhookTable>): Webhook => ({
  id: row.id,
  accountId: row.account_id,
  url: row.url,
  events: row.events as EventName[],
  status: row.status,
  description: row.description,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Standard Webhooks form: `whsec_` and the base64 of the key bytes. */
const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

async function assertDeliverable(deps: Deps, url: string): Promise<void> {
  const problem = await checkOutboundUrl(url, deps.allowPrivateNetwork);
  if (problem) throw validationError([{ path: 'url', message: problem.reason }]);
}

export async function createWebhook(
  deps: Deps,
  caller: AccountCaller,
  input: Unchecked<typeof createWebhookCommand>,
): Promise<CreatedWebhook> {
  const data = parseInput(createWebhookCommand, withoutNulls(createWebhookCommand, input));
  await assertDeliverable(deps, data.url);
  await assertQuota(deps.db, 'webhooks', caller.accountId);
  const secret = newSecret();
  const now = deps.clock.now();
  const row = await repo.insertWebhook(deps.db, {
    id: newId(),
    account_id: caller.accountId,
    url: data.url,
    events: data.events,
    status: 'enabled',
    description: data.description ?? null,
    secret_ciphertext: deps.secrets.encrypt(secret),
    created_at: now,
    updated_at: now,
  });
  return { ...toWebhook(row), secret };
}

export async function getWebhook(deps: Deps, caller: AccountCaller, id: string): Promise<Webhook> {
  const row = isUuid(id) ? await repo.findWebhook(deps.db, caller.accountId, id) : undefined;
  if (!row) throw notFound('Webhook');
  return toWebhook(row);
}

export async function listWebhooks(
  deps: Deps,
  caller: AccountCaller,
  args: PageArgs = {},
): Promise<Page<Webhook>> {
  const window = pageWindow(args);
  return toPage(await repo.listWebhooks(deps.db, caller.accountId, window), window, toWebhook);
}

/** Every webhook of the account, newest first (the REST list is a bare array). */
export async function listAllWebhooks(deps: Deps, caller: AccountCaller): Promise<Webhook[]> {
  const rows = await repo.listWebhooks(deps.db, caller.accountId, newest(QUOTAS.webhooks));
  return rows.map(toWebhook);
}

export async function updateWebhook(
  deps: Deps,
  caller: AccountCaller,
  id: string,
  input: Unchecked<typeof updateWebhookCommand>,
): Promise<Webhook> {
  if (!isUuid(id)) throw notFound('Webhook');
  const data = parseInput(updateWebhookCommand, withoutNulls(updateWebhookCommand, input));
  if (data.url !== undefined) await assertDeliverable(deps, data.url);
  const { status } = data;
  const row = await repo.updateWebhook(deps.db, caller.accountId, id, {
    ...(data.url !== undefined && { url: data.url }),
    ...(data.events !== undefined && { events: data.events }),
    ...(data.description !== undefined && { description: data.description }),
    ...(status !== undefined && { status }),
    updated_at: deps.clock.now(),
  });
  if (!row) throw notFound('Webhook');
  return toWebhook(row);
}

export async function deleteWebhook(deps: Deps, caller: AccountCaller, id: string): Promise<void> {
  const deleted = isUuid(id) && (await repo.deleteWebhook(deps.db, caller.accountId, id));
  if (!deleted) throw notFound('Webhook');
}
