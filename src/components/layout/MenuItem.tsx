'use client';

import type React from 'react';
import styles from './Header.module.css';
import { ChromeIcon } from './icons';
import { useMenuDisclosure } from './useMenuDisclosure';

/** A header menu entry with a disclosure button; `children` renders the panel's content. */
export function MenuItem({
  label,
  panelClassName,
  children,
}: {
  label: string;
  panelClassName: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const { open, close, rootProps, triggerProps, panelProps } = useMenuDisclosure();
  return (
    <li className={styles.item} data-open={open} {...rootProps}>
      <button className={styles.trigger} {...triggerProps}>
        {label}
        <ChromeIcon name="chevron" className={styles.chevron} />
      </button>
      <div className={panelClassName} {...panelProps}>
        {children(close)}
      </div>
    </li>
  );
}
