'use client';

import type React from 'react';
import { isPlainLeftClick } from '@/components/behaviour/navigation-click';
import { Link } from '@/i18n/Link.client';

/**
 * Internal link (locale prefix added by next-intl). The server marks the current page; choosing
 * a link to the page already open reloads it (product §4), judged at click time from the address.
 */
export function NavLink({
  pathname,
  query,
  current = false,
  className,
  children,
}: {
  pathname: string;
  query?: Record<string, string>;
  current?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={{ pathname, query }}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        const target = new URL(event.currentTarget.href);
        const here = window.location;
        if (target.pathname !== here.pathname || target.search !== here.search) return;
        event.preventDefault();
        window.location.reload();
      }}
    >
      {children}
    </Link>
  );
}
