'use client';

import styles from './Header.module.css';
import type { ResolvedLink } from './menu-model';
import { MenuItem } from './MenuItem';
import { MenuLink } from './MenuLink';

/** A header submenu (Help Center, About Us): a disclosure button and its list of links. */
export function DisclosureMenu({
  label,
  items,
  newWindowHint,
}: {
  label: string;
  items: ResolvedLink[];
  newWindowHint: string;
}) {
  return (
    <MenuItem label={label} panelClassName={styles.dropdown}>
      {(close) => (
        <ul className={styles.dropdownList}>
          {items.map((item) => (
            <li key={item.key}>
              <MenuLink
                link={item}
                newWindowHint={newWindowHint}
                className={styles.dropdownLink}
                onChoose={close}
              />
            </li>
          ))}
        </ul>
      )}
    </MenuItem>
  );
}
