import { createAccountCommand } from '../domain/accounts/account.service';
import { issueApiKeyCommand } from '../domain/accounts/api-keys.service';
import { restBody } from './command-body';

/** `POST /admin/accounts`: the domain's command under the spec's names. */
export const createAccountBody = restBody(createAccountCommand);

/** `POST /admin/accounts/{id}/api-keys`. */
export const issueApiKeyBody = restBody(issueApiKeyCommand);
