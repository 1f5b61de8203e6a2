import type { Caller, Deps } from '../context';
import { DomainError, validationError } from '../errors';
import { type Unchecked } from '../shared/command';
import { parseInput } from '../shared/validation';
import { checkedFormAnswers, storeFormFiles } from './form-item.answers';
import { completeItemWith } from './item-completion';
import { getItem } from './item.service';
import { transition } from './transition';
import type { VerificationItem } from './verification';
import { submitFormCommand } from './verification.input';

export { formSchemaOfItem } from './form-item.answers';

/**
 * The end client (or the customer) answers a `forms` item: the answers are checked against the
 * item's form schema (the same rules the page applies), files are stored, and the item completes.
 * Answers may be sent again while the verification is pending; the last ones count.
 */
export async function submitFormItem(
  deps: Deps,
  caller: Caller,
  itemId: string,
  input: Unchecked<typeof submitFormCommand>,
): Promise<VerificationItem> {
  const { values } = parseInput(submitFormCommand, input);
  const found = await getItem(deps, caller, itemId);
  if (found.requestedType !== 'forms')
    throw validationError([{ path: 'itemId', message: `a ${found.requestedType} item is not a form` }]);
  const schema = await checkedFormAnswers(deps, found, values, 'values');

  return transition(deps, caller, found.verificationId, async ({ trx, verification, items }) => {
    if (verification.status !== 'pending')
      throw new DomainError('CONFLICT', 'The verification is no longer collecting answers');
    const item = items.find((i) => i.id === found.id)!;
    const stored = await storeFormFiles(deps, trx, caller.accountId, schema, values, 'values');
    const { item: updated, events } = await completeItemWith(
      { trx, actor: caller, verification, item, now: deps.clock.now() },
      { value: stored, internalStatus: 'validation_success', error: null },
    );
    return { result: updated, events };
  });
}
