import { z } from 'zod';
import { MOBILE_PHONE_PATTERN } from '@/catalog/constants';

/**
 * The free-trial application (one-to-one page). Error messages are keys: shared ones from
 * `validation`, the code's own from `trial.errors`.
 */
const required = (key: string, max: number) =>
  z.string().trim().min(1, { error: key }).max(max, { error: 'tooLong' });

export const trialPhoneSchema = required('contactNumberRequired', 11).regex(MOBILE_PHONE_PATTERN, {
  error: 'contactNumberFormat',
});

export const trialSchema = z.object({
  phone: trialPhoneSchema,
  code: required('codeRequired', 8).regex(/^\d{4,8}$/, { error: 'codeFormat' }),
  companyName: required('companyNameRequired', 100),
  contacts: required('contactsRequired', 50),
  email: z
    .string()
    .trim()
    .max(254, { error: 'tooLong' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'emailFormat' }),
});

export type TrialInput = z.input<typeof trialSchema>;
export type Trial = z.output<typeof trialSchema>;
