import styles from './forms.module.css';

export type FormNotice = { tone: 'success' | 'failure'; text: string } | null;

/** Submit button and the live region announcing the outcome of a submission. */
export function FormFooter({
  busy,
  submitLabel,
  busyLabel,
  notice,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  notice: FormNotice;
}) {
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      <div aria-live="polite" className={styles.actions}>
        {notice ? (
          <p
            className={`${styles.notice} ${notice.tone === 'success' ? styles.success : styles.failure}`}
            role={notice.tone === 'success' ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
    </>
  );
}
