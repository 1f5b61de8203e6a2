import type { FindingRule, Severity } from '../../shared/finding-codes';
import type { Decision, Finding } from './finding';

/** A flow's `finding_rules`: finding code → what an open finding of it does. */
export type FindingRules = Readonly<Record<string, FindingRule>>;

const DEFAULT_RULE: Record<Severity, FindingRule> = {
  critical: 'review',
  warning: 'review',
  info: 'ignore',
};

/** The rule for one finding: the flow's for its code, else its severity's default. */
export const ruleFor = (f: Pick<Finding, 'code' | 'severity'>, rules: FindingRules): FindingRule =>
  rules[f.code] ?? DEFAULT_RULE[f.severity];

export interface FindingsSummary {
  /** Open findings not ruled `ignore`. */
  open: number;
  /** Open critical findings. */
  critical: number;
}

export function summarise(findings: readonly Finding[], rules: FindingRules): FindingsSummary {
  const open = findings.filter((f) => f.status === 'open');
  return {
    open: open.filter((f) => ruleFor(f, rules) !== 'ignore').length,
    critical: open.filter((f) => f.severity === 'critical').length,
  };
}

/** The items whose document an open finding ruled `reject` refuses (it does not fill its slot). */
export const rejectedItemIds = (findings: readonly Finding[], rules: FindingRules): Set<number> =>
  new Set(
    findings
      .filter((f) => f.status === 'open' && f.itemId !== null && ruleFor(f, rules) === 'reject')
      .map((f) => f.itemId!),
  );

/** The set of open findings a person's decision was made on: it holds until this changes. */
export const openSignature = (findings: readonly Finding[]): string =>
  findings
    .filter((f) => f.status === 'open')
    .map((f) => f.id)
    .sort()
    .join(',');

export interface DecisionInput {
  findings: readonly Finding[];
  rules: FindingRules;
  /** Every required slot holds an accepted document (and every required item is done). */
  slotsReady: boolean;
  /** A decision set by a person, and the open findings it was set on. */
  manual: { decision: Decision; signature: string } | null;
}

/**
 * Issue 18's decision: any open finding ruled `reject` → rejected (even while documents are expected);
 * else, while a required slot has no accepted document → null; else any open finding ruled `review` →
 * needs_review; else approved. A person's decision holds until the set of open findings changes.
 */
export function decide({ findings, rules, slotsReady, manual }: DecisionInput): {
  decision: Decision | null;
  byPerson: boolean;
} {
  if (manual && manual.signature === openSignature(findings))
    return { decision: manual.decision, byPerson: true };
  const open = findings.filter((f) => f.status === 'open').map((f) => ruleFor(f, rules));
  if (open.includes('reject')) return { decision: 'rejected', byPerson: false };
  if (!slotsReady) return { decision: null, byPerson: false };
  return { decision: open.includes('review') ? 'needs_review' : 'approved', byPerson: false };
}
