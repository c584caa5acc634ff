import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          {common('siteName')} · {common('siteTagline')}
        </p>
      </div>
    </footer>
  );
}
