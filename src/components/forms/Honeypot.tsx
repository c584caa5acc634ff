import type { FieldControl } from './Field';
import styles from './forms.module.css';

/**
 * The honeypot field (HONEYPOT_FIELD): off-screen, out of the tab order and hidden from
 * assistive technology, so people never meet it and only a bot that fills every input does.
 */
export function Honeypot({ label, ...registration }: FieldControl & { label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
