import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import type { PageVariant } from '@/routing/page-variants';
import { trailBreadcrumbs } from '@/seo/structured-data';
import styles from './detail.module.css';

/** The visible breadcrumb trail (its JSON-LD twin is the page frame's). */
export async function Crumbs({ trail }: { trail: { name: string; href: string }[] }) {
  const t = await getTranslations('records');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link href={crumb.href} prefetch={false}>
                {crumb.name}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** A page whose subject is gone (a withdrawn record, an organisation with no record left): why, and where to go instead. */
export function GonePage({
  locale,
  variant,
  heading,
  trail,
  text,
  link,
}: {
  locale: Locale;
  variant: PageVariant;
  heading: string;
  trail: { name: string; href: string }[];
  text: string;
  link: { href: string; text: string };
}) {
  return (
    <PageFrame locale={locale} variant={variant} heading={heading} crumbs={trailBreadcrumbs(locale, trail)}>
      <div className={styles.gone}>
        <p>{text}</p>
        <p>
          <Link href={link.href} prefetch={false}>
            {link.text}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}
