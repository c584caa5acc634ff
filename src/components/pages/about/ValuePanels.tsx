'use client';

import { useState } from 'react';
import { tablistKeyDown } from '../common/tab-keys';
import styles from './about.module.css';

interface Value {
  title: string;
  text: string;
}

/** The about-us value panels: one is current at first, the others switch in (ARIA tabs). */
export function ValuePanels({ values, label }: { values: Value[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const tabId = (i: number) => `value-tab-${i}`;
  const onKeyDown = tablistKeyDown(current, values.length, setCurrent, tabId);
  return (
    <div className={styles.values}>
      <div role="tablist" aria-label={label} className={styles.valueTabs}>
        {values.map((value, i) => (
          <button
            key={value.title}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={i === current}
            aria-controls={`value-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            className={styles.valueTab}
            onClick={() => setCurrent(i)}
            onKeyDown={onKeyDown}
          >
            {value.title}
          </button>
        ))}
      </div>
      {values.map((value, i) => (
        <div
          key={value.title}
          id={`value-panel-${i}`}
          role="tabpanel"
          aria-labelledby={tabId(i)}
          hidden={i !== current}
          className={styles.valuePanel}
          tabIndex={0}
        >
          <p className={styles.valueTitle}>{value.title}</p>
          <p>{value.text}</p>
        </div>
      ))}
    </div>
  );
}
