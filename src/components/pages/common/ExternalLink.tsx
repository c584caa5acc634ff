import type React from 'react';
import { getTranslations } from 'next-intl/server';

/** A link to an external page (from config) opening in a new window, announced as such. */
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
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newWindow')}</span>
    </a>
  );
}
