import type { ExtractableType, Extractor } from '../extraction';
import { extractActaAsamblea, extractActaConstitutiva, extractPoder } from './acta';
import { extractBankStatement } from './bank-statement';
import { extractCsf } from './csf';
import { extractPersonId } from './person-id';
import { extractProofOfAddress } from './proof-address';

export const EXTRACTORS: Record<ExtractableType, Extractor> = {
  csf_mx: extractCsf,
  ac_mx: extractActaConstitutiva,
  aa_mx: extractActaAsamblea,
  pw_mx: extractPoder,
  bank_statement: extractBankStatement,
  person_id: extractPersonId,
  proof_address: extractProofOfAddress,
};
