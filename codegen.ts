import type { CodegenConfig } from '@graphql-codegen/cli';
import { ENUM_VALUES } from './src/resolvers/enums';

/**
 * Resolver and type generation from schema/; mappers tie GraphQL types to domain types. The pages'
 * documents (web/src, written with `graphql()`) are typed from the same schema into web/gql/.
 */
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
          RequirementState: './models#RequirementView',
          Finding: '../domain/verifications/findings/finding#Finding as FindingModel',
          AuditEntry: '../domain/verifications/findings/finding.repository#AuditEntry as AuditEntryModel',
          Actor: '../domain/verifications/findings/finding#Resolver as ActorModel',
          WebhookDelivery: '../domain/webhooks/delivery#WebhookDelivery as WebhookDeliveryModel',
          VerificationEvent: '../events/dispatcher#BusEvent',
          ItemFile: '../domain/documents/document.repository#ItemFile as ItemFileModel',
          Company: '../domain/company/company#Details as CompanyModel',
          LegalSection: './models#SectionModel',
          RegistrationSection: './models#SectionModel',
          TaxSection: './models#SectionModel',
          SignatoryValidationSection: './models#SectionModel',
          BankingSection: './models#SectionModel',
          AddressSection: './models#SectionModel',
          SourcedValue: '../domain/company/company#Sourced as SourcedModel',
          ValueSource: '../domain/company/company#Source as SourceModel',
          CrossCheck: '../domain/company/company#CrossCheck as CrossCheckModel',
          Person: '../domain/company/company#Person as PersonModel',
          PersonRole: '../domain/company/company#Role as RoleModel',
          PersonPower: '../domain/company/company#Power as PowerModel',
          VerificationPeople: '../domain/company/company#People as PeopleModel',
          BoardMember: './models#BoardMemberModel',
          ShareholderEntry: '../domain/company/company#Shareholder as ShareholderModel',
          Capital: './models#CapitalModel',
          VerificationShareholders: '../domain/company/company#Shareholders as ShareholdersModel',
          DocTemplate: '../domain/export/template.service#DocTemplate as DocTemplateModel',
          ExportResult: '../domain/export/export.service#ExportedDocument as ExportResultModel',
          ExportedDocument: '../domain/export/export.service#ExportedDocument as ExportedDocumentModel',
          DocumentLink: '../domain/company/company#DocumentEntry as DocumentEntryModel',
          ItemReview: '../domain/documents/document.repository#ItemReview as ItemReviewModel',
          ItemField: './models#FieldViewModel',
          StaffSession: '../domain/accounts/session#StaffSession as StaffSessionModel',
        },
      },
    },
    // Outside web/src: the generated documents are not page sources (test/graphql-limits.test.ts counts
    // the operations written there). String documents: the pages send text over fetch and graphql-ws.
    'web/gql/': {
      documents: ['web/src/**/*.{ts,tsx}'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        strictScalars: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
