'use client';

import { useEffect, useState } from 'react';

/** Longest delay setTimeout keeps (about 24.8 days); later deadlines are checked on load only. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * 'Open' or 'closed' beside a bid deadline. The server renders the state as of its render (a
 * cached page is at most PAGE_REVALIDATE_SECONDS old); in the browser it is checked again against
 * the visitor's clock and flips at the deadline, so a cached page never shows a passed deadline
 * as open to a visitor with JavaScript.
 */
export function DeadlineState({
  deadline,
  closedAtRender,
  openLabel,
  closedLabel,
  className,
}: {
  deadline: string;
  closedAtRender: boolean;
  openLabel: string;
  closedLabel: string;
  className?: string;
}) {
  const [closed, setClosed] = useState(closedAtRender);
  useEffect(() => {
    const left = Math.max(0, Date.parse(deadline) - Date.now());
    if (left > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => setClosed(true), left);
    return () => clearTimeout(timer);
  }, [deadline]);
  return (
    <span className={className} data-state={closed ? 'closed' : 'open'}>
      {closed ? closedLabel : openLabel}
    </span>
  );
}
