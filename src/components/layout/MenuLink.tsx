'use client';

import type React from 'react';
import { ExternalLink } from './ExternalLink';
import type { ResolvedLink } from './menu-model';
import { NavLink } from './NavLink';

/** Renders a resolved menu entry as an internal NavLink or a new-window external link. */
export function MenuLink({
  link,
  newWindowHint,
  className,
  onChoose,
  children,
}: {
  link: ResolvedLink;
  newWindowHint: string;
  className?: string;
  onChoose?: () => void;
  children?: React.ReactNode;
}) {
  const content = children ?? link.label;
  if (link.kind === 'external') {
    return (
      <ExternalLink href={link.href} newWindowHint={newWindowHint} className={className} onClick={onChoose}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <NavLink pathname={link.pathname} query={link.query} className={className} onChoose={onChoose}>
      {content}
    </NavLink>
  );
}
