import { useI18n } from '../i18n';
import { Link } from './router';
import { useTitle } from './ui/useTitle';

export function NotFound({ message }: { message?: string }) {
  const { t } = useI18n();
  useTitle(t('staff.notFound.title'));
  return (
    <section className="page-empty" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('staff.notFound.title')}</h1>
      <p>{message ?? t('staff.notFound.body')}</p>
      <Link href="/app">{t('staff.nav.backToList')}</Link>
    </section>
  );
}
