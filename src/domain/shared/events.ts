/** Event names a webhook may subscribe to (spec 6.3). */
export const EVENT_NAMES = [
  'verification.v2.created',
  'verification.v2.finished',
  'verification_item.v2.completed',
  'verification_item.v2.internal_status_changed',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];
