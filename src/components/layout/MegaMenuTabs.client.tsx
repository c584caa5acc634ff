'use client';

import { Children, type ReactNode } from 'react';
import { useTabs } from '@/components/behaviour/useTabs';
import styles from './ProductsMenu.module.css';

/**
 * The mega-menu's vertical tab list (WAI-ARIA tabs): hover, click or arrow keys choose the
 * group whose panel (one child per tab, rendered on the server) is shown.
 */
export function MegaMenuTabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: { key: string; label: string; hint: string }[];
  children: ReactNode;
}) {
  // One mega-menu per page, so fixed ids are unique and shorter than useId's.
  const { setCurrent, listProps, tabProps, panelProps } = useTabs({
    count: tabs.length,
    tabId: (i) => `mega-tab-${tabs[i].key}`,
    panelId: (i) => `mega-panel-${tabs[i].key}`,
    orientation: 'vertical',
  });
  const panels = Children.toArray(children);

  return (
    <div className={styles.megaInner}>
      <div className={styles.megaTabs} {...listProps} aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            {...tabProps(index)}
            className={styles.megaTab}
            onMouseEnter={() => setCurrent(index)}
          >
            <span className={styles.megaTabTitle}>{tab.label}</span>
            <span className={styles.megaTabHint}>{tab.hint}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} {...panelProps(index)} className={styles.megaPanel}>
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
