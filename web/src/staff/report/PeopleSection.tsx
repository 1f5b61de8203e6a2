import { useI18n } from '../../i18n';
import { Badge } from '../ui/Badge';
import { useFormat } from '../ui/format';
import type { Person, Report } from './report.queries';

/** Key people with their powers, the board, and everyone the documents name. */
export function PeopleSection({ people }: { people: Report['people'] }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <section id="people" className="report-section" aria-labelledby="people-title">
      <h2 id="people-title">{t('staff.section.people')}</h2>
      <h3>{t('staff.people.key')}</h3>
      {people.keyPeople.length === 0 ? (
        <p className="muted">{t('staff.people.noneKey')}</p>
      ) : (
        <div className="person-grid">
          {people.keyPeople.map((p) => (
            <PersonCard key={p.peopleId} person={p} />
          ))}
        </div>
      )}
      <h3>{t('staff.people.board')}</h3>
      {people.boardMembers.length === 0 ? (
        <p className="muted">{t('staff.people.noneBoard')}</p>
      ) : (
        <table className="data-table compact cards-on-phone">
          <thead>
            <tr>
              <th scope="col">{t('staff.people.name')}</th>
              <th scope="col">{t('staff.people.role')}</th>
              <th scope="col">{t('staff.people.event')}</th>
            </tr>
          </thead>
          <tbody>
            {people.boardMembers.map((b, i) => (
              <tr key={`${b.name}-${b.role}-${i}`}>
                <th scope="row">{b.name}</th>
                <td data-label={t('staff.people.role')}>{f.label('staff.role', b.role)}</td>
                <td data-label={t('staff.people.event')}>{f.label('staff.event', b.event)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {people.fullList.length > 0 && (
        <details>
          <summary>{t('staff.people.all', { n: people.fullList.length })}</summary>
          <ul className="plain-list">
            {people.fullList.map((p) => (
              <li key={p.peopleId}>
                {p.names} — {[...new Set(p.roles.map((r) => f.label('staff.role', r.roleName)))].join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function PersonCard({ person }: { person: Person }) {
  const { t } = useI18n();
  const f = useFormat();
  const titleId = `person-${person.peopleId}`;
  const withPowers = person.roles.filter((r) => r.powers.length > 0);
  const otherRoles = [...new Set(person.roles.filter((r) => r.powers.length === 0).map((r) => r.roleName))];
  return (
    <article className="person-card" aria-labelledby={titleId}>
      <h4 id={titleId}>{person.names}</h4>
      {person.requested && <Badge tone="info">{t('staff.people.requested')}</Badge>}
      {person.idNumber && <p className="small">{t('staff.people.idNumber', { id: person.idNumber })}</p>}
      {otherRoles.length > 0 && (
        <p className="small">{otherRoles.map((r) => f.label('staff.role', r)).join(', ')}</p>
      )}
      {withPowers.map((role) => (
        <div key={role.id}>
          <p className="small strong">
            {f.label('staff.role', role.roleName)} · {f.label('staff.event', role.event)}
          </p>
          <ul className="powers">
            {role.powers.map((p) => (
              <li key={p.powerName}>
                <span>{f.label('staff.power', p.powerName)}</span>
                {p.signatureType && (
                  <span className="muted"> · {f.label('staff.signature', p.signatureType)}</span>
                )}
                {p.hasLimits && (
                  <span className="muted"> · {p.limitsDescription ?? t('staff.people.limited')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {withPowers.length === 0 && <p className="muted small">{t('staff.people.noPowers')}</p>}
    </article>
  );
}
