import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale } from 'next-intl';
import { useActionState, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@/schemas/fields';
import { failureKind, type FailureKind, type PostResult } from './api-client';
import { NO_SUBMISSION, type FormAction } from './form-state';
import type { FieldBinding } from './Field';
import type { FormNotice } from './FormFooter';
import { useErrorText } from './useErrorText';

/** Hooks run unconditionally: a form without a server action gets this one, never called. */
const noAction: FormAction = async (previous) => previous;

/**
 * A form posted to the site's API: zod rules checked on blur, the outcome announced as a
 * notice, the server's per-field errors put on their fields, the input kept on failure and
 * cleared on success.
 */
export function useApiForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  idPrefix,
  label,
  requiredLabel,
  send,
  successText,
  failureText,
  onSuccess,
  action,
  permalink,
  intentText,
}: {
  schema: z.ZodType<TOutput, TInput>;
  /** Every field, empty: also the list of names the server's per-field errors may target. */
  defaultValues: DefaultValues<TInput>;
  idPrefix: string;
  label: (name: Path<TInput>) => string;
  requiredLabel: string;
  send: (values: TOutput, locale: string) => Promise<PostResult<unknown>>;
  successText: string;
  failureText: (kind: FailureKind, msg?: string) => string;
  onSuccess?: () => void;
  /**
   * The server action the browser posts the form to when JavaScript is off (form-state.ts);
   * a form without one posts to its own `action` URL.
   */
  action?: FormAction;
  /**
   * The page the form is on, where the browser posts it without JavaScript (the form's `action`
   * attribute; React would otherwise write an empty one).
   */
  permalink?: string;
  /** The success text of a submission by one of the form's other buttons (its `intent`). */
  intentText?: (intent: string) => string;
}) {
  const locale = useLocale();
  const errorText = useErrorText();
  // `submitted` is the action's answer, set only on the page rendered after a post without JavaScript.
  const [submitted, formAction] = useActionState(action ?? noAction, NO_SUBMISSION, permalink);
  const [notice, setNotice] = useState<FormNotice>(() => {
    if (!submitted.status) return null;
    if (submitted.status === 200) {
      return {
        tone: 'success',
        text: submitted.intent && intentText ? intentText(submitted.intent) : successText,
      };
    }
    return { tone: 'failure', text: failureText(failureKind(submitted.status), submitted.msg) };
  });
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { ...defaultValues, ...submitted.values } as DefaultValues<TInput>,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await send(values, locale);
    if (result.ok) {
      form.reset();
      onSuccess?.();
      setNotice({ tone: 'success', text: successText });
      return;
    }
    for (const [name, message] of Object.entries(result.errors ?? {})) {
      if (name in defaultValues) form.setError(name as Path<TInput>, { message });
    }
    setNotice({ tone: 'failure', text: failureText(result.kind, result.msg) });
  });

  const field = (name: Path<TInput>): FieldBinding => {
    const state = form.getFieldState(name, form.formState);
    // A value posted without JavaScript is rendered into the markup, since no script sets it.
    const posted = submitted.values[name];
    return {
      id: `${idPrefix}-${name}`,
      label: label(name),
      requiredLabel,
      error: errorText(state.error?.message ?? (state.isDirty ? undefined : submitted.errors[name])),
      ...(posted ? { defaultValue: posted } : {}),
      ...form.register(name),
    };
  };

  /** The honeypot's registration (components/forms/Honeypot). */
  const trap = form.register(HONEYPOT_FIELD as Path<TInput>);

  /** The `<form>`'s own props: the script's submit, and the action the browser posts without it. */
  const formProps = { ...(action ? { action: formAction } : {}), onSubmit, noValidate: true };

  return {
    form,
    locale,
    notice,
    setNotice,
    onSubmit,
    formProps,
    field,
    trap,
    busy: form.formState.isSubmitting,
  };
}
