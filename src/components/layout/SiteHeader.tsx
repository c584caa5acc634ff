import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { LocaleSwitch } from './LocaleSwitch';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          {common('siteName')}
        </Link>
        <nav aria-label={t('home')}>
          <Link href="/">{t('home')}</Link>
        </nav>
        <Suspense>
          <LocaleSwitch className="locale-switch" />
        </Suspense>
      </div>
    </header>
  );
}
