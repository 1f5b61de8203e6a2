import type { Flow, FlowItems, RecordValidationSchema, Requirement } from '../domain/flows/flow';
import { validationError, type FieldIssue } from '../domain/errors';
import type { Unchecked } from '../domain/shared/command';
import type { createFlowCommand, updateFlowCommand } from '../domain/flows/flow.input';
import type {
  CheckoutStepInput,
  FindingRuleInput,
  FlowItemInput,
  FlowRequirementInput,
  InputMaybe,
} from './types.generated';

/**
 * A flow's typed GraphQL fields (items, requirements, findingRules, nextStepsCheckout, creatorEmail)
 * in the shape the flow command keeps (`flowItems`, `recordValidationSchema`, the spec's inner shape),
 * and the command's error paths back in the input's names. The deprecated JSON fields still pass
 * through as they are; one input may not give a JSON field and the typed fields it stands for.
 */

interface TypedFlowFields {
  items?: InputMaybe<FlowItemInput[]>;
  requirements?: InputMaybe<FlowRequirementInput[]>;
  findingRules?: InputMaybe<FindingRuleInput[]>;
  nextStepsCheckout?: InputMaybe<CheckoutStepInput[]>;
  creatorEmail?: InputMaybe<string>;
  flowItems?: unknown;
  recordValidationSchema?: unknown;
}

/** Enum values arrive as the domain's strings (src/resolvers/enums.ts); the generated types say enums. */
const str = (v: unknown): string => v as string;
const given = <T>(v: InputMaybe<T> | undefined): v is T => v !== undefined && v !== null;

function flowItemOf(i: FlowItemInput): FlowItems['items'][number] {
  const options: Record<string, unknown> = { ...((i.options as Record<string, unknown> | null) ?? {}) };
  if (given(i.isOptional)) options.is_optional = i.isOptional;
  if (given(i.clientType)) options.client_item_type = str(i.clientType);
  if (given(i.schemaId)) options.schema_id = i.schemaId;
  return { type: str(i.type), options } as FlowItems['items'][number];
}

function requirementOf(r: FlowRequirementInput): Requirement {
  const validation: Record<string, unknown> = {};
  if (given(r.onInvalidTypeError)) validation.on_invalid_type_error = str(r.onInvalidTypeError);
  if (given(r.ruleset))
    validation.ruleset = r.ruleset.map((rule) => ({
      id: rule.id,
      error_message: rule.errorMessage,
      ...(given(rule.validationRule) && { validation_rule: rule.validationRule }),
      ...(given(rule.params) && { params: rule.params }),
    }));
  return {
    ui_options: {
      label: r.label,
      ...(given(r.description) && { description: r.description }),
      ...(given(r.conditionalRender) && { conditional_render: r.conditionalRender }),
      ...(given(r.conditionalRenderLabel) && { conditional_render_label: r.conditionalRenderLabel }),
    },
    allowed_item_types: r.allowedTypes.map(str),
    ...(given(r.allowedSubtype) && { allowed_item_subtype: str(r.allowedSubtype) }),
    ...(given(r.peopleScope) && { required_options: { people_scope: r.peopleScope.map(str) } }),
    ...(Object.keys(validation).length > 0 && { validation_options: validation }),
  } as Requirement;
}

/** Refuses an input that gives a deprecated JSON field beside the typed fields it stands for. */
function refuseMixed(input: TypedFlowFields): void {
  const issues: FieldIssue[] = [];
  const itemsTyped = given(input.items) || given(input.nextStepsCheckout) || given(input.creatorEmail);
  const schemaTyped = given(input.requirements) || given(input.findingRules);
  if (given(input.flowItems) && itemsTyped)
    issues.push({
      path: 'flowItems',
      message: 'give either flowItems or items, nextStepsCheckout and creatorEmail',
    });
  if (given(input.recordValidationSchema) && schemaTyped)
    issues.push({
      path: 'recordValidationSchema',
      message: 'give either recordValidationSchema or requirements and findingRules',
    });
  if (issues.length > 0) throw validationError(issues);
}

/** Two slots of one key, or two rules of one code, would overwrite each other: refused. */
function refuseRepeats(input: TypedFlowFields): void {
  const issues: FieldIssue[] = [];
  const check = (values: string[], at: (i: number) => string, what: string) => {
    const met = new Set<string>();
    values.forEach((v, i) => {
      if (met.has(v)) issues.push({ path: at(i), message: `repeats the ${what} ${v}` });
      met.add(v);
    });
  };
  if (given(input.requirements))
    check(
      input.requirements.map((r) => r.key),
      (i) => `requirements[${i}].key`,
      'key',
    );
  if (given(input.findingRules))
    check(
      input.findingRules.map((r) => str(r.code)),
      (i) => `findingRules[${i}].code`,
      'code',
    );
  if (issues.length > 0) throw validationError(issues);
}

/**
 * The command's `flowItems` and `recordValidationSchema` from the typed fields, starting from `current`
 * (a flow being changed keeps what the change does not name); the deprecated JSON fields as given.
 */
