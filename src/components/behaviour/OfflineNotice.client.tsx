'use client';

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
export function OfflineNotice({ message }: { message: string }) {
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
          {message}
        </p>
      )}
    </div>
  );
}
