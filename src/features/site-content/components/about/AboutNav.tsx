import { getTranslations } from 'next-intl/server';
import { ABOUT_SECTIONS } from '@/catalog';
import { SectionNav } from '@/components/pages/common/SectionNav';
import { variantHref } from '@/routing/page-variants';

/** Sub-navigation of /aboutUs: each section is `?index=N`. */
export async function AboutNav({ current }: { current: number }) {
  const t = await getTranslations('about');
  return (
    <SectionNav
      label={t('nav')}
      current={current}
      items={ABOUT_SECTIONS.map((key, i) => ({
        href: variantHref('/aboutUs', { index: i }),
        label: t(`sections.${key}`),
      }))}
    />
  );
}
