import enErrors from '../../messages/en/errors.json';
import zhErrors from '../../messages/zh/errors.json';
import { htmlLang, localizedPath, type Locale } from '@/i18n/routing';
import { localeTranslators } from '@/i18n/translators';

const TRANSLATORS = localeTranslators({ zh: { errors: zhErrors }, en: { errors: enErrors } });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page answered while the database is down and a page was never rendered: plain HTML
 * built without React or data, so it can always be served. Localized, 503, not cached; it fits a
 * phone, and `home` is the home page of the site it was asked on (desktop or mobile).
 */
export function unavailableResponse(locale: Locale, home: string = localizedPath(locale, '/')): Response {
  const t = TRANSLATORS[locale];
  const html = `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('errors.unavailable'))}</title><style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;color:#1a2233;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f8fc}main{max-width:36rem;padding:2rem;text-align:center}h1{font-size:1.6rem}a{color:#0b4aa8}</style></head><body><main><p>503</p><h1>${escape(t('errors.unavailable'))}</h1><p>${escape(t('errors.unavailableHint'))}</p><p><a href="${escape(home)}">${escape(t('errors.backHome'))}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
    },
  });
}
