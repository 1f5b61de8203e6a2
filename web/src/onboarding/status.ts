import { typeCode } from '../api/item-type';
import type { OnboardingItem, OnboardingVerification, Requirement } from '../api/onboarding';

/** Where a requirement's document stands, as the end client should understand it. */
export type SlotState =
  | { kind: 'empty' }
  | { kind: 'processing' }
  | { kind: 'accepted' }
  | { kind: 'review' }
  | { kind: 'invalidated' }
  | { kind: 'rejected'; code: string; foundType: string | null; rules: string[] }
  /** A document the flow's rules refuse (too old, expired, another company's…) or staff asked to replace. */
  | { kind: 'needsNew'; message: { es: string; en: string }; staffReason: string | null };

export function slotState(req: Requirement, item: OnboardingItem | undefined): SlotState {
  if (!item) return { kind: 'empty' };
  if (item.invalidated) return { kind: 'invalidated' };
  if (req.satisfied) return { kind: 'accepted' };
  // A new file being read: its slot's old problem no longer applies.
  if (item.itemStatus === 'PENDING' && item.file) return { kind: 'processing' };
  const problem = req.problem;
  if (problem && (problem.kind === 'REPLACEMENT_REQUESTED' || !item.itemError)) {
    return { kind: 'needsNew', message: problem.message, staffReason: problem.staffReason ?? null };
  }
  if (item.itemError) {
    const rules = item.ruleOutcomes.flatMap((r) =>
      r.passed === false && r.errorMessage ? [r.errorMessage] : [],
    );
    const type = typeCode(item);
    const foundType = type === 'unknown' || type === 'generic' ? null : type;
    return { kind: 'rejected', code: item.itemError, foundType, rules };
  }
  if (item.itemStatus === 'PENDING') return req.received ? { kind: 'processing' } : { kind: 'empty' };
  return { kind: 'review' };
}

export const itemOf = (v: OnboardingVerification, req: Requirement): OnboardingItem | undefined =>
  v.items.find((i) => i.id === req.item?.id);

/** The forms the end client fills: the flow's `forms` items. */
export const formItems = (v: OnboardingVerification): OnboardingItem[] =>
  v.items.filter((i) => i.type === 'FORMS' || i.requestedType === 'forms');

/**
 * Check-out opens once every required, enabled slot holds an accepted document (not one still being
 * read, refused, or asked to be replaced) and every mandatory form is saved (a form completes only
 * with its required fields filled: the server checks them on every path).
 */
export function readyForCheckout(v: OnboardingVerification): boolean {
  return (
    v.requirements.every((r) => !r.required || !r.enabled || r.satisfied) &&
    formItems(v).every((i) => i.isOptional || i.itemStatus === 'COMPLETE')
  );
}

/** How many of the things the end client must do are done (accepted), for the progress line. */
export function progressOf(v: OnboardingVerification): { done: number; total: number } {
  const slots = v.requirements.filter((r) => r.required && r.enabled);
  const forms = formItems(v).filter((i) => !i.isOptional);
  return {
    done: slots.filter((r) => r.satisfied).length + forms.filter((i) => i.itemStatus === 'COMPLETE').length,
    total: slots.length + forms.length,
  };
}

/** The company as the page names it: its legal name once known, else what the customer called it. */
export const companyName = (v: OnboardingVerification): string => v.businessName ?? v.friendlyName ?? v.taxId;
