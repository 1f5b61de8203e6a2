import type { Details as CompanyModel } from '../domain/company/company';
import { latestWithTag } from '../domain/company/company.service';
import { COMPANY_SECTIONS, type SECTION_SPECS } from '../domain/company/sections';
import { enumValue } from './enums';
import type { SectionModel } from './models';
import type { CompanyResolvers, Resolvers } from './types.generated';

/** Each section type's camelCase fields over the snake_case keys of its REST group. */
const sectionResolvers = Object.fromEntries(
  COMPANY_SECTIONS.map((s) => [
    s.type,
    Object.fromEntries(s.fields.map((f) => [f.graphql, (p: SectionModel) => p[f.rest] ?? null])),
  ]),
) as Pick<Resolvers, (typeof SECTION_SPECS)[keyof typeof SECTION_SPECS]['type']>;

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
  Company: Object.fromEntries(
    COMPANY_SECTIONS.map((s) => [s.graphql, (d: CompanyModel) => d[s.rest]]),
  ) as CompanyResolvers,
  ...sectionResolvers,
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
