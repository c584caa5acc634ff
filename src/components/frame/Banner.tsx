import type React from 'react';
import type { BannerHeight } from '@/catalog/routes';
import styles from './Banner.module.css';

/** Page banner; its height comes from the route table (product §2) and is exposed as `data-banner`. */
export function Banner({
  height,
  title,
  subtitle,
  children,
}: {
  height: Exclude<BannerHeight, 0>;
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.banner} data-banner={height} style={{ height }} aria-labelledby="page-title">
      <div className={styles.inner}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
