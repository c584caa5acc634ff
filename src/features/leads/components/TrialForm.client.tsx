'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { API_PATHS } from '@/catalog/api-paths';
import { INDUSTRIES } from '@/catalog/industries';
import { PROVINCES } from '@/catalog/regions';
import { trialSchema, type TrialInput } from '@/features/leads/schemas/trial';
import type { CodeSent } from '@/schemas/dto';
import { postJson, type FailureKind } from '@/components/forms/api-client';
import { Field } from '@/components/forms/Field';
import type { FormAction } from '@/components/forms/form-state';
import { FormFooter } from '@/components/forms/FormFooter';
import { Honeypot } from '@/components/forms/Honeypot';
import styles from '@/components/forms/forms.module.css';
import { useApiForm } from '@/components/forms/useApiForm';

const FIELDS = [
  { name: 'companyName', type: 'text', autoComplete: 'organization', required: true },
  { name: 'contacts', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: false },
] as const;

/**
 * Free-trial application: request a code for the phone, then register with it. Without
 * JavaScript both buttons post the form to `action`, a server action running the same endpoints.
 */
export function TrialForm({ action, permalink }: { action: FormAction; permalink: string }) {
  const t = useTranslations('trial');
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(0);
  // An invalid request shows the server's own (localized) reason when it gives one.
  const failureText = (kind: FailureKind, msg?: string) =>
    kind === 'invalid' && msg ? msg : t(`failure.${kind}`);
  const { form, locale, notice, setNotice, formProps, field, trap, busy } = useApiForm({
    schema: trialSchema,
    defaultValues: {
      phone: '',
      code: '',
      companyName: '',
      contacts: '',
      email: '',
      province: '',
      industry: '',
      website: '',
    } satisfies TrialInput,
    idPrefix: 'trial',
    label: (name) => t(`labels.${name}`),
    requiredLabel: t('required'),
    // Empty optional fields are left out of the request.
    send: (values, locale) =>
      postJson<unknown>(
        API_PATHS.applyRegister,
        Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
        locale,
      ),
    successText: t('success'),
    failureText,
    onSuccess: () => setCountdown(0),
    action,
    permalink,
    intentText: () => t('codeSent'),
  });

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    if (!(await form.trigger('phone'))) return;
    setSending(true);
    setNotice(null);
    const result = await postJson<CodeSent>(
      API_PATHS.applyVerificationCode,
      { phone: form.getValues('phone').trim() },
      locale,
    );
    setSending(false);
    if (result.ok) {
      // The server's resend interval, so the button and the endpoint's 429 agree.
      setCountdown(result.data.resendAfterSeconds);
      setNotice({ tone: 'success', text: t('codeSent') });
    } else setNotice({ tone: 'failure', text: failureText(result.kind, result.errors?.phone ?? result.msg) });
  };

  return (
    <form className={styles.form} {...formProps} aria-labelledby="trial-form-title">
      <Field {...field('phone')} required type="tel" autoComplete="tel" />
      <Field
        {...field('code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={
          <button
            type="submit"
            name="intent"
            value="code"
            className={styles.secondary}
            onClick={(event) => {
              event.preventDefault();
              void sendCode();
            }}
            disabled={sending || countdown > 0}
          >
            {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
          </button>
        }
      />
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          {...field(f.name)}
          required={f.required}
          type={f.type}
          autoComplete={f.autoComplete}
        />
      ))}
      {(
        [
          ['province', PROVINCES],
          ['industry', INDUSTRIES],
        ] as const
      ).map(([name, list]) => (
        <Field
          key={name}
          {...field(name)}
          options={[
            { value: '', label: t('choose') },
            ...list.map((x) => ({ value: x.slug, label: x[locale] })),
          ]}
        />
      ))}
      <Honeypot {...trap} label={t('labels.website')} />
      <FormFooter busy={busy} submitLabel={t('submit')} busyLabel={t('submitting')} notice={notice} />
    </form>
  );
}
