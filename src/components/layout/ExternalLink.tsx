import { useTranslations } from 'next-intl';
import type React from 'react';
import { cache } from 'react';

/**
 * One element per request and label: React's RSC payload sends an element it meets again as a
 * reference, so the hint a page repeats on every external link travels once.
 */
const newWindowHint = cache((label: string) => <span className="visually-hidden"> {label}</span>);

/**
 * A link to an external page, opened in a new window and announced as such to screen readers.
 * Server and client components both use it; a client one must pass `common.newWindow` down
 * (see ClientMessages).
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations('common');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {newWindowHint(t('newWindow'))}
    </a>
  );
}
