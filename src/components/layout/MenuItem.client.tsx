'use client';

import type React from 'react';
import styles from './Header.module.css';
import { ChromeIcon } from './icons';
import { useMenuDisclosure } from './useMenuDisclosure';

/**
 * A header menu entry: the client toggle around a panel rendered on the server. Choosing a
 * link inside the panel closes it.
 */
export function MenuItem({
  label,
  panelClassName,
  children,
}: {
  label: string;
  panelClassName: string;
  children: React.ReactNode;
}) {
  const { open, close, rootProps, triggerProps, panelProps } = useMenuDisclosure();
  return (
    <li className={styles.item} data-open={open} {...rootProps}>
      <button className={styles.trigger} {...triggerProps}>
        {label}
        <ChromeIcon name="chevron" className={styles.chevron} />
      </button>
      <div
        className={panelClassName}
        {...panelProps}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close();
        }}
      >
        {children}
      </div>
    </li>
  );
}
