import type { FieldIssue } from '../errors';
import type { FlowItems, RecordValidationSchema } from './flow';

const ONE_PER_FLOW = ['forms', 'ubos'] as const;

/** Rules across fields of a flow that a shape schema cannot say; `knownSchemas` are the account's. */
export function flowIssues(
  items: FlowItems,
  rvs: RecordValidationSchema,
  knownSchemas: Set<string>,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  items.items.forEach((item, i) => {
    const at = `flowItems.items[${i}]`;
    if (item.type === 'forms') {
      if (!item.options.schema_id)
        issues.push({ path: `${at}.options.schema_id`, message: 'is required for a forms item' });
      else if (!knownSchemas.has(item.options.schema_id)) {
        issues.push({
          path: `${at}.options.schema_id`,
          message: `names form schema '${item.options.schema_id}', which does not exist`,
        });
      }
    }
    if (item.type === 'doc_validation' && !item.options.client_item_type) {
      issues.push({
        path: `${at}.options.client_item_type`,
        message: 'is required for a doc_validation item',
      });
    }
  });
  for (const type of ONE_PER_FLOW) {
    const at = items.items.map((it, i) => (it.type === type ? i : -1)).filter((i) => i >= 0);
    if (at.length > 1)
      issues.push({
        path: `flowItems.items[${at[1]}].type`,
        message: `a flow holds at most one ${type} item`,
      });
  }
  for (const group of ['requirements', 'optional_requirements'] as const) {
    for (const [key, req] of Object.entries(rvs[group])) {
      if (req.ui_options.conditional_render && !req.ui_options.conditional_render_label) {
        issues.push({
          path: `recordValidationSchema.${group}.${key}.ui_options.conditional_render_label`,
          message: 'is required when conditional_render is true',
        });
      }
      if (group === 'optional_requirements' && key in rvs.requirements) {
        issues.push({
          path: `recordValidationSchema.optional_requirements.${key}`,
          message: 'is also a required slot',
        });
      }
    }
  }
  if (
    items.items.length === 0 &&
    Object.keys(rvs.requirements).length === 0 &&
    Object.keys(rvs.optional_requirements).length === 0
  ) {
    issues.push({
      path: 'recordValidationSchema.requirements',
      message: 'a flow needs at least one requirement or flow item',
    });
  }
  return issues;
}

export const formSchemaIdsOf = (items: FlowItems): string[] => [
  ...new Set(
    items.items.flatMap((it) => (it.type === 'forms' && it.options.schema_id ? [it.options.schema_id] : [])),
  ),
];
