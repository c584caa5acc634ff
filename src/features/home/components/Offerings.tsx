import { getMessages, getTranslations } from 'next-intl/server';
import type { RoutePath } from '@/catalog';
import { NavLink } from '@/components/layout/NavLink.client';
import styles from './home.module.css';
import { rawList } from '@/components/pages/common/raw-list';

/** The four offerings of product §1, each with the product page it leads to; CSS numbers them. */
const OFFERINGS = [
  { key: 'acquisition', path: '/industry' },
  { key: 'decision', path: '/marketService' },
  { key: 'custom', path: '/zxt' },
  { key: 'network', path: '/oneToOne' },
] as const satisfies readonly { key: string; path: RoutePath }[];

export async function Offerings() {
  const t = await getTranslations('home.offerings');
  const messages = await getMessages();
  return (
    <ul className={styles.offerings}>
      {OFFERINGS.map(({ key, path }) => (
        <li key={key} className={styles.offering} data-offering={key}>
          <h3 className={styles.offeringTitle}>{t(`${key}.title`)}</h3>
          <p className={styles.offeringText}>{t(`${key}.text`)}</p>
          <ul className={styles.offeringPoints}>
            {rawList<string>(messages.home.offerings[key].points).map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
          <NavLink pathname={path} className={styles.offeringLink}>
            {t('more')}
            <span className="visually-hidden">: {t(`${key}.title`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
