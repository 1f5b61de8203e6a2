import { useI18n } from '../../i18n';
import { ItemCard } from './ItemCard';
import type { Report } from './report.queries';

export function ItemsSection({ report, onDone }: { report: Report; onDone(message: string): void }) {
  const { t } = useI18n();
  const labels = new Map(report.requirements.filter((r) => r.item).map((r) => [r.item!.id, r.label]));
  return (
    <section id="items" className="report-section" aria-labelledby="items-title">
      <h2 id="items-title">{t('staff.section.items')}</h2>
      {report.items.length === 0 ? (
        <p className="muted">{t('staff.items.none')}</p>
      ) : (
        <div className="item-grid">
          {report.items.map((item) => (
            <ItemCard key={item.id} item={item} requirement={labels.get(item.id)} onDone={onDone} />
          ))}
        </div>
      )}
    </section>
  );
}
