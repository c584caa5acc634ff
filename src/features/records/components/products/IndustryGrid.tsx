import { INDUSTRIES } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import { PlaceLinks } from './PlaceLinks';
import styles from './products.module.css';

/** The 33 industries, each opening its recommended-project list. */
export function IndustryGrid({ locale }: { locale: Locale }) {
  return (
    <PlaceLinks
      places={INDUSTRIES}
      listing={{ path: '/industry/index2', param: 'industry' }}
      locale={locale}
      className={styles.industryGrid}
      linkClassName={styles.industryLink}
    />
  );
}
