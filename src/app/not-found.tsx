import { getTranslations } from 'next-intl/server';
import { htmlLang, routing } from '@/i18n/routing';

/**
 * The 404 above the root layout: only a path whose locale segment is not a locale reaches it
 * (the proxy prefixes every public path with one, so in practice none). No locale is known here,
 * so it speaks both. Next embeds this boundary in every page's payload: its default one, with
 * inline styles, weighs about 1.3 KB there.
 */
export default async function RootNotFound() {
  const messages = await Promise.all(
    routing.locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'errors' }),
    })),
  );
  return (
    <html lang={htmlLang(routing.defaultLocale)}>
      <body>
        <main>
          {messages.map(({ locale, t }) => (
            <p key={locale} lang={htmlLang(locale)}>
              {t('notFound')} ·{' '}
              <a href={locale === routing.defaultLocale ? '/' : `/${locale}`}>{t('backHome')}</a>
            </p>
          ))}
        </main>
      </body>
    </html>
  );
}
