import { useI18n } from '../../i18n';
import { COMPANY_SECTIONS, SECTION_NAMES, type SectionName } from './company-fields';
import type { Report } from './report.queries';
import { SourcedRow } from './SourcedRow';

/** Each consolidated section with where every value came from and how documents agree on it. */
export function CompanySection({ company }: { company: Report['company'] }) {
  const { t } = useI18n();
  return (
    <section id="company" className="report-section" aria-labelledby="company-title">
      <h2 id="company-title">{t('staff.section.company')}</h2>
      <div className="company-grid">
        {SECTION_NAMES.map((name) => (
          <CompanyGroup key={name} name={name} values={company[name]} />
        ))}
      </div>
    </section>
  );
}

function CompanyGroup({ name, values }: { name: SectionName; values: Report['company'][SectionName] }) {
  const { t } = useI18n();
  const titleId = `company-${name}`;
  const fields = COMPANY_SECTIONS[name];
  const empty = fields.every((field) => values[field]?.value === null || values[field]?.value === undefined);
  return (
    <section className="company-group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(`staff.company.${name}`)}</h3>
      {empty ? (
        <p className="muted">{t('staff.company.empty')}</p>
      ) : (
        <table className="data-table compact sourced cards-on-phone">
          <thead>
            <tr>
              <th scope="col">{t('staff.company.field')}</th>
              <th scope="col">{t('staff.company.value')}</th>
              <th scope="col">{t('staff.company.source')}</th>
              <th scope="col">{t('staff.company.crossChecks')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <SourcedRow
                key={field}
                label={t(`staff.field.${name}.${field}`)}
                value={values[field] ?? null}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
