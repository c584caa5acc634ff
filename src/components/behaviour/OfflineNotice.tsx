'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import styles from './OfflineNotice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A visible notice while the browser reports being offline (online/offline events). */
export function OfflineNotice() {
  const t = useTranslations('chrome');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  // The live region stays in the page so the notice is announced when it appears.
  return (
    <div role="status" className={styles.region}>
      {online ? null : (
        <p className={styles.notice} data-offline-notice>
          {t('offline')}
        </p>
      )}
    </div>
  );
}
