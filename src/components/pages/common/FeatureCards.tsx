import styles from './common.module.css';

export interface Feature {
  title: string;
  text: string;
}

/** Cards for a list of features. */
export function FeatureCards({ items }: { items: Feature[] }) {
  // Four across when they fill whole rows of four, else three.
  const columns = items.length % 4 === 0 ? 4 : 3;
  return (
    <ul className={styles.cards} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p className={styles.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
