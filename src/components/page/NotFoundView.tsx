import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PageShell } from './PageShell';

/** The localized 404 content (SPEC §8): the message and a link back to the home page. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <PageShell locale={locale} current={null}>
      <section className="error-view" aria-labelledby="error-title">
        <p className="error-view__status">404</p>
        <h1 id="error-title">{t('notFound')}</h1>
        <p>{t('notFoundHint')}</p>
        <Link href="/" className="button button--primary">
          {t('backHome')}
        </Link>
      </section>
    </PageShell>
  );
}
