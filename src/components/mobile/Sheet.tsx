import type React from 'react';
import styles from './sheet.module.css';

/** A bottom sheet of controls (the listings' filters) behind a button; opens without JavaScript. */
export function Sheet({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <details className={styles.sheet}>
      <summary className={styles.summary}>{label}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
