export const common = {
  'common.language': { es: 'Idioma', en: 'Language' },
  'common.loading': { es: 'Cargando…', en: 'Loading…' },
  'common.retry': { es: 'Reintentar', en: 'Try again' },
  'common.error': {
    es: 'Algo salió mal. Inténtalo de nuevo.',
    en: 'Something went wrong. Please try again.',
  },
  'common.optional': { es: 'Opcional', en: 'Optional' },
  'common.required': { es: 'Obligatorio', en: 'Required' },
  'common.rfc': { es: 'RFC', en: 'RFC (tax ID)' },

  // Document types by item_type, for people (the staff pages may use them too).
  'doctype.csf_mx': { es: 'Constancia de situación fiscal', en: 'Tax status certificate (CSF)' },
  'doctype.ac_mx': { es: 'Acta constitutiva', en: 'Articles of incorporation' },
  'doctype.aa_mx': { es: 'Acta de asamblea', en: 'Shareholders’ meeting minutes' },
  'doctype.pw_mx': { es: 'Poder notarial', en: 'Power of attorney' },
  'doctype.fme_mx': { es: 'Folio mercantil electrónico', en: 'Electronic commercial folio' },
  'doctype.person_id': { es: 'Identificación oficial', en: 'Official ID' },
  'doctype.proof_address': { es: 'Comprobante de domicilio', en: 'Proof of address' },
  'doctype.bank_statement': { es: 'Estado de cuenta bancario', en: 'Bank statement' },
  'doctype.financial_statements_any': { es: 'Estados financieros', en: 'Financial statements' },
  'doctype.property_deed': { es: 'Escritura de propiedad', en: 'Property deed' },
  'doctype.property_tax_receipt': { es: 'Recibo de predial', en: 'Property tax receipt' },
  'doctype.payroll_receipt': { es: 'Recibo de nómina', en: 'Payroll receipt' },
  'doctype.tax_payment_compliance': {
    es: 'Opinión de cumplimiento de obligaciones fiscales',
    en: 'Tax compliance opinion',
  },
  'doctype.corrupted_file': { es: 'Archivo dañado', en: 'Damaged file' },
};
