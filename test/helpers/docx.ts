import PizZip from 'pizzip';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A minimal valid DOCX: one `<w:p>` with a single run per paragraph. */
export function buildDocx(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`)
    .join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}<w:sectPr/></w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', document);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}

const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of `word/document.xml`: paragraphs end with a newline, `<w:br/>` is a newline too. */
export function docxText(bytes: Uint8Array): string {
  const xml = new PizZip(bytes).file('word/document.xml')?.asText();
  if (xml === undefined) throw new Error('word/document.xml is missing');
  const tokens = xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>|<\/w:p>/g);
  return [...tokens].map(([, text]) => (text !== undefined ? unescapeXml(text) : '\n')).join('');
}

/** A dictamen as a legal team would write it, touching every variable family and loop. */
export const DICTAMEN = [
  'DICTAMEN JURÍDICO — {legal_business_name}, {legal_business_type}',
  'Fecha: {export_date}. Verificación {verification_id} ({verification_tag}), RFC {verification_tax_id}, estado {verification_status}, creada {verification_created_at}.',
  'Folio mercantil {legal_business_folio_number}; duración {legal_business_duration}; vence {legal_business_expiry_date}.',
  'Domicilio social: {legal_business_legal_address}. Última acta: {legal_latest_acta_date}.',
  'Objeto: {legal_corporate_purpose}. Texto: {legal_corporate_purpose_full_text}',
  'Acreedora: {legal_business_creditor_ability}; gravar activos: {legal_business_asset_pledging}; garante: {legal_business_guarantor_ability}.',
  'Constitución ({registration_has_constitutive}): escritura {registration_acta_number} de {registration_registration_date} ante el notario {registration_notary_number}, {registration_notary_name}, en {registration_city}, {registration_state}; {registration_business_name} {registration_business_type}; folio {registration_folio_number} del {registration_folio_date}, inscrito el {registration_folio_inscription_date}.',
  'Fiscal ({tax_has_constancia}): {tax_business_name} ({tax_business_type}), RFC {tax_business_tax_id}, situación {tax_business_fiscal_status}, régimen {tax_business_regime}, QR {tax_qr_validation} {tax_qr_status}.',
  'Actividades:',
  '{tax_business_main_activity}',
  '{#activities}',
  'Actividad {order}: {economic_activity} — {percentage}% desde {date}',
  '{/activities}',
  'Domicilio fiscal: {fiscalAddressStreetType} {fiscalAddressStreetName} {fiscalAddressExternalNumber} int. {fiscalAddressInternalNumber}, col. {fiscalAddressNeighborhood}, {fiscalAddressDistrict}, {fiscalAddressState}, C.P. {fiscalAddressPostCode}',
  'Completo: {fiscalAddressFull}',
  'Domicilio comercial: {comercialAddressStreetType} {comercialAddressStreetName} {comercialAddressExternalNumber}{comercialAddressInternalNumber}, col. {comercialAddressNeighborhood}, {comercialAddressDistrict}, {comercialAddressState}, C.P. {comercialAddressPostCode}',
  'Completo: {comercialAddressFull}',
  'Banco: {banking_entity_name}, cuenta {banking_document_number}, CLABE {banking_clabe_number}, RFC {banking_rfc}, estado de cuenta del {banking_document_date}, domicilio {banking_address}',
  'Apoderado 1: {key_person_1} ({key_person_1_names}), {key_person_1_role}, CURP {key_person_1_id_number}. {key_person_1_powers_summary}',
  '[{key_person_1_power_administration_x_mark}] {key_person_1_power_administration_power_name} ({key_person_1_power_administration_signature_type}) {key_person_1_power_administration_duration}',
  '[{key_person_1_power_assets_management_x_mark}] Dominio ({key_person_1_power_assets_management_signature_type}), limitado: {key_person_1_power_assets_management_has_limits}, {key_person_1_power_assets_management_limits_description}',
  '{#key_person_1_power_assets_management_has_power}Puede ejercer actos de dominio.{/key_person_1_power_assets_management_has_power}',
  '[{key_person_1_power_loans_x_mark}] Títulos de crédito [{key_person_1_power_bank_accounts_x_mark}] Cuentas [{key_person_1_power_lawsuits_and_collections_x_mark}] Pleitos [{key_person_1_power_delegate_x_mark}] Delegar',
  '{^key_person_1_power_delegate_has_power}No puede otorgar poderes.{/key_person_1_power_delegate_has_power}',
  'Apoderado 2: {key_person_2_names}, {key_person_2_role}, CURP {key_person_2_id_number}',
  '[{key_person_2_power_administration_x_mark}] {key_person_2_power_administration_power_name} [{key_person_2_power_assets_management_x_mark}] Dominio [{key_person_2_power_lawsuits_and_collections_x_mark}] Pleitos ({key_person_2_power_lawsuits_and_collections_signature_type})',
  '{^key_person_2_power_assets_management_has_power}Sin actos de dominio.{/key_person_2_power_assets_management_has_power}',
  'Accionista principal: {shareholder_0_name} ({shareholder_0_percentage}%)',
  '{#shareholders}',
  '{number}. {name}: {shares} acciones, {share_percentage}%, {total_value} {currency}',
  '{/shareholders}',
  '{#board_members}',
  'Consejo {index}: {names}, {role}',
  '{/board_members}',
  '{#key_people}',
  'Persona clave: {names} ({role})',
  '{/key_people}',
];
