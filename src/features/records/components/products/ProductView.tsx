import type React from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { FeatureCards, type Feature } from '@/components/pages/common/FeatureCards';
import { RegisterCta } from '@/components/pages/common/RegisterCta';
import { Section } from '@/components/pages/common/Section';
import { rawList } from '@/components/pages/common/raw-list';

type ProductKey =
  | 'industry'
  | 'inviteBussInfo'
  | 'exclusiveBuy'
  | 'commerceChance'
  | 'connections'
  | 'marketService'
  | 'oneToOne'
  | 'zxt';

interface ProductSection {
  id: string;
  title: string;
  lead?: string;
  items: Record<string, Feature>;
}

/**
 * An offering page body: the sections of `products.<key>.sections` as feature cards, then
 * page-specific content (grids, listings, forms), then the free-trial call to action.
 */
export async function ProductView({
  productKey,
  children,
}: {
  productKey: ProductKey;
  children?: React.ReactNode;
}) {
  const sections = rawList<ProductSection>((await getMessages()).products[productKey].sections);
  return (
    <>
      {sections.map((section, i) => (
        <Section
          key={section.id}
          id={`${productKey}-${section.id}`}
          title={section.title}
          lead={section.lead}
          tone={i % 2 === 1 ? 'soft' : 'plain'}
        >
          <FeatureCards items={rawList<Feature>(section.items)} />
        </Section>
      ))}
      {children}
      <RegisterCta />
    </>
  );
}

/** The banner subtitle of an offering page. */
export async function productSubtitle(productKey: ProductKey) {
  const t = await getTranslations(`products.${productKey}`);
  return t('subtitle');
}
