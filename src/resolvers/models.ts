import type { Field, People, Shareholders } from '../domain/company/company';
import type { FieldView } from '../domain/documents/confidence';
import type { SlotProblem } from '../domain/verifications/findings/slot-problem';
import type { VerificationItem } from '../domain/verifications/verification';

/**
 * GraphQL mapper types that are not domain types (codegen.ts `mappers`). They live apart from the
 * resolvers because the generated types import them and the resolvers import the generated types.
 */
export type SectionModel = Record<string, Field>;
export type BoardMemberModel = People['board_members'][number];
export type CapitalModel = NonNullable<Shareholders['capital']>;

export interface RequirementView {
  key: string;
  label: string;
  description: string | null;
  required: boolean;
  optional: boolean;
  conditionalRender: boolean;
  conditionalRenderLabel: string | null;
  enabled: boolean;
  received: boolean;
  satisfied: boolean;
  allowedItemTypes: string[];
  item: VerificationItem | null;
  problem: SlotProblem | null;
}

/** A field of an item with the item it belongs to, whose checks `ItemField.checks` filters. */
export interface FieldViewModel extends FieldView {
  item: VerificationItem;
}
