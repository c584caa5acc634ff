'use client';

import { usePathname } from 'next/navigation';
import type React from 'react';
import { useEffect, useRef } from 'react';
import styles from './mobile.module.css';

/**
 * The menu drawer: a `<details>` element, so it opens without JavaScript and its button says
 * whether it is expanded; the script adds closing on Escape (focus back on the button) and on
 * navigation.
 */
export function MobileMenu({
  label,
  closeLabel,
  children,
}: {
  label: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  // Closed on navigation only: a drawer opened before the script ran stays open once it runs.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  const close = () => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <details
      ref={ref}
      className={styles.drawer}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onClick={(event) => {
        // A chosen link closes the drawer (a link to the page shown changes no pathname).
        if ((event.target as Element).closest('a') && ref.current) ref.current.open = false;
      }}
    >
      <summary className={styles.menuButton}>
        <span className={styles.burger} aria-hidden="true" />
        <span className={styles.menuLabel}>{label}</span>
      </summary>
      <div className={styles.panel}>
        {children}
        <button type="button" className={`button ${styles.closeButton}`} onClick={close}>
          {closeLabel}
        </button>
      </div>
    </details>
  );
}
