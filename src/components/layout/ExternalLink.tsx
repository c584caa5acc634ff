import { useTranslations } from 'next-intl';
import type React from 'react';

/**
 * A link to an external page, opened in a new window and announced as such to screen readers.
 * Server and client components both use it; a client one must pass `common.newWindow` down
 * (see ClientMessages).
 */
export function ExternalLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
  onClick?: () => void;
}) {
  const t = useTranslations('common');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <span className="visually-hidden"> {t('newWindow')}</span>
    </a>
  );
}
