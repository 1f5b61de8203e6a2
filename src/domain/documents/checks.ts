import { checkClabe } from '../mx/clabe';
import { checkCurp } from '../mx/curp';
import { compareBusinessNames, comparePersonNames } from '../mx/names';
import { checkRfc } from '../mx/rfc';
import type { ExtractedField } from './extraction';
import type { Check, Fields, ValidationContext } from './validation.types';

/** The checks of each document type (README "Checks"); pure, over extracted fields. */

/** Default maximum age of dated documents (CSF, statements, proofs of address), in days. */
export const DEFAULT_MAX_AGE_DAYS = 90;

const DATE_FIELD: Record<string, string> = {
  csf_mx: 'issued_at',
  bank_statement: 'statement.date',
  proof_address: 'document.date',
};

const NAME_FIELD: Record<string, string> = {
  ac_mx: 'company.name',
  aa_mx: 'company.name',
  pw_mx: 'grantor',
  bank_statement: 'account.holder',
  proof_address: 'holder.name',
};

export const str = (f: ExtractedField | undefined): string | null =>
  typeof f?.value === 'string' && f.value.trim() !== '' ? f.value : null;

const ageDays = (iso: string, now: Date) =>
  Math.floor((now.getTime() - Date.parse(`${iso}T00:00:00Z`)) / 86_400_000);

export function rfcChecks(fields: Fields, path: string, taxId: string): Check[] {
  const rfc = str(fields[path]);
  if (!rfc) return [];
  const check = checkRfc(rfc);
  return [
    {
      code: 'rfc_check_digit',
      field: path,
      result: check.valid ? 'pass' : 'fail',
      message: check.valid ? 'the RFC is well formed' : `the RFC ${check.reason}`,
      actual: rfc,
    },
    {
      code: 'rfc_matches_verification',
      field: path,
      result: check.rfc === taxId ? 'pass' : 'fail',
      message:
        check.rfc === taxId ? "the RFC is the verification's" : "the RFC is not the verification's tax_id",
      expected: taxId,
      actual: check.rfc,
    },
  ];
}

export function csfChecks(fields: Fields): Check[] {
  const checks: Check[] = [];
  const rfc = str(fields['tax.business_tax_id']);
  const copies = ['tax.cedula_tax_id', 'cadena_original_tax_id', 'qr.tax_id']
    .map((p) => str(fields[p]))
    .filter((v): v is string => v !== null);
  if (rfc && copies.length > 0) {
    const same = copies.every((c) => c === rfc);
    checks.push({
      code: 'rfc_consistent',
      field: 'tax.business_tax_id',
      result: same ? 'pass' : 'fail',
      message: same
        ? 'the RFC is the same everywhere it is printed'
        : 'the RFC printed in the document differs',
      actual: [rfc, ...copies],
    });
  }
  const status = str(fields['tax.business_fiscal_status']);
  if (status) {
    const ok = /^(ACTIVO|REACTIVADO)\b/.test(status);
    checks.push({
      code: 'csf_status_active',
      field: 'tax.business_fiscal_status',
      result: ok ? 'pass' : 'fail',
      message: ok ? 'the taxpayer is active' : `the taxpayer is ${status}`,
      actual: status,
    });
  }
  const regimes = fields['tax.regimes']?.value;
  if (Array.isArray(regimes)) {
    const inForce = regimes.some((r) => !(r as { end_date?: unknown } | null)?.end_date);
    checks.push({
      code: 'csf_regime_in_force',
      field: 'tax.regimes',
      result: inForce ? 'pass' : 'fail',
      message: inForce ? 'at least one tax regime is in force' : 'no tax regime is in force',
    });
  }
  checks.push(qrPresent(fields));
  if (fields['qr.url']) {
    const hostOk = fields['qr.valid_host']?.value === true;
    const idCif = str(fields.id_cif);
    const matches = hostOk && str(fields['qr.id_cif']) === idCif && str(fields['qr.tax_id']) === rfc;
    checks.push({
      code: 'qr_validation',
      field: 'qr.url',
      result: matches ? 'pass' : 'fail',
      message: !hostOk
        ? "the QR code does not point to the SAT's validator (possible forgery)"
        : matches
          ? 'the QR code names the printed idCIF and RFC'
          : 'the QR code names another idCIF or RFC',
      actual: fields['qr.url'].value,
    });
  }
  return checks;
}

/**
 * `csf_qr_present`: every CSF the SAT issues carries the validator QR, so one without it fails (a forged
 * CSF printed from a browser has none). On a scan or photo a QR may also be unreadable rather than absent,
 * so there the failure sends the item to review instead of failing it.
 */
function qrPresent(fields: Fields): Check {
  if (fields['qr.url'])
    return {
      code: 'csf_qr_present',
      field: 'qr.url',
      result: 'pass',
      message: 'the SAT validation QR code is present',
    };
  const scanned = Object.values(fields).some(
    (f) => (f.source as { information_source?: string }).information_source === 'ocr',
  );
  return {
    code: 'csf_qr_present',
    field: 'qr.url',
    result: 'fail',
    message: scanned
      ? 'no SAT validation QR code could be read: it is missing or unreadable in this scan'
      : 'the document has no SAT validation QR code, which every genuine constancia carries',
    ...(scanned && { review: true }),
  };
}

export function ageCheck(type: string, fields: Fields, ctx: ValidationContext): Check[] {
  const path = DATE_FIELD[type];
  const date = path ? str(fields[path]) : null;
  if (!path || !date) return [];
  const rule = ctx.ruleset.find((r) => r.id === 'vr_trebol_antiguedad');
  const days = Number(rule?.params?.days ?? DEFAULT_MAX_AGE_DAYS);
  const age = ageDays(date, ctx.now);
  return [
    {
      code: 'document_age',
      field: path,
      result: age <= days ? 'pass' : 'fail',
      message: age <= days ? `issued ${age} days ago` : `issued ${age} days ago, more than ${days}`,
      expected: days,
      actual: age,
    },
  ];
}

