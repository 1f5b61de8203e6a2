/** Event names a webhook may subscribe to (spec 6.3). */
export const EVENT_NAMES = [
  'verification.v2.created',
  'verification.v2.finished',
  'verification_item.v2.completed',
  'verification_item.v2.internal_status_changed',
  'verification.v2.findings.updated',
  'verification.v2.decision_updated',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Events about the customer's own judgement of a company (issue 18): webhooks and the account's
 * subscriptions carry them, an end client's subscription never does.
 */
export const ACCOUNT_ONLY_EVENT_NAMES: ReadonlySet<string> = new Set<EventName>([
  'verification.v2.findings.updated',
  'verification.v2.decision_updated',
]);

/**
 * Events only the GraphQL subscription carries: no webhook can subscribe to them (the spec has none),
 * so they are never delivered outside. `verification_item.pages_read`: a long document's read progress;
 * `verification_item.replacement_requested`: staff asked for another document in an item's place (the
 * onboarding page shows the slot again, with the staff's reason).
 */
export const INTERNAL_EVENT_NAMES = [
  'verification_item.pages_read',
  'verification_item.replacement_requested',
] as const;

export type InternalEventName = (typeof INTERNAL_EVENT_NAMES)[number];
