import { z } from 'zod';
import { MOBILE_PHONE_PATTERN } from '@/catalog/constants';

/**
 * The feedback form (SPEC §5), shared by the form (client, on blur) and the save endpoint.
 * Messages are keys of the `feedback.errors` messages, translated where they are shown.
 */
export const FEEDBACK_ERROR_KEYS = [
  'companyNameRequired',
  'contactNumberRequired',
  'contactNumberFormat',
  'contactsRequired',
  'emailRequired',
  'emailFormat',
  'tooLong',
  'invalid',
] as const;
export type FeedbackErrorKey = (typeof FEEDBACK_ERROR_KEYS)[number];

const required = (key: FeedbackErrorKey, max = 100) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'tooLong' satisfies FeedbackErrorKey });

export const feedbackSchema = z.object({
  companyName: required('companyNameRequired'),
  contactNumber: required('contactNumberRequired', 11).regex(MOBILE_PHONE_PATTERN, {
    error: 'contactNumberFormat' satisfies FeedbackErrorKey,
  }),
  contacts: required('contactsRequired', 50),
  email: required('emailRequired', 254).pipe(z.email({ error: 'emailFormat' satisfies FeedbackErrorKey })),
  problem: z
    .string({ error: 'invalid' })
    .max(2000, { error: 'tooLong' satisfies FeedbackErrorKey })
    .optional()
    .default(''),
  suggestion: z
    .string({ error: 'invalid' })
    .max(2000, { error: 'tooLong' satisfies FeedbackErrorKey })
    .optional()
    .default(''),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
