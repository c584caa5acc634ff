import type { PageVariant } from '@/routing/page-variants';
import styles from './ProductsMenu.module.css';
import { MegaMenuTabs } from './MegaMenuTabs.client';
import type { ResolvedLink } from './menu-model';
import { MenuItem } from './MenuItem.client';
import { MenuLink } from './MenuLink';

interface ProductGroupView {
  key: string;
  label: string;
  hint: string;
  items: ResolvedLink[];
}

/**
 * The Products mega-menu: shows on hover, hides on leave or when an item is chosen; a vertical
 * tab list on the left chooses which of the three groups is shown. The links are rendered
 * here, on the server; only the toggle and the tabs run in the browser.
 */
export function ProductsMenu({
  label,
  tabsLabel,
  groups,
  current,
}: {
  label: string;
  tabsLabel: string;
  groups: ProductGroupView[];
  current: PageVariant | null;
}) {
  return (
    <MenuItem label={label} panelClassName={styles.mega}>
      <MegaMenuTabs label={tabsLabel} tabs={groups.map(({ key, label, hint }) => ({ key, label, hint }))}>
        {groups.map((group) => (
          <ul key={group.key} className={styles.megaList}>
            {group.items.map((item) => (
              <li key={item.key}>
                <MenuLink link={item} current={current} className={styles.megaLink}>
                  <span>{item.label}</span>
                </MenuLink>
              </li>
            ))}
          </ul>
        ))}
      </MegaMenuTabs>
    </MenuItem>
  );
}
