'use client';

import enErrors from '../../messages/en/errors.json';
import zhErrors from '../../messages/zh/errors.json';

/**
 * The two catalogues' error texts. This boundary's script loads with every page, so its texts are
 * read as they are rather than through a translator (localeTranslators would add about 3.5 KB of
 * gzipped JS to each page): both are plain text, which the build's message compiler
 * (next.config.ts) leaves unchanged.
 */
const ERRORS = { zh: zhErrors, en: enErrors };

/**
 * Last resort when the error page or the root layout itself fails (product §8). No intl context
 * exists here, so the locale is read from the path.
 */
export default function GlobalError() {
  const en = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  const t = ERRORS[en ? 'en' : 'zh'];
  return (
    <html lang={en ? 'en' : 'zh-CN'}>
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '96px 16px' }}>
        <main>
          <h1>{t.errorPageFailed}</h1>
          {/* A plain anchor: client navigation may be what failed. */}
          <a href={en ? '/en' : '/'}>{t.goBackHome}</a>
        </main>
      </body>
    </html>
  );
}
