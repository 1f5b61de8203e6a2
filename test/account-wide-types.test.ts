import type { Deps, EndClientCaller } from '../src/domain/context';
import * as templates from '../src/domain/export/template.service';
import * as flows from '../src/domain/flows/flow.service';
import * as formSchemas from '../src/domain/form-schemas/form-schema.service';
import * as webhooks from '../src/domain/webhooks/webhook.service';

// Checked by the compiler (ts-jest and `npm run typecheck`): each call below must be a type error.
describe('account-wide services', () => {
  it('do not accept an end-client caller (their parameter is AccountCaller)', () => {
    const calls = (deps: Deps, endClient: EndClientCaller) => [
      // @ts-expect-error an end client cannot list the account's webhooks
      webhooks.listWebhooks(deps, endClient),
      // @ts-expect-error nor create a flow
      flows.createFlow(deps, endClient, {}),
      // @ts-expect-error nor read a form schema
      formSchemas.getFormSchema(deps, endClient, 'id'),
      // @ts-expect-error nor list export templates
      templates.listTemplates(deps, endClient),
    ];
    expect(typeof calls).toBe('function');
  });
});
