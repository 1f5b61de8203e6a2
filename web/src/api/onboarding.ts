import { graphql } from '../../gql';
import type { OnboardingVerificationFragment } from '../../gql/graphql';
import { gql, GraphQLRequestError } from './client';

/** What the onboarding page reads of a verification; every field typed from the documents below. */
export type OnboardingVerification = OnboardingVerificationFragment;
/** What the onboarding page reads of an item: enough to show its state and why it was refused. */
export type OnboardingItem = OnboardingVerification['items'][number];
export type Requirement = OnboardingVerification['requirements'][number];

export const ONBOARDING_VERIFICATION = graphql(`
  fragment OnboardingVerification on Verification {
    id
    taxId
    businessName
    friendlyName
    tag
    status
    account {
      name
    }
    requirements {
      key
      label
      description
      required
      optional
      conditionalRender
      conditionalRenderLabel
      enabled
      received
      satisfied
      allowedTypes
      problem {
        kind
        message {
          es
          en
        }
        staffReason
      }
      item {
        id
      }
    }
    items {
      id
      type
      requestedType
      requirementKey
      itemStatus
      internalStatus
      itemError
      isOptional
      itemValue
      ruleOutcomes {
        passed
        errorMessage
      }
      invalidated
      file {
        fileName
        status
        error
        pagesDone
        pagesTotal
      }
      formSchema {
        idSchema
        name
        uiSchemaDefinition
      }
    }
    nextStepsCheckout {
      title
      description
    }
  }
`);

export const VERIFICATION_UPDATED = graphql(`
  subscription OnboardingUpdated($id: ID!) {
    verificationUpdated(id: $id) {
      ...OnboardingVerification
    }
  }
`);

export const VERIFICATION_QUERY = graphql(`
  query OnboardingVerification($id: ID!) {
    verification(id: $id) {
      ...OnboardingVerification
    }
  }
`);

export const SET_REQUIREMENT_ENABLED = graphql(`
  mutation OnboardingSetRequirementEnabled($v: ID!, $key: ID!, $enabled: Boolean!) {
    verificationRequirementSet(input: { verificationId: $v, key: $key, enabled: $enabled }) {
      verification {
        id
      }
    }
  }
`);

export const CREATE_UPLOAD_TICKET = graphql(`
  mutation OnboardingUploadTicket($id: ID!) {
    verificationItemUploadTicketCreate(input: { itemId: $id }) {
      ticket {
        uploadUrl
      }
    }
  }
`);

/** Answers only what the page needs: after saving, it reads the verification again. */
export const SUBMIT_FORM_ITEM = graphql(`
  mutation OnboardingSubmitForm($id: ID!, $values: JSON!) {
    verificationItemFormSubmit(input: { itemId: $id, values: $values }) {
      item {
        id
        itemStatus
      }
    }
  }
`);

export async function loadVerification(id: string, token: string): Promise<OnboardingVerification> {
  const data = await gql(VERIFICATION_QUERY, { id }, token);
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
  await gql(SET_REQUIREMENT_ENABLED, { v: verificationId, key, enabled }, token);
  // Read again rather than select the page's fragment under the payload: one level deeper would pass
  // half the depth limit the pages keep to (test/graphql-limits.test.ts).
  return loadVerification(verificationId, token);
}

export async function createUploadTicket(itemId: string, token: string): Promise<string> {
  const data = await gql(CREATE_UPLOAD_TICKET, { id: itemId }, token);
  return data.verificationItemUploadTicketCreate.ticket.uploadUrl;
}

export async function submitFormItem(
  itemId: string,
  values: Record<string, unknown>,
  token: string,
): Promise<void> {
  await gql(SUBMIT_FORM_ITEM, { id: itemId, values }, token);
}
