import { getTranslations } from 'next-intl/server';
import { ABOUT_MENU, HELP_MENU, PRODUCT_GROUPS } from '@/catalog/menus';
import { getPublicConfig } from '@/config/env';
import { localizedPath, type Locale } from '@/i18n/routing';
import { publicHref, type PageVariant } from '@/routing/page-variants';
import { DisclosureMenu } from './DisclosureMenu';
import { ExternalLink } from './ExternalLink';
import styles from './Header.module.css';
import { hasBanner, isAlwaysWhitePath } from './header-state';
import { HeaderShell } from './HeaderShell.client';
import { ChromeIcon } from './icons';
import { localeLinks } from './locale-links';
import { LocaleSwitch } from './LocaleSwitch.client';
import { resolveItems } from './menu-model';
import { MenuLink } from './MenuLink';
import { NavLink } from './NavLink.client';
import { ProductsMenu } from './ProductsMenu';
import { BrandMark } from './BrandMark';

/** The site header; `current` is the page shown, marked in the menus (null on the 404 page). */
export async function Header({ locale, current }: { locale: Locale; current: PageVariant | null }) {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const config = getPublicConfig();
  const groups = PRODUCT_GROUPS.map((group) => ({
    key: group.key,
    label: nav(`groups.${group.key}`),
    hint: nav(`groupHints.${group.key}`),
    items: resolveItems(group.items, (key) => nav(`items.${key}`), config),
  }));
  const help = resolveItems(HELP_MENU, (key) => nav(`helpItems.${key}`), config);
  const about = resolveItems(ABOUT_MENU, (key) => nav(`aboutItems.${key}`), config);

  const here = current ? publicHref(current) : '/';
  const path = current?.route.path ?? '';
  const locales = localeLinks(
    locale,
    (target) => t(`locales.${target}`),
    (target) => localizedPath(target, here),
  );

  return (
    <HeaderShell alwaysWhite={isAlwaysWhitePath(path)} tone={hasBanner(path) ? 'light' : 'dark'}>
      <div className={styles.inner}>
        <NavLink pathname="/" className={styles.brand}>
          {BrandMark()}
          <span className={styles.brandName}>{common('siteName')}</span>
        </NavLink>
        <nav className={styles.nav} aria-label={nav('primary')}>
          <ul className={styles.menu}>
            <li className={styles.item}>
              <MenuLink
                link={{ key: 'home', label: nav('home'), kind: 'internal', pathname: '/' }}
                current={current}
                className={styles.trigger}
              />
            </li>
            <ProductsMenu
              label={nav('products')}
              tabsLabel={t('header.productTabs')}
              groups={groups}
              current={current}
            />
            <li className={styles.item}>
              <ExternalLink href={config.instituteUrl} className={styles.trigger}>
                {nav('institute')}
              </ExternalLink>
            </li>
            <DisclosureMenu label={nav('help')} items={help} current={current} />
            <DisclosureMenu label={nav('about')} items={about} current={current} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <a className={styles.hotline} href={`tel:${config.hotline.replace(/-/g, '')}`}>
            <ChromeIcon name="phone" />
            <span className="visually-hidden">{t('header.hotline')} </span>
            {config.hotline}
          </a>
          <ExternalLink href={config.loginUrl} className={styles.login}>
            {t('header.login')}
          </ExternalLink>
          <ExternalLink href={config.registerUrl} className={styles.trial}>
            {t('header.freeTrial')}
          </ExternalLink>
          <LocaleSwitch label={t('header.language')} links={locales} />
        </div>
      </div>
    </HeaderShell>
  );
}
