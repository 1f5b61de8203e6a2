import { useState } from 'react';
import { useI18n } from '../../i18n';
import { NotFound } from '../NotFound';
import { ExportPanel } from '../export/ExportPanel';
import { useTitle } from '../ui/useTitle';
import { CompanySection } from './CompanySection';
import { DeliveriesSection } from './DeliveriesSection';
import { FindingsSection } from './FindingsSection';
import { ItemsSection } from './ItemsSection';
import { PeopleSection } from './PeopleSection';
import { ReportHeader } from './ReportHeader';
import { ShareholdersSection } from './ShareholdersSection';
import { useReport } from './useReport';

const SECTIONS = ['findings', 'items', 'company', 'people', 'shareholders', 'deliveries', 'export'] as const;

export function ReportPage({ id }: { id: string }) {
  const { t } = useI18n();
  const { report, status, version, reload } = useReport(id);
  const [notice, setNotice] = useState('');
  useTitle(
    report ? `${report.businessName ?? report.tag} · ${t('staff.report.title')}` : t('staff.report.title'),
  );

  if (status === 'notFound') return <NotFound message={t('staff.report.notFound')} />;
  if (status === 'error') {
    return (
      <div className="alert" role="alert">
        <p>{t('staff.report.loadError')}</p>
        <button type="button" className="btn" onClick={() => void reload()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!report) {
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  }

  const done = (message: string) => {
    setNotice(message);
    void reload();
  };
  return (
    <article className="report" aria-labelledby="report-title">
      <ReportHeader report={report} />
      <nav className="section-nav" aria-label={t('staff.report.sections')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s}>
              <a href={`#${s}`}>{t(`staff.section.${s}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={notice ? 'notice' : 'sr-only'} role="status">
        {notice}
      </p>
      <FindingsSection report={report} onDone={done} />
      <ItemsSection report={report} onDone={done} />
      <CompanySection company={report.company} />
      <PeopleSection people={report.people} />
      <ShareholdersSection data={report.shareholders} />
      <DeliveriesSection id={report.id} version={version} />
      <ExportPanel report={report} />
    </article>
  );
}
