import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/NavLink.client';
import type { Locale } from '@/i18n/routing';
import { PageShell } from './PageShell';

/** The localized 404 message (product §8) and the link back to the home page. */
export async function NotFoundMessage() {
  const t = await getTranslations('errors');
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__status">404</p>
      <h1 id="error-title">{t('notFound')}</h1>
      <p>{t('notFoundHint')}</p>
      <NavLink pathname="/" className="button button--primary">
        {t('backHome')}
      </NavLink>
    </section>
  );
}

/** The 404 page: the site header, then the message. */
export function NotFoundView({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} current={null}>
      <NotFoundMessage />
    </PageShell>
  );
}
