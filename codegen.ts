import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver and type generation from schema/; mappers tie GraphQL types to domain types. */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/resolvers/types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context#GraphQLContext',
        useTypeImports: true,
        strictScalars: true,
        scalars: { DateTime: 'Date', JSON: 'unknown' },
        enumValues: {
          WebhookStatus: { ENABLED: 'enabled', DISABLED: 'disabled' },
          Country: { MX: 'mx', CO: 'co' },
          VerificationStatus: { PENDING: 'pending', FINISHED: 'finished', ERROR: 'error' },
          DocumentsStatus: {
            PENDING_UPLOAD: 'pending_upload',
            PARTIAL_UPLOAD: 'partial_upload',
            FULL_UPLOAD: 'full_upload',
          },
          ItemStatus: { PENDING: 'pending', COMPLETE: 'complete' },
          DeliveryStatus: {
            PENDING: 'pending',
            SENDING: 'sending',
            SUCCEEDED: 'succeeded',
            FAILED: 'failed',
            CANCELLED: 'cancelled',
          },
        },
        mappers: {
          Account: '../domain/accounts/account#Account as AccountModel',
          Webhook: '../domain/webhooks/webhook#Webhook as WebhookModel',
          FormSchema: '../domain/form-schemas/form-schema#FormSchema as FormSchemaModel',
          Flow: '../domain/flows/flow#Flow as FlowModel',
          Verification: '../domain/verifications/verification#Verification as VerificationModel',
          VerificationItem: '../domain/verifications/verification#VerificationItem as VerificationItemModel',
          RequirementState: './verifications#RequirementView',
          WebhookDelivery: '../domain/webhooks/delivery#WebhookDelivery as WebhookDeliveryModel',
          VerificationEvent: '../events/dispatcher#BusEvent',
        },
      },
    },
  },
};

export default config;
