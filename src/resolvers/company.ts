import DataLoader from 'dataloader';
import type { Company, Field, People, Shareholders } from '../domain/company/company';
import { companyFrom, latestWithTag } from '../domain/company/company.service';
import type { Deps } from '../domain/context';
import type { Verification, VerificationItem } from '../domain/verifications/verification';
import { enumValue } from './enums';
import type { Resolvers } from './types.generated';

export type SectionModel = Record<string, Field>;
export type BoardMemberModel = People['board_members'][number];
export type CapitalModel = NonNullable<Shareholders['capital']>;

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** Resolvers for a section's camelCase fields over its snake_case keys (spec 2.6 names). */
const section = (keys: string[]) =>
  Object.fromEntries(keys.map((k) => [camel(k), (p: SectionModel) => p[k] ?? null]));

/** One consolidation per verification and request, from the items the request already loaded. */
export const companyLoader = (deps: Deps, items: DataLoader<string, VerificationItem[]>) =>
  new DataLoader<Verification, Company, string>(
    async (vs) => Promise.all(vs.map(async (v) => companyFrom(deps, v, await items.load(v.id), null))),
    { cacheKeyFn: (v) => v.id },
  );

export const companyResolvers: Resolvers = {
  Query: {
    companyByTag: (_p, { tag }, { deps, caller }) => latestWithTag(deps, caller, tag),
  },
  Verification: {
    company: async (v, _a, ctx) => (await ctx.loaders.company.load(v)).details,
    people: async (v, _a, ctx) => (await ctx.loaders.company.load(v)).people,
    shareholders: async (v, _a, ctx) => (await ctx.loaders.company.load(v)).shareholders,
    documents: async (v, _a, ctx) => (await ctx.loaders.company.load(v)).documents.documents,
  },
  Company: {
    signatoryValidation: (d) => d.signatory_validation,
  },
  LegalSection: section([
    'business_name',
    'business_type',
    'business_folio_number',
    'business_duration',
    'business_expiry_date',
    'business_legal_address',
    'business_creditor_ability',
    'business_asset_pledging',
    'business_guarantor_ability',
    'latest_acta_date',
    'corporate_purpose',
  ]),
  RegistrationSection: section([
    'has_constitutive',
    'business_name',
    'acta_number',
    'notary_number',
    'notary_name',
    'business_type',
    'folio_number',
    'folio_date',
    'folio_inscription_date',
    'city',
    'state',
    'registration_date',
  ]),
  TaxSection: section([
    'has_constancia',
    'business_name',
    'business_type',
    'business_tax_id',
    'business_main_activity',
    'business_fiscal_status',
    'qr_validation',
    'business_regime',
    'additional_data',
  ]),
  SignatoryValidationSection: section([
    'full_name',
    'paternal_last_name',
    'maternal_last_name',
    'document_number',
    'validation_status',
    'validation_value',
    'validation_date',
    'name_comparison_result',
    'id_validation_provider',
  ]),
  BankingSection: section(['address', 'entity_name', 'document_date', 'document_number', 'additional_data']),
  AddressSection: section([
    'business_fiscal_address',
    'business_fiscal_address_disaggregated',
    'business_comercial_address',
  ]),
  ValueSource: {
    itemId: (s) => String(s.item_id),
    itemType: (s) => s.item_type,
    documentUrl: (s) => s.document_url,
    documentDate: (s) => s.document_date,
    documentNumber: (s) => s.document_number,
    entityName: (s) => s.entity_name,
    extraFields: (s) => s.extra_fields,
    informationSource: (s) => s.information_source,
    sourceDate: (s) => s.source_date,
    subjectId: (s) => s.subject_id,
  },
  CrossCheck: {
    crossCheckValue: (c) => c.cross_check_value,
    crossCheck: (c) => c.cross_check,
    result: (c) => enumValue('CrossCheckResult', c.cross_check),
    itemType: (c) => c.item_type,
  },
  Person: {
    peopleId: (p) => p.people_id,
    idNumber: (p) => p.id_number,
    idType: (p) => p.id_type,
  },
  PersonRole: {
    roleName: (r) => r.role_name,
    groupName: (r) => r.group_name,
  },
  PersonPower: {
    powerName: (p) => p.power_name,
    signatureType: (p) => p.signature_type,
    hasLimits: (p) => p.has_limits,
    limitsDescription: (p) => p.limits_description,
  },
  VerificationPeople: {
    keyPeople: (p) => p.key_people,
    fullList: (p) => {
      const byId = new Map(p.key_people.map((k) => [k.people_id, k]));
      return p.full_list.map(
        (e) =>
          byId.get(e.people_id) ?? {
            people_id: e.people_id,
            names: e.names,
            type: 'person' as const,
            id_number: null,
            id_type: null,
            roles: [],
            requested: false,
            identity: null,
          },
      );
    },
    boardMembers: (p) => p.board_members,
  },
  BoardMember: { peopleId: (b) => b.people_id },
  ShareholderEntry: {
    sharePercentage: (s) => s.share_percentage,
    totalValue: (s) => s.total_value,
    peopleId: (s) => s.people_id,
  },
  Capital: {
    totalValue: (c) => c.total_value,
    fixedValue: (c) => c.fixed_value,
    variableValue: (c) => c.variable_value,
  },
  VerificationShareholders: {
    unavailableReason: (s) => s.shareholders_unavailable_reason,
  },
  DocumentLink: {
    createdAt: (d) => new Date(d.created_at),
    itemType: (d) => d.item_type,
  },
};
