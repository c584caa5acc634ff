'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './Header.module.css';
import { ChromeIcon } from './icons';
import type { ResolvedLink } from './menu-model';
import { MenuItem } from './MenuItem';
import { MenuLink } from './MenuLink';

export interface ProductGroupView {
  key: string;
  label: string;
  hint: string;
  items: ResolvedLink[];
}

/**
 * The Products mega-menu: shows on hover, hides on leave or when an item is chosen; a vertical
 * tab list on the left chooses which of the three groups is shown (hover or keyboard).
 */
export function ProductsMenu({
  label,
  tabsLabel,
  groups,
  newWindowHint,
}: {
  label: string;
  tabsLabel: string;
  groups: ProductGroupView[];
  newWindowHint: string;
}) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = groups.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key]);
    tabs.current[next[event.key]]?.focus();
  };

  return (
    <MenuItem label={label} panelClassName={styles.mega}>
      {(close) => (
        <div className={styles.megaInner}>
          <div className={styles.megaTabs} role="tablist" aria-label={tabsLabel} aria-orientation="vertical">
            {groups.map((group, index) => (
              <button
                key={group.key}
                ref={(node) => {
                  tabs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${group.key}`}
                aria-selected={index === active}
                aria-controls={`${baseId}-panel-${group.key}`}
                tabIndex={index === active ? 0 : -1}
                className={styles.megaTab}
                onMouseEnter={() => setActive(index)}
                onClick={() => setActive(index)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                <span className={styles.megaTabTitle}>{group.label}</span>
                <span className={styles.megaTabHint}>{group.hint}</span>
              </button>
            ))}
          </div>
          {groups.map((group, index) => (
            <div
              key={group.key}
              role="tabpanel"
              id={`${baseId}-panel-${group.key}`}
              aria-labelledby={`${baseId}-tab-${group.key}`}
              hidden={index !== active}
              className={styles.megaPanel}
            >
              <ul className={styles.megaList}>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <MenuLink
                      link={item}
                      newWindowHint={newWindowHint}
                      className={styles.megaLink}
                      onChoose={close}
                    >
                      <span>{item.label}</span>
                      <ChromeIcon
                        name={item.kind === 'external' ? 'external' : 'arrow'}
                        className={styles.megaIcon}
                      />
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </MenuItem>
  );
}
