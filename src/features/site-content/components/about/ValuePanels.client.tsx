'use client';

import { useTabs } from '@/components/behaviour/useTabs';
import common from '@/components/pages/common/common.module.css';
import styles from './about.module.css';

interface Value {
  title: string;
  text: string;
}

/** The about-us value panels: one is current at first, the others switch in (ARIA tabs). */
export function ValuePanels({ values, label }: { values: Value[]; label: string }) {
  const { listProps, tabProps, panelProps } = useTabs({
    count: values.length,
    tabId: (i) => `value-tab-${i}`,
    panelId: (i) => `value-panel-${i}`,
  });
  return (
    <div className={styles.values}>
      <div {...listProps} aria-label={label} className={styles.valueTabs}>
        {values.map((value, i) => (
          <button key={value.title} {...tabProps(i)} className={`${common.tab} ${styles.valueTab}`}>
            {value.title}
          </button>
        ))}
      </div>
      {values.map((value, i) => (
        <div key={value.title} {...panelProps(i)} className={styles.valuePanel} tabIndex={0}>
          <p className={styles.valueTitle}>{value.title}</p>
          <p>{value.text}</p>
        </div>
      ))}
    </div>
  );
}
