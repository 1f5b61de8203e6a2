import type { DocumentItemType, ItemType } from '../shared/item-types';

export interface FlowItem {
  type: ItemType;
  options: {
    is_optional?: boolean;
    client_item_type?: DocumentItemType;
    schema_id?: string;
    [k: string]: unknown;
  };
}

export interface FlowItems {
  id?: string;
  items: FlowItem[];
  options: {
    creator_email?: string;
    next_steps_checkout?: { title: string; description: string }[];
    [k: string]: unknown;
  };
}

export interface Requirement {
  ui_options: {
    label: string;
    description?: string;
    conditional_render?: boolean;
    conditional_render_label?: string;
  };
  allowed_item_types: DocumentItemType[];
  allowed_item_subtype?: 'business' | 'individual';
  required_options?: { people_scope?: string[] };
  validation_options?: {
    on_invalid_type_error?: 'invalidate' | 'ignore';
    ruleset?: {
      id: string;
      error_message: string;
      validation_rule?: string;
      params?: Record<string, unknown>;
    }[];
  };
}

export interface RecordValidationSchema {
  version: '2';
  requirements: Record<string, Requirement>;
  optional_requirements: Record<string, Requirement>;
  /** Finding code → `ignore`, `review` or `reject` (issue 18); codes left out follow their severity. */
  finding_rules?: Partial<Record<string, 'ignore' | 'review' | 'reject'>>;
}

export interface Flow {
  id: string;
  idSlug: string;
  accountId: string;
  friendlyName: string;
  country: 'mx' | 'co';
  flowItems: FlowItems;
  recordValidationSchema: RecordValidationSchema;
  createdAt: Date;
  updatedAt: Date;
}
