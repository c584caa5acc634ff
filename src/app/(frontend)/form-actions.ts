'use server';

import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import type { FormActionState } from '@/components/forms/form-state';
import { submitForm } from '@/http/endpoint';
import { ENDPOINTS, type EndpointDef } from '@/api/endpoints';
import { routing } from '@/i18n/routing';
import { feedbackSchema } from '@/features/leads/schemas/feedback';
import { trialSchema } from '@/features/leads/schemas/trial';
import { HONEYPOT_FIELD } from '@/schemas/fields';

/**
 * The lead forms posted without JavaScript (product §5): each runs its endpoint's own rate
 * limit, rules and store, and the page is rendered again with the outcome. With JavaScript the
 * forms post JSON to the endpoints and never call these.
 */

/** The text fields of `schema` as posted; anything else (a file, a missing field) reads as ''. */
function fieldsOf(schema: z.ZodObject, form: FormData): Record<string, string> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

async function run(
  endpoint: EndpointDef,
  body: Record<string, string>,
  locale: string,
  values: Record<string, string>,
  intent?: string,
): Promise<FormActionState> {
  const outcome = await submitForm(endpoint.spec, body, {
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    headers: await headers(),
  });
  // The honeypot is never sent back: a bot that filled it learns nothing.
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => name !== HONEYPOT_FIELD));
  if (outcome.ok) return { status: 200, intent, errors: {}, values: intent ? kept : {} };
  return { status: outcome.status, intent, msg: outcome.msg, errors: outcome.errors, values: kept };
}

export async function submitFeedback(
  locale: string,
  _previous: FormActionState,
  form: FormData,
): Promise<FormActionState> {
  const values = fieldsOf(feedbackSchema, form);
  return run(ENDPOINTS.saveFeedback, values, locale, values);
}

/** The trial form: its 'send code' button posts `intent=code` and keeps the other fields. */
export async function submitTrial(
  locale: string,
  _previous: FormActionState,
  form: FormData,
): Promise<FormActionState> {
  const values = fieldsOf(trialSchema, form);
  if (form.get('intent') === 'code') {
    return run(ENDPOINTS.applyVerificationCode, { phone: values.phone }, locale, values, 'code');
  }
  const { email, ...rest } = values;
  return run(ENDPOINTS.applyRegister, email ? values : rest, locale, values);
}
