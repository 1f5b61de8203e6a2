import { gql, GraphQLRequestError } from './client';

/** What the onboarding page reads of an item: enough to show its state and why it was refused. */
export interface OnboardingItem {
  id: string;
  itemType: string;
  requestedType: string;
  requirementKey: string | null;
  itemStatus: 'PENDING' | 'COMPLETE';
  internalStatus: string | null;
  itemError: string | null;
  itemOptions: Record<string, unknown> | null;
  itemUiOptions: Record<string, unknown> | null;
  itemValue: Record<string, unknown>;
  validationResult: {
    rules_validation_result?: { id: string; validation_result: boolean | null; error_message?: string }[];
  } | null;
  invalidated: boolean;
  file: {
    fileName: string | null;
    status: string;
    error: string | null;
    /** Pages read so far and in all, while a long document is read (null before it is planned). */
    pagesDone: number | null;
    pagesTotal: number | null;
  } | null;
  formSchema: { idSchema: string; name: string; uiSchemaDefinition: unknown } | null;
}

export interface Requirement {
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
  item: { id: string } | null;
}

export interface OnboardingVerification {
  id: string;
  taxId: string;
  businessName: string | null;
  friendlyName: string | null;
  tag: string;
  status: 'PENDING' | 'FINISHED' | 'ERROR';
  account: { name: string };
  requirements: Requirement[];
  items: OnboardingItem[];
  nextStepsCheckout: { title: string; description: string | null }[];
}

const ITEM = `id itemType requestedType requirementKey itemStatus internalStatus itemError itemOptions
  itemUiOptions itemValue validationResult invalidated file { fileName status error pagesDone pagesTotal }
  formSchema { idSchema name uiSchemaDefinition }`;

export const VERIFICATION_FIELDS = `id taxId businessName friendlyName tag status account { name }
  requirements { key label description required optional conditionalRender conditionalRenderLabel
    enabled received satisfied allowedItemTypes item { id } }
  items { ${ITEM} }
  nextStepsCheckout { title description }`;

export const VERIFICATION_UPDATED = `subscription ($id: ID!) { verificationUpdated(id: $id) { ${VERIFICATION_FIELDS} } }`;

export async function loadVerification(id: string, token: string): Promise<OnboardingVerification> {
  const data = await gql<{ verification: OnboardingVerification | null }>(
    `query ($id: ID!) { verification(id: $id) { ${VERIFICATION_FIELDS} } }`,
    { id },
    token,
  );
  if (!data.verification)
    throw new GraphQLRequestError([{ message: 'Verification not found', code: 'NOT_FOUND' }], 404);
  return data.verification;
}

export async function setRequirementEnabled(
  verificationId: string,
  key: string,
  enabled: boolean,
  token: string,
): Promise<OnboardingVerification> {
  const data = await gql<{ setRequirementEnabled: OnboardingVerification }>(
    `mutation ($v: ID!, $key: ID!, $enabled: Boolean!) {
      setRequirementEnabled(verificationId: $v, key: $key, enabled: $enabled) { ${VERIFICATION_FIELDS} }
    }`,
    { v: verificationId, key, enabled },
    token,
  );
  return data.setRequirementEnabled;
}

export async function createUploadTicket(itemId: string, token: string): Promise<string> {
  const data = await gql<{ createUploadTicket: { uploadUrl: string } }>(
    `mutation ($id: ID!) { createUploadTicket(itemId: $id) { uploadUrl } }`,
    { id: itemId },
    token,
  );
  return data.createUploadTicket.uploadUrl;
}

export async function submitFormItem(
  itemId: string,
  values: Record<string, unknown>,
  token: string,
): Promise<OnboardingItem> {
  const data = await gql<{ submitFormItem: OnboardingItem }>(
    `mutation ($id: ID!, $values: JSON!) { submitFormItem(itemId: $id, values: $values) { ${ITEM} } }`,
    { id: itemId, values },
    token,
  );
  return data.submitFormItem;
}
