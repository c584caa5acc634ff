'use client';

import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Header.module.css';

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
  const [active, setActive] = useState(0);
  // One mega-menu per page, so fixed ids are unique and shorter than useId's.
  const baseId = 'mega';
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = Children.toArray(children);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key]);
    buttons.current[next[event.key]]?.focus();
  };

  return (
    <div className={styles.megaInner}>
      <div className={styles.megaTabs} role="tablist" aria-label={label} aria-orientation="vertical">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.megaTab}
            onMouseEnter={() => setActive(index)}
            onClick={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.megaTabTitle}>{tab.label}</span>
            <span className={styles.megaTabHint}>{tab.hint}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== active}
          className={styles.megaPanel}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