function commandFields(input: TypedFlowFields, current: Flow | null) {
  refuseMixed(input);
  refuseRepeats(input);
  const out: { flowItems?: unknown; recordValidationSchema?: unknown } = {};
  if (given(input.flowItems)) out.flowItems = input.flowItems;
  else if (given(input.items) || given(input.nextStepsCheckout) || given(input.creatorEmail)) {
    const base = current?.flowItems ?? { items: [], options: {} };
    const options = { ...base.options };
    if (given(input.nextStepsCheckout))
      options.next_steps_checkout = input.nextStepsCheckout.map((s) => ({
        title: s.title,
        description: s.description,
      }));
    if (given(input.creatorEmail)) options.creator_email = input.creatorEmail;
    out.flowItems = {
      ...(base.id !== undefined && { id: base.id }),
      items: given(input.items) ? input.items.map(flowItemOf) : base.items,
      options,
    };
  }
  if (given(input.recordValidationSchema)) out.recordValidationSchema = input.recordValidationSchema;
  else if (given(input.requirements) || given(input.findingRules)) {
    const base: RecordValidationSchema = current?.recordValidationSchema ?? {
      version: '2',
      requirements: {},
      optional_requirements: {},
    };
    const schema: RecordValidationSchema = { ...base };
    if (given(input.requirements)) {
      schema.requirements = Object.fromEntries(
        input.requirements.filter((r) => !r.optional).map((r) => [r.key, requirementOf(r)]),
      );
      schema.optional_requirements = Object.fromEntries(
        input.requirements.filter((r) => r.optional).map((r) => [r.key, requirementOf(r)]),
      );
    }
    if (given(input.findingRules))
      schema.finding_rules = Object.fromEntries(
        input.findingRules.map((r) => [r.code, str(r.rule)]),
      ) as RecordValidationSchema['finding_rules'];
    out.recordValidationSchema = schema;
  }
  return out;
}

type CreateInput = TypedFlowFields & { idSlug: string; friendlyName: string; country?: unknown };
type ChangesInput = TypedFlowFields & { idSlug?: unknown; friendlyName?: unknown; country?: unknown };

/** flowCreate's input as the create command. */
export function createFlowInput(input: CreateInput): Unchecked<typeof createFlowCommand> {
  const { idSlug, friendlyName, country } = input;
  return { idSlug, friendlyName, country, ...commandFields(input, null) };
}

/** flowUpdate's changes as the update command, over the flow as it is now. */
export function updateFlowInput(changes: ChangesInput, current: Flow): Unchecked<typeof updateFlowCommand> {
  const { idSlug, friendlyName, country } = changes;
  return { idSlug, friendlyName, country, ...commandFields(changes, current) };
}

const ITEM_OPTIONS: Record<string, string> = {
  is_optional: 'isOptional',
  client_item_type: 'clientType',
  schema_id: 'schemaId',
};
const REQUIREMENT_FIELDS: Record<string, string> = {
  'ui_options.label': 'label',
  'ui_options.description': 'description',
  'ui_options.conditional_render': 'conditionalRender',
  'ui_options.conditional_render_label': 'conditionalRenderLabel',
  allowed_item_types: 'allowedTypes',
  allowed_item_subtype: 'allowedSubtype',
  'required_options.people_scope': 'peopleScope',
  'validation_options.on_invalid_type_error': 'onInvalidTypeError',
  'validation_options.ruleset': 'ruleset',
};
const RULE_FIELDS: Record<string, string> = {
  error_message: 'errorMessage',
  validation_rule: 'validationRule',
};

/** `a.b[1].c` → its head up to a known prefix, and the rest. */
function renameHead(rest: string, names: Record<string, string>): string {
  for (const [from, to] of Object.entries(names))
    if (rest === from || rest.startsWith(`${from}.`) || rest.startsWith(`${from}[`))
      return to + rest.slice(from.length);
  return rest;
}

/**
 * A command error path in the typed input's names, when the typed fields were used:
 * `flowItems.items[0].options.schema_id` → `items[0].schemaId`,
 * `recordValidationSchema.requirements.doc_1.ui_options.label` → `requirements[2].label`. Paths of the
 * deprecated JSON fields, and of fields named alike, stay as they are.
 */
export function typedFlowPath(input: TypedFlowFields, path: string): string {
  if (!given(input.flowItems)) {
    let m = /^flowItems\.items\[(\d+)\](?:\.options\.?(.*))?$/.exec(path);
    if (m) {
      const [, n, option] = m;
      if (option === undefined) return path.replace(/^flowItems\./, '');
      const head = option.split(/[.[]/)[0]!;
      const renamed = ITEM_OPTIONS[head];
      return renamed
        ? `items[${n}].${renamed}${option.slice(head.length)}`
        : `items[${n}].options${option ? `.${option}` : ''}`;
    }
    m = /^flowItems\.options\.(creator_email|next_steps_checkout)(.*)$/.exec(path);
    if (m) return `${m[1] === 'creator_email' ? 'creatorEmail' : 'nextStepsCheckout'}${m[2]}`;
    if (path.startsWith('flowItems.items')) return path.replace(/^flowItems\./, '');
  }
  if (!given(input.recordValidationSchema) && given(input.requirements)) {
    const m = /^recordValidationSchema\.(?:optional_)?requirements(?:\.([A-Za-z0-9_-]+))?(?:\.(.*))?$/.exec(
      path,
    );
    if (m) {
      const [, key, rest] = m;
      const index = key === undefined ? -1 : input.requirements.findIndex((r) => r.key === key);
      if (index < 0) return 'requirements';
      if (rest === undefined) return `requirements[${index}]`;
      let field = renameHead(rest, REQUIREMENT_FIELDS);
      field = field.replace(
        /^(ruleset\[\d+\]\.)([a-z_]+)/,
        (_all, at: string, name: string) => at + (RULE_FIELDS[name] ?? name),
      );
      return `requirements[${index}].${field}`;
    }
  }
  if (!given(input.recordValidationSchema) && given(input.findingRules)) {
    const m = /^recordValidationSchema\.finding_rules(?:\.([a-z_]+))?/.exec(path);
    if (m) {
      const index = m[1] === undefined ? -1 : input.findingRules.findIndex((r) => r.code === m[1]);
      return index < 0 ? 'findingRules' : `findingRules[${index}].code`;
    }
  }
  return path;
}
