import { notFound } from 'next/navigation';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Link } from '@/i18n/Link.client';
import { CERTIFICATES_CONTENT } from '@/catalog/certificates';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { variantHref } from '@/routing/page-variants';
import { routeMetadata } from '@/seo/route-metadata';
import styles from './imageView.module.css';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/imageView');

/** The certificate chosen in the footer (`?type=`), large, with the others one click away. */
export default async function ImageViewPage(props: PageProps) {
  const { locale, variant, query } = await preparePage('/imageView', props);
  const certificate = CERTIFICATES_CONTENT.find((c) => c.type === query.type);
  if (!certificate) notFound();
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const name = certificate.name[locale];

  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('imageView.current', { name })}>
      <div className={styles.layout}>
        <figure className={styles.viewer} data-certificate={certificate.type}>
          <Image src={certificate.image} alt={name} width={800} height={560} unoptimized priority />
          <figcaption>
            <h2>{name}</h2>
          </figcaption>
        </figure>
        <nav className={styles.list} aria-labelledby="certificate-list">
          <h2 id="certificate-list">{t('imageView.list')}</h2>
          <ul>
            {CERTIFICATES_CONTENT.map((item) => (
              <li key={item.type}>
                <Link
                  href={variantHref('/imageView', { type: item.type })}
                  aria-current={item.type === certificate.type ? 'page' : undefined}
                >
                  <Image src={item.image} alt="" width={72} height={50} unoptimized />
                  <span>{item.name[locale]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageFrame>
  );
}
