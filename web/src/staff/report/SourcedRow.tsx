import { useI18n } from '../../i18n';
import { Badge, type Tone } from '../ui/Badge';
import { useFormat } from '../ui/format';
import { ValueView } from '../ui/ValueView';
import type { CrossCheckResult } from '../../../gql/graphql';
import type { SourcedValue, ValueSource } from './report.queries';

const CROSS_TONE: Partial<Record<CrossCheckResult, Tone>> = {
  MATCH: 'ok',
  NO_MATCH: 'bad',
  NOT_FOUND: 'warn',
};

export function SourcedRow({ label, value }: { label: string; value: SourcedValue | null }) {
  const { t } = useI18n();
  const f = useFormat();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-label={t('staff.company.value')}>
        <ValueView value={value?.value} />
      </td>
      <td data-label={t('staff.company.source')}>
        <SourceView source={value?.source ?? null} />
      </td>
      <td data-label={t('staff.company.crossChecks')}>
        {value?.validations.length ? (
          <ul className="badge-list">
            {value.validations.map((v, i) => (
              <li key={i}>
                <Badge tone={CROSS_TONE[v.result] ?? 'neutral'}>
                  {v.itemType
                    ? `${f.label('staff.cross', v.result)} · ${f.label('staff.type', v.itemType)}`
                    : f.label('staff.cross', v.result)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <ValueView value={null} />
        )}
      </td>
    </tr>
  );
}

/** The document a value came from, with its signed link, and whether an operator set it by hand. */
export function SourceView({ source }: { source: ValueSource | null }) {
  const f = useFormat();
  if (!source) return <ValueView value={null} />;
  const name = `${f.label('staff.type', source.itemType)} #${source.itemId}`;
  return (
    <span className="source">
      {source.documentUrl ? (
        <a href={source.documentUrl} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
      {source.informationSource && (
        <Badge tone={source.informationSource === 'manual' ? 'info' : 'neutral'}>
          {f.label('staff.infoSource', source.informationSource)}
        </Badge>
      )}
      {source.documentDate && <span className="muted small">{source.documentDate}</span>}
    </span>
  );
}
