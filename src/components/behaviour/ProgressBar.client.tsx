'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { createLoadingBar, type LoadingBar, type LoadingBarState } from './loading-bar';
import { startsNavigation } from './navigation-click';
import styles from './ProgressBar.module.css';

/** Page-load progress bar: starts on route or query change, completes when the new page renders. */
export function ProgressBar({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [state, setState] = useState<LoadingBarState>({ visible: false, percent: 0 });
  const bar = useRef<LoadingBar | null>(null);
  const rendered = useRef('');

  useEffect(() => {
    const loadingBar = createLoadingBar(setState);
    bar.current = loadingBar;
    const onClick = (event: MouseEvent) => {
      if (startsNavigation(event, window.location)) loadingBar.start();
    };
    // Back/forward: the URL has already changed, the page has not yet.
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== rendered.current) loadingBar.start();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      loadingBar.dispose();
    };
  }, []);

  useEffect(() => {
    rendered.current = pathname + (search ? `?${search}` : '');
    bar.current?.finish();
  }, [pathname, search]);

  if (!state.visible) return null;
  const percent = Math.round(state.percent);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
