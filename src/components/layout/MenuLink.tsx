import type React from 'react';
import type { PageVariant } from '@/routing/page-variants';
import { isSameVariant } from '@/routing/page-variants';
import { ExternalLink } from './ExternalLink';
import type { ResolvedLink } from './menu-model';
import { NavLink } from './NavLink.client';

/** Renders a resolved menu entry as an internal NavLink or a new-window external link. */
export function MenuLink({
  link,
  current = null,
  className,
  children,
}: {
  link: ResolvedLink;
  /** The page shown, so its own entry is marked; null where the page is not known (footer). */
  current?: PageVariant | null;
  className?: string;
  children?: React.ReactNode;
}) {
  const content = children ?? link.label;
  if (link.kind === 'external') {
    return (
      <ExternalLink href={link.href} className={className}>
        {content}
      </ExternalLink>
    );
  }
  return (
    // Props left unset rather than undefined: the RSC payload spells out every key it is given.
    <NavLink
      pathname={link.pathname}
      {...(link.query ? { query: link.query } : {})}
      {...(isSameVariant(link, current) ? { current: true } : {})}
      className={className}
    >
      {content}
    </NavLink>
  );
}
