import { Link } from '@/i18n/Link.client';
import styles from './common.module.css';

/** Sub-navigation between the sections of one page (`?index=N`); the current one is marked. */
export function SectionNav({
  label,
  items,
  current,
}: {
  label: string;
  items: { href: string; label: string }[];
  current: number;
}) {
  return (
    <nav aria-label={label} className={styles.sectionNav}>
      <ul>
        {items.map((item, i) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={i === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
