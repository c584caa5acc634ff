import type React from 'react';
import { getTranslations } from 'next-intl/server';
import { ExternalLink as NewWindowLink } from '@/components/layout/ExternalLink';

/** The chrome's new-window link with the pages' own "opens in a new window" hint. */
export async function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations('products.common');
  return (
    <NewWindowLink href={href} className={className} newWindowHint={t('newWindow')}>
      {children}
    </NewWindowLink>
  );
}
