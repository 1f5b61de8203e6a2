import type { Finding, FindingDraft } from './finding';

/** What to write so that the stored findings say what the items say now. */
export interface FindingChanges {
  /** New open findings: a check that fails where none (or only a resolved one) was. */
  create: FindingDraft[];
  /** Open findings whose check no longer fails (a new document fixed it): resolved by the system. */
  resolve: Finding[];
  /** Open findings still failing whose evidence or words moved (a re-read, a newer date). */
  refresh: { finding: Finding; draft: FindingDraft }[];
}

const same = (f: Finding, d: FindingDraft) =>
  f.severity === d.severity &&
  JSON.stringify(f.message) === JSON.stringify(d.message) &&
  JSON.stringify(f.evidence) === JSON.stringify(d.evidence);

/**
 * Stored findings against the drafts of the items' current state, by key. A finding a person accepted or
 * dismissed stays closed while its check keeps failing (it is not asked again); once its check passes
 * and fails again later, that is a new finding. Findings of an item whose new file is being read stay
 * open until its outcome is known (`inFlux`). Pure.
 */
export function reconcile(
  stored: readonly Finding[],
  drafts: readonly FindingDraft[],
  inFlux: ReadonlySet<number> = new Set(),
): FindingChanges {
  const live = new Map<string, Finding>();
  for (const f of stored) if (f.status !== 'resolved') live.set(f.key, f);
  const wanted = new Map(drafts.map((d) => [d.key, d]));
  const changes: FindingChanges = { create: [], resolve: [], refresh: [] };
  for (const d of wanted.values()) {
    const f = live.get(d.key);
    if (!f) changes.create.push(d);
    else if (f.status === 'open' && !same(f, d)) changes.refresh.push({ finding: f, draft: d });
  }
  for (const f of live.values()) {
    const waiting = f.itemId !== null && inFlux.has(f.itemId);
    if (f.status === 'open' && !wanted.has(f.key) && !waiting) changes.resolve.push(f);
  }
  return changes;
}
