import { REGIONS } from '@/catalog';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './products.module.css';

/** The seven regions with their provinces, each province opening its tender list. */
export function RegionGrid({ locale }: { locale: Locale }) {
  return (
    <div className={styles.regions}>
      {REGIONS.map((region) => (
        <section key={region.slug} className={styles.region} aria-labelledby={`region-${region.slug}`}>
          <h3 id={`region-${region.slug}`} className={styles.regionName}>
            {region[locale]}
          </h3>
          <ul className={styles.provinces}>
            {region.provinces.map((province) => (
              <li key={province.slug}>
                <Link
                  href={`/inviteBussInfo/index2?province=${province.slug}`}
                  className={styles.provinceLink}
                  data-slug={province.slug}
                >
                  {province[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
