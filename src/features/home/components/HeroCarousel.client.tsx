'use client';

/* eslint-disable @next/next/no-img-element -- banner images are CMS/seed URLs (SVG) */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { TIMINGS } from '@/catalog/constants';
import { useTabs } from '@/components/behaviour/useTabs';
import { Link } from '@/i18n/Link.client';
import type { BannerDTO } from '@/schemas/dto';
import styles from './home.module.css';

const SWIPE_MIN_PX = 40;

/**
 * Home banner carousel (ARIA carousel pattern): auto-advances every 3000 ms, indicators switch
 * slides, a horizontal swipe goes to the next or previous one, no arrows. Rotation pauses on hover, on keyboard focus, while the tab is hidden and
 * when the visitor presses pause.
 */
export function HeroCarousel({ banners }: { banners: BannerDTO[] }) {
  const t = useTranslations('home.carousel');
  const count = banners.length;
  // Tabbed carousel (APG): the indicators are the tabs, each slide is the tabpanel it controls.
  const { current, setCurrent, listProps, tabProps } = useTabs({
    count,
    tabId: (i) => `hero-dot-${i}`,
    panelId: (i) => `hero-slide-${i}`,
  });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Where a touch began: a horizontal swipe of 40 px or more changes the slide.
  const [touchX, setTouchX] = useState<number | null>(null);
  const rotating = count > 1 && !hovered && !focused && !hidden && !stopped;

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    // A fresh full interval after every change, so a click never advances early.
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % count), TIMINGS.carouselIntervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, setCurrent]);

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={(e) => setTouchX(e.touches[0].clientX)}
      onTouchEnd={(e) => {
        if (touchX === null) return;
        const dx = e.changedTouches[0].clientX - touchX;
        setTouchX(null);
        if (Math.abs(dx) >= SWIPE_MIN_PX) setCurrent((i) => (i + (dx < 0 ? 1 : count - 1)) % count);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          // The first slide is the largest paint: fetch it first; the others wait their turn.
          const image = (
            <img
              src={banner.url}
              alt={banner.title}
              className={styles.slideImage}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            <div
              key={banner.id}
              id={`hero-slide-${i}`}
              role="tabpanel"
              aria-roledescription={t('slide')}
              aria-label={t('slideLabel', { n: i + 1, count })}
              className={styles.slide}
              data-active={i === current}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {banner.linkAddress.startsWith('/') ? (
                <Link href={banner.linkAddress} className={styles.slideLink}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? t('play') : t('pause')}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        <div {...listProps} aria-label={t('indicators')} className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              {...tabProps(i)}
              aria-label={t('goTo', { n: i + 1, title: banner.title })}
              className={styles.dot}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
