import type { PageVariant } from '@/routing/page-variants';
import styles from './DisclosureMenu.module.css';
import type { ResolvedLink } from './menu-model';
import { MenuItem } from './MenuItem.client';
import { MenuLink } from './MenuLink';

/** A header submenu (Help Center, About Us): a disclosure button and its list of links. */
export function DisclosureMenu({
  label,
  items,
  current,
}: {
  label: string;
  items: ResolvedLink[];
  current: PageVariant | null;
}) {
  return (
    <MenuItem label={label} panelClassName={styles.dropdown}>
      <ul className={styles.dropdownList}>
        {items.map((item) => (
          <li key={item.key}>
            <MenuLink link={item} current={current} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </MenuItem>
  );
}
