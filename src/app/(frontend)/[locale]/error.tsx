'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reloadOnChunkError } from '@/components/behaviour/chunk-reload';
import { errorView } from '@/errors/app-error';
import { Link } from '@/i18n/Link.client';

/** Generic error page (product §8): the message (default 'Error') and the status (default 500). */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  const view = errorView(error);
  useEffect(() => {
    // A chunk that failed to load inside a render lands here, not on window: same reload guard.
    const reloaded = reloadOnChunkError(error, {
      storage: window.sessionStorage,
      now: Date.now,
      reload: () => window.location.reload(),
    });
    if (!reloaded) console.error(error);
  }, [error]);
  const message = view.message === 'Error' ? t('error') : view.message;
  return (
    <main id="main" tabIndex={-1}>
      <section className="error-view" aria-labelledby="error-title">
        <p className="error-view__status">{t('statusLabel', { status: view.status })}</p>
        <h1 id="error-title">{message}</h1>
        <div className="error-view__actions">
          <button type="button" className="button" onClick={reset}>
            {t('retry')}
          </button>
          <Link href="/" className="button button--primary">
            {t('backHome')}
          </Link>
        </div>
      </section>
    </main>
  );
}
