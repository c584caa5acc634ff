import { REGIONS } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import { PlaceLinks } from './PlaceLinks';
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
          <PlaceLinks
            places={region.provinces}
            listing={{ path: '/inviteBussInfo/index2', param: 'province' }}
            locale={locale}
            className={styles.provinces}
            linkClassName={styles.provinceLink}
          />
        </section>
      ))}
    </div>
  );
}
