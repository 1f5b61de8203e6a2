/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment OnboardingVerification on Verification {\n    id\n    taxId\n    businessName\n    friendlyName\n    tag\n    status\n    account {\n      name\n    }\n    requirements {\n      key\n      label\n      description\n      required\n      optional\n      conditionalRender\n      conditionalRenderLabel\n      enabled\n      received\n      satisfied\n      allowedItemTypes\n      item {\n        id\n      }\n    }\n    items {\n      id\n      type\n      requestedType\n      requirementKey\n      itemStatus\n      internalStatus\n      itemError\n      itemOptions\n      itemUiOptions\n      itemValue\n      validationResult\n      invalidated\n      file {\n        fileName\n        status\n        error\n        pagesDone\n        pagesTotal\n      }\n      formSchema {\n        idSchema\n        name\n        uiSchemaDefinition\n      }\n    }\n    nextStepsCheckout {\n      title\n      description\n    }\n  }\n": typeof types.OnboardingVerificationFragmentDoc,
    "\n  subscription OnboardingUpdated($id: ID!) {\n    verificationUpdated(id: $id) {\n      ...OnboardingVerification\n    }\n  }\n": typeof types.OnboardingUpdatedDocument,
    "\n  query OnboardingVerification($id: ID!) {\n    verification(id: $id) {\n      ...OnboardingVerification\n    }\n  }\n": typeof types.OnboardingVerificationDocument,
    "\n  mutation OnboardingSetRequirementEnabled($v: ID!, $key: ID!, $enabled: Boolean!) {\n    setRequirementEnabled(verificationId: $v, key: $key, enabled: $enabled) {\n      ...OnboardingVerification\n    }\n  }\n": typeof types.OnboardingSetRequirementEnabledDocument,
    "\n  mutation OnboardingUploadTicket($id: ID!) {\n    createUploadTicket(itemId: $id) {\n      uploadUrl\n    }\n  }\n": typeof types.OnboardingUploadTicketDocument,
    "\n  mutation OnboardingSubmitForm($id: ID!, $values: JSON!) {\n    submitFormItem(itemId: $id, values: $values) {\n      id\n      itemStatus\n    }\n  }\n": typeof types.OnboardingSubmitFormDocument,
    "\n  mutation StaffSession {\n    createSession {\n      token\n      expiresAt\n      account {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StaffSessionDocument,
    "\n  fragment StaffRowFields on Verification {\n    id\n    tag\n    taxId\n    businessName\n    status\n    documentsStatus\n    createdAt\n    updatedAt\n    items {\n      id\n      itemStatus\n      itemError\n    }\n  }\n": typeof types.StaffRowFieldsFragmentDoc,
    "\n  query StaffList($first: Int, $after: String, $filter: VerificationFilter) {\n    verifications(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...StaffRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffRow($id: ID!) {\n    verification(id: $id) {\n      ...StaffRowFields\n    }\n  }\n": typeof types.StaffRowDocument,
    "\n  subscription StaffEvents($verificationId: ID) {\n    verificationEvents(verificationId: $verificationId) {\n      eventId\n      name\n      verificationId\n      itemId\n      occurredAt\n    }\n  }\n": typeof types.StaffEventsDocument,
    "\n  fragment StaffItemAfterReview on VerificationItem {\n    id\n    type\n    itemStatus\n    internalStatus\n    invalidated\n  }\n": typeof types.StaffItemAfterReviewFragmentDoc,
    "\n    mutation StaffCorrect($itemId: ID!, $field: String!, $value: JSON, $reason: String) {\n      correctItemField(itemId: $itemId, field: $field, value: $value, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": typeof types.StaffCorrectDocument,
    "\n    mutation StaffAcceptAs($itemId: ID!, $itemType: String!, $reason: String) {\n      acceptItemAsType(itemId: $itemId, itemType: $itemType, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": typeof types.StaffAcceptAsDocument,
    "\n    mutation StaffInvalidate($itemId: ID!, $reason: String) {\n      invalidateItem(itemId: $itemId, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": typeof types.StaffInvalidateDocument,
    "\n    mutation StaffReprocess($itemId: ID!, $reason: String) {\n      reprocessItem(itemId: $itemId, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": typeof types.StaffReprocessDocument,
    "\n  fragment DocTemplateFields on DocTemplate {\n    id\n    name\n    fileName\n    variables\n    createdAt\n  }\n": typeof types.DocTemplateFieldsFragmentDoc,
    "\n  query StaffTemplates {\n    docTemplates {\n      ...DocTemplateFields\n    }\n  }\n": typeof types.StaffTemplatesDocument,
    "\n  mutation StaffUploadTemplate($name: String!, $base64: String!, $fileName: String) {\n    uploadDocTemplate(name: $name, base64: $base64, fileName: $fileName) {\n      ...DocTemplateFields\n    }\n  }\n": typeof types.StaffUploadTemplateDocument,
    "\n  mutation StaffExport(\n    $verificationId: ID!\n    $templateId: ID!\n    $keyPeople: [ExportKeyPersonInput!]\n    $format: ExportFormat\n  ) {\n    exportVerification(\n      verificationId: $verificationId\n      templateId: $templateId\n      keyPeople: $keyPeople\n      format: $format\n    ) {\n      downloadUrl\n      expiresIn\n      size\n      format\n      unfilledVariables\n    }\n  }\n": typeof types.StaffExportDocument,
    "\n  fragment ReportTaxSection on TaxSection {\n    hasConstancia {\n      ...ReportSourcedValue\n    }\n    businessName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    businessTaxId {\n      ...ReportSourcedValue\n    }\n    businessMainActivity {\n      ...ReportSourcedValue\n    }\n    businessFiscalStatus {\n      ...ReportSourcedValue\n    }\n    qrValidation {\n      ...ReportSourcedValue\n    }\n    businessRegime {\n      ...ReportSourcedValue\n    }\n    additionalData {\n      ...ReportSourcedValue\n    }\n  }\n": typeof types.ReportTaxSectionFragmentDoc,
    "\n  fragment ReportLegalSection on LegalSection {\n    businessName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    businessFolioNumber {\n      ...ReportSourcedValue\n    }\n    businessDuration {\n      ...ReportSourcedValue\n    }\n    businessExpiryDate {\n      ...ReportSourcedValue\n    }\n    businessLegalAddress {\n      ...ReportSourcedValue\n    }\n    businessCreditorAbility {\n      ...ReportSourcedValue\n    }\n    businessAssetPledging {\n      ...ReportSourcedValue\n    }\n    businessGuarantorAbility {\n      ...ReportSourcedValue\n    }\n    latestActaDate {\n      ...ReportSourcedValue\n    }\n    corporatePurpose {\n      ...ReportSourcedValue\n    }\n  }\n": typeof types.ReportLegalSectionFragmentDoc,
    "\n  fragment ReportRegistrationSection on RegistrationSection {\n    hasConstitutive {\n      ...ReportSourcedValue\n    }\n    businessName {\n      ...ReportSourcedValue\n    }\n    actaNumber {\n      ...ReportSourcedValue\n    }\n    notaryNumber {\n      ...ReportSourcedValue\n    }\n    notaryName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    folioNumber {\n      ...ReportSourcedValue\n    }\n    folioDate {\n      ...ReportSourcedValue\n    }\n    folioInscriptionDate {\n      ...ReportSourcedValue\n    }\n    city {\n      ...ReportSourcedValue\n    }\n    state {\n      ...ReportSourcedValue\n    }\n    registrationDate {\n      ...ReportSourcedValue\n    }\n  }\n": typeof types.ReportRegistrationSectionFragmentDoc,
    "\n  fragment ReportAddressSection on AddressSection {\n    businessFiscalAddress {\n      ...ReportSourcedValue\n    }\n    businessFiscalAddressDisaggregated {\n      ...ReportSourcedValue\n    }\n    businessComercialAddress {\n      ...ReportSourcedValue\n    }\n  }\n": typeof types.ReportAddressSectionFragmentDoc,
    "\n  fragment ReportBankingSection on BankingSection {\n    entityName {\n      ...ReportSourcedValue\n    }\n    address {\n      ...ReportSourcedValue\n    }\n    documentDate {\n      ...ReportSourcedValue\n    }\n    documentNumber {\n      ...ReportSourcedValue\n    }\n    additionalData {\n      ...ReportSourcedValue\n    }\n  }\n": typeof types.ReportBankingSectionFragmentDoc,
    "\n  fragment ReportSignatoryValidationSection on SignatoryValidationSection {\n    fullName {\n      ...ReportSourcedValue\n    }\n    paternalLastName {\n      ...ReportSourcedValue\n    }\n    maternalLastName {\n      ...ReportSourcedValue\n    }\n    documentNumber {\n      ...ReportSourcedValue\n    }\n    validationStatus {\n      ...ReportSourcedValue\n    }\n    validationValue {\n      ...ReportSourcedValue\n    }\n    validationDate {\n      ...ReportSourcedValue\n    }\n    nameComparisonResult {\n      ...ReportSourcedValue\n    }\n    idValidationProvider {\n      ...ReportSourcedValue\n    }\n  }\n": typeof types.ReportSignatoryValidationSectionFragmentDoc,
    "\n  fragment ReportSourcedValue on SourcedValue {\n    value\n    source {\n      itemId\n      itemType\n      documentUrl\n      documentDate\n      informationSource\n    }\n    validations {\n      result\n      crossCheckValue\n      itemType\n    }\n  }\n": typeof types.ReportSourcedValueFragmentDoc,
    "\n  fragment ReportItem on VerificationItem {\n    id\n    itemOrder\n    type\n    requestedType\n    requirementKey\n    itemStatus\n    internalStatus\n    itemError\n    invalidated\n    itemOptions\n    itemValue\n    validationResult\n    originalFileUrl\n    completedAt\n    file {\n      fileName\n      mimeType\n      sizeBytes\n      sha256\n      pageCount\n      pagesDone\n      pagesTotal\n      status\n      error\n      acceptedAsType\n      duplicateOfItemId\n      processedAt\n    }\n    reviews {\n      id\n      action\n      field\n      before\n      after\n      reason\n      createdAt\n    }\n  }\n": typeof types.ReportItemFragmentDoc,
    "\n  fragment ReportPerson on Person {\n    peopleId\n    names\n    idNumber\n    requested\n    roles {\n      id\n      roleName\n      groupName\n      event\n      powers {\n        powerName\n        signatureType\n        hasLimits\n        limitsDescription\n      }\n    }\n  }\n": typeof types.ReportPersonFragmentDoc,
    "\n  query StaffReport($id: ID!) {\n    verification(id: $id) {\n      id\n      tag\n      taxId\n      businessName\n      email\n      flowId\n      status\n      documentsStatus\n      createdAt\n      updatedAt\n      finishedAt\n      requirements {\n        key\n        label\n        item {\n          id\n        }\n      }\n      items {\n        ...ReportItem\n      }\n      company {\n        tax {\n          ...ReportTaxSection\n        }\n        legal {\n          ...ReportLegalSection\n        }\n        registration {\n          ...ReportRegistrationSection\n        }\n        address {\n          ...ReportAddressSection\n        }\n        banking {\n          ...ReportBankingSection\n        }\n        signatoryValidation {\n          ...ReportSignatoryValidationSection\n        }\n      }\n      people {\n        keyPeople {\n          ...ReportPerson\n        }\n        fullList {\n          ...ReportPerson\n        }\n        boardMembers {\n          name\n          role\n          event\n        }\n      }\n      shareholders {\n        shareholders {\n          name\n          sharePercentage\n          shares\n          series\n          totalValue\n          currency\n        }\n        capital {\n          totalValue\n          fixedValue\n          variableValue\n          currency\n        }\n        source {\n          itemId\n          itemType\n          documentUrl\n          documentDate\n          informationSource\n        }\n        unavailableReason\n      }\n    }\n  }\n": typeof types.StaffReportDocument,
    "\n  query StaffDeliveries($id: ID!) {\n    verification(id: $id) {\n      id\n      webhookDeliveries(first: 50) {\n        id\n        webhookId\n        eventName\n        status\n        attemptCount\n        lastStatusCode\n        lastError\n        createdAt\n        completedAt\n      }\n    }\n  }\n": typeof types.StaffDeliveriesDocument,
};
const documents: Documents = {
    "\n  fragment OnboardingVerification on Verification {\n    id\n    taxId\n    businessName\n    friendlyName\n    tag\n    status\n    account {\n      name\n    }\n    requirements {\n      key\n      label\n      description\n      required\n      optional\n      conditionalRender\n      conditionalRenderLabel\n      enabled\n      received\n      satisfied\n      allowedItemTypes\n      item {\n        id\n      }\n    }\n    items {\n      id\n      type\n      requestedType\n      requirementKey\n      itemStatus\n      internalStatus\n      itemError\n      itemOptions\n      itemUiOptions\n      itemValue\n      validationResult\n      invalidated\n      file {\n        fileName\n        status\n        error\n        pagesDone\n        pagesTotal\n      }\n      formSchema {\n        idSchema\n        name\n        uiSchemaDefinition\n      }\n    }\n    nextStepsCheckout {\n      title\n      description\n    }\n  }\n": types.OnboardingVerificationFragmentDoc,
    "\n  subscription OnboardingUpdated($id: ID!) {\n    verificationUpdated(id: $id) {\n      ...OnboardingVerification\n    }\n  }\n": types.OnboardingUpdatedDocument,
    "\n  query OnboardingVerification($id: ID!) {\n    verification(id: $id) {\n      ...OnboardingVerification\n    }\n  }\n": types.OnboardingVerificationDocument,
    "\n  mutation OnboardingSetRequirementEnabled($v: ID!, $key: ID!, $enabled: Boolean!) {\n    setRequirementEnabled(verificationId: $v, key: $key, enabled: $enabled) {\n      ...OnboardingVerification\n    }\n  }\n": types.OnboardingSetRequirementEnabledDocument,
    "\n  mutation OnboardingUploadTicket($id: ID!) {\n    createUploadTicket(itemId: $id) {\n      uploadUrl\n    }\n  }\n": types.OnboardingUploadTicketDocument,
    "\n  mutation OnboardingSubmitForm($id: ID!, $values: JSON!) {\n    submitFormItem(itemId: $id, values: $values) {\n      id\n      itemStatus\n    }\n  }\n": types.OnboardingSubmitFormDocument,
    "\n  mutation StaffSession {\n    createSession {\n      token\n      expiresAt\n      account {\n        id\n        name\n      }\n    }\n  }\n": types.StaffSessionDocument,
    "\n  fragment StaffRowFields on Verification {\n    id\n    tag\n    taxId\n    businessName\n    status\n    documentsStatus\n    createdAt\n    updatedAt\n    items {\n      id\n      itemStatus\n      itemError\n    }\n  }\n": types.StaffRowFieldsFragmentDoc,
    "\n  query StaffList($first: Int, $after: String, $filter: VerificationFilter) {\n    verifications(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...StaffRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffRow($id: ID!) {\n    verification(id: $id) {\n      ...StaffRowFields\n    }\n  }\n": types.StaffRowDocument,
    "\n  subscription StaffEvents($verificationId: ID) {\n    verificationEvents(verificationId: $verificationId) {\n      eventId\n      name\n      verificationId\n      itemId\n      occurredAt\n    }\n  }\n": types.StaffEventsDocument,
    "\n  fragment StaffItemAfterReview on VerificationItem {\n    id\n    type\n    itemStatus\n    internalStatus\n    invalidated\n  }\n": types.StaffItemAfterReviewFragmentDoc,
    "\n    mutation StaffCorrect($itemId: ID!, $field: String!, $value: JSON, $reason: String) {\n      correctItemField(itemId: $itemId, field: $field, value: $value, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": types.StaffCorrectDocument,
    "\n    mutation StaffAcceptAs($itemId: ID!, $itemType: String!, $reason: String) {\n      acceptItemAsType(itemId: $itemId, itemType: $itemType, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": types.StaffAcceptAsDocument,
    "\n    mutation StaffInvalidate($itemId: ID!, $reason: String) {\n      invalidateItem(itemId: $itemId, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": types.StaffInvalidateDocument,
    "\n    mutation StaffReprocess($itemId: ID!, $reason: String) {\n      reprocessItem(itemId: $itemId, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  ": types.StaffReprocessDocument,
    "\n  fragment DocTemplateFields on DocTemplate {\n    id\n    name\n    fileName\n    variables\n    createdAt\n  }\n": types.DocTemplateFieldsFragmentDoc,
    "\n  query StaffTemplates {\n    docTemplates {\n      ...DocTemplateFields\n    }\n  }\n": types.StaffTemplatesDocument,
    "\n  mutation StaffUploadTemplate($name: String!, $base64: String!, $fileName: String) {\n    uploadDocTemplate(name: $name, base64: $base64, fileName: $fileName) {\n      ...DocTemplateFields\n    }\n  }\n": types.StaffUploadTemplateDocument,
    "\n  mutation StaffExport(\n    $verificationId: ID!\n    $templateId: ID!\n    $keyPeople: [ExportKeyPersonInput!]\n    $format: ExportFormat\n  ) {\n    exportVerification(\n      verificationId: $verificationId\n      templateId: $templateId\n      keyPeople: $keyPeople\n      format: $format\n    ) {\n      downloadUrl\n      expiresIn\n      size\n      format\n      unfilledVariables\n    }\n  }\n": types.StaffExportDocument,
    "\n  fragment ReportTaxSection on TaxSection {\n    hasConstancia {\n      ...ReportSourcedValue\n    }\n    businessName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    businessTaxId {\n      ...ReportSourcedValue\n    }\n    businessMainActivity {\n      ...ReportSourcedValue\n    }\n    businessFiscalStatus {\n      ...ReportSourcedValue\n    }\n    qrValidation {\n      ...ReportSourcedValue\n    }\n    businessRegime {\n      ...ReportSourcedValue\n    }\n    additionalData {\n      ...ReportSourcedValue\n    }\n  }\n": types.ReportTaxSectionFragmentDoc,
    "\n  fragment ReportLegalSection on LegalSection {\n    businessName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    businessFolioNumber {\n      ...ReportSourcedValue\n    }\n    businessDuration {\n      ...ReportSourcedValue\n    }\n    businessExpiryDate {\n      ...ReportSourcedValue\n    }\n    businessLegalAddress {\n      ...ReportSourcedValue\n    }\n    businessCreditorAbility {\n      ...ReportSourcedValue\n    }\n    businessAssetPledging {\n      ...ReportSourcedValue\n    }\n    businessGuarantorAbility {\n      ...ReportSourcedValue\n    }\n    latestActaDate {\n      ...ReportSourcedValue\n    }\n    corporatePurpose {\n      ...ReportSourcedValue\n    }\n  }\n": types.ReportLegalSectionFragmentDoc,
    "\n  fragment ReportRegistrationSection on RegistrationSection {\n    hasConstitutive {\n      ...ReportSourcedValue\n    }\n    businessName {\n      ...ReportSourcedValue\n    }\n    actaNumber {\n      ...ReportSourcedValue\n    }\n    notaryNumber {\n      ...ReportSourcedValue\n    }\n    notaryName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    folioNumber {\n      ...ReportSourcedValue\n    }\n    folioDate {\n      ...ReportSourcedValue\n    }\n    folioInscriptionDate {\n      ...ReportSourcedValue\n    }\n    city {\n      ...ReportSourcedValue\n    }\n    state {\n      ...ReportSourcedValue\n    }\n    registrationDate {\n      ...ReportSourcedValue\n    }\n  }\n": types.ReportRegistrationSectionFragmentDoc,
    "\n  fragment ReportAddressSection on AddressSection {\n    businessFiscalAddress {\n      ...ReportSourcedValue\n    }\n    businessFiscalAddressDisaggregated {\n      ...ReportSourcedValue\n    }\n    businessComercialAddress {\n      ...ReportSourcedValue\n    }\n  }\n": types.ReportAddressSectionFragmentDoc,
    "\n  fragment ReportBankingSection on BankingSection {\n    entityName {\n      ...ReportSourcedValue\n    }\n    address {\n      ...ReportSourcedValue\n    }\n    documentDate {\n      ...ReportSourcedValue\n    }\n    documentNumber {\n      ...ReportSourcedValue\n    }\n    additionalData {\n      ...ReportSourcedValue\n    }\n  }\n": types.ReportBankingSectionFragmentDoc,
    "\n  fragment ReportSignatoryValidationSection on SignatoryValidationSection {\n    fullName {\n      ...ReportSourcedValue\n    }\n    paternalLastName {\n      ...ReportSourcedValue\n    }\n    maternalLastName {\n      ...ReportSourcedValue\n    }\n    documentNumber {\n      ...ReportSourcedValue\n    }\n    validationStatus {\n      ...ReportSourcedValue\n    }\n    validationValue {\n      ...ReportSourcedValue\n    }\n    validationDate {\n      ...ReportSourcedValue\n    }\n    nameComparisonResult {\n      ...ReportSourcedValue\n    }\n    idValidationProvider {\n      ...ReportSourcedValue\n    }\n  }\n": types.ReportSignatoryValidationSectionFragmentDoc,
    "\n  fragment ReportSourcedValue on SourcedValue {\n    value\n    source {\n      itemId\n      itemType\n      documentUrl\n      documentDate\n      informationSource\n    }\n    validations {\n      result\n      crossCheckValue\n      itemType\n    }\n  }\n": types.ReportSourcedValueFragmentDoc,
    "\n  fragment ReportItem on VerificationItem {\n    id\n    itemOrder\n    type\n    requestedType\n    requirementKey\n    itemStatus\n    internalStatus\n    itemError\n    invalidated\n    itemOptions\n    itemValue\n    validationResult\n    originalFileUrl\n    completedAt\n    file {\n      fileName\n      mimeType\n      sizeBytes\n      sha256\n      pageCount\n      pagesDone\n      pagesTotal\n      status\n      error\n      acceptedAsType\n      duplicateOfItemId\n      processedAt\n    }\n    reviews {\n      id\n      action\n      field\n      before\n      after\n      reason\n      createdAt\n    }\n  }\n": types.ReportItemFragmentDoc,
    "\n  fragment ReportPerson on Person {\n    peopleId\n    names\n    idNumber\n    requested\n    roles {\n      id\n      roleName\n      groupName\n      event\n      powers {\n        powerName\n        signatureType\n        hasLimits\n        limitsDescription\n      }\n    }\n  }\n": types.ReportPersonFragmentDoc,
    "\n  query StaffReport($id: ID!) {\n    verification(id: $id) {\n      id\n      tag\n      taxId\n      businessName\n      email\n      flowId\n      status\n      documentsStatus\n      createdAt\n      updatedAt\n      finishedAt\n      requirements {\n        key\n        label\n        item {\n          id\n        }\n      }\n      items {\n        ...ReportItem\n      }\n      company {\n        tax {\n          ...ReportTaxSection\n        }\n        legal {\n          ...ReportLegalSection\n        }\n        registration {\n          ...ReportRegistrationSection\n        }\n        address {\n          ...ReportAddressSection\n        }\n        banking {\n          ...ReportBankingSection\n        }\n        signatoryValidation {\n          ...ReportSignatoryValidationSection\n        }\n      }\n      people {\n        keyPeople {\n          ...ReportPerson\n        }\n        fullList {\n          ...ReportPerson\n        }\n        boardMembers {\n          name\n          role\n          event\n        }\n      }\n      shareholders {\n        shareholders {\n          name\n          sharePercentage\n          shares\n          series\n          totalValue\n          currency\n        }\n        capital {\n          totalValue\n          fixedValue\n          variableValue\n          currency\n        }\n        source {\n          itemId\n          itemType\n          documentUrl\n          documentDate\n          informationSource\n        }\n        unavailableReason\n      }\n    }\n  }\n": types.StaffReportDocument,
    "\n  query StaffDeliveries($id: ID!) {\n    verification(id: $id) {\n      id\n      webhookDeliveries(first: 50) {\n        id\n        webhookId\n        eventName\n        status\n        attemptCount\n        lastStatusCode\n        lastError\n        createdAt\n        completedAt\n      }\n    }\n  }\n": types.StaffDeliveriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnboardingVerification on Verification {\n    id\n    taxId\n    businessName\n    friendlyName\n    tag\n    status\n    account {\n      name\n    }\n    requirements {\n      key\n      label\n      description\n      required\n      optional\n      conditionalRender\n      conditionalRenderLabel\n      enabled\n      received\n      satisfied\n      allowedItemTypes\n      item {\n        id\n      }\n    }\n    items {\n      id\n      type\n      requestedType\n      requirementKey\n      itemStatus\n      internalStatus\n      itemError\n      itemOptions\n      itemUiOptions\n      itemValue\n      validationResult\n      invalidated\n      file {\n        fileName\n        status\n        error\n        pagesDone\n        pagesTotal\n      }\n      formSchema {\n        idSchema\n        name\n        uiSchemaDefinition\n      }\n    }\n    nextStepsCheckout {\n      title\n      description\n    }\n  }\n"): typeof import('./graphql').OnboardingVerificationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnboardingUpdated($id: ID!) {\n    verificationUpdated(id: $id) {\n      ...OnboardingVerification\n    }\n  }\n"): typeof import('./graphql').OnboardingUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingVerification($id: ID!) {\n    verification(id: $id) {\n      ...OnboardingVerification\n    }\n  }\n"): typeof import('./graphql').OnboardingVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OnboardingSetRequirementEnabled($v: ID!, $key: ID!, $enabled: Boolean!) {\n    setRequirementEnabled(verificationId: $v, key: $key, enabled: $enabled) {\n      ...OnboardingVerification\n    }\n  }\n"): typeof import('./graphql').OnboardingSetRequirementEnabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OnboardingUploadTicket($id: ID!) {\n    createUploadTicket(itemId: $id) {\n      uploadUrl\n    }\n  }\n"): typeof import('./graphql').OnboardingUploadTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OnboardingSubmitForm($id: ID!, $values: JSON!) {\n    submitFormItem(itemId: $id, values: $values) {\n      id\n      itemStatus\n    }\n  }\n"): typeof import('./graphql').OnboardingSubmitFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSession {\n    createSession {\n      token\n      expiresAt\n      account {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').StaffSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffRowFields on Verification {\n    id\n    tag\n    taxId\n    businessName\n    status\n    documentsStatus\n    createdAt\n    updatedAt\n    items {\n      id\n      itemStatus\n      itemError\n    }\n  }\n"): typeof import('./graphql').StaffRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList($first: Int, $after: String, $filter: VerificationFilter) {\n    verifications(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...StaffRowFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').StaffListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRow($id: ID!) {\n    verification(id: $id) {\n      ...StaffRowFields\n    }\n  }\n"): typeof import('./graphql').StaffRowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffEvents($verificationId: ID) {\n    verificationEvents(verificationId: $verificationId) {\n      eventId\n      name\n      verificationId\n      itemId\n      occurredAt\n    }\n  }\n"): typeof import('./graphql').StaffEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffItemAfterReview on VerificationItem {\n    id\n    type\n    itemStatus\n    internalStatus\n    invalidated\n  }\n"): typeof import('./graphql').StaffItemAfterReviewFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StaffCorrect($itemId: ID!, $field: String!, $value: JSON, $reason: String) {\n      correctItemField(itemId: $itemId, field: $field, value: $value, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  "): typeof import('./graphql').StaffCorrectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StaffAcceptAs($itemId: ID!, $itemType: String!, $reason: String) {\n      acceptItemAsType(itemId: $itemId, itemType: $itemType, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  "): typeof import('./graphql').StaffAcceptAsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StaffInvalidate($itemId: ID!, $reason: String) {\n      invalidateItem(itemId: $itemId, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  "): typeof import('./graphql').StaffInvalidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StaffReprocess($itemId: ID!, $reason: String) {\n      reprocessItem(itemId: $itemId, reason: $reason) {\n        ...StaffItemAfterReview\n      }\n    }\n  "): typeof import('./graphql').StaffReprocessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocTemplateFields on DocTemplate {\n    id\n    name\n    fileName\n    variables\n    createdAt\n  }\n"): typeof import('./graphql').DocTemplateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTemplates {\n    docTemplates {\n      ...DocTemplateFields\n    }\n  }\n"): typeof import('./graphql').StaffTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUploadTemplate($name: String!, $base64: String!, $fileName: String) {\n    uploadDocTemplate(name: $name, base64: $base64, fileName: $fileName) {\n      ...DocTemplateFields\n    }\n  }\n"): typeof import('./graphql').StaffUploadTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffExport(\n    $verificationId: ID!\n    $templateId: ID!\n    $keyPeople: [ExportKeyPersonInput!]\n    $format: ExportFormat\n  ) {\n    exportVerification(\n      verificationId: $verificationId\n      templateId: $templateId\n      keyPeople: $keyPeople\n      format: $format\n    ) {\n      downloadUrl\n      expiresIn\n      size\n      format\n      unfilledVariables\n    }\n  }\n"): typeof import('./graphql').StaffExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportTaxSection on TaxSection {\n    hasConstancia {\n      ...ReportSourcedValue\n    }\n    businessName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    businessTaxId {\n      ...ReportSourcedValue\n    }\n    businessMainActivity {\n      ...ReportSourcedValue\n    }\n    businessFiscalStatus {\n      ...ReportSourcedValue\n    }\n    qrValidation {\n      ...ReportSourcedValue\n    }\n    businessRegime {\n      ...ReportSourcedValue\n    }\n    additionalData {\n      ...ReportSourcedValue\n    }\n  }\n"): typeof import('./graphql').ReportTaxSectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportLegalSection on LegalSection {\n    businessName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    businessFolioNumber {\n      ...ReportSourcedValue\n    }\n    businessDuration {\n      ...ReportSourcedValue\n    }\n    businessExpiryDate {\n      ...ReportSourcedValue\n    }\n    businessLegalAddress {\n      ...ReportSourcedValue\n    }\n    businessCreditorAbility {\n      ...ReportSourcedValue\n    }\n    businessAssetPledging {\n      ...ReportSourcedValue\n    }\n    businessGuarantorAbility {\n      ...ReportSourcedValue\n    }\n    latestActaDate {\n      ...ReportSourcedValue\n    }\n    corporatePurpose {\n      ...ReportSourcedValue\n    }\n  }\n"): typeof import('./graphql').ReportLegalSectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportRegistrationSection on RegistrationSection {\n    hasConstitutive {\n      ...ReportSourcedValue\n    }\n    businessName {\n      ...ReportSourcedValue\n    }\n    actaNumber {\n      ...ReportSourcedValue\n    }\n    notaryNumber {\n      ...ReportSourcedValue\n    }\n    notaryName {\n      ...ReportSourcedValue\n    }\n    businessType {\n      ...ReportSourcedValue\n    }\n    folioNumber {\n      ...ReportSourcedValue\n    }\n    folioDate {\n      ...ReportSourcedValue\n    }\n    folioInscriptionDate {\n      ...ReportSourcedValue\n    }\n    city {\n      ...ReportSourcedValue\n    }\n    state {\n      ...ReportSourcedValue\n    }\n    registrationDate {\n      ...ReportSourcedValue\n    }\n  }\n"): typeof import('./graphql').ReportRegistrationSectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportAddressSection on AddressSection {\n    businessFiscalAddress {\n      ...ReportSourcedValue\n    }\n    businessFiscalAddressDisaggregated {\n      ...ReportSourcedValue\n    }\n    businessComercialAddress {\n      ...ReportSourcedValue\n    }\n  }\n"): typeof import('./graphql').ReportAddressSectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportBankingSection on BankingSection {\n    entityName {\n      ...ReportSourcedValue\n    }\n    address {\n      ...ReportSourcedValue\n    }\n    documentDate {\n      ...ReportSourcedValue\n    }\n    documentNumber {\n      ...ReportSourcedValue\n    }\n    additionalData {\n      ...ReportSourcedValue\n    }\n  }\n"): typeof import('./graphql').ReportBankingSectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportSignatoryValidationSection on SignatoryValidationSection {\n    fullName {\n      ...ReportSourcedValue\n    }\n    paternalLastName {\n      ...ReportSourcedValue\n    }\n    maternalLastName {\n      ...ReportSourcedValue\n    }\n    documentNumber {\n      ...ReportSourcedValue\n    }\n    validationStatus {\n      ...ReportSourcedValue\n    }\n    validationValue {\n      ...ReportSourcedValue\n    }\n    validationDate {\n      ...ReportSourcedValue\n    }\n    nameComparisonResult {\n      ...ReportSourcedValue\n    }\n    idValidationProvider {\n      ...ReportSourcedValue\n    }\n  }\n"): typeof import('./graphql').ReportSignatoryValidationSectionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportSourcedValue on SourcedValue {\n    value\n    source {\n      itemId\n      itemType\n      documentUrl\n      documentDate\n      informationSource\n    }\n    validations {\n      result\n      crossCheckValue\n      itemType\n    }\n  }\n"): typeof import('./graphql').ReportSourcedValueFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportItem on VerificationItem {\n    id\n    itemOrder\n    type\n    requestedType\n    requirementKey\n    itemStatus\n    internalStatus\n    itemError\n    invalidated\n    itemOptions\n    itemValue\n    validationResult\n    originalFileUrl\n    completedAt\n    file {\n      fileName\n      mimeType\n      sizeBytes\n      sha256\n      pageCount\n      pagesDone\n      pagesTotal\n      status\n      error\n      acceptedAsType\n      duplicateOfItemId\n      processedAt\n    }\n    reviews {\n      id\n      action\n      field\n      before\n      after\n      reason\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ReportItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportPerson on Person {\n    peopleId\n    names\n    idNumber\n    requested\n    roles {\n      id\n      roleName\n      groupName\n      event\n      powers {\n        powerName\n        signatureType\n        hasLimits\n        limitsDescription\n      }\n    }\n  }\n"): typeof import('./graphql').ReportPersonFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReport($id: ID!) {\n    verification(id: $id) {\n      id\n      tag\n      taxId\n      businessName\n      email\n      flowId\n      status\n      documentsStatus\n      createdAt\n      updatedAt\n      finishedAt\n      requirements {\n        key\n        label\n        item {\n          id\n        }\n      }\n      items {\n        ...ReportItem\n      }\n      company {\n        tax {\n          ...ReportTaxSection\n        }\n        legal {\n          ...ReportLegalSection\n        }\n        registration {\n          ...ReportRegistrationSection\n        }\n        address {\n          ...ReportAddressSection\n        }\n        banking {\n          ...ReportBankingSection\n        }\n        signatoryValidation {\n          ...ReportSignatoryValidationSection\n        }\n      }\n      people {\n        keyPeople {\n          ...ReportPerson\n        }\n        fullList {\n          ...ReportPerson\n        }\n        boardMembers {\n          name\n          role\n          event\n        }\n      }\n      shareholders {\n        shareholders {\n          name\n          sharePercentage\n          shares\n          series\n          totalValue\n          currency\n        }\n        capital {\n          totalValue\n          fixedValue\n          variableValue\n          currency\n        }\n        source {\n          itemId\n          itemType\n          documentUrl\n          documentDate\n          informationSource\n        }\n        unavailableReason\n      }\n    }\n  }\n"): typeof import('./graphql').StaffReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDeliveries($id: ID!) {\n    verification(id: $id) {\n      id\n      webhookDeliveries(first: 50) {\n        id\n        webhookId\n        eventName\n        status\n        attemptCount\n        lastStatusCode\n        lastError\n        createdAt\n        completedAt\n      }\n    }\n  }\n"): typeof import('./graphql').StaffDeliveriesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
