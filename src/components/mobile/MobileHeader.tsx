import { getTranslations } from 'next-intl/server';
import { ABOUT_MENU, HELP_MENU, PRODUCT_GROUPS } from '@/catalog/menus';
import { BrandMark } from '@/components/layout/BrandMark';
import { localeLinks } from '@/components/layout/locale-links';
import { LocaleSwitch } from '@/components/layout/LocaleSwitch.client';
import { resolveItems, type ResolvedLink } from '@/components/layout/menu-model';
import { MenuLink } from '@/components/layout/MenuLink';
import { NavLink } from '@/components/layout/NavLink.client';
import { getPublicConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { publicHref, type PageVariant } from '@/routing/page-variants';
import { sitePath } from '@/routing/request-device';
import { MobileMenu } from './MobileMenu.client';
import styles from './mobile.module.css';

function LinkList({ links, current }: { links: ResolvedLink[]; current: PageVariant | null }) {
  return (
    <ul className={styles.menuList}>
      {links.map((link) => (
        <li key={link.key}>
          <MenuLink link={link} current={current} className={styles.menuLink} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The header of mobile pages: the logo, the language switch and a drawer holding every entry of
 * the desktop header's menus, grouped as there.
 */
export async function MobileHeader({ locale, current }: { locale: Locale; current: PageVariant | null }) {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const config = getPublicConfig();
  const here = current ? publicHref(current) : '/';
  const locales = localeLinks(
    locale,
    (target) => t(`locales.${target}`),
    (target) => sitePath(target, here),
  );
  const home: ResolvedLink = { key: 'home', label: nav('home'), kind: 'internal', pathname: '/' };
  const institute: ResolvedLink = {
    key: 'institute',
    label: nav('institute'),
    kind: 'external',
    href: config.instituteUrl,
  };
  const login: ResolvedLink = {
    key: 'login',
    label: t('header.login'),
    kind: 'external',
    href: config.loginUrl,
  };

  return (
    <header className={styles.header}>
      <NavLink pathname="/" className={styles.brand}>
        {BrandMark()}
        <span className={styles.brandName}>{common('siteName')}</span>
      </NavLink>
      <div className={styles.headerActions}>
        <LocaleSwitch label={t('header.language')} links={locales} />
        <MobileMenu label={t('mobile.menu')} closeLabel={t('mobile.close')}>
          <nav aria-label={t('mobile.menuTitle')}>
            <LinkList links={[home]} current={current} />
            <h2 className={styles.menuHeading}>{nav('products')}</h2>
            {PRODUCT_GROUPS.map((group) => (
              <section key={group.key} aria-label={nav(`groups.${group.key}`)}>
                <h3 className={styles.menuSubheading}>{nav(`groups.${group.key}`)}</h3>
                <LinkList
                  links={resolveItems(group.items, (key) => nav(`items.${key}`), config)}
                  current={current}
                />
              </section>
            ))}
            <LinkList links={[institute]} current={current} />
            <h2 className={styles.menuHeading}>{nav('help')}</h2>
            <LinkList
              links={resolveItems(HELP_MENU, (key) => nav(`helpItems.${key}`), config)}
              current={current}
            />
            <h2 className={styles.menuHeading}>{nav('about')}</h2>
            <LinkList
              links={resolveItems(ABOUT_MENU, (key) => nav(`aboutItems.${key}`), config)}
              current={current}
            />
            <LinkList links={[login]} current={current} />
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}

/** 'Desktop version': the same page on the desktop site, which then keeps the visitor. */
export async function DesktopVersionLink({ href, locale }: { href: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  return (
    <p className={styles.desktopVersion}>
      <a href={href} className={styles.desktopLink} data-testid="desktop-version">
        {t('mobile.desktopVersion')}
        <span className="visually-hidden"> {t('mobile.desktopVersionHint')}</span>
      </a>
    </p>
  );
}
