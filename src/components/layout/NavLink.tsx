'use client';

import { useSearchParams } from 'next/navigation';
import type React from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { isCurrentTarget } from './menu-model';

/**
 * Internal link (locale prefix added by next-intl) that marks the current page and, when chosen
 * while its page is already open, reloads it (SPEC §4).
 */
export function NavLink({
  pathname,
  query,
  className,
  children,
  onChoose,
}: {
  pathname: string;
  query?: Record<string, string>;
  className?: string;
  children: React.ReactNode;
  onChoose?: () => void;
}) {
  const currentPath = usePathname();
  const searchParams = useSearchParams();
  const current = isCurrentTarget(
    { pathname, query },
    currentPath,
    new URLSearchParams(searchParams.toString()),
  );
  return (
    <Link
      href={{ pathname, query }}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onChoose?.();
        if (!current || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        window.location.reload();
      }}
    >
      {children}
    </Link>
  );
}
