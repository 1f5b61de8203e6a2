import { exportVerificationCommand } from '../domain/export/export.input';
import { restBody } from './command-body';

/** `POST /v2/verifications/{id}/export/{templateId}`: `{key_people: [{key, person_id, role_id}], format}`. */
export const exportBody = restBody(exportVerificationCommand);
