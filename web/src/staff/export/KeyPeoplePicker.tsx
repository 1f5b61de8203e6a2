import { useI18n } from '../../i18n';
import type { Person } from '../report/report.queries';
import { useFormat } from '../ui/format';

export interface Picked {
  personId: number;
  roleId: string;
}

/** Which key people fill key_person_1, key_person_2, … (in the order they are ticked) and in which role. */
export function KeyPeoplePicker({
  people,
  value,
  onChange,
}: {
  people: Person[];
  value: Picked[];
  onChange(v: Picked[]): void;
}) {
  const { t } = useI18n();
  const f = useFormat();
  if (people.length === 0) return null;
  const defaultRole = (p: Person) => (p.roles.find((r) => r.powers.length > 0) ?? p.roles[0])?.id ?? '';
  const toggle = (p: Person, on: boolean) =>
    onChange(
      on
        ? [...value, { personId: p.peopleId, roleId: defaultRole(p) }]
        : value.filter((v) => v.personId !== p.peopleId),
    );
  const setRole = (personId: number, roleId: string) =>
    onChange(value.map((v) => (v.personId === personId ? { ...v, roleId } : v)));
  return (
    <fieldset className="key-people">
      <legend>{t('staff.export.keyPeople')}</legend>
      {people.map((p) => {
        const chosen = value.findIndex((v) => v.personId === p.peopleId);
        const boxId = `export-person-${p.peopleId}`;
        return (
          <div key={p.peopleId} className="key-person">
            <input
              id={boxId}
              type="checkbox"
              checked={chosen >= 0}
              onChange={(e) => toggle(p, e.target.checked)}
            />
            <label htmlFor={boxId}>
              {p.names}
              {chosen >= 0 && <span className="muted small"> (key_person_{chosen + 1})</span>}
            </label>
            {chosen >= 0 && p.roles.length > 1 && (
              <select
                aria-label={t('staff.export.roleOf', { name: p.names })}
                value={value[chosen]!.roleId}
                onChange={(e) => setRole(p.peopleId, e.target.value)}
              >
                {p.roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {f.label('staff.role', r.roleName)} · {f.label('staff.event', r.event)}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
