/** The `shareholders` read-out (spec 2.8, compat-notes 6.1): the cap table of the best acta. */
import type { CrossCheck, Shareholder, Shareholders } from './company';
import { pick, pickDoc, rank, type Doc } from './precedence';
import { checksOf, sourceOf } from './sourced';

const DOCUMENT_NAMES: Record<string, string> = {
  ac_mx: 'acta_constitutiva',
  aa_mx: 'acta_de_asamblea',
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

interface Row {
  name?: unknown;
  shares?: unknown;
  series?: unknown;
  value?: unknown;
  percentage?: unknown;
}

/**
 * The acta's own `shareholders_sum_100` check, shown as a cross-check of the list against its total:
 * `match` when the holdings add up to 100 %, `no_match` otherwise, with the sum as the value.
 */
function sumCheck(doc: Doc): CrossCheck[] {
  const check = checksOf(doc).find((c) => c.code === 'shareholders_sum_100');
  if (!check || (check.result !== 'pass' && check.result !== 'fail')) return [];
  return [
    {
      cross_check_value: check.actual ?? null,
      cross_check: check.result === 'pass' ? 'match' : 'no_match',
      item_type: doc.type,
      custom_message: check.message ?? null,
    },
  ];
}

export function shareholders(docs: Doc[], peopleIdOf: (name: string) => number | null): Shareholders {
  const ranked = rank.corporate(docs);
  if (ranked.length === 0) {
    return {
      shareholders: [],
      capital: null,
      source: null,
      shareholders_unavailable_reason: 'pending_extraction',
      validations: [],
    };
  }
  const table = pick(ranked, 'shareholders');
  const capitalDoc = pickDoc(ranked, ['capital.total', 'capital.fixed', 'capital.variable']);
  const currency = (capitalDoc && capitalDoc.fields['capital.currency']?.value) || 'MXN';
  const rows = table && Array.isArray(table.field.value) ? (table.field.value as Row[]) : [];
  const list: Shareholder[] = rows
    .filter((r) => typeof r?.name === 'string')
    .map((r) => ({
      name: r.name as string,
      share_percentage: num(r.percentage) ?? 0,
      shares: num(r.shares),
      series: typeof r.series === 'string' ? r.series : null,
      total_value: num(r.value),
      currency: String(currency),
      people_id: peopleIdOf(r.name as string),
    }));
  const cap = (path: string) => num(capitalDoc?.fields[path]?.value);
  const sourceDoc = table?.doc ?? capitalDoc;
  return {
    shareholders: list,
    capital: capitalDoc && {
      total_value: cap('capital.total'),
      fixed_value: cap('capital.fixed'),
      variable_value: cap('capital.variable'),
      currency: String(currency),
    },
    source: sourceDoc && {
      ...sourceOf(sourceDoc, table?.field ?? sourceDoc.fields['capital.total']),
      document: DOCUMENT_NAMES[sourceDoc.type] ?? sourceDoc.type,
    },
    shareholders_unavailable_reason: null,
    validations: table ? sumCheck(table.doc) : [],
  };
}
