import type { StaffReportQuery } from '../../../gql/graphql';
import {
  COMPANY_SECTIONS as DEFINED,
  type Camel,
  type SECTION_SPECS,
} from '../../../../src/domain/company/sections';

type Company = NonNullable<StaffReportQuery['verification']>['company'];
export type SectionName = keyof Company;

/** REPORT_QUERY asks for every section the domain defines, and for nothing else. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const everySection: Same<Camel<keyof typeof SECTION_SPECS>, SectionName> = true;
void everySection;

/**
 * The consolidated company sections and their fields (GraphQL names), in the order the report shows
 * them: from the domain's definition (src/domain/company/sections.ts), whose generated fragments
 * (company-sections.fragments.ts) REPORT_QUERY spreads.
 */
const lists: Record<string, readonly string[]> = Object.fromEntries(
  DEFINED.map((s) => [s.graphql, s.fields.map((f) => f.graphql)]),
);
export const COMPANY_SECTIONS = lists as Record<SectionName, readonly string[]>;

export const SECTION_NAMES = DEFINED.map((s) => s.graphql as SectionName);
