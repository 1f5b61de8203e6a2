import { acceptAsTypeCommand, correctFieldCommand, reasonCommand } from '../domain/documents/review.input';
import { restBody } from './command-body';

/** `POST /verification-items/{id}/corrections`: the domain's command under the spec's names. */
export const correctFieldBody = restBody(correctFieldCommand);

/** `POST /verification-items/{id}/accept-as`: `{item_type, reason}`. */
export const acceptAsTypeBody = restBody(acceptAsTypeCommand);

/** `POST /verification-items/{id}/invalidate` and `/reprocess`: an optional `{reason}`. */
export const reasonBody = restBody(reasonCommand);