export function nameAgainstCsf(type: string, fields: Fields, ctx: ValidationContext): Check[] {
  const path = NAME_FIELD[type];
  const name = path ? str(fields[path]) : null;
  if (!path || !name) return [];
  const csf = ctx.others.find((o) => o.itemType === 'csf_mx' && !o.invalidated);
  const csfName = csf && str(csf.fields['tax.business_name']);
  if (!csfName) {
    return [
      {
        code: 'business_name_matches_csf',
        field: path,
        result: 'not_applicable',
        message: 'no constancia de situación fiscal to compare with yet',
        cross_check: 'no_csf',
        item_type: 'csf_mx',
      },
    ];
  }
  const outcome = compareBusinessNames(name, csfName);
  return [
    {
      code: 'business_name_matches_csf',
      field: path,
      result: outcome === 'match' ? 'pass' : outcome === 'probable_match' ? 'warning' : 'fail',
      message:
        outcome === 'no_match'
          ? `the name differs from the CSF's (${csfName})`
          : `the name matches the CSF's${outcome === 'probable_match' ? ' approximately' : ''}`,
      cross_check: outcome === 'no_match' ? 'no_match' : 'match',
      cross_check_value: csfName,
      item_type: 'csf_mx',
    },
  ];
}

export function bankChecks(fields: Fields): Check[] {
  const clabe = str(fields['account.clabe']);
  const checks: Check[] = [];
  if (clabe) {
    const c = checkClabe(clabe);
    checks.push({
      code: 'clabe_check_digit',
      field: 'account.clabe',
      result: c.valid ? 'pass' : 'fail',
      message: c.valid
        ? `valid CLABE of ${c.bank?.name ?? `bank ${c.bankCode}`}`
        : `invalid CLABE: ${c.reason}`,
      actual: clabe,
    });
  }
  if (fields['balances.consistent']) {
    const ok = fields['balances.consistent'].value === true;
    checks.push({
      code: 'balances_consistent',
      field: 'balances.closing',
      result: ok ? 'pass' : 'warning',
      message: ok ? 'opening + credits − debits = closing' : 'the balances do not add up',
    });
  }
  return checks;
}

export function personIdChecks(fields: Fields, ctx: ValidationContext): Check[] {
  const checks: Check[] = [];
  const curp = str(fields['person.curp']);
  if (curp) {
    const c = checkCurp(curp);
    checks.push({
      code: 'curp_check_digit',
      field: 'person.curp',
      result: c.valid ? 'pass' : 'fail',
      message: c.valid ? 'the CURP is well formed' : `the CURP is invalid: ${c.reason}`,
      actual: curp,
    });
  }
  const until = fields['document.valid_until']?.value;
  if (typeof until === 'number') {
    const ok = until >= ctx.now.getUTCFullYear();
    checks.push({
      code: 'id_in_force',
      field: 'document.valid_until',
      result: ok ? 'pass' : 'fail',
      message: ok ? `valid until ${until}` : `expired in ${until}`,
      actual: until,
    });
  }
  const name = str(fields['person.full_name']);
  if (!name) return checks;
  if (ctx.keyPeople.length > 0) {
    const found = ctx.keyPeople.find((p) => comparePersonNames(name, p.names) !== 'no_match');
    checks.push({
      code: 'signatory_is_key_person',
      field: 'person.full_name',
      result: found ? 'pass' : 'fail',
      message: found ? `matches key person ${found.names}` : 'matches none of the key people',
      cross_check: found ? 'match' : 'not_found',
      cross_check_value: found?.names ?? null,
    });
  }
  const actas = ctx.others.filter((o) => ['ac_mx', 'aa_mx', 'pw_mx'].includes(o.itemType) && !o.invalidated);
  const apoderados = actas.flatMap((a) => {
    const list = a.fields.apoderados?.value;
    // Corrections may have put anything here: only well-formed entries count.
    return Array.isArray(list)
      ? (list as { name?: unknown; revoked?: boolean }[]).filter(
          (p): p is { name: string; revoked?: boolean } => typeof p?.name === 'string',
        )
      : [];
  });
  if (actas.length > 0) {
    const holder = apoderados.find((p) => !p.revoked && comparePersonNames(name, p.name) !== 'no_match');
    checks.push({
      code: 'signatory_has_powers',
      field: 'person.full_name',
      result: holder ? 'pass' : 'fail',
      message: holder ? 'the person holds powers in the deeds' : 'the person holds no powers in the deeds',
      cross_check: holder ? 'match' : 'not_found',
      cross_check_value: holder?.name ?? null,
      item_type: actas[0]!.itemType,
    });
  }
  return checks;
}

export function shareholderChecks(fields: Fields): Check[] {
  const list = fields.shareholders?.value;
  if (!Array.isArray(list) || list.length === 0) return [];
  const sum = list.reduce(
    (s: number, h) => s + Number((h as { percentage?: unknown } | null)?.percentage ?? 0),
    0,
  );
  const ok = Math.abs(sum - 100) <= 0.01;
  return [
    {
      code: 'shareholders_sum_100',
      field: 'shareholders',
      result: ok ? 'pass' : 'fail',
      message: ok ? 'the shareholdings add up to 100%' : `the shareholdings add up to ${sum.toFixed(2)}%`,
      actual: Number(sum.toFixed(2)),
    },
  ];
}
