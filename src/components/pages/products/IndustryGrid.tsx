import { INDUSTRIES } from '@/catalog';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './products.module.css';

/** The 33 industries, each opening its recommended-project list. */
export function IndustryGrid({ locale }: { locale: Locale }) {
  return (
    <ul className={styles.industryGrid}>
      {INDUSTRIES.map((industry) => (
        <li key={industry.slug}>
          <Link
            href={`/industry/index2?industry=${industry.slug}`}
            className={styles.industryLink}
            data-slug={industry.slug}
          >
            {industry[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
