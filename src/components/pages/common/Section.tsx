import type React from 'react';
import styles from './common.module.css';

/** A titled content section; the heading id labels the region for assistive tech. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'soft';
  children?: React.ReactNode;
}) {
  return (
    <section
      className={tone === 'soft' ? `${styles.section} ${styles.soft}` : styles.section}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
