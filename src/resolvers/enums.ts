/** GraphQL enum values → domain strings; codegen types and the runtime resolvers both use this map. */
export const ENUM_VALUES = {
  WebhookStatus: { ENABLED: 'enabled', DISABLED: 'disabled' },
  Country: { MX: 'mx', CO: 'co' },
  VerificationStatus: { PENDING: 'pending', FINISHED: 'finished', ERROR: 'error' },
  DocumentsStatus: {
    PENDING_UPLOAD: 'pending_upload',
    PARTIAL_UPLOAD: 'partial_upload',
    FULL_UPLOAD: 'full_upload',
  },
  ItemStatus: { PENDING: 'pending', COMPLETE: 'complete' },
  ExportFormat: { DOCX: 'docx', PDF: 'pdf' },
  ReviewAction: {
    CORRECT_FIELD: 'correct_field',
    ACCEPT_AS_TYPE: 'accept_as_type',
    INVALIDATE: 'invalidate',
    REPROCESS: 'reprocess',
  },
  DeliveryStatus: {
    PENDING: 'pending',
    SENDING: 'sending',
    SUCCEEDED: 'succeeded',
    FAILED: 'failed',
    CANCELLED: 'cancelled',
  },
} as const;
