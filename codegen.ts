import type { CodegenConfig } from '@graphql-codegen/cli';
import { ENUM_VALUES } from './src/resolvers/enums';

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
        enumValues: ENUM_VALUES,
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
          ItemFile: '../domain/documents/document.repository#ItemFile as ItemFileModel',
          ItemReview: '../domain/documents/document.repository#ItemReview as ItemReviewModel',
        },
      },
    },
  },
};

export default config;
