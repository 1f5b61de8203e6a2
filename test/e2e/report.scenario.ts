import { aVerification, aWebhook } from '../helpers/builders';
import { CompletionWatcher, syntheticCsf, textFixturePdf, upload } from '../helpers/documents';
import { Receiver } from '../helpers/receiver';
import type { TestApp } from '../helpers/test-app';
import { until } from './staff.scenario';

export const DELIVERIES = `query($id: ID!) { verification(id: $id) { webhookDeliveries { eventName status lastStatusCode } } }`;
const EVENTS = [
  'verification.v2.created',
  'verification.v2.finished',
  'verification_item.v2.completed',
  'verification_item.v2.internal_status_changed',
];

export interface ReportScenario {
  v: any;
  ids: { csf: number; acta: number; bank: number };
  csfBytes: Uint8Array;
  receiver: Receiver;
  watcher: CompletionWatcher;
}

/**
 * A finished verification of COMERCIALIZADORA EJEMPLO DEL NORTE with a processed CSF, acta
 * constitutiva (which names another company) and bank statement, and a webhook (to a local
 * receiver; the app needs ALLOW_PRIVATE_NETWORK) whose every delivery has succeeded.
 */
export async function reportScenario(t: TestApp, apiKey: string): Promise<ReportScenario> {
  const receiver = new Receiver();
  const hook = await t.request('POST', '/v2/webhooks', {
    key: apiKey,
    body: aWebhook({ url: await receiver.start(), events: EVENTS }),
  });
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.body)}`);
  const watcher = new CompletionWatcher(t, apiKey);
  await watcher.ready();
  const v = (
    await t.request('POST', '/verifications', {
      key: apiKey,
      body: aVerification({
        tax_id: 'CEN2001011EA',
        tag: 'cen-reporte',
        key_people: [{ names: 'María Fernanda Gómez Ruiz', scope: ['powers'] }],
        items: [{ type: 'generic' }, { type: 'generic' }, { type: 'generic' }],
      }),
    })
  ).body;
  const ids = { csf: v.items[0].id, acta: v.items[1].id, bank: v.items[2].id };
  const csfBytes = await syntheticCsf();
  const files: [number, Uint8Array, string][] = [
    [ids.csf, csfBytes, 'csf-cen.pdf'],
    [ids.acta, await textFixturePdf('acta-constitutiva.txt'), 'acta-constitutiva.pdf'],
    [ids.bank, await textFixturePdf('bank-statement-bbva.txt'), 'estado-de-cuenta.pdf'],
  ];
  await watcher.completedAfter(Object.values(ids), async () => {
    for (const [id, bytes, name] of files) {
      const res = await upload(t, apiKey, id, bytes, name);
      if (res.status !== 202) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    }
  });
  await receiver.waitFor((r) => r.some((x) => x.body?.event_name === 'verification.v2.finished'));
  await until(
    async () => (await t.gql(apiKey, DELIVERIES, { id: v.id })).body.data,
    (d) => d.verification.webhookDeliveries.every((x: any) => x.status === 'SUCCEEDED'),
    'every webhook delivery to succeed',
  );
  return { v, ids, csfBytes, receiver, watcher };
}
